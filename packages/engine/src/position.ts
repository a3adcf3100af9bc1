/**
 * `Position`: a validated, immutable Hoyito position. The only way to get one is `createPosition`
 * (from an unchecked `Setup`) or `initialPosition`, both returning a `Result` with a typed error.
 */
import { explain, MOVE_WORDS, type Reason, reason, SETUP_WORDS } from './explain.ts';
import { err, ok, type Result } from './result.ts';
import { SOW_CAPTURED, SOW_GAME_OVER, type VariantCode } from './sow.ts';
import { DRAWN, GameState, NOBODY, PLAY_ILLEGAL } from './state.ts';
import type { CaptureKind, LastFourRule, TraceEvent } from './trace.ts';
import {
  DEFAULT_HOLES,
  DEFAULT_SEEDS,
  defaultNoCaptureLimit,
  END_REASONS,
  type EndReason,
  isOutcome,
  isRemainingRule,
  isSide,
  isVariant,
  MAX_BOARD_SEEDS,
  MAX_CAPTURED,
  MAX_HOLES,
  MAX_NO_CAPTURE,
  MAX_NO_CAPTURE_LIMIT,
  MAX_ROUND,
  MAX_SEEDS,
  MIN_HOLES,
  MIN_SEEDS,
  type Move,
  type Outcome,
  REMAINING_RULES,
  type RemainingRule,
  SIDES,
  type Side,
  VARIANTS,
  type Variant,
} from './types.ts';

/** Options of the rule book that a caller may change (rules §5). */
export interface Rules {
  /**
   * Moves of each side without a capture after which the game ends (the game counts turns, so
   * it ends after twice this many, passes included); 0 turns the limit off.
   */
  readonly noCaptureLimit: number;
  /** Where the seeds still on the board go when a game ends without a last capture. */
  readonly remaining: RemainingRule;
}

/** An unchecked description of a position; `createPosition` validates it. */
export interface Setup {
  readonly variant: Variant;
  /** Holes per row, 3–12. */
  readonly holes: number;
  /** 2 × holes counts in canonical order (South's row from South's left, then North's from North's left). */
  readonly board: readonly number[];
  /** Seeds captured by [south, north]. */
  readonly captured: readonly [number, number] | readonly number[];
  /** The side to move, or null once the game is over. */
  readonly toMove: Side | null;
  /** Match round, 1 for a single game. */
  readonly round?: number;
  /** Who won the previous game of a match. */
  readonly previousWinner?: Outcome | null;
  readonly over?: boolean;
  /** If given, must agree with the captured counts of a finished game. */
  readonly winner?: Outcome | null;
  /** Why the game ended, if it did. */
  readonly endReason?: EndReason | null;
  /** Turns (moves and passes of either side) since the last capture, 0 to `MAX_NO_CAPTURE`. */
  readonly noCapture?: number;
  readonly rules?: Partial<Rules>;
}

export const POSITION_ERROR_CODES = [
  'not-an-object',
  'unknown-variant',
  'bad-holes',
  'bad-board',
  'bad-board-length',
  'bad-count',
  'too-many-seeds',
  'bad-captured',
  'bad-to-move',
  'bad-round',
  'bad-previous-winner',
  'bad-over',
  'bad-winner',
  'bad-end-reason',
  'bad-no-capture',
  'bad-rules',
  'bad-seeds',
  'bad-first',
  'no-seeds-left',
  'nobody-can-move',
] as const;
export type PositionErrorCode = (typeof POSITION_ERROR_CODES)[number];

export interface PositionError {
  readonly code: PositionErrorCode;
  /** What was wrong and what is allowed, for a person. */
  readonly message: string;
  /** The setup field at fault. */
  readonly field: string;
  /** `message` as data, for wording it in another language (see explain.ts). */
  readonly reason: Reason;
}

export const MOVE_ERROR_CODES = [
  'game-over',
  'bad-move',
  'not-your-hole',
  'empty-hole',
  'endless',
  'must-pass',
  'cannot-pass',
] as const;
export type MoveErrorCode = (typeof MOVE_ERROR_CODES)[number];

