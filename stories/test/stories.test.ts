/**
 * Opens every story of the built Storybook (storybook-static/, written by `storybook build`) in
 * one headless Chromium, one test per story: the story must render, its play function must pass,
 * nothing may be logged with console.error or thrown, no request may fail, and axe-core must
 * find no violation in what it shows.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  // One context for all stories, so that the preview's scripts are loaded once and then cached.
  context = await browser.newContext();
  // Each story starts from empty storage (the persistence stories save games there).
  await context.addInitScript(() => localStorage.clear());
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

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
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
    const root = document.querySelector('#storybook-root');
    if (root === null) return ['#storybook-root is missing'];
    const { violations } = await axe.run(root, { resultTypes: ['violations'] });
    return violations.flatMap((v) =>
      v.nodes.map((node) => `${v.id}: ${v.help} at ${JSON.stringify(node.target)}`),
    );
  });
}

describe.concurrent('every story in Chromium', () => {
  it('finds the stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  for (const story of stories) {
    const tags = story.tags ?? [];
    it(`${story.title} › ${story.name}`, async () => {
      const page = await context.newPage();
      try {
        await page.emulateMedia({
          colorScheme: tags.includes('dark') ? 'dark' : 'light',
          reducedMotion: tags.includes('reduced-motion') ? 'reduce' : 'no-preference',
        });
        const problems = watchPage(page);
        await page.goto(`${served.url}/iframe.html?id=${story.id}&viewMode=story`);
        const finished = await page
          .waitForFunction(() => window.__storyOutcome.finished, undefined, { timeout: STORY_MS })
          .then(
            () => true,
            () => false,
          );
        const outcome = await page.evaluate(() => window.__storyOutcome);
        expect(outcome.errors, 'errors the preview reported').toEqual([]);
        expect(finished, `the story finished within ${STORY_MS} ms`).toBe(true);
        expect(outcome.status, 'the story and its play function passed').toBe('success');
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
