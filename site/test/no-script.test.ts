/**
 * The site in a browser that runs no script: each board's place says, in the page's language,
 * which game would be drawn there and that it needs JavaScript, in a box of that line's size
 * rather than the blank room the board would have taken (the Embed page says every board on the
 * site is written so).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { disconnect, open } from './browser.ts';

afterAll(disconnect);

describe('a page read with scripts off', () => {
  for (const [path, said] of [
    ['/rules/hoyito-2/', 'A Hoyito II board: it needs JavaScript.'],
    ['/es/rules/hoyito-3/', 'Un tablero de Hoyito III: necesita JavaScript.'],
    ['/es/learn/', 'Un tablero de Hoyito II: necesita JavaScript.'],
  ] as const) {
    it(`${path}: every board's place says what it would show`, async () => {
      const { page, close } = await open(path, { javaScriptEnabled: false });
      try {
        const boards = await page.locator('.board-frame > hoyito-board').evaluateAll((all) =>
          all.map((board) => {
            const box = board.getBoundingClientRect();
            return {
              text: (board as HTMLElement).textContent?.trim(),
              height: box.height,
              shown: board.checkVisibility(),
            };
          }),
        );
        expect(boards.length).toBeGreaterThan(2);
        for (const board of boards) {
          expect(board.text).toBe(said);
          // None left in a part of the page that only a script would open.
          expect(board.shown).toBe(true);
          // One line and its padding: not the room of a board, hundreds of pixels tall.
          expect(board.height).toBeGreaterThan(20);
          expect(board.height).toBeLessThan(80);
        }
      } finally {
        await close();
      }
    });
  }

  it('/rules/hoyito-3/: every round of the last four shows, and no select that needs a script', async () => {
    const { page, close } = await open('/rules/hoyito-3/', { javaScriptEnabled: false });
    try {
      const rounds = page.locator('.last-four-rounds');
      const captions = await rounds
        .locator('[data-round] .preview-caption')
        .evaluateAll((all) => all.map((p) => (p.checkVisibility() ? p.textContent : null)));
      expect(captions).toHaveLength(3);
      expect(captions.every((caption) => caption !== null && caption.length > 20)).toBe(true);
      expect(await rounds.locator('select').isVisible()).toBe(false);
    } finally {
      await close();
    }
  });
});
