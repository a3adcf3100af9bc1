/**
 * Proof-number search: proves the result of an ending (win, draw or loss for the side to move)
 * where the alpha-beta search cannot reach an exact value in time.
 *
 * Why a second algorithm: to show that a game is won, it is enough to follow one winning reply
 * to each defence until the captured seeds settle the game. Alpha-beta with iterative deepening
 * widens every line together and, where capture-free lines run long, runs out of depth before
 * any proof closes; proof-number search (Allis, 1994) grows the tree where the proof is nearest
 * (fewest positions left to settle) and often proves the same ending with a few thousand.
 *
 * It plays on the engine's `GameState`, so the rules are the engine's own (captures, extra
 * turns, passes, the last four, the no-capture limit, the end when nobody can move, the
 * `remaining` rule). Repetition follows the search's convention (see search.ts): a position
 * (board, side to move) that repeats on the line since the last capture ends the game there.
 * The tree is a tree, not a graph — each node is one line from the root — so a repeated
 * position is always judged by its own line, and no result is reused on another path.
 */
import type { GameState, Position } from '@hoyito/engine';
import { type Outcome, PASS } from './search.ts';

/** A proof or disproof number standing for "cannot be done". */
const INFINITE = 1e15;

export interface ProofBudget {
  /** Positions the search may create in all (deterministic). */
  readonly nodes: number;
  /** `Date.now()` after which it stops; Infinity for none. */
  readonly deadline: number;
}

export interface Proof {
  readonly outcome: Outcome;
  /**
   * Moves proven to keep `outcome` (for a loss, every move), in the order of `preferred` first,
   * then by hole. A pass is `'pass'`.
   */
  readonly moves: readonly (number | 'pass')[];
  readonly nodes: number;
}

/**
 * The result of `position` under best play for the side to move, and the moves that keep it, or
 * null when the budget runs out first. `preferred` orders the moves returned (the value
 * search's ranking, best first).
 */
export function proveOutcome(
  position: Position,
  budget: ProofBudget,
  preferred: readonly (number | 'pass')[] = [],
): Proof | null {
  const root = position.toState();
  let nodes = 0;
  const order = (moves: (number | 'pass')[]) =>
    moves.sort((a, b) => rank(preferred, a) - rank(preferred, b) || key(a) - key(b));

  // Can the side to move end at least 1 seed ahead?
  const win = prove(root, 1, { nodes: budget.nodes, deadline: budget.deadline });
  if (win === null) return null;
  nodes += win.nodes;
  if (win.proven) return { outcome: 'win', moves: order(win.moves), nodes };
  // It cannot: can it end level at least?
  const level = prove(root, 0, { nodes: budget.nodes - nodes, deadline: budget.deadline });
  if (level === null) return null;
  nodes += level.nodes;
  if (level.proven) return { outcome: 'draw', moves: order(level.moves), nodes };
  return { outcome: 'loss', moves: order(level.all), nodes };
}

const rank = (preferred: readonly (number | 'pass')[], move: number | 'pass') => {
  const i = preferred.indexOf(move);
  return i < 0 ? preferred.length : i;
};
const key = (move: number | 'pass') => (move === 'pass' ? PASS : move);

interface Run {
  /** The root side can end with at least `goal` seeds more than its opponent. */
  readonly proven: boolean;
  /** The root's moves that prove it (when proven). */
  readonly moves: (number | 'pass')[];
  /** Every root move. */
  readonly all: (number | 'pass')[];
  readonly nodes: number;
}

/**
 * One proof-number search of the goal "the side to move at `root` ends with a captured
 * difference of at least `goal`"; null when the budget runs out before it is proven or
 * disproven.
 */
