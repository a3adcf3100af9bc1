/**
 * The search: negamax alpha-beta with principal variation search, iterative deepening, a
 * transposition table, move ordering and node/time budgets, built on the engine's sowing kernel.
 *
 * Why the kernel and not `GameState.play`: a node sows each of its moves once to list them (that
 * is how endless sowings are excluded, exactly as the engine does it), and the board each move
 * leads to is kept, so a child costs no second sowing. The turn logic around the kernel (extra
 * turns, passes, the end when nobody can move, the no-capture limit, the seeds left) follows
 * `GameState` line by line; `test/endgame.test.ts` checks the solver against a plain minimax over
 * `GameState` on hundreds of small positions of every variant.
 * Nothing is allocated in the hot loop: every ply owns preallocated boards and move lists.
 *
 * Scores are in centi-seeds (`SCALE`) and count what the side to move will still gain over its
 * opponent from the node on ("future gain"); the caller adds the captured difference. So the
 * captured counts need not be part of a table key.
 *
 * Extra turns: after a capture in Hoyito II and III the same side moves again, so the child's
 * value is added, not negated, and the window is shifted, not mirrored. Depth counts plies, an
 * extra turn included (letting extra turns go free was tried: as strong at equal nodes on 2×6,
 * but on 2×12, where captures come in long runs, depth 5 took 43 million nodes instead of 1,600).
 * A forced pass does not use up depth (it is the only move).
 *
 * Repetition (the cycle guard): a position (board and side to move) that repeats on the current
 * search path since the last capture scores as an end of the game with the seeds left shared by
 * the position's `remaining` rule (own-side by default: each side gets the seeds on its row). The
 * search does not know the game's moves before the root, so repetitions through them are not
 * seen. A node's value then may depend on the positions since the last capture on its path, but
 * only when a line below it repeated one of the positions *above* it (or met the no-capture limit
 * counted from above it): each result carries the lowest ply its lines repeated (`rmin`). Such a
 * value is stored under a key that adds a hash of the set of positions since the last capture
 * (the path key); any other value under the position alone (the path-free key), so that long
 * capture-free lines share it. This leaves the known graph-history hole: a value found on one
 * path is reused on another whose earlier positions the subtree could reach but did not search
 * (a cut-off left them out). Against the path key for every value, on 480 endgames of 3–12 seeds
 * of the three variants with every move scored, both finished 192 with the same values, this one
 * alone 80 and the other alone 6; `test/endgame.test.ts` fails when the path key is dropped.
 *
 * Exactness: a node's result is exact when no leaf below it was cut by the depth limit (or the
 * ply cap); exact results are stored with unlimited depth. The iterative deepening stops as soon
 * as a whole iteration is exact: the endgame solver is the same search with the depth limit lifted.
 *
 * Outcome: where the endgame solver runs out of budget before an exact value, the caller's
 * prover (a proof-number search on the engine's rules, prove.ts) and then the same search in the
 * narrowest window around a draw (`proveOutcome`) can still prove who wins; exactness there
 * means the bound is proven, and only a proven cut-off ends a node.
 */
import {
  type LastFourRule,
  MAX_BOARD_SEEDS,
  Random,
  SOW_CAPTURED,
  SOW_GAME_OVER,
  sow,
  sowInfo,
  type VariantCode,
} from '@hoyito/engine';
import { evaluate, SCALE } from './evaluate.ts';

/** The deepest a search path can go (plies, passes and extra turns included). */
export const MAX_PLY = 192;
/**
 * Laps of one sowing past which the clock is read at once, not at the next 256th node: a sowing
 * can run millions of laps before it is known to end or cycle (rarely on the standard board, more
 * often with custom seed counts; a second and more), and a few would overrun any time budget.
 */
const LONG_SOWING_LAPS = 100_000;
/**
 * Laps past which the search leaves a candidate move out, as if it were not legal: deciding it as
 * the rules do (exactly, however long the cycle) could take a second or more at every node that
 * meets it. Only custom seed counts make a finite sowing this long (the standard board's longest
 * seen is about 150 laps); cycles longer than this are endless, not legal, either way.
 */
export const SEARCH_MAX_LAPS = LONG_SOWING_LAPS;
/** A bound beyond every score. */
export const INF = 1_000_000;
/** Internal move code of a pass. */
export const PASS = -1;

const MAX_MOVES = 12;
const COUNTS = MAX_BOARD_SEEDS + 1;
const INF_DEPTH = 255;
const NO_MOVE = -2;

// Bound types of a table entry (0: none, a fresh entry's).
const BOUND_LOWER = 1;
const BOUND_UPPER = 2;
const BOUND_EXACT = 3;

/** Result flag: some leaf below was cut by the depth limit, so the value is an estimate. */
const F_INEXACT = 1;

/** `rmin` of a result no repetition with an ancestor touched. */
const NO_MATCH = MAX_PLY + 1;
/** `Table.above` of an entry whose value holds whatever the path above it. */
const ABOVE_NONE = 0;
/** `Table.above` of an entry whose value depends on the positions above it. */
const ABOVE_SOME = 1;

