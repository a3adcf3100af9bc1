import { afterAll, describe, expect, it } from 'vitest';
import { connect, disconnect, siteUrl } from './browser.ts';
import { readPage } from './site-files.ts';

afterAll(disconnect);

/**
 * A slow machine may paint a page before the parser has read all of it. The comparison table is
 * near the top of its page: were its columns laid out from every row, the first paint of a
 * half-read table would put them elsewhere than the whole table does, and the page would shift
 * (seen in CI on /es/compare/: the header row moved as the other rows came in).
 */
describe('the comparison table', () => {
  for (const route of ['/compare/', '/es/compare/']) {
    it(`${route}: its columns stand where they will when only its first row has been read`, async () => {
      const whole = readPage(route);
      const firstRowEnd = whole.indexOf('</tr>', whole.indexOf('<tbody>'));
      expect(firstRowEnd, 'the page has a table with a body row').toBeGreaterThan(0);
      // What the parser may have read at a first paint: the page up to the table's first row.
      const partial = whole.slice(0, firstRowEnd + '</tr>'.length);
      const columns = async (html: string) => {
        const context = await (await connect()).newContext({
          viewport: { width: 1280, height: 720 },
        });
        try {
          const page = await context.newPage();
          const url = new URL(route, siteUrl()).href;
          await page.route(url, (r) => r.fulfill({ body: html, contentType: 'text/html' }));
          await page.goto(url, { waitUntil: 'load' });
          return await page.$$eval('main table th', (cells) =>
            cells.map((th) => {
              const r = th.getBoundingClientRect();
              return `${Math.round(r.x)}+${Math.round(r.width)}×${Math.round(r.height)}`;
            }),
          );
        } finally {
          await context.close();
        }
      };
      const early = await columns(partial);
      expect(early).toHaveLength(4);
      expect(early).toEqual(await columns(whole));
    });
  }
});