function prove(root: GameState, goal: number, budget: ProofBudget): Run | null {
  const me = root.toMove;
  const capacity = Math.max(16, Math.min(budget.nodes, 4_000_000) + 2 * root.len);
  const parent = new Int32Array(capacity);
  const first = new Int32Array(capacity);
  const count = new Int32Array(capacity);
  const move = new Int32Array(capacity);
  const pn = new Float64Array(capacity);
  const dn = new Float64Array(capacity);
  const or = new Uint8Array(capacity);
  const expanded = new Uint8Array(capacity);
  let size = 1;
  parent[0] = -1;
  pn[0] = 1;
  dn[0] = 1;
  or[0] = 1;

  const state = root.clone();
  const child = root.clone();
  const list = new Int32Array(root.len);
  const line: string[] = [];
  const lead = (s: GameState) => s.captured[me] - s.captured[1 - me];
  const positionKey = (s: GameState) => `${s.board.subarray(0, s.len).join(',')}/${s.toMove}`;

  let checks = 0;
  while (pn[0] !== 0 && dn[0] !== 0) {
    if (size + root.len > capacity || size + root.len > budget.nodes) return null;
    if ((++checks & 63) === 0 && Date.now() >= budget.deadline) return null;

    // Down to the most proving position, replaying its line (and the positions since its last
    // capture, for repetitions).
    state.copyFrom(root);
    line.length = 0;
    line.push(positionKey(state));
    let node = 0;
    while (expanded[node] === 1) {
      let best = -1;
      let bestValue = Infinity;
      for (let c = first[node]; c < first[node] + count[node]; c++) {
        const value = or[node] === 1 ? pn[c] : dn[c];
        if (value < bestValue) {
          bestValue = value;
          best = c;
        }
      }
      node = best;
      const before = state.captured[0] + state.captured[1];
      if (move[node] === PASS) state.pass();
      else state.play(move[node]);
      if (state.captured[0] + state.captured[1] !== before) line.length = 0;
      line.push(positionKey(state));
    }

    // Its children, each settled at once when it ends the game, repeats a position of the line,
    // or leaves too few seeds on the board to change the verdict.
    const n = state.legalMoves(list);
    const moves = n === 0 ? 1 : n;
    first[node] = size;
    count[node] = moves;
    expanded[node] = 1;
    const captured = state.captured[0] + state.captured[1];
    for (let i = 0; i < moves; i++) {
      child.copyFrom(state);
      const m = n === 0 ? PASS : list[i];
      if (m === PASS) child.pass();
      else child.play(m);
      const c = size++;
      parent[c] = node;
      move[c] = m;
      or[c] = child.toMove === me ? 1 : 0;
      expanded[c] = 0;
      let verdict: boolean | null = null;
      if (child.over) verdict = lead(child) >= goal;
      else if (
        child.captured[0] + child.captured[1] === captured &&
        line.includes(positionKey(child))
      ) {
        child.finish('repetition', null);
        verdict = lead(child) >= goal;
      } else {
        const seeds = child.seedsOf(0) + child.seedsOf(1);
        if (lead(child) - seeds >= goal) verdict = true;
        else if (lead(child) + seeds < goal) verdict = false;
      }
      pn[c] = verdict === null ? 1 : verdict ? 0 : INFINITE;
      dn[c] = verdict === null ? 1 : verdict ? INFINITE : 0;
    }

    // Back up to the root.
    for (let b = node; b >= 0; b = parent[b]) {
      const from = first[b];
      const to = from + count[b];
      let p: number;
      let d: number;
      if (or[b] === 1) {
        p = INFINITE;
        d = 0;
        for (let c = from; c < to; c++) {
          if (pn[c] < p) p = pn[c];
          d = Math.min(INFINITE, d + dn[c]);
        }
      } else {
        p = 0;
        d = INFINITE;
        for (let c = from; c < to; c++) {
          if (dn[c] < d) d = dn[c];
          p = Math.min(INFINITE, p + pn[c]);
        }
      }
      pn[b] = p;
      dn[b] = d;
    }
  }

  const all: (number | 'pass')[] = [];
  const proving: (number | 'pass')[] = [];
  for (let c = first[0]; c < first[0] + count[0]; c++) {
    const m = move[c] === PASS ? 'pass' : move[c];
    all.push(m);
    // The root is the side to move's (an OR node): a child proven to reach the goal keeps it.
    if (pn[c] === 0) proving.push(m);
  }
  return { proven: pn[0] === 0, moves: proving, all, nodes: size };
}