/** What the search needs to know about a position besides its board. */
export interface RootSetup {
  readonly board: readonly number[];
  /** 0 south, 1 north. */
  readonly side: 0 | 1;
  /** Plies since the last capture. */
  readonly noCapture: number;
  /** The no-capture limit in moves (the game ends after twice as many plies); 0 = off. */
  readonly noCaptureLimit: number;
  readonly remaining: 'own-side' | 'split' | 'none';
  /** Who receives the last four if south (index 0) or north (index 1) makes the last capture. */
  readonly lastFourTo: readonly [0 | 1, 0 | 1];
  readonly lastFourRule: LastFourRule;
  /**
   * Seeds the side to move has captured beyond its opponent (negative when behind): the game is
   * a draw when its future gain is exactly `-lead`.
   */
  readonly lead: number;
  /**
   * Decide every root move as the rules do, however long its sowing (analysis lists every legal
   * move). Otherwise the root, like every node, leaves out sowings past `SEARCH_MAX_LAPS`, unless
   * that leaves no move at all.
   */
  readonly exactRoot?: boolean;
}

/** The result of the game under best play, for the side to move. */
export type Outcome = 'win' | 'draw' | 'loss';

export interface ThinkParams {
  /** Evaluation weights in `FEATURES` order. */
  readonly weights: Int32Array;
  /** Deepest nominal depth to iterate to (an endgame being solved ignores it). */
  readonly maxDepth: number;
  /** Node budget (deterministic); Infinity for none. */
  readonly nodes: number;
  /** Time budget in ms (not deterministic); Infinity for none. */
  readonly timeMs: number;
  /** Lift the depth limit (solve to the end) when at most `endgameSeeds` seeds are on the board. */
  readonly solveEndgame: boolean;
  readonly endgameSeeds: number;
  /** Search every root move with a full window, for exact scores of all of them (analysis). */
  readonly allMoves: boolean;
  /** Root moves to leave out (the beginner's oversights); never all of them. */
  readonly exclude?: ReadonlySet<number>;
  /**
   * A proof of the game's result, tried first when the endgame solver ends without an exact
   * value (`prove.ts` on the engine's rules): given the root moves in the value search's order
   * and a deadline, the outcome and the moves proven to keep it in that order, or null.
   */
  readonly prover?: (ranked: readonly number[], deadline: number) => ProvenMoves | null;
}

/** What a prover found: the result, and the moves (holes, or `PASS`) that keep it. */
export interface ProvenMoves {
  readonly outcome: Outcome;
  readonly moves: readonly number[];
}

export interface RootMove {
  /** A hole, or `PASS`. */
  readonly move: number;
  /** Future gain for the side to move, centi-seeds. */
  readonly value: number;
  readonly pv: readonly number[];
  /** The value is the exact game value (under the search's repetition convention). */
  readonly exact: boolean;
  /** Seeds the move itself gains (captured by the mover minus by the opponent). */
  readonly gain: number;
  /** The game's result after this move under best play, when proven (see `think`). */
  readonly outcome?: Outcome;
}

export interface Thought {
  /** Best first. In best-move mode only the first one's value is exact; the others are bounds. */
  readonly moves: readonly RootMove[];
  /** Depth of the last completed iteration. */
  readonly depth: number;
  readonly nodes: number;
  readonly exact: boolean;
  /**
   * The result under best play when it is proven (by an exact value, or by the endgame solver's
   * outcome search); then the first move keeps it (see `think`).
   */
  readonly outcome?: Outcome;
  readonly ms: number;
}

/**
 * The transposition table: typed arrays indexed by the low bits of a key, shared by every
 * `Searcher` (searches run one at a time; each starts a new age, which empties the table).
 */
export class Table {
  readonly mask: number;
  readonly check: Int32Array;
  readonly value: Int32Array;
  readonly depth: Uint8Array;
  readonly bound: Uint8Array;
  readonly move: Int8Array;
  readonly age: Uint8Array;
  /** `ABOVE_NONE` or `ABOVE_SOME`: whether the value depends on the path above the entry. */
  readonly above: Uint8Array;
  /** Entries of any other age are empty. */
  current = 0;

  constructor(bits: number) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.check = new Int32Array(size);
    this.value = new Int32Array(size);
    this.depth = new Uint8Array(size);
    this.bound = new Uint8Array(size);
    this.move = new Int8Array(size);
    this.age = new Uint8Array(size);
    this.above = new Uint8Array(size);
  }

  /** Empties the table (O(1) but once every 255 calls). */
  clear(): void {
    this.current++;
    if (this.current === 256) {
      this.age.fill(0);
      this.current = 1;
    }
  }
}

let sharedTable: Table | null = null;

/** The table of 2^20 entries (about 12 MB) that searchers share unless given their own. */
export function defaultTable(): Table {
  sharedTable ??= new Table(20);
  return sharedTable;
}

/** The search's reusable memory for one variant and board size. */
export class Searcher {
  readonly variant: VariantCode;
  readonly holes: number;
  readonly len: number;

  // Rules of the position being searched.
  private lastFourTo0: 0 | 1 = 0;
  private lastFourTo1: 0 | 1 = 1;
  private lastFourRule: LastFourRule = 'capturer';
  private remainingCode = 0;
  private limitPlies = 0;
  private weights: Int32Array = new Int32Array(6);

  // Per ply: the node's board, its moves with the boards they lead to.
  private readonly rootBoard: Int32Array;
  private readonly nodeBoard: Int32Array[] = [];
  private readonly childBoards: Int32Array[] = [];
  private readonly moveHole = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly moveFlags = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly moveGain = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly moveScore = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly cap = new Int32Array(2);