export interface MoveError {
  readonly code: MoveErrorCode;
  readonly message: string;
  /** `message` as data, for wording it in another language (see explain.ts). */
  readonly reason: Reason;
  readonly move: unknown;
  /** For `endless`: the length in laps of the cycle the sowing falls into. */
  readonly cycleLength?: number;
}

/** What `play` returns. */
export interface Played {
  readonly position: Position;
  readonly move: Move;
  /** The events of the move, when asked for with `{ trace: true }`. */
  readonly trace: readonly TraceEvent[] | null;
  /** Seeds the move captured (last four included, for whoever received them). */
  readonly captured: number;
  readonly extraTurn: boolean;
}

/** What a move would do, without playing it. */
export interface Preview {
  readonly hole: number;
  /** The sowing never ends: the move is not legal (rules §5). */
  readonly endless: boolean;
  /** For an endless move: its cycle's length in laps. */
  readonly cycleLength: number;
  /** Where the last seed falls (for an endless move: undefined behaviour, 0). */
  readonly lastHole: number;
  readonly laps: number;
  readonly captures: readonly {
    readonly hole: number;
    readonly kind: CaptureKind;
    readonly seeds: number;
  }[];
  /** All seeds the mover captures, last four excluded. */
  readonly capturedSeeds: number;
  readonly lastFour: {
    readonly to: Side;
    readonly seeds: number;
    readonly rule: LastFourRule;
  } | null;
  readonly extraTurn: boolean;
  readonly endsGame: boolean;
  /** The position after the move (null for an endless move). */
  readonly position: Position | null;
  readonly trace: readonly TraceEvent[] | null;
}

const VARIANT_CODES: Record<Variant, VariantCode> = { 'hoyito-1': 1, 'hoyito-2': 2, 'hoyito-3': 3 };
const SIDE_CODE = { south: 0, north: 1 } as const;

export class Position {
  readonly variant: Variant;
  readonly holes: number;
  readonly board: readonly number[];
  readonly captured: readonly [number, number];
  readonly toMove: Side | null;
  readonly round: number;
  readonly previousWinner: Outcome | null;
  readonly over: boolean;
  readonly winner: Outcome | null;
  readonly endReason: EndReason | null;
  readonly noCapture: number;
  readonly rules: Rules;
  // Derived once on demand; the position stays immutable from the outside.
  #legal: readonly number[] | undefined;
  /**
   * Per own hole of the side to move: 0 if its sowing ends, else its cycle length. Found with
   * `#legal`: one hole can take a second or more to decide (a cycle of millions of laps), and
   * checking a move must not decide it again.
   */
  #cycles: readonly number[] | undefined;
  #key: string | undefined;

  /** @internal Use `createPosition` or `initialPosition`. */
  private constructor(state: GameState, variant: Variant) {
    this.variant = variant;
    this.holes = state.holes;
    this.board = Object.freeze(Array.from(state.board.subarray(0, state.len)));
    this.captured = Object.freeze([state.captured[0], state.captured[1]]) as readonly [
      number,
      number,
    ];
    this.over = state.toMove === NOBODY;
    this.toMove = this.over ? null : SIDES[state.toMove];
    this.round = state.round;
    this.previousWinner = outcomeName(state.previousWinner);
    this.winner = this.over ? outcomeName(state.winner()) : null;
    this.endReason = this.over ? state.endReason : null;
    this.noCapture = state.noCapture;
    this.rules = Object.freeze({
      noCaptureLimit: state.noCaptureLimit,
      remaining: state.remaining,
    });
    Object.freeze(this);
  }

  /** @internal */
  static fromState(state: GameState, variant: Variant): Position {
    return new Position(state, variant);
  }

  /** A mutable copy for fast play (search, simulation). */
  toState(): GameState {
    const state = new GameState(VARIANT_CODES[this.variant], this.holes, this.rules.noCaptureLimit);
    loadState(state, this);
    return state;
  }

