/**
 * `GameState`: a mutable position for the hot path (move generation, search, benchmarks). It
 * allocates only when built; `legalMoves` and `play` without a trace allocate nothing. The
 * immutable `Position` is the safe public face; `GameState` is for code that plays millions of
 * moves and for `Position` itself.
 */
import {
  SOW_BOARD_EMPTY,
  SOW_CAPTURED,
  SOW_GAME_OVER,
  sow,
  sowInfo,
  type VariantCode,
} from './sow.ts';
import type { LastFourRule, TraceEvent } from './trace.ts';
import {
  type EndReason,
  MAX_HOLES,
  MAX_NO_CAPTURE,
  type RemainingRule,
  type Side,
} from './types.ts';

const MAX_LEN = 2 * MAX_HOLES;
const SIDE_NAMES: readonly Side[] = ['south', 'north'];

/** No side to move: the game is over. */
export const NOBODY = -1;
/** Previous-winner codes: 0 south, 1 north, `DRAWN` a draw, `NOBODY` no previous game. */
export const DRAWN = 2;

export const REMAINING_CODES: readonly RemainingRule[] = ['own-side', 'split', 'none'];

/** `play` outcome codes (besides the `SOW_*` flags it passes through). */
export const PLAY_ILLEGAL = -2;

export class GameState {
  readonly holes: number;
  readonly len: number;
  readonly variant: VariantCode;
  // Typed as plain Int32Array: inferred, the declarations would say Int32Array<ArrayBuffer>,
  // which TypeScript before 5.7 cannot read.
  /** Seeds per hole, canonical numbering; only the first `len` entries are used. */
  readonly board: Int32Array = new Int32Array(MAX_LEN);
  /** Seeds captured by south (0) and north (1). */
  readonly captured: Int32Array = new Int32Array(2);
  /** 0 south, 1 north, `NOBODY` once the game is over. */
  toMove: number = 0;
  round = 1;
  /** 0 south, 1 north, `DRAWN`, or `NOBODY`. */
  previousWinner: number = NOBODY;
  endReason: EndReason | null = null;
  /** Turns (plies) played since the last capture, passes included; no more than MAX_NO_CAPTURE. */
  noCapture = 0;
  /**
   * The no-capture limit in moves, a move being one turn of each side as in chess's fifty-move
   * rule: the game ends after `2 × noCaptureLimit` turns without a capture. 0 turns it off.
   */
  noCaptureLimit: number;
  remaining: RemainingRule = 'own-side';

  // Legal moves of `cacheSide`, each with the board it leads to, valid while `cacheStamp === stamp`.
  private stamp = 1;
  private cacheStamp = 0;
  private cacheSide = NOBODY;
  private cacheCount = 0;
  private readonly cacheMoves = new Int32Array(MAX_HOLES);
  private readonly cacheFlags = new Int32Array(MAX_LEN);
  /** Cycle length of each endless hole of `cacheSide` (0 when the hole's move ends). */
  private readonly cacheCycle = new Int32Array(MAX_LEN);
  private readonly cacheBoards: Int32Array[] = [];
  private readonly cacheCaptured: Int32Array[] = [];

  constructor(variant: VariantCode, holes: number, noCaptureLimit: number) {
    this.variant = variant;
    this.holes = holes;
    this.len = 2 * holes;
    this.noCaptureLimit = noCaptureLimit;
    for (let i = 0; i < MAX_LEN; i++) {
      this.cacheBoards.push(new Int32Array(MAX_LEN));
      this.cacheCaptured.push(new Int32Array(2));
    }
  }

  get over(): boolean {
    return this.toMove === NOBODY;
  }

  /** Copies everything that defines the position from `other` (same variant and size). */
  copyFrom(other: GameState): void {
    this.board.set(other.board);
    this.captured[0] = other.captured[0];
    this.captured[1] = other.captured[1];
    this.toMove = other.toMove;
    this.round = other.round;
    this.previousWinner = other.previousWinner;
    this.endReason = other.endReason;
    this.noCapture = other.noCapture;
    this.noCaptureLimit = other.noCaptureLimit;
    this.remaining = other.remaining;
    this.stamp++;
  }

  clone(): GameState {
    const copy = new GameState(this.variant, this.holes, this.noCaptureLimit);
    copy.copyFrom(this);
    return copy;
  }

  /** Call after writing `board`, `captured` or `toMove` directly. */
  touch(): void {
    this.stamp++;
  }

