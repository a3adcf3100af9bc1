// Names in inline code (`--lang`, `north-player`) stay whole on a phone, rather than breaking
// after a hyphen: src/plugins/whole-names.mjs marks them, site.css keeps them on one line.
import { afterAll, describe, expect, it } from 'vitest';
import { keptWhole } from '../src/plugins/whole-names.mjs';
import { disconnect, open } from './browser.ts';
import { pageRoutes, readPage } from './site-files.ts';

afterAll(disconnect);

describe('short names in inline code', () => {
  it('are kept whole, and only they: hyphenated, 24 characters or fewer', () => {
    expect(keptWhole('--lang')).toBe(true);
    expect(keptWhole('north-player')).toBe(true);
    expect(keptWhole('persist')).toBe(false);
    expect(keptWhole('h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s')).toBe(false);
  });

  it.each(pageRoutes())('%s: every one is marked in the built page', (route) => {
    const html = readPage(route);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    // Inline code written in Markdown (a code block's lines are spans in a <pre>, and a
    // component's own <code> is not Markdown's).
    const unmarked = [...main.matchAll(/<code dir="auto">([^<]*)<\/code>/g)]
      .map((m) => m[1] ?? '')
      .filter((text) => keptWhole(text.replaceAll('&#x26;', '&')));
    expect(unmarked).toEqual([]);
  });

  it.each(['/diagrams/', '/es/embedding/'])(
    '%s on a 360 px phone: each takes one line',
    async (route) => {
      const { page, close } = await open(route, { viewport: { width: 360, height: 800 } });
      try {
        const broken = await page.$$eval('main code.whole', (codes) =>
          codes.filter((code) => code.getClientRects().length > 1).map((code) => code.textContent),
        );
        expect(await page.locator('main code.whole').count()).toBeGreaterThan(5);
        expect(broken).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
