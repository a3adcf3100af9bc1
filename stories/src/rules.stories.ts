import { type CaptureKind, parseHole } from '@hoyito/engine';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { type BoardArgs, board } from './board.ts';
import {
  after,
  boardIn,
  boardOf,
  button,
  drawnBoard,
  drawnStores,
  hole,
  holesFlagged,
  narrationText,
  nextEvent,
  position,
  previewText,
  recordStatus,
  settle,
  shadow,
  statusText,
  unavailable,
} from './play.ts';
import {
  BOARD_EMPTY,
  CAPTURES,
  ENDLESS,
  LAST_FOUR,
  type LastFourClaim,
  LONG_RELAY,
  MATCH_ROUND,
  MATCH_ROUND_AFTER_DRAW,
} from './positions.ts';

/**
 * The rule book at work, each on a real position (found by random play with the engine, and
 * checked against it by the tests): relay sowing, the refused endless sowing, the three kinds of
 * capture, the last four, a match round, passing and ending by agreement.
 */
const meta = {
  title: 'Rules in action',
  component: 'hoyito-board',
  render: board,
  args: { narration: true },
} satisfies Meta<BoardArgs>;
export default meta;
type Story = StoryObj<BoardArgs>;

/**
 * A long relay: North's D relays for 63 laps before a casa ends it. The animation speeds itself
 * up so the move takes a few seconds; Escape skips to the end.
 */
export const LongRelay: Story = {
  name: 'Long relay',
  args: { position: LONG_RELAY.position, speed: 'fast' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const status = recordStatus(b);
    const ended = nextEvent(b, 'hoyito-animation-end');
    await userEvent.click(hole(b, LONG_RELAY.hole));
    await settle(b);
    // Skipped part-way: once a few laps have been shown (not after a fixed time, which a busy
    // machine would stretch or squeeze). Any lap from the third on: a slow frame lets the
    // animation, which keeps to its schedule, jump several laps at once.
    const lapOf = (line: string) => Number(/^Lap (\d+)/.exec(line)?.[1] ?? 0);
    await waitFor(() => expect(status.seen.some((line) => lapOf(line) >= 3)).toBe(true), {
      timeout: 20_000,
    });
    await userEvent.keyboard('{Escape}');
    await ended;
    await settle(b);
    status.stop();
    const laps = status.seen.map(lapOf).filter((lap) => lap > 0);
    await expect(Math.max(...laps), 'laps shown before Escape').toBeGreaterThan(2);
    await expect(Math.max(...laps)).toBeLessThan(LONG_RELAY.laps);
    // The narration tells the whole move, up to its last relay and the casa that ends it.
    await expect(narrationText(b)).toMatch(new RegExp(`relay, lap ${LONG_RELAY.laps}\\.`));
    await expect(narrationText(b)).toMatch(/makes a casa/);
    await expect(drawnBoard(b)).toBe(
      boardOf(after(position(LONG_RELAY.position), LONG_RELAY.hole)),
    );
  },
};

/**
 * The endless sowing refused: South's a would relay round forever (a cycle of 159,732 laps), so
 * it is not a legal move; the board says why instead of playing it.
 */
export const EndlessSowing: Story = {
  name: 'Endless sowing refused',
  args: { position: ENDLESS.position, speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const start = position(ENDLESS.position);
    const a = parseHole(ENDLESS.hole, start.holes);
    await expect(a.ok && b.legalMoves.includes(a.value)).toBe(false);
    await userEvent.hover(hole(b, ENDLESS.hole));
    await settle(b);
    await expect(previewText(b)).toMatch(/never ends/);
    await userEvent.click(hole(b, ENDLESS.hole));
    await settle(b);
    await expect(narrationText(b)).toMatch(/never ends \(a cycle of 159,732 laps\)/);
    await expect(drawnBoard(b)).toBe(boardOf(start));
    await expect(statusText(b)).toBe('South to move');
  },
};

