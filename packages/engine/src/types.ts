/** The vocabulary of the rule book (§6), as `as const` tuples so that types and runtime checks share one source. */

export const VARIANTS = ['hoyito-1', 'hoyito-2', 'hoyito-3'] as const;
export type Variant = (typeof VARIANTS)[number];

export const SIDES = ['south', 'north'] as const;
export type Side = (typeof SIDES)[number];

export const OUTCOMES = ['south', 'north', 'draw'] as const;
/** Who won a finished game: a side, or a draw. */
export type Outcome = (typeof OUTCOMES)[number];

/** What happens to the seeds still on the board when a game ends without a last capture (rules §5). */
export const REMAINING_RULES = ['own-side', 'split', 'none'] as const;
export type RemainingRule = (typeof REMAINING_RULES)[number];

/** Why a game ended. */
export const END_REASONS = [
  'last-four',
  'board-empty',
  'no-moves',
  'repetition',
  'no-capture-limit',
  'agreement',
] as const;
export type EndReason = (typeof END_REASONS)[number];

export const MIN_HOLES = 3;
export const MAX_HOLES = 12;
export const DEFAULT_HOLES = 6;
export const MIN_SEEDS = 1;
export const MAX_SEEDS = 12;
export const DEFAULT_SEEDS = 4;
/** A hole's seeds and a board's total are bounded so that no input can make a move run for long. */
export const MAX_BOARD_SEEDS = 2 * MAX_HOLES * MAX_SEEDS;
export const MAX_CAPTURED = 9999;
export const MAX_ROUND = 999;
/** The most games (rounds) a `Match` may be made of. */
export const MAX_MATCH_ROUNDS = 99;
/** The largest no-capture limit (moves of each side; rules §5). */
export const MAX_NO_CAPTURE_LIMIT = 100000;
/**
 * The largest count of turns since the last capture: the largest limit's end, 2 × the limit
 * (a limit counts moves of each side). With the limit off, or in a game still going there, play
 * counts no further, so that every position play reaches can be written down and read back.
 */
export const MAX_NO_CAPTURE = 2 * MAX_NO_CAPTURE_LIMIT;
/** Hole labels (rules §6): South's from South's left, North's from North's left. */
export const SOUTH_LABELS = 'abcdefghijkl';
export const NORTH_LABELS = 'ABCDEFGHIJKL';

/** A move: a canonical hole number, or a pass. */
export type Move = number | 'pass';

export const opposite = (side: Side): Side => (side === 'south' ? 'north' : 'south');

export const sideIndex = (side: Side): 0 | 1 => (side === 'south' ? 0 : 1);

/** Which side owns canonical hole `hole` on a board of `holes` holes per row. */
export const ownerOf = (hole: number, holes: number): Side => (hole < holes ? 'south' : 'north');

export const isVariant = (value: unknown): value is Variant =>
  typeof value === 'string' && (VARIANTS as readonly string[]).includes(value);

export const isSide = (value: unknown): value is Side => value === 'south' || value === 'north';

export const isOutcome = (value: unknown): value is Outcome =>
  value === 'south' || value === 'north' || value === 'draw';

export const isRemainingRule = (value: unknown): value is RemainingRule =>
  typeof value === 'string' && (REMAINING_RULES as readonly string[]).includes(value);

/**
 * The rule book's default for the no-capture limit: 200 moves on boards up to 2×6, 400 on larger
 * ones, a move being one turn of each side (see `GameState.noCaptureLimit`).
 */
export const defaultNoCaptureLimit = (holes: number): number =>
  holes <= DEFAULT_HOLES ? 200 : 400;
