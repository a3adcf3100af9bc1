import type { HoyitoBoard } from '@hoyito/board';
import type { Position } from '@hoyito/engine';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent, waitFor } from 'storybook/test';
import { type BoardArgs, board } from './board.ts';
import {
  boardIn,
  button,
  drawnBoard,
  hole,
  holesFlagged,
  linesOf,
  narrationText,
  previewText,
  replayPositions,
  settle,
  shadow,
  statusText,
  systemColor,
  toMoveAfter,
  unavailable,
} from './play.ts';

/**
 * The computer plays a side (`south-player` / `north-player`, at four levels, `think-ms` for its
 * time) and gives hints. It searches in a Web Worker, so the page stays responsive while it thinks.
 */
const meta = {
  title: 'Computer',
  component: 'hoyito-board',
  render: board,
  args: { variant: 'hoyito-2', speed: 'instant', narration: true },
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/**
 * Against the computer (North, expert, 1.5 s a move): after South's move the board shows that it
 * is thinking, and North's holes cannot be played meanwhile.
 */
export const Thinking: Story = {
  name: 'The computer thinking',
  args: { 'north-player': 'expert', 'think-ms': '1500' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(hole(b, 'c'));
    await waitFor(() => expect(statusText(b)).toMatch(/thinking/i), { timeout: 5_000 });
    await expect(holesFlagged(b, 'playable')).toEqual([]);
    await expect(b.play(b.legalMoves[0]), 'a person cannot move for the computer').toBe(false);
    await expect(unavailable(button(b, /^Hint$/))).toBe(true);
    await waitFor(() => expect(statusText(b)).toBe('South to move'), { timeout: 30_000 });
    await expect(b.gameRecord).toMatch(/c [A-F]/);
  },
};

/** North's computer at expert, to move first and given a whole minute a move: it stays thinking. */
const THINKING_AT_REST = { first: 'north', 'north-player': 'expert', 'think-ms': '60000' };

/** Waits until the status line says that North's `player` is thinking. */
const untilThinking = (b: HoyitoBoard, player: string): Promise<void> =>
  waitFor(() => expect(statusText(b)).toBe(`North: ${player} is thinking…`), { timeout: 10_000 });

/**
 * The computer thinking, at rest: North (expert) moves first and takes a whole minute a move
 * (`think-ms="60000"`, the most it allows), so the board stays in that state, here and on the docs
 * page alike, where no move has to be played to reach it. The status line names the computer and
 * the side it plays, nobody's holes can be played, a person cannot move for it, and Hint is
 * unavailable (a hint is for a person's turn).
 */
export const ThinkingAtRest: Story = {
  name: 'The computer thinking, at rest',
  args: THINKING_AT_REST,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await untilThinking(b, 'Computer (expert)');
    await expect(b.currentPosition?.toMove).toBe('north');
    await expect(b.currentPosition?.board, 'no move yet').toEqual(new Array(12).fill(4));
    await expect(holesFlagged(b, 'playable')).toEqual([]);
    await expect(b.play(b.legalMoves[0]), 'a person cannot move for the computer').toBe(false);
    await expect(unavailable(button(b, /^Hint$/))).toBe(true);
    await expect(await b.hint()).toBe(false);
    await settle(b);
    await expect(statusText(b)).toBe('North: Computer (expert) is thinking…');
  },
};

/** The last line of the board's narration (its newest). */
const lastNarrated = (b: HoyitoBoard): string | null =>
  shadow(b).querySelector('[part~="narration"] li:last-child')?.textContent?.trim() ?? null;

/**
 * A hole pressed (a real click) while the computer thinks, at rest as in the story above: nothing
 * is played, and the words under the board say whose turn it is, as the narration does for a
 * screen reader.
 */
export const PressedWhileThinking: Story = {
  name: 'A hole pressed while the computer thinks',
  args: THINKING_AT_REST,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await untilThinking(b, 'Computer (expert)');
    const moves: string[] = [];
    b.addEventListener('hoyito-move', (event) => moves.push(event.detail.notation));
    const drawn = drawnBoard(b);
    await userEvent.click(hole(b, 'c'));
    await settle(b);
    await expect(previewText(b)).toBe("It is the computer's turn.");
    await expect(lastNarrated(b)).toBe("It is the computer's turn.");
    await expect(moves).toEqual([]);
    await expect(drawnBoard(b)).toBe(drawn);
    await expect(b.currentPosition?.board, 'no move yet').toEqual(new Array(12).fill(4));
    await expect(statusText(b)).toBe('North: Computer (expert) is thinking…');
  },
};

