// What the browser tests share: the one Chromium (from global-setup.ts), pages that record every
// console error, uncaught exception and failed request, and helpers to reach a board.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Locator, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';

export const siteUrl = (): string => inject('siteUrl');

let browser: Promise<Browser> | null = null;

export function connect(): Promise<Browser> {
  browser ??= chromium.connect(inject('wsEndpoint'));
  return browser;
}

export async function disconnect(): Promise<void> {
  if (browser === null) return;
  const b = await browser;
  browser = null;
  await b.close();
}

export interface OpenedPage {
  page: Page;
  /**
   * Console errors (and warnings, when asked for), uncaught exceptions, failed requests and
   * responses ≥ 400, as text.
   */
  problems: string[];
  /** The page's console.log lines. */
  logs: string[];
  close(): Promise<void>;
}

/**
 * Opens `path` (relative to the site, or a whole URL) in a fresh context. `hasTouch` gives the page
 * a touch screen (its pointer is then coarse), and `isMobile` a phone's browser, as Playwright's
 * context options of the same names.
 */
export async function open(
  path: string,
  {
    locale = 'en-US',
    warnings = false,
    viewport = { width: 1280, height: 720 },
    hasTouch = false,
    isMobile = false,
    javaScriptEnabled = true,
  }: {
    locale?: string;
    warnings?: boolean;
    viewport?: { width: number; height: number };
    hasTouch?: boolean;
    isMobile?: boolean;
    /** False: the page as a browser that runs no script shows it (no board is ever defined). */
    javaScriptEnabled?: boolean;
  } = {},
): Promise<OpenedPage> {
  const context = await (await connect()).newContext({
    locale,
    viewport,
    hasTouch,
    isMobile,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const logs: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || (warnings && type === 'warning'))
      problems.push(`console ${type}: ${message.text()}`);
    else if (type === 'log') logs.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  // A request the page had not finished when the test went on to another page (the favicon, most
  // often) is cancelled with ERR_ABORTED: the test left the page, nothing failed. Chromium starts
  // the next page's request before it cancels the last page's, so counting those requests tells
  // which page a cancelled request belonged to. Not always: a request the last page made as it
  // fell idle (Starlight's search script) can be told after the next page's, and so can its
  // cancelling, before that page arrives. So a request is also left behind when it is cancelled
  // while another page is on its way, or after one arrived.
  let pagesOpened = 0;
  let pagesArrived = 0;
  let onItsWay: Request | null = null;
  const when = new WeakMap<Request, { opened: number; arrived: number }>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      pagesOpened++;
      onItsWay = request;
    }
    when.set(request, { opened: pagesOpened, arrived: pagesArrived });
  });
  page.on('framenavigated', (frame) => {
    // Not a link to a place in the page (no request): the page that made the requests stays.
    if (frame !== page.mainFrame() || onItsWay === null) return;
    pagesArrived++;
    onItsWay = null;
  });
  page.on('requestfailed', (request) => {
    if (request === onItsWay) onItsWay = null;
    const error = request.failure()?.errorText;
    const asked = when.get(request);
    const leftBehind =
      error === 'net::ERR_ABORTED' &&
      (onItsWay !== null || asked?.opened !== pagesOpened || asked?.arrived !== pagesArrived);
    if (!leftBehind) problems.push(`request failed: ${request.url()} (${error})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(new URL(path, siteUrl()).href, { waitUntil: 'load' });
  if (javaScriptEnabled)
    await page.evaluate(() =>
      document.querySelector('hoyito-board') ? customElements.whenDefined('hoyito-board') : null,
    );
  return { page, problems, logs, close: () => context.close() };
}

/** The HTML code blocks of a docs page (`page` as under src/content/docs), as the page shows them. */
export function htmlExamples(page: string): string[] {
  const source = readFileSync(new URL(`../src/content/docs/${page}`, import.meta.url), 'utf8');
  return [...source.matchAll(/^```html\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
}

/**
 * Opens `html` as the page at `path` of the site's origin (where `/board/hoyito-board.bundle.js`
 * is served), once `<hoyito-board>` is defined: a page's example run as written.
 */
export async function openHtml(
  path: string,
  html: string,
): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await (await connect()).newContext();
  try {
    const page = await context.newPage();
    const url = new URL(path, siteUrl()).href;
    await page.route(url, (route) =>
      route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
    );
    await page.goto(url);
    await page.waitForFunction(() => customElements.get('hoyito-board') !== undefined);
    return { page, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** The board inside the element with this id (a board frame or preview). */
export function board(page: Page, frameId: string) {
  return page.locator(`#${frameId} hoyito-board`);
}

/** Clicks a hole (canonical number) of a board; Playwright's CSS pierces the open shadow root. */
export async function clickHole(page: Page, frameId: string, hole: number): Promise<void> {
  await board(page, frameId).locator(`button[data-hole="${hole}"]`).click();
}

/** Whether what `locator` finds is in a live region (an alert, a status, or aria-live): said aloud
 *  as it changes. */
export function isLive(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) => element.closest('[role="alert"], [role="status"], [aria-live]') !== null,
  );
}

/** The text of a board's narration list. */
export async function narration(page: Page, frameId: string): Promise<string> {
  return (await board(page, frameId).locator('[part="narration"]').textContent()) ?? '';
}

/** The board's current position as a setup object (its `currentPosition.toSetup()`). */
export async function setupOf(page: Page, frameId: string): Promise<unknown> {
  return board(page, frameId).evaluate((element) => {
    const position = (element as unknown as { currentPosition: { toSetup(): unknown } | null })
      .currentPosition;
    return position === null ? null : position.toSetup();
  });
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it stands, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(c: Document): Promise<{
            violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document);
    return violations.map(
      (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  });
}
