/**
 * The public face of the computer player: `bestMove` and `analyse` take the engine's immutable
 * `Position` and return plain data. No Node APIs: this runs in a Web Worker as well as in Node.
 */
import { type Move, type Position, Random, sow, type Variant } from '@hoyito/engine';
import {
  FEATURES,
  SCALE,
  type Weights,
  weightsFor,
  weightVector,
  ZERO_WEIGHTS,
} from './evaluate.ts';
import { isLevel, LEVEL_CONFIG, LEVELS, type Level, type LevelConfig } from './levels.ts';
import {
  type LargestCaptureModel,
  type LargestCaptureWatch,
  type ModelWin,
  searchAgainstLargestCapture,
  TIE_RULES,
} from './opponent.ts';
import { proveOutcome } from './prove.ts';
import {
  type Outcome,
  outcomeOf,
  PASS,
  type RootMove,
  type RootSetup,
  SEARCH_MAX_LAPS,
  Searcher,
  type Thought,
} from './search.ts';

export interface SearchOptions {
  /** Default `expert`. */
  readonly level?: Level;
  /**
   * Time budget in ms. Results then depend on the machine's speed: not deterministic. Unset, it
   * is the level's (1000 ms for `expert`) unless `nodes` or `depth` is given, which then bound
   * the search alone.
   */
  readonly timeMs?: number;
  /** Node budget: deterministic (with no `timeMs` beside it). */
  readonly nodes?: number;
  /**
   * Deepest depth in plies (an extra turn counts as a ply; a forced pass does not). Given, the
   * endgame solver (which lifts the depth) is off unless `endgame: true` asks for it.
   */
  readonly depth?: number;
  /**
   * Seed for the beginner's oversights (the only randomness); default 0. The generator takes its
   * low 32 bits: seeds 2^32 apart play alike.
   */
  readonly seed?: number;
  /**
   * Solve endgames to the end (default: the level's setting, on for `expert`; off when `depth` is
   * given).
   */
  readonly endgame?: boolean;
  /** Seeds on the board at most for the endgame solver (default 12). */
  readonly endgameSeeds?: number;
  /** Evaluation weights instead of the tuned ones (tuning, experiments). */
  readonly weights?: Weights;
  /**
   * `bestMove` only: the opponent is taken to always take its largest immediate capture (see
   * `LargestCaptureWatch`, which decides when that is so). A quarter of the budget then goes to
   * looking for a forced win against that opponent, which is played if found (unless the search
   * proves a win against best play).
   */
  readonly opponent?: LargestCaptureModel;
}

export interface BestMove {
  /** A canonical hole number, or `'pass'` when the side to move has no legal move. */
  readonly move: Move;
  /**
   * The expected final captured difference in seeds, from the side to move's view: seeds it has
   * captured minus its opponent's, plus the search's value of the rest of the game.
   */
  readonly score: number;
  /** Depth of the last completed iteration. */
  readonly depth: number;
  readonly nodes: number;
  /** The expected line, starting with `move`. */
  readonly pv: readonly Move[];
  /** The score is the exact game value (the endgame was solved to the end). */
  readonly exact: boolean;
  /**
   * The game's result under best play for the side to move, when the search proved it: by an
   * exact score, or, in an endgame too long to solve exactly, by a search of which side of a
   * draw the game ends on. `move` then keeps that result (it wins a won game, draws a drawn one).
   * Absent when not proven.
   */
  readonly outcome?: Outcome;
  readonly timeMs: number;
  /**
   * Present when `move` was chosen as a forced win against the `opponent` model, found by a
   * search `plies` deep: `score`, `depth`, `nodes` and `exact` then describe the search against best
   * play, `pv` is the move alone, and there is no `outcome`.
   */
  readonly model?: LargestCaptureModel & { readonly plies: number };
}

export interface AnalysedMove {
  readonly move: Move;
  /** As in `BestMove`: the expected final captured difference after this move, side to move's view. */
  readonly score: number;
  readonly pv: readonly Move[];
  readonly exact: boolean;
  /**
   * The game's result after this move under best play for the side to move, when known: from an
   * exact score, or proven by the proof-number search in an ending too long to score exactly.
   */
  readonly outcome?: Outcome;
  readonly depth: number;
}

/** One searcher per variant and board size (they share one transposition table). */
const searchers = new Map<string, Searcher>();