/**
 * A hole pressed (a real click) while a side played by the page's code thinks: "Slow bot", whose
 * answer never comes. South played c; its a, pressed now, plays nothing, and the words under the
 * board (and the narration's newest line) name the player whose turn it is, in its own direction
 * of writing.
 */
export const PressedWhileCodePlayerThinks: Story = {
  name: 'A hole pressed while a code player thinks',
  args: {},
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    b.players = {
      north: { name: 'Slow bot', chooseMove: () => new Promise<never>(() => {}) },
    };
    await userEvent.click(hole(b, 'c'));
    await untilThinking(b, '\u2068Slow bot\u2069');
    const record = b.gameRecord;
    const drawn = drawnBoard(b);
    const moves: string[] = [];
    b.addEventListener('hoyito-move', (event) => moves.push(event.detail.notation));
    await userEvent.click(hole(b, 'a'));
    await settle(b);
    await expect(previewText(b)).toBe("It is \u2068Slow bot\u2069's turn.");
    await expect(lastNarrated(b)).toBe("It is \u2068Slow bot\u2069's turn.");
    await expect(moves).toEqual([]);
    await expect(b.gameRecord).toBe(record);
    await expect(drawnBoard(b)).toBe(drawn);
    await expect(statusText(b)).toBe('North: \u2068Slow bot\u2069 is thinking…');
  },
};

/**
 * Undo against the computer (North, casual): it takes back South's move together with North's
 * reply, so that it is South's turn again; taking back the reply alone would give North the turn,
 * and it would play the same reply again.
 */
export const UndoAgainstTheComputer: Story = {
  name: 'Undo against the computer',
  args: { 'north-player': 'casual', 'think-ms': '200' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const start = b.currentPosition;
    await userEvent.click(hole(b, 'c'));
    // North's reply (its captures may give it more moves) hands the turn back to South.
    await waitFor(
      () => {
        expect(b.currentPosition).not.toBe(start);
        expect(b.currentPosition?.toMove).toBe('south');
      },
      { timeout: 30_000 },
    );
    await settle(b);
    const replied = b.currentPosition;
    await userEvent.click(button(b, /^Undo$/));
    await settle(b);
    await expect(statusText(b)).toBe('South to move');
    await expect(b.currentPosition?.board).toEqual(new Array(12).fill(4));
    await expect(unavailable(button(b, /^Undo$/))).toBe(true);
    await userEvent.click(button(b, /^Redo$/));
    await settle(b);
    await expect(b.currentPosition).toBe(replied);
    await expect(statusText(b)).toBe('South to move');
  },
};

/** A hint: the computer's best move for the side to move is marked, with the reason for it. */
export const Hint: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(button(b, /^Hint$/));
    await waitFor(() => expect(holesFlagged(b, 'hint')).toHaveLength(1), { timeout: 20_000 });
    const [hinted] = holesFlagged(b, 'hint');
    await expect(b.legalMoves).toContain(hinted);
    await expect(previewText(b)).toMatch(/^Hint: sow [a-f]\./);
    await settle(b);
  },
};

/**
 * A hint in Spanish on a phone-wide board (300 px): its words under the board, the longest the
 * board shows there, take several lines at that width. Where a pointer can hover, the board keeps
 * that room from the start (pointing at a hole previews its move there), so it does not grow when
 * the hint comes and the page below it does not move; a touch screen keeps none, and there the
 * board grows (the narration, hidden here, grows with the hint's line too).
 */
export const HintNarrowSpanish: Story = {
  name: 'Hint: in Spanish on a narrow board',
  args: { lang: 'es', narration: false },
  render: (args) => html`<div style="width: 300px">${board(args)}</div>`,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const before = b.getBoundingClientRect().height;
    await userEvent.click(button(b, /^Pista$/));
    await waitFor(() => expect(holesFlagged(b, 'hint')).toHaveLength(1), { timeout: 20_000 });
    await waitFor(() => expect(previewText(b)).toMatch(/^Pista: siembra [a-f]\./));
    await settle(b);
    const preview = shadow(b).querySelector('#preview') as HTMLElement;
    await expect(linesOf(preview), 'the hint wraps at this width').toBeGreaterThan(1);
    if (!matchMedia('(hover: hover)').matches) return;
    await expect(b.getBoundingClientRect().height, 'the board keeps its height').toBe(before);
  },
};