  // Keys of the path: each node's (board, side) hash and the hash of the set of positions since
  // the last capture.
  private readonly keyLo = new Int32Array(MAX_PLY + 1);
  private readonly keyHi = new Int32Array(MAX_PLY + 1);
  private readonly setLo = new Int32Array(MAX_PLY + 1);
  private readonly setHi = new Int32Array(MAX_PLY + 1);
  private readonly zLo: Int32Array;
  private readonly zHi: Int32Array;
  private readonly sideLo: number;
  private readonly sideHi: number;

  // Transposition table (shared; see `Table`).
  private readonly table: Table;
  private readonly ttMask: number;
  private readonly ttCheck: Int32Array;
  private readonly ttValue: Int32Array;
  private readonly ttDepth: Uint8Array;
  private readonly ttBound: Uint8Array;
  private readonly ttMove: Int8Array;
  private readonly ttAge: Uint8Array;
  private readonly ttAbove: Uint8Array;
  private age = 0;

  private readonly history = new Int32Array(2 * 24);

  // Principal variation, triangular.
  private readonly pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLen = new Int32Array(MAX_PLY + 1);

  // Budget and statistics.
  nodes = 0;
  private maxNodes = Infinity;
  private deadline = Infinity;
  private canStop = false;
  /** The outcome search is on: only proven cut-offs end a node (see `negamax`). */
  private proving = false;
  private stopped = false;
  /** Flags of the last `negamax` result. */
  private rflags = 0;
  /**
   * The lowest ply of the path the last result depends on: a position one of its lines repeated,
   * or the capture from which a no-capture count that met the limit started (below 0: one before
   * the root); `NO_MATCH` if none.
   */
  private rmin = NO_MATCH;

  constructor(variant: VariantCode, holes: number, table: Table = defaultTable()) {
    this.variant = variant;
    this.holes = holes;
    this.len = 2 * holes;
    const buffer = new Int32Array(MAX_PLY * MAX_MOVES * this.len);
    for (let i = 0; i < MAX_PLY * MAX_MOVES; i++) {
      this.childBoards.push(buffer.subarray(i * this.len, (i + 1) * this.len));
    }
    this.rootBoard = new Int32Array(this.len);
    for (let i = 0; i <= MAX_PLY; i++) this.nodeBoard.push(this.rootBoard);
    // Zobrist keys for every (hole, count), from a fixed seed so that runs repeat.
    const random = new Random(0x5eed2005 + holes * 31 + variant);
    this.zLo = new Int32Array(this.len * COUNTS);
    this.zHi = new Int32Array(this.len * COUNTS);
    for (let i = 0; i < this.zLo.length; i++) {
      this.zLo[i] = random.nextUint32() | 0;
      this.zHi[i] = random.nextUint32() | 0;
    }
    this.sideLo = random.nextUint32() | 0;
    this.sideHi = random.nextUint32() | 0;
    this.table = table;
    this.ttMask = table.mask;
    this.ttCheck = table.check;
    this.ttValue = table.value;
    this.ttDepth = table.depth;
    this.ttBound = table.bound;
    this.ttMove = table.move;
    this.ttAge = table.age;
    this.ttAbove = table.above;
  }

  /** Forgets every table entry and the history scores (O(1) most of the time). */
  private reset(): void {
    this.table.clear();
    this.age = this.table.current;
    this.history.fill(0);
  }