/** A diagram of one capture: the move's path and the fours it takes are marked. */
function capture(kind: CaptureKind): Story {
  const claim = CAPTURES[kind];
  return {
    args: { mode: 'diagram', position: claim.position, highlight: claim.hole },
    play: async ({ canvasElement }) => {
      const b = await boardIn(canvasElement);
      const holes = position(claim.position).holes;
      const taken = claim.captured.map((c) => {
        const h = parseHole(c.hole, holes);
        if (!h.ok) throw new Error(h.error.message);
        return h.value;
      });
      await expect(holesFlagged(b, 'captured')).toEqual([...taken].sort((x, y) => x - y));
      await expect(previewText(b)).toMatch(/Captures/);
    },
  };
}

/** En passant (Hoyito I): every four made along the way is taken at once, here two of them. */
export const EnPassant: Story = { name: 'Capture en passant', ...capture('en-passant') };

/** A casa (Hoyito III): the last seed of a lap makes a four in the landing hole, which is taken. */
export const Landing: Story = { name: 'Capture on landing (casa)', ...capture('landing') };

/**
 * The chain (Hoyito II): after the casa in North's A, the fours just behind it are taken too,
 * walking back across into South's row (f, e).
 */
export const Chain: Story = { name: 'Capture chain', ...capture('chain') };

/** A play function: the move ends the game; the last four go where the rule book says. */
function endsWithLastFour(claim: LastFourClaim): Story['play'] {
  return async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const end = after(position(claim.position), claim.hole);
    const over = nextEvent(b, 'hoyito-gameover');
    await userEvent.click(hole(b, claim.hole));
    const { detail } = await over;
    await expect([detail.reason, detail.winner]).toEqual(['last-four', claim.winner]);
    await expect([...detail.captured]).toEqual([...end.captured]);
    await settle(b);
    await expect(drawnStores(b)).toEqual([...end.captured]);
    const winner = claim.winner === 'north' ? 'North' : 'South';
    await expect(statusText(b)).toMatch(new RegExp(`${winner} wins`));
    const to = claim.lastFour.to === 'north' ? 'North' : 'South';
    await expect(narrationText(b)).toMatch(new RegExp(`they go to ${to}`));
  };
}

/** The last four: North's casa leaves four seeds on the board; North takes them and the game ends. */
export const LastFour: Story = {
  name: 'The last four',
  args: { position: LAST_FOUR.position, speed: 'fast' },
  play: endsWithLastFour(LAST_FOUR),
};

/**
 * Round 3 of a Hoyito III match that South won last time: the same capture, but the last four go
 * to South, the previous game's winner.
 */
export const MatchRound: Story = {
  name: 'Match round',
  args: { position: MATCH_ROUND.position, speed: 'fast' },
  play: async (context) => {
    const b = await boardIn(context.canvasElement);
    await expect(statusText(b)).toMatch(new RegExp(`^Round ${MATCH_ROUND.round}`));
    await endsWithLastFour(MATCH_ROUND)?.(context);
    await expect(narrationText(b)).toMatch(/the winner of the previous game/);
  },
};

/**
 * Round 3 of a Hoyito III match whose previous game was drawn: there is no previous winner, so
 * the last four go to North, who made the capture (a convention of this project).
 */
export const MatchRoundAfterDraw: Story = {
  name: 'Match round after a draw',
  args: { position: MATCH_ROUND_AFTER_DRAW.position, speed: 'fast' },
  play: async (context) => {
    const b = await boardIn(context.canvasElement);
    await expect(statusText(b)).toMatch(new RegExp(`^Round ${MATCH_ROUND_AFTER_DRAW.round}`));
    await endsWithLastFour(MATCH_ROUND_AFTER_DRAW)?.(context);
    await expect(narrationText(b)).toMatch(
      /to North, who made the last capture, as the previous game was drawn\./,
    );
  },
};

/**
 * The board emptied (Hoyito II): South's a makes a casa of the last seeds on the board, in b;
 * the game ends there, with no last four to give, and the stores decide it.
 */