  /** Who receives the last four if `mover` makes the last capture now (rules §4). */
  lastFourTo(mover: 0 | 1): 0 | 1 {
    if (
      this.variant === 3 &&
      this.round >= 3 &&
      (this.previousWinner === 0 || this.previousWinner === 1)
    ) {
      return this.previousWinner;
    }
    return mover;
  }

  lastFourRule(): LastFourRule {
    if (this.variant !== 3 || this.round < 3) return 'capturer';
    if (this.previousWinner === 0 || this.previousWinner === 1) return 'previous-winner';
    return this.previousWinner === DRAWN ? 'capturer-after-draw' : 'capturer';
  }

  /** Fills the cache with `side`'s legal moves and the boards they lead to. */
  private generate(side: 0 | 1): void {
    if (this.cacheStamp === this.stamp && this.cacheSide === side) return;
    const { board, len, holes, variant } = this;
    const first = side === 0 ? 0 : holes;
    const to = this.lastFourTo(side);
    const rule = this.lastFourRule();
    let count = 0;
    for (let h = first; h < first + holes; h++) {
      this.cacheCycle[h] = 0;
      if (board[h] === 0) continue;
      const b = this.cacheBoards[h];
      const c = this.cacheCaptured[h];
      for (let i = 0; i < len; i++) b[i] = board[i];
      c[0] = this.captured[0];
      c[1] = this.captured[1];
      const flags = sow(b, len, variant, h, side, c, to, rule, null);
      if (flags < 0) {
        // Decided exactly (no lap budget): the only sowing that does not end is endless.
        this.cacheCycle[h] = sowInfo.cycleLength;
        continue;
      }
      this.cacheFlags[h] = flags;
      this.cacheMoves[count++] = h;
    }
    this.cacheCount = count;
    this.cacheSide = side;
    this.cacheStamp = this.stamp;
  }

  /** Writes the side to move's legal moves, ascending, into `out`; returns how many (0: must pass). */
  legalMoves(out: Int32Array | number[]): number {
    if (this.toMove === NOBODY) return 0;
    this.generate(this.toMove as 0 | 1);
    for (let i = 0; i < this.cacheCount; i++) out[i] = this.cacheMoves[i];
    return this.cacheCount;
  }

  /** How many legal moves `side` would have if it were to move now. */
  countMoves(side: 0 | 1): number {
    this.generate(side);
    return this.cacheCount;
  }

  /**
   * 0 if the side to move's move from `hole` ends; else the length in laps of its endless cycle.
   */
  cycleLength(hole: number): number {
    if (this.toMove === NOBODY) return 0;
    this.generate(this.toMove as 0 | 1);
    return this.cacheCycle[hole];
  }

  isLegal(hole: number): boolean {
    if (this.toMove === NOBODY || !Number.isInteger(hole) || hole < 0 || hole >= this.len)
      return false;
    const side = this.toMove as 0 | 1;
    if ((hole < this.holes ? 0 : 1) !== side || this.board[hole] === 0) return false;
    this.generate(side);
    return this.cacheCycle[hole] === 0;
  }

  /**
   * Plays a legal move from `hole` (check with `isLegal` first), pushing its events to `trace` if
   * given. Returns the `SOW_*` flags, or `PLAY_ILLEGAL` (nothing changed).
   */
  play(hole: number, trace: TraceEvent[] | null = null): number {
    if (!this.isLegal(hole)) return PLAY_ILLEGAL;
    return this.#apply(hole, trace, true);
  }

  /**
   * Plays from `hole`, which the caller has already found legal for the side to move (a
   * `Position` decides its moves once): sows that hole alone, rather than every hole of the side
   * as `play` does to check it, which costs much on a board where one sowing runs for millions of
   * laps before it is found endless.
   */
  playKnownLegal(hole: number, trace: TraceEvent[] | null = null): number {
    return this.#apply(hole, trace, false);
  }

