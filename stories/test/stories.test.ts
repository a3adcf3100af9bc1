/**
 * Opens every story of the built Storybook (storybook-static/, written by `storybook build`) in
 * one headless Chromium, two pages at a time, one test per story: the story must render, its play
 * function must pass, nothing may be logged with console.error or thrown, no request may fail,
 * and axe-core must find no violation in what it shows. Each docs page must render the same way,
 * list the manifest's attributes and pass axe-core too. No console.error is allowed anywhere; the board's warnings
 * about bad input are console.warn.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { MANIFEST } from '../workspace.ts';
import { type Served, serve } from './serve.ts';

const STATIC = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const INDEX = `${STATIC}index.json`;
if (!existsSync(INDEX)) {
  throw new Error(`${INDEX} is missing: build the Storybook first (pnpm run build, or pnpm test).`);
}

interface IndexEntry {
  readonly id: string;
  readonly title: string;
  readonly name: string;
  readonly type: 'story' | 'docs';
  readonly tags?: readonly string[];
}
const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
const docs = Object.values(index.entries).filter((e) => e.type === 'docs');

/** The element as its manifest declares it (what the docs' tables must show). */
const element = (
  JSON.parse(readFileSync(MANIFEST, 'utf8')) as {
    modules: { declarations?: { tagName?: string; attributes?: { name: string }[] }[] }[];
  }
).modules
  .flatMap((m) => m.declarations ?? [])
  .find((d) => d.tagName === 'hoyito-board');

/**
 * Stories tagged with one of these need the reader's media settings emulated: the options for
 * Playwright, and the media query that must then match in the page.
 */
const MEDIA = {
  dark: { options: { colorScheme: 'dark' }, query: '(prefers-color-scheme: dark)' },
  'reduced-motion': {
    options: { reducedMotion: 'reduce' },
    query: '(prefers-reduced-motion: reduce)',
  },
  'forced-colors': { options: { forcedColors: 'active' }, query: '(forced-colors: active)' },
} as const;
const PLAIN_MEDIA = {
  colorScheme: 'light',
  reducedMotion: 'no-preference',
  forcedColors: 'none',
} as const;

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const STORY_MS = 45_000;

/** What the preview's channel told about the story: set up before any script of the page runs. */
interface Outcome {
  finished: boolean;
  status: string | null;
  errors: string[];
}
declare global {
  interface Window {
    __storyOutcome: Outcome;
  }
}
function listenToPreview(): void {
  const outcome: Outcome = { finished: false, status: null, errors: [] };
  window.__storyOutcome = outcome;
  const watched = new WeakSet<object>();
  type Channel = { on(event: string, listener: (payload: unknown) => void): void };
  let current: Channel | undefined;
  // The preview publishes its channel on this global; listen as soon as it does.
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set(channel: Channel | undefined) {
      current = channel;
      if (!channel || watched.has(channel)) return;
      watched.add(channel);
      channel.on('storyFinished', (payload) => {
        outcome.status = (payload as { status?: string }).status ?? null;
        outcome.finished = true;
      });
      channel.on('docsRendered', () => {
        outcome.status = 'success';
        outcome.finished = true;
      });
      for (const name of [
        'storyMissing',
        'storyErrored',
        'storyThrewException',
        'playFunctionThrewException',
        'unhandledErrorsWhilePlaying',
      ]) {
        channel.on(name, (payload) => outcome.errors.push(`${name}: ${JSON.stringify(payload)}`));
      }
    },
  });
}

let browser: Browser;
let context: BrowserContext;
let served: Served;

beforeAll(async () => {
  served = await serve(STATIC);
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...chromiumArgs],
  });
  // One context for all stories, so that the preview's scripts are loaded once and then cached.
  context = await browser.newContext();
  // The pages open at the same time share this context's localStorage, so nothing here clears
  // it (that would wipe a game another story is saving): each story that saves a game clears
  // its own key in its beforeEach.
  await context.addInitScript(listenToPreview);
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