function searcherFor(position: Position): Searcher {
  const key = `${position.variant}/${position.holes}`;
  let searcher = searchers.get(key);
  if (searcher === undefined) {
    const code = Number(position.variant.slice(-1)) as 1 | 2 | 3;
    searcher = new Searcher(code, position.holes);
    searchers.set(key, searcher);
  }
  return searcher;
}

/**
 * The root of a search. Its moves are not decided here as the rules decide them (exactly, which can
 * cost a second or more a hole: cycles of millions of laps): the search's own sowing leaves out
 * the endless ones and, unless `exact`, any past `SEARCH_MAX_LAPS` (see `RootSetup.exactRoot`).
 */
function setupOf(position: Position, exact: boolean): RootSetup {
  const state = position.toState();
  return {
    exactRoot: exact,
    board: position.board,
    side: position.toMove === 'south' ? 0 : 1,
    noCapture: position.noCapture,
    noCaptureLimit: position.rules.noCaptureLimit,
    remaining: position.rules.remaining,
    lastFourTo: [state.lastFourTo(0), state.lastFourTo(1)],
    lastFourRule: state.lastFourRule(),
    lead: leadOf(position),
  };
}

function configOf(options: SearchOptions): LevelConfig {
  const level = options.level ?? 'expert';
  if (!isLevel(level)) {
    throw new RangeError(`Unknown level ${String(level)}; expected one of ${LEVELS.join(', ')}.`);
  }
  return LEVEL_CONFIG[level];
}

/** How a refused option's value is quoted: strings in quotes, so that `'5'` is not read as 5. */
function given(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}

/** A time in milliseconds: more than 0, and finite (an endless search would never answer). */
function positive(value: number | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !(value > 0) || !Number.isFinite(value)) {
    throw new RangeError(`${name} must be a positive finite number; got ${given(value)}.`);
  }
  return value;
}

/** A count (nodes, plies): a whole number of at least 1. */
function positiveWhole(value: number | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(
      `${name} must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}; got ${given(value)}.`,
    );
  }
  return value;
}

/**
 * The options that steer the search without a budget of their own, checked, so that a wrong
 * type or value is refused rather than read as something else (a seed of `'x'` as 0, say).
 */
function checkOtherOptions(options: SearchOptions): void {
  const { seed, endgame, endgameSeeds, weights } = options;
  if (seed !== undefined && !Number.isSafeInteger(seed)) {
    throw new RangeError(
      `seed must be a whole number within ±${Number.MAX_SAFE_INTEGER}; got ${given(seed)}.`,
    );
  }
  if (endgame !== undefined && typeof endgame !== 'boolean') {
    throw new RangeError(`endgame must be true or false; got ${given(endgame)}.`);
  }
  if (endgameSeeds !== undefined && (!Number.isSafeInteger(endgameSeeds) || endgameSeeds < 0)) {
    throw new RangeError(
      `endgameSeeds must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}; got ${given(endgameSeeds)}.`,
    );
  }
  if (weights !== undefined) checkWeights(weights);
  if (options.opponent !== undefined) checkModel(options.opponent);
}

function checkModel(model: unknown): void {
  const shape = `{ ties: ${TIE_RULES.map((t) => `'${t}'`).join(' | ')} }`;
  if (model === null || typeof model !== 'object' || Array.isArray(model)) {
    throw new RangeError(`opponent must be ${shape}; got ${given(model)}.`);
  }
  const others = Object.keys(model).filter((key) => key !== 'ties');
  if (others.length > 0) {
    throw new RangeError(
      `opponent has no field ${others.map((key) => JSON.stringify(key)).join(', ')}; it must be ${shape}.`,
    );
  }
  const ties = (model as { ties?: unknown }).ties;
  if (!(TIE_RULES as readonly unknown[]).includes(ties)) {
    throw new RangeError(
      `opponent.ties must be one of ${TIE_RULES.map((t) => `'${t}'`).join(', ')}; got ${given(ties)}.`,
    );
  }
}

function checkWeights(weights: unknown): void {
  if (weights === null || typeof weights !== 'object' || Array.isArray(weights)) {
    throw new RangeError(
      `weights must be an object with a number for each of ${FEATURES.join(', ')}; got ${given(weights)}.`,
    );
  }
  const record = weights as Record<string, unknown>;
  const unknown = Object.keys(record).filter(
    (key) => !(FEATURES as readonly string[]).includes(key),
  );
  if (unknown.length > 0) {
    throw new RangeError(
      `weights has no feature ${unknown.map((key) => JSON.stringify(key)).join(', ')}; the features are ${FEATURES.join(', ')}.`,
    );
  }
  for (const feature of FEATURES) {
    const value = record[feature];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new RangeError(
        `weights.${feature} must be a finite number (centi-seeds per unit); got ${given(value)}.`,
      );
    }
  }
}

