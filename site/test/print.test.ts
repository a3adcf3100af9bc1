/**
 * A rules page printed as a handout: the boards print light, with their seeds, and without the
 * buttons, the hover words' room or the markup beside each live board.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { disconnect, open } from './browser.ts';

afterAll(disconnect);

describe('a printed rules page', () => {
  for (const path of ['/rules/hoyito-1/', '/es/rules/hoyito-1/']) {
    it(`${path}: boards with their seeds and captions, no buttons or markup`, async () => {
      const { page, problems, close } = await open(path);
      try {
        // A reader whose screen is dark, with the site's theme following it.
        await page.emulateMedia({ colorScheme: 'dark' });
        const frame = page.locator('.preview').first();
        expect(await frame.locator('.expressive-code').isVisible()).toBe(true);
        await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
        expect(await frame.locator('.expressive-code').isVisible()).toBe(false);
        expect(await frame.locator('.preview-caption').isVisible()).toBe(true);
        const look = await frame.locator('hoyito-board').evaluate((board) => {
          const inside = (selector: string) =>
            getComputedStyle(board.shadowRoot?.querySelector(selector) as Element);
          return {
            minHeight: getComputedStyle(board).minHeight,
            controls: inside('[part~="controls"]').display,
            adjust: inside('[part~="seed"]').getPropertyValue('print-color-adjust'),
            label: inside('[part~="label"]').color,
          };
        });
        expect(look).toEqual({
          minHeight: '0px',
          controls: 'none',
          adjust: 'exact',
          // The light board's text on its wood, whatever the screen's scheme.
          label: 'rgb(31, 20, 10)',
        });
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