/**
 * The moment between pressing Hint and the answer. A hint comes from the expert's analysis of a
 * fixed number of positions, whatever `think-ms` says (that is the computer players' time), so it
 * is the same hint each time, and takes longer on a slower machine; here the story holds the
 * request to the search worker back until it has looked, and then lets it go.
 * Meanwhile "Thinking…" shows under the board, where the hint will be, and the status line still
 * says whose turn it is (a live region, it is not to be heard changing twice); no hole is marked;
 * South's holes stay playable (a move calls the hint off) and so does Hint (pressed again, it asks
 * again). Once the hint has come, South plays it, and the story asks for the next hint and holds
 * that request for good, so that the moment stays on show.
 */
export const HintInProgress: Story = {
  name: 'Hint: being worked out',
  args: {},
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const Original = window.Worker;
    let release = () => {};
    let released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requests = 0;
    window.Worker = class extends Original {
      override postMessage(message: unknown): void {
        requests++;
        void released.then(() => super.postMessage(message));
      }
    };
    try {
      await userEvent.click(button(b, /^Hint$/));
      await waitFor(() => expect(requests, 'the hint asked the search worker').toBe(1), {
        timeout: 10_000,
      });
      await settle(b);
      await expect(statusText(b)).toBe('South to move');
      await expect(holesFlagged(b, 'hint')).toEqual([]);
      await expect(previewText(b)).toBe('Thinking…');
      await expect(holesFlagged(b, 'playable')).toEqual([...b.legalMoves].sort((x, y) => x - y));
      await expect(holesFlagged(b, 'playable').length).toBeGreaterThan(0);
      await expect(unavailable(button(b, /^Hint$/))).toBe(false);
      release();
      await waitFor(() => expect(holesFlagged(b, 'hint')).toHaveLength(1), { timeout: 20_000 });
      await settle(b);
      await expect(statusText(b)).toBe('South to move');
      await expect(previewText(b)).toMatch(/^Hint: sow [a-f]\./);
      // South plays the hint; the next, asked for and held for good, ends the story in the moment.
      const [hinted] = holesFlagged(b, 'hint');
      await expect(b.play(hinted)).toBe(true);
      await settle(b);
      released = new Promise<void>(() => {});
      await userEvent.click(button(b, /^Hint$/));
      await waitFor(() => expect(requests).toBe(2), { timeout: 10_000 });
      await settle(b);
      await expect(previewText(b)).toBe('Thinking…');
      await expect(holesFlagged(b, 'hint')).toEqual([]);
    } finally {
      release();
      window.Worker = Original;
    }
  },
};

/**
 * A side played by the page's own code (the `players` property): a player named "Slow bot", whose
 * answer the story holds back. While it thinks the status line names it, as it names the board's
 * own computer, North's holes cannot be played and Hint is unavailable; once it answers, its move
 * is played and the turn comes back to South. South then moves again, and the story holds the
 * bot's next answer for good, so that it stays thinking.
 */
export const CodePlayerThinking: Story = {
  name: 'A code player thinking',
  args: {},
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    let release = () => {};
    let released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: Position[] = [];
    b.players = {
      north: {
        name: 'Slow bot',
        chooseMove: async (position) => {
          asked.push(position);
          await released;
          return position.legalMoves()[0] ?? 'pass';
        },
      },
    };
    try {
      await userEvent.click(hole(b, 'c'));
      await untilThinking(b, '\u2068Slow bot\u2069');
      await expect(asked.length).toBe(1);
      await expect(asked[0].toMove).toBe('north');
      await expect(b.currentPosition !== null && asked[0].equals(b.currentPosition)).toBe(true);
      await expect(holesFlagged(b, 'playable')).toEqual([]);
      await expect(b.play(b.legalMoves[0]), 'a person cannot move for the player').toBe(false);
      await expect(unavailable(button(b, /^Hint$/))).toBe(true);
      release();
      await waitFor(() => expect(statusText(b)).toBe('South to move'), { timeout: 10_000 });
      await expect(b.gameRecord).toMatch(/c [A-F]/);
      // South's next move, one that hands the turn to North; the bot's answer is held for good.
      released = new Promise<void>(() => {});
      const position = b.currentPosition;
      const handsOver = b.legalMoves.find(
        (move) => position !== null && toMoveAfter(position, move) === 'north',
      );
      if (handsOver === undefined) throw new Error('no move of South hands the turn to North');
      await expect(b.play(handsOver)).toBe(true);
      await untilThinking(b, '\u2068Slow bot\u2069');
    } finally {
      release();
    }
  },
};