function weightsOf(variant: Variant, config: LevelConfig, options: SearchOptions): Int32Array {
  if (options.weights !== undefined) return weightVector(options.weights);
  const tuned = weightsFor(variant);
  if (config.evaluation === 'material') {
    return weightVector({ ...ZERO_WEIGHTS, material: tuned.material });
  }
  return weightVector(tuned);
}

function checkPlayable(position: Position): void {
  // A plain object (a position as JSON, say) has none of a position's methods: say what to pass.
  // Not `instanceof`: a page or a build may hold two copies of the engine, whose positions are
  // each as good as the other's.
  const methods = position as unknown as Partial<Record<'toState' | 'legalMoves', unknown>> | null;
  if (
    methods === null ||
    typeof methods !== 'object' ||
    typeof methods.toState !== 'function' ||
    typeof methods.legalMoves !== 'function'
  ) {
    throw new RangeError(
      `position must be an engine Position (from createPosition, parsePosition or initialPosition); got ${given(position)}.`,
    );
  }
  if (position.over) throw new RangeError('The game is over: there is no move to find.');
}

/** The options `bestMove` and `analyse` know: any other name is a mistake (a misspelling). */
const OPTION_NAMES: readonly (keyof SearchOptions)[] = [
  'level',
  'timeMs',
  'nodes',
  'depth',
  'seed',
  'endgame',
  'endgameSeeds',
  'weights',
  'opponent',
];

/** A 32-bit hash of the position, to vary the beginner's oversights from one position to the next. */
function positionHash(position: Position): number {
  const key = position.repetitionKey();
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Whether `move` is legal, deciding only that one hole's sowing as the rules do (a finite one
 * ends fast) rather than every hole of the side, as `Position.isLegal` does.
 */
function sowsToAnEnd(position: Position, move: Move): boolean {
  if (move === 'pass') return position.isLegal('pass');
  return sownWithin(position, move, Number.POSITIVE_INFINITY) !== null;
}

/**
 * The seeds captured by the side to move's sowing `hole`, or null when that is no move of its or
 * the sowing does not end within `maxLaps` laps.
 */
function sownWithin(position: Position, hole: number, maxLaps: number): number | null {
  const side = position.toMove === 'south' ? 0 : position.toMove === 'north' ? 1 : -1;
  if (side < 0 || !Number.isInteger(hole) || position.board[hole] === undefined) return null;
  if ((hole < position.holes ? 0 : 1) !== side || position.board[hole] === 0) return null;
  const state = position.toState();
  const board = Int32Array.from(position.board);
  const captured = Int32Array.from(position.captured);
  const mover = side as 0 | 1;
  const flags = sow(
    board,
    board.length,
    state.variant,
    hole,
    mover,
    captured,
    state.lastFourTo(mover),
    state.lastFourRule(),
    null,
    maxLaps,
  );
  // Every seed the move takes off the board, the last four included, whoever they go to.
  return flags < 0 ? null : captured[0] + captured[1] - position.captured[0] - position.captured[1];
}

/** The capturing moves a beginner overlooks in `position`, drawn from `seed`. */
function oversights(position: Position, chance: number, seed: number): Set<number> {
  const out = new Set<number>();
  if (chance <= 0) return out;
  const random = new Random((seed ^ positionHash(position)) >>> 0);
  const first = position.toMove === 'north' ? position.holes : 0;
  for (let hole = first; hole < first + position.holes; hole++) {
    // Within the search's laps: a move the search leaves out needs no oversight.
    const gain = sownWithin(position, hole, SEARCH_MAX_LAPS);
    if (gain !== null && gain > 0 && random.float() < chance) out.add(hole);
  }
  return out;
}

function toMove(code: number): Move {
  return code === PASS ? 'pass' : code;
}

/** Seeds the side to move has captured beyond its opponent. */
function leadOf(position: Position): number {
  const me = position.toMove === 'south' ? 0 : 1;
  return position.captured[me] - position.captured[1 - me];
}

function scoreOf(position: Position, value: number): number {
  return Math.round(leadOf(position) * SCALE + value) / SCALE + 0; // + 0 turns −0 into 0
}

