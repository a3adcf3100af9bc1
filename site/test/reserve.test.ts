import { afterAll, describe, expect, it } from 'vitest';
import { connect, disconnect, siteUrl } from './browser.ts';
import { pageRoutes, readPage } from './site-files.ts';

afterAll(disconnect);

const withBoards = pageRoutes().filter((r) => readPage(r).includes('class="board-frame'));

describe('boards reserve their size before the element upgrades', () => {
  it('finds pages with boards', () => {
    expect(withBoards.length).toBeGreaterThan(15);
  });

  // A desktop window, a narrow window (boards near the width where their stores move above and
  // below the rows) and phones: 390 px, and 360 and 300 px, where a board is under 340 px and
  // its controls and move list wrap further.
  for (const [route, width] of withBoards.flatMap((r) =>
    [1280, 800, 390, 360, 300].map((w) => [r, w] as const),
  )) {
    it(`${route} at ${width} px: no board changes height when it upgrades`, async () => {
      const context = await (await connect()).newContext({
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      try {
        // Hold the bundle back until the page has laid out its boards without it.
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/board/hoyito-board.bundle.js', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(new URL(route, siteUrl()).href, { waitUntil: 'commit' });
        await page.waitForSelector('.board-frame');
        await page.waitForFunction(() => document.readyState !== 'loading' || document.body);
        const heights = () =>
          page.$$eval('.board-frame', (frames) =>
            frames.map((f) => Math.round(f.getBoundingClientRect().height)),
          );
        const before = await heights();
        expect(
          before.some((h) => h > 100),
          'the boards have a reserved height',
        ).toBe(true);
        release();
        await page.waitForFunction(() => customElements.get('hoyito-board') !== undefined);
        await page.evaluate(
          () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
        );
        const after = await heights();
        const changed = after
          .map((h, i) => ({ frame: i, before: before[i], after: h }))
          .filter((f) => Math.abs(f.after - f.before) > 1);
        expect(changed).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