/**
 * The narration at its most, 20 lines: South's c, answered by the page's own bot (the `players`
 * property), which takes any capture that gives it another turn, and from the full board gets
 * several turns in a row. The bot's turns are told after South's move, none in another's place,
 * so that a screen reader hears them all; past 20 lines the narration scrolls rather than stretch
 * the board, its newest line kept in view, and becomes a tab stop named "Narration", so that the
 * keyboard can scroll it back.
 */
export const NarrationAtItsMost: Story = {
  name: 'The narration at its most: 20 lines, then it scrolls',
  args: {},
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    b.players = {
      north: {
        name: 'Capturing bot',
        chooseMove: (position) => {
          const moves = position.legalMoves();
          const again = moves.find((move) => toMoveAfter(position, move) === position.toMove);
          return again ?? moves[0] ?? 'pass';
        },
      },
    };
    await userEvent.click(hole(b, 'c'));
    await waitFor(() => expect(statusText(b)).toBe('South to move'), { timeout: 10_000 });
    await settle(b);
    const movers = replayPositions(b.gameRecord ?? '')
      .slice(1, -1)
      .map((p) => p.toMove);
    await expect(movers.length, 'the bot played a run of turns').toBeGreaterThan(1);
    await expect(new Set(movers)).toEqual(new Set(['north']));
    const list = shadow(b).querySelector<HTMLElement>('[part~="narration"]');
    if (list === null) throw new Error('the board has no narration');
    const lines = [...list.children] as HTMLElement[];
    await expect(lines[0].textContent).toBe('South sows 4 seeds from c.');
    // Twenty of its lines high (the first, South's move, takes one), and more to scroll to.
    await expect(Math.round(list.clientHeight / lines[0].offsetHeight)).toBe(20);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    const shown = list.getBoundingClientRect();
    const newest = lines[lines.length - 1].getBoundingClientRect();
    await expect(
      newest.top >= shown.top - 1 && newest.bottom <= shown.bottom + 1,
      'the newest line is in view',
    ).toBe(true);
    await expect([list.tabIndex, list.getAttribute('aria-label')]).toEqual([0, 'Narration']);
  },
};

/** The computer against itself on a small board (beginner South, casual North), to the end. */
export const ComputerAgainstComputer: Story = {
  name: 'Computer against computer',
  args: {
    variant: 'hoyito-3',
    holes: '4',
    seeds: '2',
    'south-player': 'beginner',
    'north-player': 'casual',
    'think-ms': '100',
  },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await waitFor(() => expect(b.currentPosition?.over).toBe(true), { timeout: 60_000 });
    await settle(b);
    // Read from the game's record, not counted from events: on a slow machine the computer can
    // have played the whole short game before the play function gets to listen.
    const movers = new Set(
      replayPositions(b.gameRecord ?? '')
        .slice(0, -1)
        .map((p) => p.toMove),
    );
    await expect([...movers].sort(), 'the sides that moved').toEqual(['north', 'south']);
    await expect(statusText(b)).toMatch(/wins|Draw/);
  },
};

/**
 * A museum's attract loop: the computer on both sides and `loop="2"`. When a game ends, its final
 * position stays for two seconds, then a new game starts and the computer plays it.
 */