/** Most positions the proof-number search may create for one move (see prove.ts). */
const PROOF_NODES = 50_000;

/** `givenOptions` as an object of known options, fields given as null left out. */
function normalise(givenOptions: SearchOptions | null | undefined): SearchOptions {
  // No options may come as null, as in the engine's functions; anything else that is not an
  // object is a mistake.
  if (
    givenOptions !== null &&
    givenOptions !== undefined &&
    (typeof givenOptions !== 'object' || Array.isArray(givenOptions))
  ) {
    throw new RangeError(`options must be an object; got ${given(givenOptions)}.`);
  }
  // A field given as null is not given, as in the engine's options.
  const options = Object.fromEntries(
    Object.entries(givenOptions ?? {}).filter(([, value]) => value !== null),
  ) as SearchOptions;
  const unknown = Object.keys(options).filter(
    (name) => !(OPTION_NAMES as readonly string[]).includes(name),
  );
  if (unknown.length > 0) {
    throw new RangeError(
      `There is no option ${unknown.map((name) => JSON.stringify(name)).join(', ')}; the options are ${OPTION_NAMES.join(', ')}.`,
    );
  }
  return options;
}

function think(
  position: Position,
  givenOptions: SearchOptions | null | undefined,
  allMoves: boolean,
): Thought {
  checkPlayable(position);
  const options = normalise(givenOptions);
  if (allMoves && options.opponent !== undefined) {
    throw new RangeError(
      'opponent is an option of bestMove only: analyse scores every move against best play.',
    );
  }
  const config = configOf(options);
  const { timeMs, nodes, givenDepth } = budgetOf(options);
  const depth = givenDepth ?? config.depth;
  const endgame = options.endgame ?? (givenDepth !== undefined ? false : config.endgame);
  const seed = options.seed ?? 0;
  // Setting up decides the legal moves, which with custom seed counts can take a fifth of a
  // second and more: it comes out of the time budget.
  const started = Date.now();
  const setup = setupOf(position, allMoves);
  const left = timeMs === Infinity ? Infinity : Math.max(1, timeMs - (Date.now() - started));
  return searcherFor(position).think(setup, {
    weights: weightsOf(position.variant, config, options),
    maxDepth: Math.floor(depth),
    nodes,
    timeMs: left,
    solveEndgame: endgame,
    endgameSeeds: options.endgameSeeds ?? (config.endgameSeeds || 12),
    allMoves,
    exclude: allMoves ? undefined : oversights(position, config.missCapture, seed),
    prover: (ranked, deadline) => {
      // Proof-number nodes cost about twenty of the search's.
      const budget = { nodes: Math.min(PROOF_NODES, Math.floor(nodes / 20)), deadline };
      const proof = proveOutcome(position, budget, ranked.map(toMove));
      if (proof === null) return null;
      return { outcome: proof.outcome, moves: proof.moves.map((m) => (m === 'pass' ? PASS : m)) };
    },
  });
}

/**
 * The move the computer plays in `position` at the given level and budget. With a node budget
 * or a fixed depth (every level but `expert` by default) the answer depends only on the
 * arguments; with a time budget it may vary with the machine's speed. Throws a `RangeError` when
 * the game is over or an option is invalid.
 */
export function bestMove(position: Position, givenOptions?: SearchOptions | null): BestMove {
  checkPlayable(position);
  const options = normalise(givenOptions);
  const opponent = options.opponent;
  if (opponent === undefined) return searched(position, options);
  // Checks every option (the model's too) before spending any of the budget.
  const { timeMs, nodes } = budgetOf(options);
  const started = Date.now();
  const modelNodes = nodes === Infinity ? MODEL_NODES : Math.max(1, Math.floor(nodes / 4));
  const modelMs = timeMs / 4;
  const model = searchAgainstLargestCapture(position, {
    nodes: modelNodes,
    ties: opponent.ties,
    stop: modelMs === Infinity ? undefined : () => Date.now() - started >= modelMs,
  });
  const rest: SearchOptions = {
    ...options,
    opponent: undefined,
    ...(timeMs === Infinity ? {} : { timeMs: Math.max(1, timeMs - (Date.now() - started)) }),
    ...(nodes === Infinity ? {} : { nodes: Math.max(1, nodes - modelNodes) }),
  };
  const searchedBest = searched(position, rest);
  // Both searches' work, as the budget counted it.
  const best = {
    ...searchedBest,
    nodes: searchedBest.nodes + model.nodes,
    timeMs: Date.now() - started,
  };
  const win = model.win;
  return win === null || best.outcome === 'win' ? best : playedForModel(best, win, opponent);
}