  /**
   * Searches `setup` by iterative deepening within the budget and returns the root moves, best
   * first. The table and history are cleared first, so the result depends only on the arguments.
   */
  think(setup: RootSetup, params: ThinkParams): Thought {
    const t0 = Date.now();
    this.reset();
    this.lastFourTo0 = setup.lastFourTo[0];
    this.lastFourTo1 = setup.lastFourTo[1];
    this.lastFourRule = setup.lastFourRule;
    this.remainingCode = setup.remaining === 'own-side' ? 0 : setup.remaining === 'split' ? 1 : 2;
    this.limitPlies = 2 * setup.noCaptureLimit;
    this.weights = params.weights;
    this.nodes = 0;
    this.maxNodes = params.nodes;
    this.deadline = Infinity;
    this.stopped = false;
    this.canStop = false;
    const { len } = this;
    let seeds = 0;
    for (let i = 0; i < len; i++) {
      this.rootBoard[i] = setup.board[i];
      seeds += setup.board[i];
    }
    this.nodeBoard[0] = this.rootBoard;
    const side = setup.side;
    const nc = setup.noCapture;
    this.setLo[0] = 0;
    this.setHi[0] = 0;
    this.hashNode(0, side);

    // Root moves: generated once, kept in ply 0's slots (deeper plies never touch them).
    const exactly = Number.POSITIVE_INFINITY;
    let count = this.generate(0, side, setup.exactRoot ? exactly : SEARCH_MAX_LAPS);
    // No move ends within the search's laps: decide them as the rules do before passing.
    if (count === 0 && !setup.exactRoot) count = this.generate(0, side, exactly);
    if (count === 0) {
      this.moveHole[0] = PASS;
      this.moveFlags[0] = 0;
      this.moveGain[0] = 0;
      count = 1;
    } else if (params.exclude !== undefined && params.exclude.size > 0) {
      let kept = 0;
      for (let i = 0; i < count; i++) if (!params.exclude.has(this.moveHole[i])) kept++;
      if (kept > 0) {
        let k = 0;
        for (let i = 0; i < count; i++) {
          if (params.exclude.has(this.moveHole[i])) continue;
          this.swapMoves(k, i);
          k++;
        }
        count = kept;
      }
    }
    // First order: captures first, by what they gain.
    for (let i = 0; i < count; i++) this.moveScore[i] = this.moveGain[i];
    this.sortRoot(count);

    const endgame = params.solveEndgame && seeds <= params.endgameSeeds;
    const maxDepth = endgame ? MAX_PLY : Math.max(1, Math.min(params.maxDepth, MAX_PLY));
    // An endgame that the search below cannot solve exactly may still have a provable result:
    // the outcome search gets what the value search leaves of the budget, and at least a fifth
    // (it finds its proofs fast or not at all: a tenth of the budget proves nearly as many).
    const proving = endgame && count > 1;
    const share = proving ? 0.8 : 1;
    const timeMs = params.timeMs * share;
    this.maxNodes = proving ? Math.floor(params.nodes * share) : params.nodes;
    this.deadline = params.timeMs === Infinity ? Infinity : t0 + timeMs;
    const values = new Int32Array(count);
    let result: RootMove[] = [];
    let depthDone = 0;
    let exact = false;
    for (let depth = 1; depth <= maxDepth; depth++) {
      this.canStop = depth > 1;
      const iteration = params.allMoves
        ? this.rootAll(count, side, nc, depth, values)
        : this.rootBest(count, side, nc, depth, values);
      if (this.stopped) break;
      result = iteration.moves;
      depthDone = depth;
      exact = iteration.exact;
      if (exact) break;
      // A forced move needs no deeper search, unless an endgame is being solved for its score.
      if (count === 1 && !params.allMoves && !endgame) break;
      // Reorder for the next iteration: best first, then by this iteration's values.
      for (let i = 0; i < count; i++) this.moveScore[i] = values[i];
      this.sortRoot(count);
      if (this.deadline !== Infinity && Date.now() - t0 > timeMs * 0.45) break;
      if (this.nodes >= this.maxNodes) break;
      for (let i = 0; i < this.history.length; i++) this.history[i] >>= 1;
    }
    const draw = -setup.lead * SCALE;
    let outcome: Outcome | undefined;
    if (exact) outcome = outcomeOf(result[0].value, draw);
    else if (proving) {
      this.maxNodes = params.nodes;
      this.deadline = params.timeMs === Infinity ? Infinity : t0 + params.timeMs;
      // The prover first; it leaves a tenth of the time to the outcome search.
      const proverDeadline = params.timeMs === Infinity ? Infinity : t0 + params.timeMs * 0.9;
      const found =
        params.prover?.(
          result.map((m) => m.move),
          proverDeadline,
        ) ?? null;
      if (params.allMoves) {
        // Analysis: the prover marks the moves it proves, whatever their place; failing that, the
        // outcome search proves the best result and one move that keeps it (every move, when
        // every move loses). The order and the values stay the value search's.
        const proof =
          found !== null
            ? { outcome: found.outcome, keeps: new Set(found.moves) }
            : this.proveAnalysis(count, side, nc, draw, result);
        if (proof !== null) {
          result = result.map((m) =>
            m.exact || !proof.keeps.has(m.move) ? m : { ...m, outcome: proof.outcome },
          );
        }
      } else {
        const proof =
          found !== null
            ? this.adopt(found, count, side, nc, draw, result)
            : this.proveOutcome(count, side, nc, draw, result);
        if (proof !== null) {
          outcome = proof.outcome;
          result = proof.moves;
          // A proven draw is the exact value.
          exact = outcome === 'draw';
        }
      }
    }
    return {
      moves: result,
      depth: depthDone,
      nodes: this.nodes,
      exact,
      outcome,
      ms: Date.now() - t0,
    };
  }

  /**
   * The outcome search: the same search with the depth limit lifted, but in the window just
   * around a draw, so that it only has to prove on which side of a draw the game ends, not by how
   * much; that is far cheaper where long capture-free lines make exact values out of reach.
   * The root moves are tried in the order of `ranked` (the value search's, best first); the first
   * move that keeps the best result is chosen, so it is the value search's move whenever that move
   * keeps the result (and when every move loses, the value search's move, which resists best).
   * Returns null when the budget runs out before a result is proven. Otherwise the moves as
   * `ranked` but with the chosen move first, its value clamped into the proven range (a draw is
   * an exact value) and, unless lost, its principal variation from this search.
   */
  private proveOutcome(
    count: number,
    side: number,
    nc: number,
    draw: number,
    ranked: readonly RootMove[],
  ): { outcome: Outcome; moves: RootMove[] } | null {
    return this.inProof(count, ranked, () => {
      for (let depth = 1; depth <= MAX_PLY; depth++) {
        // Each move in the window (draw - 1, draw + 1): a proven value above it wins, one inside
        // it is exactly a draw, one below it loses.
        let drawn = -1;
        let drawnPv: number[] = [];
        let proven = true;
        for (let i = 0; i < count; i++) {
          const v = this.child(0, i, side, nc, depth, draw - 1, draw + 1);
          if (this.stopped) return null;
          if ((this.rflags & F_INEXACT) !== 0) {
            proven = false;
            continue;
          }
          if (v > draw) {
            const pv = this.rootPv(i);
            if (i > 0 && this.proveWin(side, nc, depth, draw)) {
              return this.settle('win', this.moveHole[0], this.rootPv(0), draw, ranked);
            }
            return this.settle('win', this.moveHole[i], pv, draw, ranked);
          }
          if (v === draw && drawn < 0) {
            drawn = i;
            drawnPv = this.rootPv(i);
          }
        }
        if (!proven) continue;
        if (drawn >= 0) return this.settle('draw', this.moveHole[drawn], drawnPv, draw, ranked);
        return this.settle('loss', ranked[0].move, [], draw, ranked);
      }
      return null;
    });
  }