  #apply(hole: number, trace: TraceEvent[] | null, generated: boolean): number {
    const mover = this.toMove as 0 | 1;
    let flags: number;
    if (trace === null && generated) {
      this.board.set(this.cacheBoards[hole]);
      this.captured[0] = this.cacheCaptured[hole][0];
      this.captured[1] = this.cacheCaptured[hole][1];
      flags = this.cacheFlags[hole];
    } else {
      flags = sow(
        this.board,
        this.len,
        this.variant,
        hole,
        mover,
        this.captured,
        this.lastFourTo(mover),
        this.lastFourRule(),
        trace,
      );
    }
    this.stamp++;
    if (flags & SOW_GAME_OVER) {
      this.noCapture = 0;
      this.finish(flags & SOW_BOARD_EMPTY ? 'board-empty' : 'last-four', trace);
      return flags;
    }
    if (flags & SOW_CAPTURED) {
      this.noCapture = 0;
      if (this.variant !== 1) {
        if (trace !== null) trace.push({ type: 'extra-turn', side: SIDE_NAMES[mover] });
        this.toMove = mover;
      } else {
        this.toMove = 1 - mover;
      }
    } else {
      if (this.noCapture < MAX_NO_CAPTURE) this.noCapture++;
      this.toMove = 1 - mover;
    }
    this.afterPly(trace);
    return flags;
  }

  /** The side to move passes; only legal when it has no legal move. Returns false if not allowed. */
  pass(trace: TraceEvent[] | null = null): boolean {
    if (this.toMove === NOBODY) return false;
    const side = this.toMove as 0 | 1;
    if (this.countMoves(side) !== 0) return false;
    if (trace !== null) {
      const hasSeeds = this.seedsOf(side) > 0;
      trace.push({
        type: 'pass',
        side: SIDE_NAMES[side],
        reason: hasSeeds ? 'all-endless' : 'no-seeds',
      });
    }
    this.toMove = 1 - side;
    if (this.noCapture < MAX_NO_CAPTURE) this.noCapture++;
    this.stamp++;
    this.afterPly(trace);
    return true;
  }

  /** Seeds on `side`'s row. */
  seedsOf(side: 0 | 1): number {
    let sum = 0;
    const first = side === 0 ? 0 : this.holes;
    for (let h = first; h < first + this.holes; h++) sum += this.board[h];
    return sum;
  }

  /** Ends the game now for `reason`, sharing out the seeds left by the `remaining` rule. */
  finish(reason: EndReason, trace: TraceEvent[] | null): void {
    if (reason !== 'last-four' && reason !== 'board-empty') this.shareRemaining(trace);
    this.toMove = NOBODY;
    this.endReason = reason;
    this.stamp++;
    if (trace !== null) {
      trace.push({
        type: 'game-end',
        reason,
        winner: this.winnerName(),
        captured: [this.captured[0], this.captured[1]],
      });
    }
  }

  /** 0 south, 1 north, `DRAWN`: by captured seeds. Meaningful once the game is over. */
  winner(): number {
    const [s, n] = this.captured;
    return s > n ? 0 : n > s ? 1 : DRAWN;
  }

  private winnerName(): 'south' | 'north' | 'draw' {
    const w = this.winner();
    return w === 0 ? 'south' : w === 1 ? 'north' : 'draw';
  }

  // After a move or a pass: end the game if nobody can move or the no-capture limit is reached.
  private afterPly(trace: TraceEvent[] | null): void {
    const side = this.toMove as 0 | 1;
    if (this.countMoves(side) === 0 && this.countMoves((1 - side) as 0 | 1) === 0) {
      this.finish('no-moves', trace);
    } else if (this.noCaptureLimit > 0 && this.noCapture >= 2 * this.noCaptureLimit) {
      this.finish('no-capture-limit', trace);
    }
  }

  private shareRemaining(trace: TraceEvent[] | null): void {
    const { board, len } = this;
    const south = this.seedsOf(0);
    const north = this.seedsOf(1);
    const total = south + north;
    if (total === 0) return;
    let toSouth = 0;
    let toNorth = 0;
    let uncounted = 0;
    let oddSeedHole: number | null = null;
    if (this.remaining === 'own-side') {
      toSouth = south;
      toNorth = north;
      board.fill(0, 0, len);
    } else if (this.remaining === 'split') {
      toSouth = toNorth = Math.floor(total / 2);
      uncounted = total % 2;
      // The odd seed stays on the board, in the first hole that held seeds, so seeds stay conserved.
      const keep = board.findIndex((c, i) => i < len && c > 0);
      board.fill(0, 0, len);
      if (uncounted) {
        board[keep] = 1;
        oddSeedHole = keep;
      }
    } else {
      uncounted = total;
    }
    this.captured[0] += toSouth;
    this.captured[1] += toNorth;
    if (trace !== null) {
      trace.push({
        type: 'remaining',
        rule: this.remaining,
        south: toSouth,
        north: toNorth,
        uncounted,
        oddSeedHole,
      });
    }
  }
}