export const BoardEmpty: Story = {
  name: 'Game over: board empty',
  args: { position: BOARD_EMPTY.position, speed: 'fast' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const over = nextEvent(b, 'hoyito-gameover');
    await userEvent.click(hole(b, BOARD_EMPTY.hole));
    const { detail } = await over;
    await expect([detail.reason, detail.winner, ...detail.captured]).toEqual([
      'board-empty',
      'south',
      ...BOARD_EMPTY.captured,
    ]);
    await settle(b);
    await expect(drawnBoard(b)).toBe('0 0 0 0 0 0 | 0 0 0 0 0 0');
    await expect(statusText(b)).toMatch(/^South wins 25–23 \(board empty\)/);
    await expect(narrationText(b)).toMatch(/No seeds are left on the board\./);
    await expect(narrationText(b)).not.toMatch(/last four/i);
  },
};

/**
 * A game that ended because neither side could move, brought to the board as a finished
 * position (`x`, ended `eM`; Hoyito I on 2×3): the seeds left went to the side they lay on, as
 * at any such end, and the board is empty. The story shows this ending as a page that loads
 * such a game would: finished, with nothing left to play.
 */
export const NoMovesLeft: Story = {
  name: 'Game over: no moves left',
  args: { position: 'h1/0.0.0/0.0.0/10-14/x/eM', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(b.currentPosition?.endReason).toBe('no-moves');
    await expect(statusText(b)).toMatch(/^North wins 14–10 \(no moves left\)/);
    await expect(holesFlagged(b, 'playable')).toEqual([]);
    await userEvent.click(hole(b, 'a'));
    await settle(b);
    await expect(previewText(b)).toBe('The game is over.');
  },
};

/**
 * An extra turn (Hoyito II and III): South's a makes a casa in b, South captures it and plays
 * again, as the status and the narration say; a is empty now, and c is the move left.
 */
export const ExtraTurn: Story = {
  name: 'Extra turn',
  args: { position: 'h2/1.3.1.0.0.0/1.1.1.1.1.1/20-17/s', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(hole(b, 'a'));
    await settle(b);
    await expect(statusText(b)).toBe('South to move');
    await expect(narrationText(b)).toMatch(/South plays again\.$/);
    await expect(drawnStores(b)).toEqual([24, 17]);
    await expect(holesFlagged(b, 'playable')).toEqual([2]);
  },
};

/**
 * No seeds on South's side: South must pass, and the Pass button is the way on (the story passes,
 * then takes the pass back).
 */
export const MustPass: Story = {
  name: 'Must pass',
  args: { position: 'h2/0.0.0.0.0.0/1.0.2.0.1.0/20-24/s', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(statusText(b)).toBe('South must pass (no seeds)');
    await expect(holesFlagged(b, 'playable')).toEqual([]);
    await userEvent.click(button(b, /^Pass$/));
    await settle(b);
    await expect(statusText(b)).toBe('North to move');
    await expect(narrationText(b)).toMatch(/South has no seeds and passes/);
    b.undo();
    await settle(b);
    await expect(statusText(b)).toBe('South must pass (no seeds)');
  },
};

/**
 * Both players agree to end the game: the first press asks, the second (the other player's word)
 * ends it, and each keeps the seeds on their own side.
 */
export const EndByAgreement: Story = {
  name: 'End by agreement',
  args: { variant: 'hoyito-2', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const over = nextEvent(b, 'hoyito-gameover');
    await userEvent.click(button(b, /^End by agreement$/));
    await settle(b);
    await expect(b.currentPosition?.over).toBe(false);
    // Told to assistive technology, the button in place for the second press.
    await expect(shadow(b).querySelector('#agree-ask')?.textContent).toMatch(
      /^Do both players agree to end the game here\?/,
    );
    await userEvent.click(button(b, /^Yes, end the game$/));
    const { detail } = await over;
    await expect([detail.reason, detail.winner, ...detail.captured]).toEqual([
      'agreement',
      'draw',
      24,
      24,
    ]);
    await settle(b);
    await expect(statusText(b)).toMatch(/^Draw 24–24/);
    await expect(unavailable(button(b, /^End by agreement$/))).toBe(true);
  },
};

