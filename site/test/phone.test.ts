import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations, connect, disconnect, open, siteUrl } from './browser.ts';
import { pageRoutes, readPage } from './site-files.ts';

afterAll(disconnect);

const withBoards = pageRoutes().filter((r) => readPage(r).includes('class="board-frame'));

// The smallest phone the board is made for: 280 px. A 2×6 board's 44 px holes need 264 px, more
// than the 248 px the page's side padding leaves, so there a board takes the padding too; and at
// 300 px, where the 268 px left would fit the holes only on the board's frame.
describe.each([280, 300])('on a %i px phone', (width) => {
  for (const route of [...withBoards, '/embed/?variant=hoyito-2']) {
    it(`${route}: the page does not scroll sideways, and every 2×6 board shows all its holes, inside its frame`, async () => {
      const context = await (await connect()).newContext({ viewport: { width, height: 800 } });
      try {
        const page = await context.newPage();
        await page.goto(new URL(route, siteUrl()).href, { waitUntil: 'load' });
        await page.evaluate(() => customElements.whenDefined('hoyito-board'));
        const boards = await page.$$eval('hoyito-board', async (elements) => {
          type Board = HTMLElement & { updateComplete: Promise<unknown> };
          await Promise.all(elements.map((b) => (b as Board).updateComplete));
          return elements.map((b) => {
            const rows = b.shadowRoot?.querySelector<HTMLElement>('.rows');
            const frame = b.shadowRoot?.querySelector('[part~="board"]')?.getBoundingClientRect();
            const holes = [...(b.shadowRoot?.querySelectorAll('[part~="hole"]') ?? [])].map((h) =>
              h.getBoundingClientRect(),
            );
            return {
              holes: holes.length,
              shown: (frame?.width ?? 0) > 0,
              hidden: rows ? rows.scrollWidth - rows.clientWidth : 0,
              // The least room between a hole and the frame's side (its 3 px outline inside).
              room: frame
                ? Math.min(...holes.flatMap((h) => [h.left - frame.left, frame.right - h.right]))
                : 0,
            };
          });
        });
        expect(boards.length).toBeGreaterThan(0);
        const pageWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
        expect(pageWidth).toBeLessThanOrEqual(width);
        // A board not on show (a round's board the page's select hides) has no box to measure.
        for (const board of boards.filter((b) => b.holes === 12 && b.shown)) {
          expect(board.hidden).toBe(0);
          expect(board.room, 'the room between the end holes and the frame').toBeGreaterThanOrEqual(
            4,
          );
        }
      } finally {
        await context.close();
      }
    });
  }
});

// Wide tables scroll sideways on a phone, and a keyboard can only scroll what takes focus.
describe('on a 320 px phone, every page', () => {
  for (const route of pageRoutes()) {
    it(`${route}: is accessible`, async () => {
      const { page, close } = await open(route, { viewport: { width: 320, height: 800 } });
      try {
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), 'axe-core violations').toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

// The forms that drive the boards (play, replay, the diagram maker, the last four's rounds) are
// used on phones too: their controls are touch targets of 44 px, as the board's are.
describe('on a touch phone, the forms around the boards', () => {
  for (const route of ['/play/', '/es/replay/', '/diagrams/', '/rules/hoyito-3/']) {
    it(`${route}: every select, text field and button is at least 44 px high`, async () => {
      const context = await (await connect()).newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      try {
        const page = await context.newPage();
        await page.goto(new URL(route, siteUrl()).href, { waitUntil: 'load' });
        const controls = await page.$$eval(
          ':is(.game-panel, .last-four-rounds) :is(select, input:not([type="checkbox"], [type="radio"]), button)',
          (found) =>
            found
              // Controls of a round not on show are hidden: no box, nothing to touch.
              .filter((c) => c.getClientRects().length > 0)
              .map((c) => ({
                what: `${c.tagName.toLowerCase()}#${c.id}`,
                height: c.getBoundingClientRect().height,
              })),
        );
        expect(controls.length, 'the page has a form').toBeGreaterThan(0);
        expect(controls.filter((c) => c.height < 44)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