  /** The outcome search for analysis: the result and the moves it is proven for, or null. */
  private proveAnalysis(
    count: number,
    side: number,
    nc: number,
    draw: number,
    ranked: readonly RootMove[],
  ): { outcome: Outcome; keeps: ReadonlySet<number> } | null {
    const proof = this.proveOutcome(count, side, nc, draw, ranked);
    if (proof === null) return null;
    const keeps =
      proof.outcome === 'loss' ? ranked.map((m) => m.move) : [(proof.moves[0] as RootMove).move];
    return { outcome: proof.outcome, keeps: new Set(keeps) };
  }

  /**
   * Runs `search` as an outcome search: root slots in the order of `ranked`, stoppable at any
   * node (the value search's result stands if it stops), only proven cut-offs ending a node.
   */
  private inProof<T>(count: number, ranked: readonly RootMove[], search: () => T): T {
    this.rankRoot(count, ranked);
    this.stopped = false;
    this.canStop = true;
    this.proving = true;
    try {
      return search();
    } finally {
      this.proving = false;
    }
  }

  /** Root slots in the order of `ranked`, best first. */
  private rankRoot(count: number, ranked: readonly RootMove[]): void {
    for (let i = 0; i < count; i++) {
      const rank = ranked.findIndex((m) => m.move === this.moveHole[i]);
      this.moveScore[i] = -rank;
    }
    this.sortRoot(count);
  }

  /**
   * The root moves once a prover found the result: its first move that keeps it, unless it won
   * with another move than the value search's and this search proves that one wins too.
   */
  private adopt(
    found: ProvenMoves,
    count: number,
    side: number,
    nc: number,
    draw: number,
    ranked: readonly RootMove[],
  ): { outcome: Outcome; moves: RootMove[] } {
    const { outcome } = found;
    if (outcome === 'loss' || found.moves.length === 0) {
      return this.settle('loss', ranked[0].move, [], draw, ranked);
    }
    const move = found.moves[0];
    if (outcome === 'win' && move !== ranked[0].move) {
      const alsoWins = this.inProof(count, ranked, () => this.proveWin(side, nc, 1, draw));
      if (alsoWins) return this.settle('win', ranked[0].move, this.rootPv(0), draw, ranked);
    }
    return this.settle(outcome, move, [], draw, ranked);
  }

  /**
   * Whether the value search's choice (root slot 0) is proven to win too, within the budget left:
   * it is likely to win by more than the move that proved the win first.
   */
  private proveWin(side: number, nc: number, from: number, draw: number): boolean {
    for (let depth = from; depth <= MAX_PLY; depth++) {
      const v = this.child(0, 0, side, nc, depth, draw, draw + 1);
      if (this.stopped) return false;
      if ((this.rflags & F_INEXACT) === 0) return v > draw;
    }
    return false;
  }

  /**
   * The root moves with `move` first, proven to keep `outcome`: its value clamped into the proven
   * range (a draw is an exact value).
   */
  private settle(
    outcome: Outcome,
    move: number,
    proofPv: readonly number[],
    draw: number,
    ranked: readonly RootMove[],
  ): { outcome: Outcome; moves: RootMove[] } {
    const before = ranked.find((m) => m.move === move) as RootMove;
    // A narrow window leaves short principal variations: keep the value search's if longer.
    const pv = before.pv.length >= proofPv.length ? before.pv : proofPv;
    const value =
      outcome === 'draw'
        ? draw
        : outcome === 'win'
          ? Math.max(before.value, draw + SCALE)
          : Math.min(before.value, draw - SCALE);
    const chosen: RootMove = { ...before, pv, value, exact: outcome === 'draw' };
    return { outcome, moves: [chosen, ...ranked.filter((m) => m.move !== move)] };
  }

  /** Root of best-move mode: PVS over the root moves; only the best gets an exact value. */
  private rootBest(
    count: number,
    side: number,
    nc: number,
    depth: number,
    values: Int32Array,
  ): { moves: RootMove[]; exact: boolean } {
    let alpha = -INF;
    const beta = INF;
    let best = -INF;
    let bestIndex = 0;
    let bestPv: number[] = [];
    let flags = 0;
    for (let i = 0; i < count; i++) {
      const v = this.pvs(0, i, side, nc, depth, alpha, beta);
      if (this.stopped) return { moves: [], exact: false };
      flags |= this.rflags;
      values[i] = v;
      if (v > best) {
        best = v;
        bestIndex = i;
        bestPv = this.rootPv(i);
        if (v > alpha) alpha = v;
      }
    }
    const moves: RootMove[] = [];
    moves.push({
      move: this.moveHole[bestIndex],
      value: best,
      pv: bestPv,
      exact: (flags & F_INEXACT) === 0,
      gain: this.moveGain[bestIndex],
    });
    for (let i = 0; i < count; i++) {
      if (i === bestIndex) continue;
      // Another move's value is a bound only (it failed low); the next iteration tries it after the best.
      values[i] = Math.min(values[i], best - 1);
      moves.push({
        move: this.moveHole[i],
        value: values[i],
        pv: [this.moveHole[i]],
        exact: false,
        gain: this.moveGain[i],
      });
    }
    values[bestIndex] = INF;
    return { moves, exact: (flags & F_INEXACT) === 0 };
  }

