import { afterAll, describe, expect, it } from 'vitest';
import { board, clickHole, disconnect, isLive, open } from './browser.ts';

afterAll(disconnect);

const record = (page: import('playwright-core').Page, frame: string) =>
  board(page, frame).evaluate((b) => (b as unknown as { gameRecord: string | null }).gameRecord);

/** Moves (and passes) in the record of a 2×6 board's game so far. */
const movesPlayed = async (page: import('playwright-core').Page, frame: string) =>
  (await record(page, frame))?.split(/\s+/).filter((t) => /^[a-fA-F-]$/.test(t)).length ?? 0;

describe('the Play page', () => {
  it('keeps a link that reopens the same game, moves and all', async () => {
    const first = await open('/play/');
    let link = '';
    let played = '';
    try {
      const form = first.page.locator('#play-options');
      await form.locator('select[name="variant"]').selectOption('hoyito-1');
      await form.locator('select[name="holes"]').selectOption('7');
      await form.locator('button[type="submit"]').click();
      await clickHole(first.page, 'play-board', 2);
      await expect.poll(() => first.page.locator('#play-link').inputValue()).toContain('record=');
      link = await first.page.locator('#play-link').inputValue();
      played = (await record(first.page, 'play-board')) ?? '';
      expect(played).toContain('[Variant "hoyito-1"]');
      expect(played).toContain('[Holes "7"]');
      expect(first.problems).toEqual([]);
    } finally {
      await first.close();
    }
    const again = await open(new URL(link).pathname + new URL(link).search);
    try {
      await expect.poll(() => record(again.page, 'play-board')).toBe(played);
      expect(await again.page.locator('select[name="variant"]').inputValue()).toBe('hoyito-1');
      expect(await again.page.locator('select[name="holes"]').inputValue()).toBe('7');
      expect(again.problems).toEqual([]);
    } finally {
      await again.close();
    }
  });

  it('keeps the link to the game as it stands: moves undone, by button or key, are not in it', async () => {
    const { page, problems, close } = await open('/play/');
    const linked = async () =>
      new URL(await page.locator('#play-link').inputValue()).searchParams.get('record') ?? '';
    try {
      await clickHole(page, 'play-board', 2);
      await clickHole(page, 'play-board', 8);
      await expect.poll(() => movesPlayed(page, 'play-board')).toBe(2);
      await expect.poll(linked).toMatch(/\bc C\b/);
      await board(page, 'play-board')
        .locator('button', { hasText: /^Undo$/ })
        .click();
      await expect.poll(linked).not.toMatch(/\bC\b/);
      expect(await linked()).toMatch(/\bc\b/);
      await board(page, 'play-board').locator('[data-hole="0"]').focus();
      await page.keyboard.press('Control+z');
      await expect.poll(linked).not.toMatch(/\bc\b/);
      expect(await movesPlayed(page, 'play-board')).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('plays against the computer at the chosen level', async () => {
    const { page, problems, close } = await open('/es/play/');
    try {
      await page.locator('select[name="opponent"]').selectOption('beginner');
      await page.locator('#play-options button[type="submit"]').click();
      expect(await board(page, 'play-board').getAttribute('north-player')).toBe('beginner');
      await clickHole(page, 'play-board', 0);
      // The computer (North) answers: South is to move again, or the game moved on by 2 plies.
      await expect
        .poll(() => movesPlayed(page, 'play-board'), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(2);
      expect(await page.locator('#play-link').inputValue()).toContain('north=beginner');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sets up a position to play against the computer, and links to it', async () => {
    const { page, problems, close } = await open('/play/');
    try {
      await page.locator('select[name="opponent"]').selectOption('beginner');
      await page.locator('#play-setup').click();
      const playBoard = board(page, 'play-board');
      expect(await playBoard.getAttribute('mode')).toBe('setup');
      expect(await playBoard.getAttribute('north-player')).toBe('beginner');
      // One seed more in a: a position of the reader's own.
      await clickHole(page, 'play-board', 0);
      await playBoard.locator('button', { hasText: 'Start playing from here' }).click();
      expect(await playBoard.getAttribute('mode')).toBe('play');
      expect(await record(page, 'play-board')).toContain(
        '[Start "h2/5.4.4.4.4.4/4.4.4.4.4.4/0-0/s"]',
      );
      await clickHole(page, 'play-board', 2);
      // The computer (North) answers from the position set up.
      await expect
        .poll(() => movesPlayed(page, 'play-board'), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(2);
      await expect.poll(() => page.locator('#play-link').inputValue()).toContain('north=beginner');
      const link = new URL(await page.locator('#play-link').inputValue());
      expect(link.searchParams.get('record')).toContain(
        '[Start "h2/5.4.4.4.4.4/4.4.4.4.4.4/0-0/s"]',
      );
      expect(link.searchParams.get('record')).toContain('[SetUp "1"]');
      // Start a new game goes back to play from the full board.
      await page.locator('#play-options button[type="submit"]').click();
      expect(await playBoard.getAttribute('mode')).toBe(null);
      // The link reopened: the game set up, with Set up again to go back to its position.
      await page.goto(link.href);
      const again = board(page, 'play-board').locator('button', { hasText: 'Set up again' });
      await expect.poll(() => again.count()).toBe(1);
      await again.click();
      await expect.poll(() => board(page, 'play-board').getAttribute('mode')).toBe('setup');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lets the reader play North: the computer opens as South, and the link keeps the sides', async () => {
    const { page, problems, close } = await open('/play/');
    try {
      await page.locator('select[name="opponent"]').selectOption('beginner');
      await page.locator('select[name="side"]').selectOption('north');
      await page.locator('#play-options button[type="submit"]').click();
      const played = board(page, 'play-board');
      expect(await played.getAttribute('south-player')).toBe('beginner');
      expect(await played.getAttribute('north-player')).toBe(null);
      expect(await played.getAttribute('orientation')).toBe('north');
      // South (the computer) moves first, without the reader doing anything.
      await expect
        .poll(() => movesPlayed(page, 'play-board'), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(1);
      const link = await page.locator('#play-link').inputValue();
      expect(new URL(link).searchParams.get('south')).toBe('beginner');
      expect(problems).toEqual([]);
      const again = await open(new URL(link).pathname + new URL(link).search);
      try {
        expect(await again.page.locator('select[name="side"]').inputValue()).toBe('north');
        expect(await board(again.page, 'play-board').getAttribute('south-player')).toBe('beginner');
        expect(again.problems).toEqual([]);
      } finally {
        await again.close();
      }
    } finally {
      await close();
    }
  });

  it('plays a match, and its link brings back the match: earlier games, round and score', async () => {
    const first = await open('/play/');
    let link = '';
    let records: string[] = [];
    const status = (page: import('playwright-core').Page) =>
      board(page, 'play-board').locator('[part="status"]').textContent();
    try {
      const form = first.page.locator('#play-options');
      await form.locator('select[name="rounds"]').selectOption('3');
      await form.locator('button[type="submit"]').click();
      expect(await board(first.page, 'play-board').getAttribute('rounds')).toBe('3');
      const controls = board(first.page, 'play-board').locator('[part="controls"]');
      await controls.getByRole('button', { name: 'End by agreement' }).click();
      await controls.getByRole('button', { name: 'Yes, end the game' }).click();
      await controls.getByRole('button', { name: 'Next game' }).click();
      await expect.poll(() => status(first.page)).toMatch(/^Round 2 of 3 · North to move/);
      await clickHole(first.page, 'play-board', 6);
      await expect.poll(() => first.page.locator('#play-link').inputValue()).toContain('game=');
      link = await first.page.locator('#play-link').inputValue();
      const url = new URL(link);
      expect(url.searchParams.get('rounds')).toBe('3');
      expect(url.searchParams.get('record')).toBe(null);
      records = url.searchParams.getAll('game');
      expect(records).toHaveLength(2);
      expect(records[1]).toContain('[Round "2"]');
      expect(first.problems).toEqual([]);
    } finally {
      await first.close();
    }
    const again = await open(new URL(link).pathname + new URL(link).search);
    try {
      await expect
        .poll(() =>
          board(again.page, 'play-board').evaluate(
            (b) => (b as unknown as { matchRecords: string[] | null }).matchRecords,
          ),
        )
        .toEqual(records);
      expect(await status(again.page)).toMatch(/^Round 2 of 3 · /);
      expect(await again.page.locator('select[name="rounds"]').inputValue()).toBe('3');
      expect(again.problems).toEqual([]);
    } finally {
      await again.close();
    }
  });

  it('says why a match link cannot be read, in the page’s language, and starts a new match', async () => {
    const { page, close } = await open('/es/play/?rounds=3&game=basura');
    try {
      await expect
        .poll(() => page.locator('#play-status').textContent())
        .toMatch(/^La partida 1 del encuentro no es válida \(línea 1, columna 1\)/);
      await expect
        .poll(() => board(page, 'play-board').locator('[part="status"]').textContent())
        .toMatch(/^Ronda 1 de 3 · /);
    } finally {
      await close();
    }
  });
});

describe('the Replay page', () => {
  it('marks the field of a link’s record the board refuses, and clears it for a good one', async () => {
    const bad = '[Variant "hoyito-2"]\n\nc c c z';
    const { page, close } = await open(`/replay/?record=${encodeURIComponent(bad)}`);
    try {
      const field = page.locator('#replay-record');
      // Whether the board had drawn its sample game when the page read the link (the board then
      // keeps it, and the page says why beside the button) or not (the board takes the record as
      // its attribute, and says why in its place), the field is marked.
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      const refusedBeside = await page.locator('#replay-refused').textContent();
      const refusedInPlace = await board(page, 'replay-board').locator('[part="error"]').count();
      expect(refusedBeside !== '' || refusedInPlace === 1).toBe(true);
      expect(await field.inputValue()).toBe(bad);
      await field.fill('[Variant "hoyito-2"]\n\nc');
      await page.locator('#replay-form button[type="submit"]').click();
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe(null);
      expect(await board(page, 'replay-board').locator('[part="error"]').count()).toBe(0);
      // With the board showing an error, no game is kept: a record is given as its attribute,
      // and the field marked once the board has read it, or cleared.
      await page.evaluate(() =>
        document
          .querySelector('#replay-board hoyito-board')
          ?.setAttribute('record', '[Variant "x"]'),
      );
      await expect
        .poll(() => board(page, 'replay-board').locator('[part="error"]').count())
        .toBe(1);
      await field.fill(bad);
      await page.locator('#replay-form button[type="submit"]').click();
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      await field.fill('[Variant "hoyito-2"]\n\nc');
      await page.locator('#replay-form button[type="submit"]').click();
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe(null);
      expect(await board(page, 'replay-board').locator('[part="error"]').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('replays a pasted record and links to it', async () => {
    const { page, problems, close } = await open('/replay/');
    try {
      const text = '[Variant "hoyito-3"]\n[Holes "6"]\n\nc F';
      await page.locator('#replay-record').fill(text);
      await page.locator('#replay-form button[type="submit"]').click();
      const moves = board(page, 'replay-board').locator('[part="moves"] li');
      await expect.poll(() => moves.count()).toBe(2);
      const link = await page.locator('#replay-link').inputValue();
      expect(new URL(link).searchParams.get('record')).toBe(text);
      expect(problems).toEqual([]);
      const again = await open(new URL(link).pathname + new URL(link).search);
      try {
        expect(await again.page.locator('#replay-record').inputValue()).toBe(text);
        await expect
          .poll(() => board(again.page, 'replay-board').locator('[part="moves"] li').count())
          .toBe(2);
      } finally {
        await again.close();
      }
    } finally {
      await close();
    }
  });

  it('keeps the replay on show for a bad record, and says why in the board’s words', async () => {
    const { page, close } = await open('/es/replay/');
    try {
      const link = page.locator('#replay-link');
      await expect.poll(() => link.inputValue()).toContain('record=');
      const before = await link.inputValue();
      await board(page, 'replay-board').locator('button', { hasText: 'Jugada siguiente' }).click();
      const shown = () =>
        board(page, 'replay-board').evaluate((b) => {
          type Shown = { board: number[]; toMove: string | null };
          const p = (b as unknown as { currentPosition: Shown | null }).currentPosition;
          return p === null ? null : `${p.board.join('.')} ${p.toMove}`;
        });
      await expect.poll(shown).not.toBe(null);
      const where = await shown();
      const errors = page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            document
              .querySelector('#replay-board hoyito-board')
              ?.addEventListener(
                'hoyito-error',
                (e) => resolve((e as CustomEvent).detail.attribute),
                { once: true },
              ),
          ),
      );
      await page.locator('#replay-record').fill('[Variant "hoyito-2"]\n\nc c c z');
      await page.locator('#replay-form button[type="submit"]').click();
      expect(await errors).toBe('record');
      const why = board(page, 'replay-board').locator('[part="preview"]');
      await expect.poll(() => why.textContent()).toContain('línea');
      // Shown beside the button too, where the reader is, whom the board may lie below, and
      // describing it; not said aloud there, which the board's narration does.
      const problem = page.locator('#replay-problem');
      const shownToo = page.locator('#replay-refused');
      expect(await shownToo.textContent()).toBe(await why.textContent());
      expect(await problem.textContent()).toBe('');
      expect(await problem.getAttribute('role')).toBe('alert');
      expect(await isLive(shownToo)).toBe(false);
      expect(await isLive(problem)).toBe(true);
      // Where the alert's words stand when it speaks (a grid row of the form apart).
      const top = (selector: string) =>
        page.locator(selector).evaluate((p) => Math.round(p.getBoundingClientRect().top));
      const refusedAt = await top('#replay-refused');
      const narrationLive = await board(page, 'replay-board')
        .locator('[part~="narration"]')
        .getAttribute('aria-live');
      expect(narrationLive).toBe('polite');
      expect(
        await board(page, 'replay-board').locator('[part~="narration"]').textContent(),
      ).toContain((await why.textContent()) ?? '');
      expect(
        await page.locator('#replay-form button[type="submit"]').getAttribute('aria-describedby'),
      ).toBe('replay-problem replay-refused');
      // The field is marked as holding what was refused, and described by why.
      const field = page.locator('#replay-record');
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.getAttribute('aria-describedby')).toBe(
        'replay-help replay-problem replay-refused',
      );
      // The game stays, where the reader had it, and so does its link.
      expect(await board(page, 'replay-board').locator('[part="error"]').count()).toBe(0);
      expect(await shown()).toBe(where);
      expect(await link.inputValue()).toBe(before);
      // Text with no tags is no record, not a bad position: the page says so, and asks the board
      // nothing.
      let refused = 0;
      await page.exposeFunction('countRefusal', () => refused++);
      await page.evaluate(() =>
        document
          .querySelector('#replay-board hoyito-board')
          ?.addEventListener('hoyito-error', () =>
            (window as unknown as { countRefusal(): void }).countRefusal(),
          ),
      );
      await page.locator('#replay-record').fill('hola, esto no es una partida');
      await page.locator('#replay-form button[type="submit"]').click();
      await expect
        .poll(() => problem.textContent())
        .toMatch(/^Esto no es un registro de partida: un registro empieza con sus etiquetas/);
      expect(await shownToo.textContent()).toBe('');
      // The empty paragraph takes no room: the alert's words stand where the refusal's did.
      expect(await top('#replay-problem')).toBe(refusedAt);
      expect(refused).toBe(0);
      expect(await shown()).toBe(where);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      // A good record clears it.
      await page.locator('#replay-record').fill('[Variant "hoyito-2"]\n\nc');
      await page.locator('#replay-form button[type="submit"]').click();
      await expect.poll(() => problem.textContent()).toBe('');
      expect(await link.inputValue()).not.toBe(before);
      expect(await field.getAttribute('aria-invalid')).toBe(null);
    } finally {
      await close();
    }
  });
});