/**
 * End by agreement, asked: the first press turns the button into the question's answer, in the
 * same place, and tells assistive technology what it asks. The story stops there, for the
 * question to be seen; any other press, or Esc, takes it back.
 */
export const AgreementAsked: Story = {
  name: 'End by agreement, asked',
  args: { variant: 'hoyito-2', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await userEvent.click(button(b, /^End by agreement$/));
    await settle(b);
    await expect(button(b, /^Yes, end the game$/)).toBeTruthy();
    await expect(shadow(b).querySelector('#agree-ask')?.textContent).toMatch(
      /^Do both players agree to end the game here\?/,
    );
    await expect(b.currentPosition?.over).toBe(false);
  },
};

/**
 * Every move endless: South's only seeds (a, 10 of them) would go round for ever, so South must
 * pass, and the status says why; pointing at a says so too (the story passes, then takes the
 * pass back).
 */
export const MustPassEveryMoveEndless: Story = {
  name: 'Must pass: every move endless',
  args: { position: 'h1/10.0.0/0.0.4/4-6/s', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(statusText(b)).toBe('South must pass (every move would never end)');
    await expect(holesFlagged(b, 'playable')).toEqual([]);
    await userEvent.hover(hole(b, 'a'));
    await settle(b);
    await expect(previewText(b)).toMatch(/^The sowing from a never ends \(a cycle of 18 laps\)/);
    await userEvent.click(button(b, /^Pass$/));
    await settle(b);
    await expect(statusText(b)).toBe('North to move');
    b.undo();
    await settle(b);
    await expect(statusText(b)).toBe('South must pass (every move would never end)');
  },
};

/**
 * The no-capture limit (a convention of this project: 200 moves on 2×6; here 1 move is left,
 * `l1`): the game ends, the seeds still on the board go to the side they lie on, and a hole
 * clicked afterwards says the game is over.
 */
export const NoCaptureLimit: Story = {
  name: 'Game over: no-capture limit',
  args: { position: 'h2/1.0.0.0.0.0/2.0.0.0.0.0/22-23/s/l1', speed: 'instant' },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    const over = nextEvent(b, 'hoyito-gameover');
    await userEvent.click(hole(b, 'a'));
    await settle(b);
    await userEvent.click(hole(b, 'A'));
    const { detail } = await over;
    await expect([detail.reason, detail.winner, ...detail.captured]).toEqual([
      'no-capture-limit',
      'north',
      23,
      25,
    ]);
    await settle(b);
    await expect(statusText(b)).toMatch(/^North wins 25–23 \(no-capture limit\)/);
    await userEvent.click(hole(b, 'a'));
    await settle(b);
    await expect(previewText(b)).toBe('The game is over.');
    await expect(unavailable(button(b, /^Hint$/))).toBe(true);
    await expect(unavailable(button(b, /^End by agreement$/))).toBe(true);
  },
};

/**
 * Third repetition (a convention of this project): a game whose record returns to the same
 * position a third time, played on from its record, stands at its end.
 */
export const ThirdRepetition: Story = {
  name: 'Game over: third repetition',
  args: {
    record: '[Variant "hoyito-1"]\n[Holes "3"]\n[Seeds "1"]\n\nc A c A a C b B b B',
    speed: 'instant',
  },
  play: async ({ canvasElement }) => {
    const b = await boardIn(canvasElement);
    await expect(b.currentPosition?.endReason).toBe('repetition');
    await expect(statusText(b)).toMatch(/^South wins 4–2 \(third repetition\)/);
    await expect(holesFlagged(b, 'playable')).toEqual([]);
  },
};