  /** Root of analysis mode: every move with a full window, so that each value is exact. */
  private rootAll(
    count: number,
    side: number,
    nc: number,
    depth: number,
    values: Int32Array,
  ): { moves: RootMove[]; exact: boolean } {
    const moves: RootMove[] = [];
    let allExact = true;
    for (let i = 0; i < count; i++) {
      const v = this.child(0, i, side, nc, depth, -INF, INF);
      if (this.stopped) return { moves: [], exact: false };
      const exact = (this.rflags & F_INEXACT) === 0;
      if (!exact) allExact = false;
      values[i] = v;
      moves.push({
        move: this.moveHole[i],
        value: v,
        pv: this.rootPv(i),
        exact,
        gain: this.moveGain[i],
      });
    }
    // Stable: equal values keep the order of the moves (captures first, then by hole).
    const order = moves.map((m, i) => ({ m, i }));
    order.sort((a, b) => b.m.value - a.m.value || a.i - b.i);
    return { moves: order.map((o) => o.m), exact: allExact };
  }

  private rootPv(i: number): number[] {
    const pv = [this.moveHole[i]];
    const n = this.pvLen[1];
    for (let k = 0; k < n; k++) pv.push(this.pvTable[MAX_PLY + k]);
    return pv;
  }

  /** Stable sort of the root moves by `moveScore`, highest first. */
  private sortRoot(count: number): void {
    for (let i = 1; i < count; i++) {
      for (let j = i; j > 0 && this.moveScore[j] > this.moveScore[j - 1]; j--) {
        this.swapMoves(j, j - 1);
      }
    }
  }

  private swapMoves(a: number, b: number): void {
    if (a === b) return;
    const { moveHole, moveFlags, moveGain, moveScore, childBoards } = this;
    let t = moveHole[a];
    moveHole[a] = moveHole[b];
    moveHole[b] = t;
    t = moveFlags[a];
    moveFlags[a] = moveFlags[b];
    moveFlags[b] = t;
    t = moveGain[a];
    moveGain[a] = moveGain[b];
    moveGain[b] = t;
    t = moveScore[a];
    moveScore[a] = moveScore[b];
    moveScore[b] = t;
    const tb = childBoards[a];
    childBoards[a] = childBoards[b];
    childBoards[b] = tb;
  }

  /** Hashes ply `ply`'s board with `side` to move into `keyLo/keyHi[ply]`. */
  private hashNode(ply: number, side: number): void {
    const board = this.nodeBoard[ply];
    const { zLo, zHi, len } = this;
    let lo = side === 0 ? 0 : this.sideLo;
    let hi = side === 0 ? 0 : this.sideHi;
    for (let i = 0, o = 0; i < len; i++, o += COUNTS) {
      const c = board[i];
      lo ^= zLo[o + c];
      hi ^= zHi[o + c];
    }
    this.keyLo[ply] = lo;
    this.keyHi[ply] = hi;
  }

  /**
   * Lists `side`'s legal moves from ply `ply`'s board into the ply's slots, sowing each on a copy
   * (an endless sowing is not a legal move, nor here one still undecided after `maxLaps`).
   * Returns how many.
   */
  private generate(ply: number, side: number, maxLaps: number = SEARCH_MAX_LAPS): number {
    const board = this.nodeBoard[ply];
    const { len, holes, variant, cap, childBoards, moveHole, moveFlags, moveGain } = this;
    const base = ply * MAX_MOVES;
    const first = side === 0 ? 0 : holes;
    const to = side === 0 ? this.lastFourTo0 : this.lastFourTo1;
    const mover = side as 0 | 1;
    let n = 0;
    for (let h = first; h < first + holes; h++) {
      if (board[h] === 0) continue;
      const k = base + n;
      const child = childBoards[k];
      child.set(board);
      cap[0] = 0;
      cap[1] = 0;
      const flags = sow(child, len, variant, h, mover, cap, to, this.lastFourRule, null, maxLaps);
      if (sowInfo.laps > LONG_SOWING_LAPS && this.canStop && Date.now() >= this.deadline)
        this.stopped = true;
      if (flags < 0) continue;
      moveHole[k] = h;
      moveFlags[k] = flags;
      moveGain[k] = (cap[side] - cap[1 - side]) * SCALE;
      n++;
    }
    return n;
  }

  /** The seeds left on `board` shared by the `remaining` rule, from `side`'s view. */
  private remainingValue(board: Int32Array, side: number): number {
    if (this.remainingCode !== 0) return 0;
    const { holes } = this;
    let v = 0;
    for (let i = 0; i < holes; i++) v += board[i] - board[holes + i];
    return (side === 0 ? v : -v) * SCALE;
  }

  /**
   * Principal variation search of the move in slot `slot`: the first one with the window
   * (alpha, beta), any other with a null window first and again with the full one only when it
   * beats alpha. `rflags` and `rmin` then cover both searches.
   */
  private pvs(
    ply: number,
    slot: number,
    side: number,
    nc: number,
    depth: number,
    alpha: number,
    beta: number,
  ): number {
    if (slot === 0) return this.child(ply, slot, side, nc, depth, alpha, beta);
    const v = this.child(ply, slot, side, nc, depth, alpha, alpha + 1);
    if (v <= alpha || v >= beta || this.stopped) return v;
    const flags = this.rflags;
    const rmin = this.rmin;
    const full = this.child(ply, slot, side, nc, depth, alpha, beta);
    this.rflags |= flags;
    if (rmin < this.rmin) this.rmin = rmin;
    return full;
  }

