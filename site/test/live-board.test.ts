import { afterAll, describe, expect, it } from 'vitest';
import { board, clickHole, disconnect, narration, open } from './browser.ts';

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

  // A page of examples is read while a move animates: what is below a board must not move when
  // the animation ends, seconds after the click (the animation's buttons stay between moves).
  for (const route of ['/rules/hoyito-2/', '/es/rules/hoyito-2/']) {
    it(`${route}: nothing below an example moves as its animation ends`, async () => {
      const { page, problems, close } = await open(route);
      try {
        const tops = () =>
          page.$$eval('.board-frame', (frames) =>
            frames.map((f) => Math.round(f.getBoundingClientRect().top + window.scrollY)),
          );
        const played = board(page, 'ex-h2-sowing');
        await played.evaluate((element) => {
          (element as unknown as { speed: string }).speed = 'slow';
        });
        const ended = played.evaluate(
          (element) =>
            new Promise<boolean>((resolve) =>
              element.addEventListener(
                'hoyito-animation-end',
                (event) => resolve((event as CustomEvent<{ skipped: boolean }>).detail.skipped),
                { once: true },
              ),
            ),
        );
        await clickHole(page, 'ex-h2-sowing', 2);
        await expect.poll(() => narration(page, 'ex-h2-sowing')).not.toBe('');
        const during = await tops();
        expect(await ended, 'the animation ran to its end').toBe(false);
        expect(await tops()).toEqual(during);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