/**
 * `bestMove` for a player that keeps `watch` on its opponent from one position to the next (one
 * watch per opponent, shown every position the player is asked about): at a level that models its
 * opponent (`expert`), unless `useModel` is false or `options.opponent` is given, with the watch's
 * model once it has one. The time the watch takes comes out of `options.timeMs`.
 */
export function bestMoveWatching(
  position: Position,
  options: SearchOptions,
  watch: LargestCaptureWatch,
  useModel = true,
): BestMove {
  const started = Date.now();
  const modelled = useModel && configOf(options).modelsOpponent;
  watch.see(position);
  // Judging the opponent's moves comes out of a time budget given (a wrong one is left for
  // `bestMove` to refuse).
  const givenMs = options.timeMs;
  const valid = typeof givenMs === 'number' && givenMs > 0 && Number.isFinite(givenMs);
  const timeMs = valid ? Math.max(1, givenMs - (Date.now() - started)) : undefined;
  const best = bestMove(position, {
    ...options,
    ...(timeMs === undefined ? {} : { timeMs }),
    opponent: options.opponent ?? (modelled ? watch.model : undefined),
  });
  watch.played(position, best.move);
  return best;
}

/**
 * Nodes for the model's search when only a depth bounds the search: about a tenth of a second,
 * enough for most wins it finds at 1000 ms.
 */
const MODEL_NODES = 250_000;

/**
 * The answer that plays `win`. A result proven against best play (a draw or a loss: a win is kept)
 * is left out, since `outcome` promises a move that keeps it, which the model's move may not.
 */
function playedForModel(best: BestMove, win: ModelWin, model: LargestCaptureModel): BestMove {
  const { outcome: _proven, ...rest } = best;
  return { ...rest, move: win.move, pv: [win.move], model: { ties: model.ties, plies: win.plies } };
}

/** The time and node budgets `options` give, and the depth asked for, checking every option. */
function budgetOf(options: SearchOptions): {
  timeMs: number;
  nodes: number;
  givenDepth: number | undefined;
} {
  const config = configOf(options);
  const givenNodes = positiveWhole(options.nodes, 'nodes');
  const givenDepth = positiveWhole(options.depth, 'depth');
  checkOtherOptions(options);
  // A node budget or a depth asked for is a promise of the same answer on every machine: the
  // level's clock must not cut it short.
  const timeMs =
    positive(options.timeMs, 'timeMs') ??
    (givenNodes !== undefined || givenDepth !== undefined ? Infinity : config.timeMs);
  return { timeMs, nodes: givenNodes ?? config.nodes, givenDepth };
}

function searched(position: Position, options: SearchOptions | null | undefined): BestMove {
  const thought = think(position, options, false);
  const best = thought.moves[0] as RootMove;
  const move = toMove(best.move);
  if (!sowsToAnEnd(position, move)) {
    // The search lists moves with the engine's own sowing kernel, so this cannot happen; refuse
    // loudly rather than answer an illegal move.
    throw new Error(`internal error: the search chose ${String(move)}, which is not legal`);
  }
  return {
    move,
    score: scoreOf(position, best.value),
    depth: thought.depth,
    nodes: thought.nodes,
    pv: best.pv.map(toMove),
    exact: thought.exact,
    ...(thought.outcome === undefined ? {} : { outcome: thought.outcome }),
    timeMs: thought.ms,
  };
}

/**
 * Every legal move of the side to move (or the pass, when it must pass) with its score and
 * principal variation, best first. Each root move is searched with a full window, so every score
 * is a value at the depth reached (exact where `exact` says so). Default budget: `expert`'s.
 */
export function analyse(position: Position, options?: SearchOptions | null): AnalysedMove[] {
  const thought = think(position, options, true);
  return thought.moves.map((m) => ({
    move: toMove(m.move),
    score: scoreOf(position, m.value),
    pv: m.pv.map(toMove),
    exact: m.exact,
    ...knownOutcome(position, m),
    depth: thought.depth,
  }));
}

/** A move's known result: from its exact value, or as the prover marked it. */
function knownOutcome(position: Position, move: RootMove): { outcome?: Outcome } {
  if (move.exact) return { outcome: outcomeOf(move.value, -leadOf(position) * SCALE) };
  return move.outcome === undefined ? {} : { outcome: move.outcome };
}