export const AttractLoop: Story = {
  name: 'Attract loop (computer against computer, looping)',
  args: {
    variant: 'hoyito-3',
    holes: '3',
    seeds: '1',
    'south-player': 'beginner',
    'north-player': 'casual',
    'think-ms': '100',
    loop: '2',
  },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    // A move after a game's end can only be a new game's. Counted by events rather than by
    // looking at the board, which a busy machine might look at only once the next game is over.
    let ended = 0;
    let movesAfterAnEnd = 0;
    b.addEventListener('hoyito-gameover', () => ended++);
    b.addEventListener('hoyito-move', () => {
      if (ended > 0) movesAfterAnEnd++;
    });
    await waitFor(() => expect(ended).toBeGreaterThan(0), { timeout: 60_000 });
    await waitFor(() => expect(movesAfterAnEnd).toBeGreaterThan(0), { timeout: 30_000 });
  },
};

/**
 * A museum screen where visitors play the computer, with `idle="3"`: a visitor plays c and walks
 * away. Three seconds after the computer's reply, with nobody touching the board, the game starts
 * again, and the narration says why.
 */
export const IdleReset: Story = {
  name: 'A game left alone starts again (idle)',
  args: { 'north-player': 'casual', 'think-ms': '100', idle: '3' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(hole(b, 'c'));
    await waitFor(() => expect(narrationText(b)).toMatch(/^South sows 4 seeds from c\./));
    await waitFor(
      () => expect(narrationText(b)).toBe('Nobody played for 3 seconds: new game. South to move.'),
      { timeout: 15_000 },
    );
    await expect(statusText(b)).toBe('South to move');
  },
};

/**
 * The warning before `idle` starts a game again, here with `idle="8"`, four seconds ahead (a wait
 * of 40 seconds or more warns twenty seconds ahead): announced, with a button that keeps the game.
 * Pressed, the wait starts again, and so, later, does the warning.
 */