/** Everything that went wrong on the page that the story itself would not report. */
function watchPage(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(`console.error: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** axe-core's violations inside `rootSelector`: the story's root, or the docs page's. */
async function axeViolations(page: Page, rootSelector = '#storybook-root'): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async (selector) => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Element,
          options: object,
        ): Promise<{
          violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
        }>;
      };
    };
    const root = document.querySelector(selector);
    if (root === null) return [`${selector} is missing`];
    const { violations } = await axe.run(root, { resultTypes: ['violations'] });
    return violations.flatMap((v) =>
      v.nodes.map((node) => `${v.id}: ${v.help} at ${JSON.stringify(node.target)}`),
    );
  }, rootSelector);
}

/** Opens an entry of the index and waits until the preview says it has finished (or failed). */
async function open(page: Page, entry: IndexEntry): Promise<void> {
  await page.goto(`${served.url}/iframe.html?id=${entry.id}&viewMode=${entry.type}`);
  const finished = await page
    .waitForFunction(() => window.__storyOutcome.finished, undefined, { timeout: STORY_MS })
    .then(
      () => true,
      () => false,
    );
  const outcome = await page.evaluate(() => window.__storyOutcome);
  expect(outcome.errors, 'errors the preview reported').toEqual([]);
  expect(finished, `rendered within ${STORY_MS} ms`).toBe(true);
  expect(outcome.status, 'the story and its play function passed').toBe('success');
}

describe.concurrent('every story in Chromium', () => {
  it('finds the stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  for (const story of stories) {
    const media = (Object.keys(MEDIA) as (keyof typeof MEDIA)[]).filter((tag) =>
      story.tags?.includes(tag),
    );
    it(`${story.title} › ${story.name}`, async () => {
      const page = await context.newPage();
      try {
        await page.emulateMedia(
          Object.assign({}, PLAIN_MEDIA, ...media.map((tag) => MEDIA[tag].options)),
        );
        const problems = watchPage(page);
        await open(page, story);
        for (const tag of media) {
          const { query } = MEDIA[tag];
          expect(await page.evaluate((q) => matchMedia(q).matches, query), query).toBe(true);
        }
        // Let every board draw its last change before checking what is on the page.
        await page.evaluate(async () => {
          const boards = [...document.querySelectorAll('hoyito-board')] as unknown as {
            updateComplete: Promise<unknown>;
          }[];
          await Promise.all(boards.map((b) => b.updateComplete));
          await new Promise((resolve) => requestAnimationFrame(resolve));
        });
        expect(await axeViolations(page), 'axe-core violations').toEqual([]);
        expect(problems, 'console errors, uncaught errors and failed requests').toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

describe.concurrent('every docs page in Chromium', () => {
  it('finds the element in the manifest', () => {
    expect(element?.attributes?.length).toBeGreaterThan(0);
  });

  for (const page of docs) {
    it(`${page.title} › ${page.name}: renders, with the manifest's attributes in its table`, async () => {
      const tab = await context.newPage();
      try {
        const problems = watchPage(tab);
        await open(tab, page);
        const table = await tab.locator('.docblock-argstable').first().textContent();
        for (const { name } of element?.attributes ?? []) expect(table).toContain(name);
        expect(await axeViolations(tab, '#storybook-docs'), 'axe-core violations').toEqual([]);
        expect(problems, 'console errors, uncaught errors and failed requests').toEqual([]);
      } finally {
        await tab.close();
      }
    });
  }
});

/**
 * The focused element, looked for through shadow roots: what a person's next key press goes to.
 * Storybook's userEvent.tab() cannot walk into shadow DOM, so the stories cannot show this; the
 * browser's own focus navigation can.
 */
function focused(
  page: Page,
): Promise<{ hole: string | null; part: string | null; control: boolean }> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const html = active as HTMLElement | null;
    return {
      hole: html?.dataset.hole ?? null,
      part: html?.getAttribute('part') ?? null,
      control: html?.closest('[part~="controls"]') != null,
    };
  });
}

describe('the keyboard, as the browser sends it', () => {
  it('Tab enters the board at one playable hole, arrows move along, Enter sows, Tab leaves the row', async () => {
    const page = await context.newPage();
    try {
      const problems = watchPage(page);
      const story = stories.find((s) => s.id === 'modes--play');
      if (story === undefined) throw new Error('the Modes › Play story is missing');
      await open(page, story);
      await page.evaluate(() => {
        const board = document.querySelector('hoyito-board') as HTMLElement & {
          speed: string;
          updateComplete: Promise<unknown>;
        };
        board.speed = 'instant';
        window.__moves = [];
        board.addEventListener('hoyito-move', (event) =>
          window.__moves.push((event as CustomEvent<{ notation: string }>).detail.notation),
        );
        return board.updateComplete;
      });
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ hole: '0', part: 'hole south' });
      await page.keyboard.press('ArrowRight');
      expect((await focused(page)).hole).toBe('1');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.__moves.length === 1);
      expect(await page.evaluate(() => window.__moves)).toEqual(['b']);
      // One hole of a row is in the tab order at a time (a roving tabindex): the next Tab goes
      // past the holes, to the controls, and Shift+Tab comes back to a hole of the side to move.
      await page.keyboard.press('Tab');
      expect(await focused(page), 'Tab after a hole').toMatchObject({ hole: null, control: true });
      await page.keyboard.press('Shift+Tab');
      const back = await focused(page);
      expect(back.part).toBe('hole north');
      expect(problems, 'console errors, uncaught errors and failed requests').toEqual([]);
    } finally {
      await page.close();
    }
  });
});

