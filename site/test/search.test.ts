import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { disconnect, open } from './browser.ts';

afterAll(disconnect);

/** The scripts the page has fetched so far, by file name. */
function scripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.slice(path.lastIndexOf('/') + 1)),
  );
}

const searchUi = (names: string[]) => names.filter((name) => name.startsWith('ui-core.'));

describe("the site's search", () => {
  // Each way a reader opens the search: the button, and the keyboard's shortcut.
  const ways = [
    ['the button', (page: Page) => page.locator('button[data-open-modal]').first().click()],
    ['Ctrl+K', (page: Page) => page.keyboard.press('Control+k')],
  ] as const;
  for (const [way, openSearch] of ways) {
    it(`fetches its UI only when a reader opens it with ${way}, then finds pages`, async () => {
      const { page, problems, close } = await open('/es/');
      try {
        await page.waitForLoadState('networkidle');
        // Left idle, the page has not fetched Pagefind's UI (27 KB gzipped).
        expect(searchUi(await scripts(page))).toEqual([]);
        await openSearch(page);
        const input = page.locator('#starlight__search input');
        await input.waitFor();
        expect(searchUi(await scripts(page))).toHaveLength(1);
        // The box is focused as the dialog opens, so the reader can type at once.
        await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type('casa');
        const results = page.locator('#starlight__search .pagefind-ui__result-link');
        await expect.poll(() => results.count()).toBeGreaterThan(0);
        const hrefs = await results.evaluateAll((links) =>
          links.map((a) => a.getAttribute('href')),
        );
        for (const href of hrefs) expect(href).toMatch(/^\/es\//);
        // Closed and opened again: the same UI, built once.
        await page.keyboard.press('Escape');
        await openSearch(page);
        expect(await page.locator('#starlight__search input').count()).toBe(1);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('keeps what a reader types before the search box has arrived', async () => {
    const { page, problems, close } = await open('/');
    try {
      await page.waitForLoadState('networkidle');
      // A slow connection: the UI arrives well after the reader has typed.
      await page.route('**/ui-core.*.js', async (route) => {
        await new Promise((done) => setTimeout(done, 800));
        await route.continue();
      });
      await page.keyboard.press('Control+k');
      await page.keyboard.type('sow');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('wing');
      expect(await page.locator('#starlight__search input').count()).toBe(0);
      const input = page.locator('#starlight__search input');
      await input.waitFor();
      expect(await input.inputValue()).toBe('sowing');
      const results = page.locator('#starlight__search .pagefind-ui__result-link');
      await expect.poll(() => results.count()).toBeGreaterThan(0);
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fetches the UI ahead when a reader points at the search button', async () => {
    const { page, problems, close } = await open('/');
    try {
      await page.waitForLoadState('networkidle');
      expect(searchUi(await scripts(page))).toEqual([]);
      await page.locator('button[data-open-modal]').first().hover();
      await expect.poll(async () => searchUi(await scripts(page))).toHaveLength(1);
      // Fetched, not built: the dialog is still closed and holds no search box.
      expect(await page.locator('#starlight__search input').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
  // A board's fallback words ("…: it needs JavaScript.") and the markup beside it would otherwise
  // match on every page with a board, and be quoted as the page's words in the results.
  for (const path of ['/', '/es/'])
    it(`${path}: finds the pages' own words, not a board's fallback or its markup`, async () => {
      const { page, problems, close } = await open(path);
      try {
        await page.locator('button[data-open-modal]').first().click();
        // Only the embedding page speaks of JavaScript, in its own words.
        const links = page.locator('#starlight__search .pagefind-ui__result-link');
        // The results of `query`, once the message above them names it.
        const search = async (query: string) => {
          await page.locator('#starlight__search input').fill(query);
          const message = page.locator('#starlight__search .pagefind-ui__message');
          await expect.poll(() => message.textContent()).toContain(query);
          await expect.poll(() => links.count()).toBeGreaterThan(0);
          await page.waitForLoadState('networkidle');
        };
        await search('JavaScript');
        const pages = new Set(
          (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))).map(
            (href) => href.replace(/#.*$/, ''),
          ),
        );
        expect([...pages]).toEqual([`${path}embedding/`]);
        // Nor is a board's attribute written beside it a word of the page.
        await search('highlight');
        const found = await links.evaluateAll((all) =>
          all.map((a) => (a.getAttribute('href') ?? '').replace(/#.*$/, '')),
        );
        expect(found.filter((href) => /\/rules\//.test(href))).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });

  // Pagefind gives an excerpt 200 px at least: beside the indent of a heading's result, more than
  // a 280 px phone's dialog holds.
  for (const path of ['/', '/es/'])
    it(`${path} on a 280 px phone: the results fit the dialog, which does not scroll sideways`, async () => {
      const { page, problems, close } = await open(path, { viewport: { width: 280, height: 700 } });
      try {
        await page.locator('button[data-open-modal]').first().click();
        await page.locator('#starlight__search input').fill(path === '/' ? 'chain' : 'cadena');
        // Results of a page's sections are the indented ones.
        const nested = page.locator('#starlight__search .pagefind-ui__result-nested');
        await expect.poll(() => nested.count()).toBeGreaterThan(0);
        const fit = await page.evaluate(() => {
          const frame = document.querySelector('#starlight__search')?.closest('.dialog-frame');
          const results = document.querySelectorAll('#starlight__search .pagefind-ui__result *');
          return {
            hidden: frame ? frame.scrollWidth - frame.clientWidth : null,
            beyond: [...results]
              .map((e) => e.getBoundingClientRect().right)
              .filter((right) => right > window.innerWidth).length,
          };
        });
        expect(fit).toEqual({ hidden: 0, beyond: 0 });
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
});