  /** The legal moves of the side to move, ascending; empty when it must pass or the game is over. */
  legalMoves(): readonly number[] {
    if (this.#legal === undefined) this.#decide();
    return this.#legal as readonly number[];
  }

  /** Sows each own hole of the side to move once, for both `#legal` and `#cycles`. */
  #decide(): void {
    const state = scratch(this);
    const out: number[] = [];
    state.legalMoves(out);
    const cycles: number[] = [];
    if (!this.over && this.toMove !== null) {
      const first = this.toMove === 'south' ? 0 : this.holes;
      for (let h = first; h < first + this.holes; h++) cycles[h] = state.cycleLength(h);
    }
    this.#legal = Object.freeze(out);
    this.#cycles = cycles;
  }

  /** The side to move has no legal move and must pass. */
  mustPass(): boolean {
    return !this.over && this.legalMoves().length === 0;
  }

  /** Seeds on the board (not yet captured). */
  seedsOnBoard(): number {
    return this.board.reduce((a, b) => a + b, 0);
  }

  /** Checks a move without playing it; returns the reason it is not legal. */
  checkMove(move: unknown): Result<Move, MoveError> {
    if (this.over) return err(moveError('game-over', move, reason('game-over', {})));
    const side = this.toMove as Side;
    if (move === 'pass') {
      if (this.legalMoves().length > 0) {
        return err(
          moveError(
            'cannot-pass',
            move,
            reason('cannot-pass', { side, moves: this.legalMoves(), holes: this.holes }),
          ),
        );
      }
      return ok('pass');
    }
    if (typeof move !== 'number' || !Number.isInteger(move) || move < 0 || move >= 2 * this.holes) {
      return err(
        moveError(
          'bad-move',
          move,
          reason('bad-move', { max: 2 * this.holes - 1, got: show(move) }),
        ),
      );
    }
    const owner: Side = move < this.holes ? 'south' : 'north';
    // An own hole that holds seeds but never ends is reported as such, even when it is why the
    // side must pass: that is what a player needs to know.
    if (owner === side && this.board[move] > 0) {
      if (this.#cycles === undefined) this.#decide();
      const cycle = (this.#cycles as readonly number[])[move] ?? 0;
      if (cycle > 0) {
        return err({
          ...moveError(
            'endless',
            move,
            reason('endless', { hole: move, laps: cycle, holes: this.holes }),
          ),
          cycleLength: cycle,
        });
      }
    }
    if (this.legalMoves().length === 0) {
      return err(moveError('must-pass', move, reason('must-pass', { side })));
    }
    if (owner !== side) {
      return err(
        moveError(
          'not-your-hole',
          move,
          reason('not-your-hole', { hole: move, owner, side, holes: this.holes }),
        ),
      );
    }
    if (this.board[move] === 0)
      return err(
        moveError('empty-hole', move, reason('empty-hole', { hole: move, holes: this.holes })),
      );
    return ok(move);
  }

  isLegal(move: unknown): boolean {
    return this.checkMove(move).ok;
  }

  /** Plays `move` (a hole number or "pass"). With `{ trace: true }` the result carries every event. */
  play(move: Move, options: { readonly trace?: boolean } | null = {}): Result<Played, MoveError> {
    const checked = this.checkMove(move);
    if (!checked.ok) return checked;
    const state = scratch(this);
    // null from a caller in plain JavaScript reads as no options, not as a crash.
    const trace: TraceEvent[] | null = options?.trace ? [] : null;
    const before = state.captured[0] + state.captured[1];
    let extraTurn = false;
    if (move === 'pass') {
      state.pass(trace);
    } else {
      const mover = state.toMove;
      // checkMove has decided the move legal (by the cycles found once for this position).
      const flags = state.playKnownLegal(move, trace);
      if (flags === PLAY_ILLEGAL) throw new Error('unreachable: checked move refused');
      extraTurn =
        (flags & SOW_CAPTURED) !== 0 &&
        (flags & SOW_GAME_OVER) === 0 &&
        state.toMove === mover &&
        this.variant !== 'hoyito-1';
    }
    const position = new Position(state, this.variant);
    const captured = position.captured[0] + position.captured[1] - before;
    return ok({ position, move, trace, captured, extraTurn });
  }

  /** What the side to move's move from `hole` would do: where it ends, what it captures, whether it ends at all. */
  preview(hole: number): Result<Preview, MoveError> {
    const checked = this.checkMove(hole);
    if (!checked.ok && checked.error.code !== 'endless') return checked;
    if (!checked.ok) {
      return ok({
        hole,
        endless: true,
        cycleLength: checked.error.cycleLength ?? 0,
        lastHole: 0,
        laps: 0,
        captures: [],
        capturedSeeds: 0,
        lastFour: null,
        extraTurn: false,
        endsGame: false,
        position: null,
        trace: null,
      });
    }
    const played = this.play(hole, { trace: true });
    if (!played.ok) return played;
    const trace = played.value.trace ?? [];
    const captures = [];
    let lastFour: Preview['lastFour'] = null;
    let lastHole = hole;
    let laps = 1;
    for (const e of trace) {
      if (e.type === 'capture') captures.push({ hole: e.hole, kind: e.kind, seeds: e.seeds });
      else if (e.type === 'last-four') lastFour = { to: e.to, seeds: e.seeds, rule: e.rule };
      else if (e.type === 'stop') {
        lastHole = e.hole;
        laps = e.laps;
      }
    }
    return ok({
      hole,
      endless: false,
      cycleLength: 0,
      lastHole,
      laps,
      captures,
      capturedSeeds: captures.reduce((a, c) => a + c.seeds, 0),
      lastFour,
      extraTurn: played.value.extraTurn,
      endsGame: played.value.position.over,
      position: played.value.position,
      trace,
    });
  }

  /**
   * Ends the game now (repetition, agreement, …), sharing out the seeds left by the `remaining`
   * rule. A `reason` that is none of END_REASONS is a RangeError: the position it would make could
   * not be written down.
   */
  end(
    reason: EndReason,
    options: { readonly trace?: boolean } | null = {},
  ): { position: Position; trace: readonly TraceEvent[] | null } {
    if (!(END_REASONS as readonly unknown[]).includes(reason))
      throw new RangeError(
        `The end reason must be one of: ${END_REASONS.join(', ')}; got ${show(reason)}.`,
      );
    if (this.over) return { position: this, trace: options?.trace ? [] : null };
    const state = scratch(this);
    const trace: TraceEvent[] | null = options?.trace ? [] : null;
    state.finish(reason, trace);
    return { position: new Position(state, this.variant), trace };
  }

  /** The part of the position that repetition compares: board, captured counts and side to move. */
  repetitionKey(): string {
    this.#key ??= `${this.board.join(',')}|${this.captured[0]},${this.captured[1]}|${this.toMove ?? '-'}`;
    return this.#key;
  }

  /** The unchecked form of this position; `createPosition(p.toSetup())` gives an equal position. */
  toSetup(): Setup {
    return {
      variant: this.variant,
      holes: this.holes,
      board: [...this.board],
      captured: [this.captured[0], this.captured[1]],
      toMove: this.toMove,
      round: this.round,
      previousWinner: this.previousWinner,
      over: this.over,
      winner: this.winner,
      endReason: this.endReason,
      noCapture: this.noCapture,
      rules: { ...this.rules },
    };
  }

  equals(other: Position): boolean {
    return (
      this.variant === other.variant &&
      this.holes === other.holes &&
      this.repetitionKey() === other.repetitionKey() &&
      this.round === other.round &&
      this.previousWinner === other.previousWinner &&
      this.endReason === other.endReason &&
      this.noCapture === other.noCapture &&
      this.rules.noCaptureLimit === other.rules.noCaptureLimit &&
      this.rules.remaining === other.rules.remaining
    );
  }
}

/** Options for a game's first position. */
export interface StartOptions {
  readonly variant?: Variant;
  readonly holes?: number;
  /** Seeds per hole at the start, 1–12 (4 in the sources). */
  readonly seeds?: number;
  readonly first?: Side;
  readonly round?: number;
  readonly previousWinner?: Outcome | null;
  readonly rules?: Partial<Rules>;
}

/** The starting position: every hole holds `seeds` seeds. */
export function initialPosition(options: StartOptions = {}): Result<Position, PositionError> {
  if (options === null || typeof options !== 'object')
    return fail('not-an-object', 'options', reason('options-not-object', {}));
  const holes = options.holes ?? DEFAULT_HOLES;
  const seeds = options.seeds ?? DEFAULT_SEEDS;
  if (!isIntIn(seeds, MIN_SEEDS, MAX_SEEDS)) {
    return fail(
      'bad-seeds',
      'seeds',
      reason('bad-seeds', { got: show(seeds), min: MIN_SEEDS, max: MAX_SEEDS }),
    );
  }
  const first = options.first ?? 'south';
  if (!isSide(first)) return fail('bad-first', 'first', reason('bad-first', { got: show(first) }));
  const holesOk = isIntIn(holes, MIN_HOLES, MAX_HOLES);
  return createPosition({
    variant: options.variant ?? 'hoyito-1',
    holes,
    board: holesOk ? new Array(2 * holes).fill(seeds) : [],
    captured: [0, 0],
    toMove: first,
    round: options.round ?? 1,
    previousWinner: options.previousWinner ?? null,
    rules: options.rules,
  });
}

/** Validates an unchecked setup into a position. */
export function createPosition(setup: Setup | unknown): Result<Position, PositionError> {
  if (setup === null || typeof setup !== 'object' || Array.isArray(setup)) {
    return fail('not-an-object', 'setup', reason('not-an-object', { got: show(setup) }));
  }
  const s = setup as Record<string, unknown>;
  if (!isVariant(s.variant)) {
    return fail(
      'unknown-variant',
      'variant',
      reason('unknown-variant', { got: show(s.variant), allowed: VARIANTS }),
    );
  }
  const variant = s.variant;
  if (!isIntIn(s.holes, MIN_HOLES, MAX_HOLES)) {
    return fail(
      'bad-holes',
      'holes',
      reason('bad-holes', { got: show(s.holes), min: MIN_HOLES, max: MAX_HOLES }),
    );
  }
  const holes = s.holes as number;
  const len = 2 * holes;
  if (!Array.isArray(s.board))
    return fail('bad-board', 'board', reason('bad-board', { got: show(s.board), length: len }));
  if (s.board.length !== len) {
    return fail(
      'bad-board-length',
      'board',
      reason('bad-board-length', { holes, length: len, given: s.board.length }),
    );
  }
  let total = 0;
  for (let i = 0; i < len; i++) {
    const c = s.board[i];
    if (!isIntIn(c, 0, MAX_BOARD_SEEDS)) {
      return fail(
        'bad-count',
        `board[${i}]`,
        reason('bad-count', { hole: i, holes, max: MAX_BOARD_SEEDS, got: show(c) }),
      );
    }
    total += c as number;
  }
  if (total > MAX_BOARD_SEEDS) {
    return fail(
      'too-many-seeds',
      'board',
      reason('too-many-seeds', { total, max: MAX_BOARD_SEEDS }),
    );
  }
  const captured = s.captured;
  if (
    !Array.isArray(captured) ||
    captured.length !== 2 ||
    // Indexing rather than `every`, which skips the holes of a sparse array.
    !isIntIn(captured[0], 0, MAX_CAPTURED) ||
    !isIntIn(captured[1], 0, MAX_CAPTURED)
  ) {
    return fail(
      'bad-captured',
      'captured',
      reason('bad-captured', { got: show(captured), max: MAX_CAPTURED }),
    );
  }
  // Every seed on the board may yet be captured by one side: its count must still fit then, or
  // play would reach a position that cannot be written down and read back.
  for (const [i, side] of (['south', 'north'] as const).entries()) {
    if (captured[i] + total > MAX_CAPTURED)
      return fail(
        'bad-captured',
        'captured',
        reason('captured-no-room', {
          side,
          captured: captured[i],
          board: total,
          max: MAX_CAPTURED,
        }),
      );
  }
  const round = s.round ?? 1;
  if (!isIntIn(round, 1, MAX_ROUND)) {
    return fail('bad-round', 'round', reason('bad-round', { got: show(round), max: MAX_ROUND }));
  }
  const previousWinner = s.previousWinner ?? null;
  if (previousWinner !== null && !isOutcome(previousWinner)) {
    return fail(
      'bad-previous-winner',
      'previousWinner',
      reason('bad-previous-winner', { got: show(previousWinner) }),
    );
  }
  const rules = s.rules ?? {};
  if (rules === null || typeof rules !== 'object' || Array.isArray(rules))
    return fail('bad-rules', 'rules', reason('bad-rules', { got: show(rules) }));
  const r = rules as Record<string, unknown>;
  const noCaptureLimit = r.noCaptureLimit ?? defaultNoCaptureLimit(holes);
  if (!isIntIn(noCaptureLimit, 0, MAX_NO_CAPTURE_LIMIT)) {
    return fail(
      'bad-rules',
      'rules.noCaptureLimit',
      reason('bad-no-capture-limit', { got: show(noCaptureLimit), max: MAX_NO_CAPTURE_LIMIT }),
    );
  }
  const remaining = r.remaining ?? 'own-side';
  if (!isRemainingRule(remaining)) {
    return fail(
      'bad-rules',
      'rules.remaining',
      reason('bad-remaining', { got: show(remaining), allowed: REMAINING_RULES }),
    );
  }
  const noCapture = s.noCapture ?? 0;
  if (!isIntIn(noCapture, 0, MAX_NO_CAPTURE)) {
    return fail(
      'bad-no-capture',
      'noCapture',
      reason('bad-no-capture', { got: show(noCapture), max: MAX_NO_CAPTURE }),
    );
  }
  const over = s.over ?? false;
  if (typeof over !== 'boolean')
    return fail('bad-over', 'over', reason('bad-over', { got: show(over) }));
  const toMove = s.toMove;
  if (over) {
    if (toMove !== null && toMove !== undefined) {
      return fail('bad-to-move', 'toMove', reason('to-move-when-over', { got: show(toMove) }));
    }
  } else if (!isSide(toMove)) {
    return fail('bad-to-move', 'toMove', reason('bad-to-move', { got: show(toMove) }));
  }
  const endReason = s.endReason ?? null;
  if (endReason !== null && !(END_REASONS as readonly unknown[]).includes(endReason)) {
    return fail(
      'bad-end-reason',
      'endReason',
      reason('bad-end-reason', { got: show(endReason), allowed: END_REASONS }),
    );
  }
  if (!over && endReason !== null) {
    return fail(
      'bad-end-reason',
      'endReason',
      reason('end-reason-not-over', { got: show(endReason) }),
    );
  }

  const state = scratchState(variant, holes);
  // Adding 0 turns -0 into 0, as the typed arrays do for the board and captured counts: deep
  // equality and Object.is tell the two apart.
  state.noCaptureLimit = (noCaptureLimit as number) + 0;
  for (let i = 0; i < len; i++) state.board[i] = s.board[i] as number;
  state.captured[0] = captured[0];
  state.captured[1] = captured[1];
  state.round = round as number;
  state.previousWinner =
    previousWinner === null
      ? NOBODY
      : previousWinner === 'draw'
        ? DRAWN
        : SIDE_CODE[previousWinner];
  state.noCapture = (noCapture as number) + 0;
  state.remaining = remaining;
  state.toMove = over ? NOBODY : SIDE_CODE[toMove as Side];
  state.endReason = over ? ((endReason as EndReason | null) ?? null) : null;
  state.touch();

  const winner = s.winner ?? null;
  if (over) {
    const actual = outcomeName(state.winner());
    if (winner !== null && winner !== actual) {
      return fail(
        'bad-winner',
        'winner',
        reason('wrong-winner', {
          south: captured[0],
          north: captured[1],
          winner: String(actual),
          got: show(winner),
        }),
      );
    }
  } else {
    if (winner !== null) {
      return fail('bad-winner', 'winner', reason('winner-not-over', { got: show(winner) }));
    }
    if (total === 0) {
      return fail('no-seeds-left', 'board', reason('no-seeds-left', {}));
    }
    if (state.countMoves(0) === 0 && state.countMoves(1) === 0) {
      return fail('nobody-can-move', 'board', reason('nobody-can-move', {}));
    }
  }
  return ok(Position.fromState(state, variant));
}

// One reusable state per variant and size, for the immutable API's computations.
const scratches = new Map<string, GameState>();

function scratchState(variant: Variant, holes: number): GameState {
  const key = `${variant}/${holes}`;
  let state = scratches.get(key);
  if (state === undefined) {
    state = new GameState(VARIANT_CODES[variant], holes, 0);
    scratches.set(key, state);
  }
  return state;
}

function scratch(position: Position): GameState {
  const state = scratchState(position.variant, position.holes);
  loadState(state, position);
  return state;
}

function loadState(state: GameState, p: Position): void {
  for (let i = 0; i < p.board.length; i++) state.board[i] = p.board[i];
  state.captured[0] = p.captured[0];
  state.captured[1] = p.captured[1];
  state.toMove = p.toMove === null ? NOBODY : SIDE_CODE[p.toMove];
  state.round = p.round;
  state.previousWinner =
    p.previousWinner === null
      ? NOBODY
      : p.previousWinner === 'draw'
        ? DRAWN
        : SIDE_CODE[p.previousWinner];
  state.endReason = p.endReason;
  state.noCapture = p.noCapture;
  state.noCaptureLimit = p.rules.noCaptureLimit;
  state.remaining = p.rules.remaining;
  state.touch();
}

function outcomeName(code: number): Outcome | null {
  return code === 0 ? 'south' : code === 1 ? 'north' : code === DRAWN ? 'draw' : null;
}

function isIntIn(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * `text` cut to `max` UTF-16 units, with "…" after, where it is longer; never between the two
 * halves of a character beyond the first 65,536 (an emoji), which alone would show as �. The
 * messages here quote bad values so; the board's words quote them the same way.
 */
export function cutShort(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return `${text.slice(0, last >= 0xd800 && last < 0xdc00 ? max - 1 : max)}…`;
}

/** A short, safe rendering of a bad value for an error message. */
export function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(cutShort(value, 40));
  // String(-0) is "0": a -0 refused (where 0 is too) is shown as it was given.
  if (Object.is(value, -0)) return '-0';
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  try {
    const text = JSON.stringify(value);
    if (text === undefined) return `a ${typeof value}`;
    return cutShort(text, 60);
  } catch (error) {
    // Not to be written out: say what kind of value it is and why, not just "object". JSON
    // throws a RangeError when nesting exhausts the stack, a TypeError for a cycle or a BigInt.
    const kind = Array.isArray(value) ? 'an array' : 'an object';
    return error instanceof RangeError
      ? `${kind} nested too deep to show`
      : `${kind} that cannot be written out`;
  }
}

function fail(code: PositionErrorCode, field: string, why: Reason): Result<never, PositionError> {
  return err({ code, field, message: explain(why, SETUP_WORDS), reason: why });
}

function moveError(code: MoveErrorCode, move: unknown, why: Reason): MoveError {
  return { code, move, message: explain(why, MOVE_WORDS), reason: why };
}