/** The Modes › Play story on a phone's touch screen: its context, its page and what went wrong. */
async function playOnTouch(): Promise<{
  touch: BrowserContext;
  page: Page;
  problems: string[];
}> {
  const touch = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 412, height: 915 },
  });
  await touch.addInitScript(listenToPreview);
  const page = await touch.newPage();
  const problems = watchPage(page);
  const story = stories.find((s) => s.id === 'modes--play');
  if (story === undefined) throw new Error('the Modes › Play story is missing');
  await open(page, story);
  return { touch, page, problems };
}

describe('a touch screen, as the browser sends it', () => {
  // A museum's kiosk: no pointer hovers, so the board keeps no room for previews, and a tap
  // (which focuses the hole, then clicks it) plays the move. Nothing a tap on a playable hole
  // shows may stay behind and change the board's height, under what the page shows below it.
  it('a tap on a playable hole plays it and leaves the board as tall as it was', async () => {
    const { touch, page, problems } = await playOnTouch();
    try {
      expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
      await page.evaluate(() => {
        const board = document.querySelector('hoyito-board') as HTMLElement & {
          speed: string;
          updateComplete: Promise<unknown>;
        };
        board.speed = 'fast';
        window.__moves = [];
        window.__heights = [];
        board.addEventListener('hoyito-move', (event) =>
          window.__moves.push((event as CustomEvent<{ notation: string }>).detail.notation),
        );
        const measure = () => {
          window.__heights.push(board.getBoundingClientRect().height);
          requestAnimationFrame(measure);
        };
        measure();
        return board.updateComplete;
      });
      const hole = page.locator('hoyito-board [part~="hole"][data-hole="2"]');
      await hole.tap();
      await page.waitForFunction(() => window.__moves.length === 1);
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            document
              .querySelector('hoyito-board')
              ?.addEventListener('hoyito-animation-end', resolve, {
                once: true,
              }),
          ),
      );
      // A few frames after the move's end, for whatever its end changed.
      await page.evaluate(
        () => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 100)),
      );
      expect(await page.evaluate(() => window.__moves)).toEqual(['c']);
      const heights = await page.evaluate(() => window.__heights);
      expect(heights.length, 'frames measured').toBeGreaterThan(10);
      expect(new Set(heights), "the board's heights, frame by frame").toEqual(
        new Set([heights[0]]),
      );
      const preview = await page.evaluate(
        () =>
          document.querySelector('hoyito-board')?.shadowRoot?.querySelector('#preview')
            ?.textContent ?? null,
      );
      expect(preview?.trim()).toBe('');
      expect(problems, 'console errors, uncaught errors and failed requests').toEqual([]);
    } finally {
      await touch.close();
    }
  });

  it('a finger held on a hole previews its move, and lifting it plays nothing', async () => {
    const { touch, page, problems } = await playOnTouch();
    try {
      await page.evaluate(() => {
        window.__moves = [];
        document
          .querySelector('hoyito-board')
          ?.addEventListener('hoyito-move', (event) =>
            window.__moves.push((event as CustomEvent<{ notation: string }>).detail.notation),
          );
      });
      const box = await page.locator('hoyito-board [part~="hole"][data-hole="2"]').boundingBox();
      if (box === null) throw new Error('hole c is not drawn');
      const at = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
      // The touch events a finger makes, as Chromium's input pipeline takes them.
      const cdp = await touch.newCDPSession(page);
      const finger = (type: 'touchStart' | 'touchEnd') =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : at });
      const preview = () =>
        page.evaluate(
          () =>
            document
              .querySelector('hoyito-board')
              ?.shadowRoot?.querySelector('#preview')
              ?.textContent?.trim() ?? '',
        );
      await finger('touchStart');
      await expect.poll(preview, { timeout: 2000 }).toMatch(/^Sowing c: /);
      await finger('touchEnd');
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(await page.evaluate(() => window.__moves)).toEqual([]);
      expect(await preview()).toMatch(/^Sowing c: /);
      // A tap plays.
      await finger('touchStart');
      await finger('touchEnd');
      await expect.poll(() => page.evaluate(() => window.__moves)).toEqual(['c']);
      expect(problems, 'console errors, uncaught errors and failed requests').toEqual([]);
    } finally {
      await touch.close();
    }
  });
});

declare global {
  interface Window {
    __moves: string[];
    __heights: number[];
  }
}