  /**
   * The value for `side` (to move at ply `ply`) of its move in slot `slot` of the ply, searched
   * with the window (alpha, beta) and `depth` left at this node.
   */
  private child(
    ply: number,
    slot: number,
    side: number,
    nc: number,
    depth: number,
    alpha: number,
    beta: number,
  ): number {
    const k = ply * MAX_MOVES + slot;
    const next = ply + 1;
    const hole = this.moveHole[k];
    if (hole === PASS) {
      const board = this.nodeBoard[ply];
      this.pvLen[next] = 0;
      if (this.limitPlies > 0 && nc + 1 >= this.limitPlies) {
        this.rflags = 0;
        this.rmin = ply - nc - 1;
        return this.remainingValue(board, side);
      }
      this.nodeBoard[next] = board;
      this.setLo[next] = this.setLo[ply] ^ mixLo(this.keyLo[ply]);
      this.setHi[next] = this.setHi[ply] ^ mixHi(this.keyHi[ply]);
      return -this.negamax(next, 1 - side, nc + 1, depth, -beta, -alpha);
    }
    const flags = this.moveFlags[k];
    const gain = this.moveGain[k];
    if ((flags & SOW_GAME_OVER) !== 0) {
      this.rflags = 0;
      this.rmin = NO_MATCH;
      this.pvLen[next] = 0;
      return gain;
    }
    const board = this.childBoards[k];
    const captured = (flags & SOW_CAPTURED) !== 0;
    const cnc = captured ? 0 : nc + 1;
    if (this.limitPlies > 0 && cnc >= this.limitPlies) {
      this.rflags = 0;
      // The count reached the limit from the capture made at ply `ply - cnc` (or before the root).
      this.rmin = ply - cnc;
      this.pvLen[next] = 0;
      return gain + this.remainingValue(board, side);
    }
    this.nodeBoard[next] = board;
    if (captured) {
      this.setLo[next] = 0;
      this.setHi[next] = 0;
    } else {
      this.setLo[next] = this.setLo[ply] ^ mixLo(this.keyLo[ply]);
      this.setHi[next] = this.setHi[ply] ^ mixHi(this.keyHi[ply]);
    }
    if (captured && this.variant !== 1) {
      return gain + this.negamax(next, side, 0, depth - 1, alpha - gain, beta - gain);
    }
    return gain - this.negamax(next, 1 - side, cnc, depth - 1, gain - beta, gain - alpha);
  }

