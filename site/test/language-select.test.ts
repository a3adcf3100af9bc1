/**
 * The language select, where a reader looks for it. Starlight hides the header's select on narrow
 * screens and offers it in the sidebar's menu, which the home pages (no sidebar) do not have: the
 * site keeps one in their header there. The page-not-found pages speak both languages and offer
 * no select, whose English choice would be an address no host serves.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { disconnect, open } from './browser.ts';

afterAll(disconnect);

/** The language selects a reader can see (and so use) on the page. */
const visibleSelects = (page: Page) =>
  page
    .locator('starlight-lang-select select')
    .evaluateAll((all) =>
      all
        .filter((select) => (select as HTMLElement).checkVisibility())
        .map((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent?.trim()),
    );

describe('the language select', () => {
  for (const width of [320, 768, 1280]) {
    for (const [path, shown, other, lands] of [
      ['/', 'English', 'Español', '/es/'],
      ['/es/', 'Español', 'English', '/'],
    ] as const) {
      it(`${path} at ${width} px: one select, which leads to the other language's home`, async () => {
        const { page, problems, close } = await open(path, { viewport: { width, height: 700 } });
        try {
          expect(await visibleSelects(page)).toEqual([shown]);
          const select = page.locator('starlight-lang-select select').filter({ visible: true });
          await Promise.all([
            page.waitForURL((url) => url.pathname === lands),
            select.selectOption({ label: other }),
          ]);
          expect(problems).toEqual([]);
        } finally {
          await close();
        }
      });
    }
  }

  for (const path of ['/404.html', '/es/404/']) {
    it(`${path} offers none, at any width`, async () => {
      for (const width of [320, 1280]) {
        const { page, close } = await open(path, { viewport: { width, height: 700 } });
        try {
          expect(await page.locator('starlight-lang-select').count()).toBe(0);
          // Both languages' ways on are in the page itself.
          expect(await page.locator('main a[href$="/es/"]').count()).toBeGreaterThan(0);
        } finally {
          await close();
        }
      }
    });
  }
});