export const IdleWarning: Story = {
  name: 'The warning before a game left alone starts again (idle)',
  args: { 'north-player': 'casual', 'think-ms': '100', idle: '8' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const warning = () => shadow(b).querySelector('[part~="idle-warning"]');
    await userEvent.click(hole(b, 'c'));
    await waitFor(
      () =>
        expect(warning()?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
          "Nobody has touched the board for a while: in 4 seconds a new game starts. I'm still here",
        ),
      { timeout: 15_000 },
    );
    await expect(warning()?.getAttribute('role')).toBe('alert');
    const record = b.gameRecord;
    await userEvent.click(button(b, /^I'm still here$/));
    await waitFor(() => expect(warning()).toBeNull());
    await expect(b.gameRecord).toBe(record);
    await waitFor(() => expect(warning()).not.toBeNull(), { timeout: 15_000 });
  },
};

/**
 * The same warning in Windows high contrast, as a museum's screen may be set: its frame and words
 * in the system's text colour, its button as the system draws buttons.
 *
 * Shown as described only where the reader's system asks for it, or where the browser emulates it
 * (Chromium's DevTools › Rendering › Emulate CSS media feature `forced-colors: active`); the
 * stories' test run opens it so.
 */
export const IdleWarningHighContrast: Story = {
  name: 'The idle warning in high contrast',
  tags: ['forced-colors'],
  args: { 'north-player': 'casual', 'think-ms': '100', idle: '8' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const warning = () => shadow(b).querySelector<HTMLElement>('[part~="idle-warning"]');
    await userEvent.click(hole(b, 'c'));
    await waitFor(() => expect(warning()).not.toBeNull(), { timeout: 15_000 });
    if (!matchMedia('(forced-colors: active)').matches) return;
    const text = systemColor('CanvasText', canvasElement);
    const shown = getComputedStyle(warning() as HTMLElement);
    await expect([shown.borderTopColor, shown.color]).toEqual([text, text]);
    await expect(button(b, /^I'm still here$/).getClientRects().length).toBeGreaterThan(0);
  },
};

/**
 * Against the computer, a hole pressed while the person's own move is still being shown (here
 * paused part-way) plays nothing: the words under the board say the computer plays next, once the
 * move is sown. Once the move is shown, the computer replies.
 */
export const PressedWhileOwnMoveIsSown: Story = {
  name: 'A hole pressed while your move is sown',
  args: { speed: 'slow', 'north-player': 'beginner', 'think-ms': '200' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const moves: string[] = [];
    b.addEventListener('hoyito-move', (event) => moves.push(event.detail.notation));
    await userEvent.click(hole(b, 'c'));
    await settle(b);
    await userEvent.click(button(b, /^Pause$/));
    await settle(b);
    await userEvent.click(hole(b, 'a'));
    await settle(b);
    await expect(moves).toEqual(['c']);
    await expect(previewText(b)).toBe('The computer plays next, once this move is sown.');
    await userEvent.click(button(b, /^Skip animation$/));
    await waitFor(() => expect(moves.length).toBeGreaterThan(1), { timeout: 30_000 });
    await expect(moves[1]).toMatch(/^[A-F]$/);
  },
};

/**
 * Runs `use` while the computer's worker is refused, as on a page whose Content-Security-Policy
 * forbids workers, then gives the page its workers back.
 */
async function withoutWorkers(use: () => Promise<void>): Promise<void> {
  const Original = window.Worker;
  window.Worker = class {
    constructor() {
      throw new DOMException('Refused by the page', 'NotAllowedError');
    }
  } as unknown as typeof Worker;
  try {
    await use();
  } finally {
    window.Worker = Original;
  }
}

/** North played by the computer, whose failure the two stories below bring about. */
const NORTH_COMPUTER = {
  'north-player': 'casual',
  narration: false,
  controls: 'undo hint new-game',
} as const;

/** South plays c, and North's computer, its worker refused, is said not to have played. */
async function southPlaysNorthFails(b: HoyitoBoard): Promise<void> {
  await userEvent.click(hole(b, 'c'));
  await waitFor(
    () => expect(statusText(b)).toBe('North to move · Computer (casual) could not play'),
    { timeout: 10_000 },
  );
}

/**
 * The board's own computer could not play, and the game waits: the status line says so, the words
 * under the board say what to do, and Try again stands among the controls. The story refuses the
 * computer's worker for North's first answer only, then leaves the board so: Try again, pressed
 * now, has the computer play.
 */
export const ComputerFailedWaiting: Story = {
  name: 'The computer could not play: the game waits',
  args: NORTH_COMPUTER,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await withoutWorkers(() => southPlaysNorthFails(b));
    await expect(previewText(b)).toMatch(
      /^Computer \(casual\) could not choose a move\. The game waits: try again/,
    );
    await expect(button(b, /^Try again$/).getClientRects().length).toBeGreaterThan(0);
  },
};

/**
 * A page whose Content-Security-Policy refuses workers (here the story refuses them itself):
 * the computer cannot start. After South's move the status line says that North's computer could
 * not play, and the words under the board say what to do, beside a Try again button; taking the
 * move back gives the turn to South again. Hint, which needs the same worker, then says the
 * computer is not available here, which is where the story ends.
 */
export const CannotStart: Story = {
  name: 'The computer cannot start',
  args: NORTH_COMPUTER,
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await withoutWorkers(async () => {
      await southPlaysNorthFails(b);
      await expect(previewText(b)).toMatch(
        /^Computer \(casual\) could not choose a move\. The game waits/,
      );
      await userEvent.click(button(b, /^Undo$/));
      await waitFor(() => expect(statusText(b)).toBe('South to move'));
      await expect(await b.hint()).toBe(false);
      await waitFor(() => expect(previewText(b)).toBe('The computer is not available here.'));
      await expect(unavailable(button(b, /^Hint$/))).toBe(true);
    });
  },
};

/**
 * The computer as South (`south-player`): it opens the game by itself, and the reader plays
 * North, whose holes are the playable ones once it has moved.
 */
export const ComputerOpens: Story = {
  name: 'The computer opening as South',
  args: { 'south-player': 'beginner' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await waitFor(() => expect(statusText(b)).toBe('North to move'), { timeout: 30_000 });
    // One move, South's, then the mark of a game going on.
    await expect(b.gameRecord).toMatch(/\n[a-f] \*\s*$/);
    await settle(b);
    await expect(holesFlagged(b, 'playable').every((h) => h >= 6)).toBe(true);
    await expect(holesFlagged(b, 'playable').length).toBeGreaterThan(0);
  },
};

/** A hint when the side to move has no move: it says to pass, and marks no hole. */
export const HintPass: Story = {
  name: 'Hint: pass',
  args: { position: 'h2/0.0.0.0.0.0/1.0.2.0.1.0/20-24/s' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(button(b, /^Hint$/));
    await waitFor(() => expect(previewText(b)).toMatch(/^Hint: pass\./), { timeout: 20_000 });
    await expect(holesFlagged(b, 'hint')).toEqual([]);
  },
};
