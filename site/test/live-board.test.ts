import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { board, clickHole, disconnect, narration, open } from './browser.ts';

/** The text a board shows under its rows for the hole pointed at. */
const preview = async (page: Page, frameId: string): Promise<string> =>
  ((await board(page, frameId).locator('#preview').textContent()) ?? '').trim();

afterAll(disconnect);

describe('a live board in the built site', () => {
  it('plays a move clicked on the home page and tells it', async () => {
    const { page, problems, close } = await open('/');
    try {
      await clickHole(page, 'home-board', 2);
      await expect
        .poll(() => narration(page, 'home-board'))
        .toContain('South sows 4 seeds from c.');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  // A page of examples is read while a move animates: what is below a board must not move as
  // the animation goes on and ends, seconds after the click (the animation's buttons stay
  // between moves; a board narrower than 39em keeps room for a status of two lines: at 800 px
  // the sidebar leaves the content 468 px, at 390 px the board is a phone's). The example is a
  // casa, whose caption is among the longest.
  for (const [route, width] of [
    ['/rules/hoyito-2/', 1280],
    ['/es/rules/hoyito-2/', 1280],
    ['/rules/hoyito-2/', 800],
    ['/es/rules/hoyito-2/', 800],
    ['/rules/hoyito-2/', 390],
    ['/es/rules/hoyito-2/', 390],
  ] as const) {
    it(`${route} at ${width} px: nothing below an example moves as its move animates`, async () => {
      const { page, problems, close } = await open(route, {
        viewport: { width, height: 800 },
      });
      try {
        const played = board(page, 'ex-h2-landing-capture');
        await played.evaluate((element) => {
          (element as unknown as { speed: string }).speed = 'slow';
        });
        // The tops of the boards below this one, in every frame from the one after the click (the
        // narration that the click writes may move them) to two after the animation's end. The
        // listeners are in place before the click is sent: a watch set up alongside the click
        // could, on a busy machine, start after the move and wait for it for ever.
        await played.evaluate((element) => {
          const watch = new Promise<{ skipped: boolean; tops: string[] }>((resolve) => {
            const below = [...document.querySelectorAll('.board-frame')].filter(
              (frame) => element.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING,
            );
            const tops = new Set<string>();
            const measure = () =>
              tops.add(
                below.map((f) => Math.round(f.getBoundingClientRect().top + scrollY)).join(),
              );
            let skipped: boolean | null = null;
            element.addEventListener(
              'hoyito-animation-end',
              (event) => {
                skipped = (event as CustomEvent<{ skipped: boolean }>).detail.skipped;
              },
              { once: true },
            );
            let after = 0;
            const frame = () => {
              measure();
              if (skipped !== null) after++;
              if (after < 3) requestAnimationFrame(frame);
              else resolve({ skipped: skipped ?? true, tops: [...tops] });
            };
            element.addEventListener('hoyito-move', () => requestAnimationFrame(frame), {
              once: true,
            });
          });
          (window as unknown as { watchedTops: typeof watch }).watchedTops = watch;
        });
        await clickHole(page, 'ex-h2-landing-capture', 2);
        const { skipped, tops } = await page.evaluate(
          () =>
            (
              window as unknown as {
                watchedTops: Promise<{ skipped: boolean; tops: string[] }>;
              }
            ).watchedTops,
        );
        expect(skipped, 'the animation ran to its end').toBe(false);
        expect(tops, 'the tops of the boards below, frame by frame').toHaveLength(1);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }
  // Pointing at a hole previews its move under the board, and a pointer crosses boards all the
  // time on its way elsewhere: the preview has its room from the start, so no hover moves what is
  // below. Every hole of the example, then off the board.
  for (const [route, width] of [
    ['/rules/hoyito-2/', 1280],
    ['/es/rules/hoyito-2/', 800],
    ['/es/rules/hoyito-2/', 390],
  ] as const) {
    it(`${route} at ${width} px: pointing at an example's holes moves nothing below it`, async () => {
      const { page, problems, close } = await open(route, {
        viewport: { width, height: 800 },
      });
      try {
        const tops = () =>
          board(page, 'ex-h2-landing-capture').evaluate((element) =>
            [...document.querySelectorAll('.board-frame')]
              .filter(
                (frame) =>
                  element.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING,
              )
              .map((f) => Math.round(f.getBoundingClientRect().top + scrollY))
              .join(),
          );
        const before = await tops();
        const previews = new Set<string>();
        for (let hole = 0; hole < 12; hole++) {
          await board(page, 'ex-h2-landing-capture').locator(`button[data-hole="${hole}"]`).hover();
          await expect.poll(() => preview(page, 'ex-h2-landing-capture')).not.toBe('');
          previews.add(await preview(page, 'ex-h2-landing-capture'));
          expect(await tops(), `tops after pointing at hole ${hole}`).toBe(before);
        }
        await page.mouse.move(0, 0);
        expect(await tops()).toBe(before);
        expect(previews.size, 'the holes were previewed').toBeGreaterThan(2);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