  private negamax(
    ply: number,
    side: number,
    nc: number,
    depth: number,
    alpha: number,
    beta: number,
  ): number {
    this.nodes++;
    if (this.canStop) {
      if (this.nodes >= this.maxNodes || ((this.nodes & 255) === 0 && Date.now() >= this.deadline))
        this.stopped = true;
      if (this.stopped) return 0;
    }
    const board = this.nodeBoard[ply];
    this.hashNode(ply, side);
    const lo = this.keyLo[ply];
    const hi = this.keyHi[ply];
    this.pvLen[ply] = 0;

    // A repetition since the last capture on this path ends the game (see the file comment).
    const stop = nc < ply ? ply - nc : 0;
    for (let q = ply - 1; q >= stop; q--) {
      if (this.keyLo[q] === lo && this.keyHi[q] === hi) {
        this.rflags = 0;
        this.rmin = q;
        return this.remainingValue(board, side);
      }
    }

    if (depth <= 0 || ply >= MAX_PLY - 1) {
      this.rflags = F_INEXACT;
      this.rmin = NO_MATCH;
      return evaluate(board, this.holes, this.variant, side, this.weights);
    }

    // The future gain lies within ± the seeds on the board: a window outside that decides itself.
    let seeds = 0;
    for (let i = 0; i < this.len; i++) seeds += board[i];
    const bound = seeds * SCALE;
    if (alpha >= bound) {
      this.rflags = 0;
      this.rmin = NO_MATCH;
      return bound;
    }
    if (beta <= -bound) {
      this.rflags = 0;
      this.rmin = NO_MATCH;
      return -bound;
    }

    // Transposition table, two keys (see the file comment). The path-free key covers board and
    // side, and the no-capture count when the limit is within reach of a search path; the path
    // key adds the positions since the last capture.
    let ilo = lo;
    let ihi = hi;
    if (this.limitPlies > 0 && nc + MAX_PLY >= this.limitPlies) {
      ilo ^= Math.imul(nc + 1, 0x9e3779b1);
      ihi ^= Math.imul(nc + 1, 0x7feb352d);
    }
    const plo = ilo ^ this.setLo[ply];
    const phi = ihi ^ this.setHi[ply];
    const freeIdx = ilo & this.ttMask;
    const pathIdx = plo & this.ttMask;
    let ttMove = NO_MOVE;
    const pvNode = beta - alpha > 1;
    for (let probe = 0; probe < 2; probe++) {
      const idx = probe === 0 ? freeIdx : pathIdx;
      if (this.ttAge[idx] !== this.age || this.ttCheck[idx] !== (probe === 0 ? ihi : phi)) continue;
      if (ttMove === NO_MOVE) ttMove = this.ttMove[idx];
      const d = this.ttDepth[idx];
      if (d >= depth && !pvNode) {
        const v = this.ttValue[idx];
        const b = this.ttBound[idx];
        if (
          b === BOUND_EXACT ||
          (b === BOUND_LOWER && v >= beta) ||
          (b === BOUND_UPPER && v <= alpha)
        ) {
          this.rflags = d === INF_DEPTH ? 0 : F_INEXACT;
          // A path entry may have met any position since the last capture.
          this.rmin = this.ttAbove[idx] === ABOVE_NONE ? NO_MATCH : ply - nc;
          return v;
        }
      }
      if (pathIdx === freeIdx && phi === ihi) break;
    }

    const n = this.generate(ply, side);
    if (n === 0) {
      if (this.generate(ply, 1 - side) === 0) {
        // Neither side can move: the game ends, the seeds left are shared.
        this.rflags = 0;
        this.rmin = NO_MATCH;
        return this.remainingValue(board, side);
      }
      const base = ply * MAX_MOVES;
      this.moveHole[base] = PASS;
      const v = this.child(ply, 0, side, nc, depth, alpha, beta);
      if (this.stopped) return 0;
      this.pvTable[ply * MAX_PLY] = PASS;
      const cl = this.pvLen[ply + 1];
      this.pvTable.copyWithin(ply * MAX_PLY + 1, (ply + 1) * MAX_PLY, (ply + 1) * MAX_PLY + cl);
      this.pvLen[ply] = cl + 1;
      return v;
    }

    // Move ordering: the table's move, then by what the move captures, then history.
    const base = ply * MAX_MOVES;
    const hist = this.history;
    const hbase = side * 24;
    for (let i = 0; i < n; i++) {
      const k = base + i;
      const h = this.moveHole[k];
      const hs = hist[hbase + h];
      // Gains lie within ±28,800 centi-seeds: (gain + 32,768) × 8192 < 2^29.
      this.moveScore[k] =
        (h === ttMove ? 1 << 30 : 0) + (this.moveGain[k] + 32768) * 8192 + Math.min(hs, 8191);
    }

    const alpha0 = alpha;
    let best = -INF;
    let bestMove = NO_MOVE;
    let flags = 0;
    let rmin = NO_MATCH;
    let unproven = -INF;
    let unprovenMove = NO_MOVE;
    for (let i = 0; i < n; i++) {
      // Pick the best-ordered remaining move.
      let bi = i;
      let bs = this.moveScore[base + i];
      for (let j = i + 1; j < n; j++) {
        const s = this.moveScore[base + j];
        if (s > bs) {
          bs = s;
          bi = j;
        }
      }
      if (bi !== i) this.swapMoves(base + i, base + bi);
      const v = this.pvs(ply, i, side, nc, depth, alpha, beta);
      if (this.stopped) return 0;
      if (this.rmin < rmin) rmin = this.rmin;
      if (this.proving && v >= beta) {
        if ((this.rflags & F_INEXACT) !== 0) {
          // An unproven cut-off does not end the node while proving: a later move may prove one
          // (a capture that settles the game at once, say, after a quiet move that only looks good).
          flags |= F_INEXACT;
          if (v > unproven) {
            unproven = v;
            unprovenMove = this.moveHole[base + i];
          }
          continue;
        }
        // A proven cut-off: this move alone decides the node, whatever the others left open.
        flags = 0;
      } else flags |= this.rflags;
      if (v > best) {
        best = v;
        bestMove = this.moveHole[base + i];
        if (v > alpha) {
          alpha = v;
          // The principal variation: this move, then the child's.
          const row = ply * MAX_PLY;
          this.pvTable[row] = bestMove;
          const cl = this.pvLen[ply + 1];
          this.pvTable.copyWithin(row + 1, (ply + 1) * MAX_PLY, (ply + 1) * MAX_PLY + cl);
          this.pvLen[ply] = cl + 1;
          if (v >= beta) {
            const hv = hist[hbase + bestMove] + depth * depth;
            hist[hbase + bestMove] = Math.min(hv, 1 << 20);
            break;
          }
        }
      }
    }

    if (best < beta && unproven > -INF) {
      best = unproven;
      bestMove = unprovenMove;
    }
    const storeDepth = (flags & F_INEXACT) === 0 ? INF_DEPTH : Math.min(depth, 254);
    // Only a line that repeated a position above this node makes the value depend on the path.
    const pathFree = rmin >= ply;
    const idx = pathFree ? freeIdx : pathIdx;
    const check = pathFree ? ihi : phi;
    if (
      this.ttAge[idx] !== this.age ||
      this.ttCheck[idx] === check ||
      storeDepth >= this.ttDepth[idx]
    ) {
      this.ttAge[idx] = this.age;
      this.ttCheck[idx] = check;
      this.ttValue[idx] = best;
      this.ttDepth[idx] = storeDepth;
      this.ttBound[idx] = best <= alpha0 ? BOUND_UPPER : best >= beta ? BOUND_LOWER : BOUND_EXACT;
      this.ttMove[idx] = bestMove;
      this.ttAbove[idx] = pathFree ? ABOVE_NONE : ABOVE_SOME;
    }
    this.rflags = flags;
    this.rmin = rmin;
    return best;
  }
}

/** The result for the side to move of a game whose value is `value`, a draw being `draw`. */
export function outcomeOf(value: number, draw: number): Outcome {
  return value > draw ? 'win' : value < draw ? 'loss' : 'draw';
}

function mixLo(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return x ^ (x >>> 13);
}

function mixHi(x: number): number {
  x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
  return x ^ (x >>> 12);
}
