/**
 * Positions the stories show, each with what it is claimed to show. They come from random play
 * with the engine (or, for the endless sowing, from the conformance vectors) and
 * test/positions.test.ts checks every claim against the engine.
 */
import type { CaptureKind, LastFourRule, Side } from '@hoyito/engine';

export interface MoveClaim {
  /** The position, in the engine's notation. */
  readonly position: string;
  /** The move, by hole label. */
  readonly hole: string;
}

/** South's `a` never ends: its sowing falls into a cycle of 159,732 laps, so it is refused. */
export const ENDLESS = {
  position: 'h2/2.0.2.3.0.1/0.2.1.3.15.3/16-0/s',
  hole: 'a',
  cycleLength: 159_732,
} as const satisfies MoveClaim & { cycleLength: number };

/** North's `D` relays for 63 laps before it ends with a casa. */
export const LONG_RELAY = {
  position: 'h2/7.1.0.1.3.2/1.13.5.2.4.1/0-8/n/c4',
  hole: 'D',
  laps: 63,
} as const satisfies MoveClaim & { laps: number };

/** One move for each way a four is taken (rules §3), and the holes it takes. */
export const CAPTURES: Record<
  CaptureKind,
  MoveClaim & { readonly captured: readonly { hole: string; kind: CaptureKind }[] }
> = {
  // Hoyito I: fours made in passing are taken at once, here two in a six-lap relay.
  'en-passant': {
    position: 'h1/1.6.6.2.7.1/6.1.6.6.6.0/0-0/n/c1',
    hole: 'A',
    captured: [
      { hole: 'd', kind: 'en-passant' },
      { hole: 'B', kind: 'en-passant' },
    ],
  },
  // Hoyito III: the last seed of the eighth lap makes a four (a casa).
  landing: {
    position: 'h3/1.6.6.2.7.1/6.1.6.6.6.0/0-0/n/c1',
    hole: 'B',
    captured: [{ hole: 'F', kind: 'landing' }],
  },
  // Hoyito II: the casa in North's A, then the fours just behind it, across into South's row.
  chain: {
    position: 'h2/3.3.2.0.3.3/3.2.6.2.8.1/12-0/n/c3',
    hole: 'E',
    captured: [
      { hole: 'A', kind: 'landing' },
      { hole: 'f', kind: 'chain' },
      { hole: 'e', kind: 'chain' },
    ],
  },
};

/**
 * North is to move, so South's `a` (not empty) cannot be played: it is not North's hole. North has
 * moves, so it is not told to pass either.
 */
export const OTHER_SIDES_HOLE = {
  position: CAPTURES.chain.position,
  hole: 'a',
  owner: 'south',
  toMove: 'north',
} as const satisfies MoveClaim & { owner: Side; toMove: Side };

/** South's `c` holds 99 seeds, as many as setup lets a hole hold; every other hole holds 4. */
export const FULL_HOLE = {
  position: 'h2/4.4.99.4.4.4/4.4.4.4.4.4/0-0/s',
  hole: 'c',
  seeds: 99,
} as const satisfies MoveClaim & { seeds: number };

export interface LastFourClaim extends MoveClaim {
  readonly lastFour: { readonly to: Side; readonly seeds: number; readonly rule: LastFourRule };
  readonly winner: Side | 'draw';
}

/** North's casa in C leaves four seeds: North takes them too, and the game ends. */
export const LAST_FOUR: LastFourClaim = {
  position: 'h3/1.0.1.0.0.0/0.1.1.3.1.0/16-24/n/c10',
  hole: 'C',
  lastFour: { to: 'north', seeds: 4, rule: 'capturer' },
  winner: 'north',
};

/**
 * The same move in round 3 of a Hoyito III match that South won the previous game of: the last
 * four go to the previous winner, South.
 */
export const MATCH_ROUND: LastFourClaim & { readonly round: number } = {
  position: 'h3/1.0.1.0.0.0/0.1.1.3.1.0/16-24/n/r3/ps/c10',
  hole: 'C',
  round: 3,
  lastFour: { to: 'south', seeds: 4, rule: 'previous-winner' },
  winner: 'north',
};

/**
 * The same move in round 3 of a Hoyito III match whose previous game was drawn: with no previous
 * winner, the last four go to the capturer, North (a convention of this project).
 */
export const MATCH_ROUND_AFTER_DRAW: LastFourClaim & { readonly round: number } = {
  position: 'h3/1.0.1.0.0.0/0.1.1.3.1.0/16-24/n/r3/pd/c10',
  hole: 'C',
  round: 3,
  lastFour: { to: 'north', seeds: 4, rule: 'capturer-after-draw' },
  winner: 'north',
};

/** South's a makes a casa in b of the last seeds on the board (Hoyito II): the board is empty. */
export const BOARD_EMPTY: MoveClaim & { readonly captured: readonly [number, number] } = {
  position: 'h2/1.3.0.0.0.0/0.0.0.0.0.0/21-23/s',
  hole: 'a',
  captured: [25, 23],
};

/** The first twelve moves of a Hoyito II game (random play), seven of them captures, to replay. */
const REPLAY_LINE = ['f', 'C', 'f', 'A', 'd', 'c', 'c', 'f', 'b', 'A', 'F', 'C'] as const;
export const REPLAY_GAME = {
  line: REPLAY_LINE,
  record: [
    '[Variant "hoyito-2"]',
    '[Holes "6"]',
    '[South "Ana"]',
    '[North "Beto"]',
    '[Result "*"]',
    '',
    `${REPLAY_LINE.join(' ')} *`,
  ].join('\n'),
  captures: 7,
} as const;

/** The same game's first moves as a record that says more: where and when, and comments. */
export const NOTED_GAME = {
  record: [
    '[Variant "hoyito-2"]',
    '[Holes "6"]',
    '[South "Ana"]',
    '[North "Beto"]',
    '[Event "Fiesta patronal"]',
    '[Site "Higüey"]',
    '[Date "2005.07.14"]',
    '',
    '{Played on a board dug in the ground.} f C {North answers at once.} f A *',
  ].join('\n'),
  gameComment: 'Played on a board dug in the ground.',
  secondComment: 'North answers at once.',
} as const;
