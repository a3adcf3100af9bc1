/**
 * Playing a modelled opponent. The main search assumes best play from both sides, so against a
 * weak opponent it settles for a draw that the opponent would not have known how to hold. Here
 * the opponent is modelled as one that always takes its largest immediate capture (of several
 * equal ones, whichever is worst for us, since the model does not say which), and a proof search
 * looks for a forced win against that model: our moves are all tried, the opponent's are its
 * largest captures only. `LargestCaptureWatch` decides, from the moves an opponent has played,
 * whether the model fits it.
 */
import { type GameState, type Move, NOBODY, type Position } from '@hoyito/engine';

const MAX_PLIES = 64;
const MAX_MOVES = 24;
/** The proof table is cleared beyond this many entries, to bound its memory. */
const MAX_TABLE = 1 << 21;
/** A table entry for a position won against the model; other entries hold a depth searched in vain. */
const WON = -1;

/**
 * Which of several equal largest captures a modelled opponent takes: any of them (the model
 * assumes the worst for us), or always the one from its lowest or its highest hole (canonical
 * numbering), as a program may.
 */
export const TIE_RULES = ['any', 'lowest', 'highest'] as const;
export type TieRule = (typeof TIE_RULES)[number];

/** An opponent that always takes its largest immediate capture, breaking ties by `ties`. */
export interface LargestCaptureModel {
  readonly ties: TieRule;
}

export interface ModelWin {
  /** The first move of a forced win against the model. */
  readonly move: Move;
  /**
   * The depth in plies of the search that found the win: about as long as its longest line
   * (positions already won, met again in another line, are not searched again).
   */
  readonly plies: number;
  readonly nodes: number;
}

export interface ModelWinOptions {
  /** Positions played at most (each sowing is one). */
  readonly nodes: number;
  /** Plies looked ahead at most (default 31). */
  readonly maxPlies?: number;
  /** Stop, as when the node budget runs out, once this returns true (a clock). */
  readonly stop?: () => boolean;
  /** Which of several equal largest captures the opponent takes (default `any`). */
  readonly ties?: TieRule;
}

class OutOfBudget extends Error {}

/**
 * A move that wins by force for the side to move if its opponent always takes its largest
 * immediate capture, found by iterative deepening up to `maxPlies`; null if none was found
 * within the budget, or if the board holds more seeds than a standard start (see
 * `searchAgainstLargestCapture`). Throws a `RangeError` for an invalid option.
 */
export function winAgainstLargestCapture(
  position: Position,
  options: ModelWinOptions,
): ModelWin | null {
  return searchAgainstLargestCapture(position, options).win;
}

/** What `searchAgainstLargestCapture` found, and the positions it played to find it. */
export interface ModelSearch {
  readonly win: ModelWin | null;
  readonly nodes: number;
}

/**
 * `winAgainstLargestCapture`, with the nodes spent. A line that comes back to a position already
 * on it is no win (the positions before the root are not known, so a win counts on a repetition
 * only from there). Boards with more seeds than a standard start are not searched: there each
 * node's moves, decided as the rules do, can take long enough to overrun any budget.
 */
export function searchAgainstLargestCapture(
  position: Position,
  options: ModelWinOptions,
): ModelSearch {
  const { nodes: budget, ties, maxPlies } = checkedModelOptions(options);
  if (position.over || position.legalMoves().length === 0) return { win: null, nodes: 0 };
  const root = position.toState();
  if (root.seedsOf(0) + root.seedsOf(1) > STANDARD_SEEDS_PER_HOLE * root.len) {
    return { win: null, nodes: 0 };
  }
  const me = root.toMove;
  // Where the no-capture limit may end the game within the search, the count is part of what a
  // position is worth, and of its key.
  const limitTurns = 2 * root.noCaptureLimit;
  const counted = (state: GameState) => limitTurns > 0 && state.noCapture + maxPlies >= limitTurns;
  const path = new Float64Array(MAX_PLIES + 1);
  const states: GameState[][] = [];
  const moves: Int32Array[] = [];
  const gains = new Int32Array(MAX_MOVES);
  for (let ply = 0; ply <= maxPlies; ply++) {
    states.push([]);
    moves.push(new Int32Array(MAX_MOVES));
  }
  const child = (ply: number, i: number): GameState => {
    const list = states[ply];
    while (list.length <= i) list.push(root.clone());
    return list[i];
  };
  const table = new Map<number, number>();
  let nodes = 0;
  const spend = () => {
    nodes++;
    if (nodes > budget || ((nodes & 63) === 0 && options.stop?.() === true))
      throw new OutOfBudget();
  };

  const won = (state: GameState, ply: number, left: number): boolean => {
    if (state.toMove === NOBODY) return state.winner() === me;
    if (left === 0) return false;
    const key = keyOf(state, counted(state));
    for (let i = ply - 1; i >= 0; i--) if (path[i] === key) return false;
    const known = table.get(key);
    if (known === WON) return true;
    if (known !== undefined && known >= left) return false;
    if (table.size >= MAX_TABLE) table.clear();
    path[ply] = key;
    const list = moves[ply];
    const count = state.legalMoves(list);
    let result: boolean;
    if (count === 0) {
      const next = child(ply, 0);
      next.copyFrom(state);
      next.pass();
      spend();
      result = won(next, ply + 1, left - 1);
    } else if (state.toMove === me) {
      result = false;
      for (let i = 0; i < count && !result; i++) {
        const next = child(ply, i);
        next.copyFrom(state);
        next.playKnownLegal(list[i]);
        spend();
        result = won(next, ply + 1, left - 1);
      }
    } else {
      const side = state.toMove;
      let most = -1;
      for (let i = 0; i < count; i++) {
        const next = child(ply, i);
        next.copyFrom(state);
        next.playKnownLegal(list[i]);
        spend();
        gains[i] = next.captured[side] - state.captured[side];
        if (gains[i] > most) most = gains[i];
      }
      // `gains` is shared by every ply: read this node's before the children overwrite it.
      let replies = 0;
      const chosen = new Int32Array(count);
      for (let i = 0; i < count; i++) if (gains[i] === most) chosen[replies++] = i;
      // The legal moves are in ascending hole order.
      if (ties === 'lowest') replies = 1;
      else if (ties === 'highest') {
        chosen[0] = chosen[replies - 1];
        replies = 1;
      }
      result = true;
      for (let r = 0; r < replies && result; r++) {
        result = won(child(ply, chosen[r]), ply + 1, left - 1);
      }
    }
    table.set(key, result ? WON : left);
    return result;
  };

  const rootMoves = position.legalMoves();
  path[0] = keyOf(root, counted(root));
  try {
    for (let depth = 1; depth <= maxPlies; depth += 2) {
      for (const move of rootMoves) {
        const next = child(0, 0);
        next.copyFrom(root);
        next.playKnownLegal(move);
        spend();
        if (won(next, 1, depth - 1)) return { win: { move, plies: depth, nodes }, nodes };
      }
    }
  } catch (e) {
    if (!(e instanceof OutOfBudget)) throw e;
  }
  return { win: null, nodes };
}

function checkedModelOptions(options: ModelWinOptions): {
  nodes: number;
  ties: TieRule;
  maxPlies: number;
} {
  const { nodes, ties = 'any', maxPlies = 31, stop } = options ?? {};
  if (typeof nodes !== 'number' || Number.isNaN(nodes) || nodes < 1) {
    throw new RangeError(
      `nodes must be a number of at least 1 (or Infinity); got ${String(nodes)}.`,
    );
  }
  if (!(TIE_RULES as readonly unknown[]).includes(ties)) {
    throw new RangeError(
      `ties must be one of ${TIE_RULES.join(', ')}; got ${JSON.stringify(ties)}.`,
    );
  }
  if (!Number.isInteger(maxPlies) || maxPlies < 1 || maxPlies >= MAX_PLIES) {
    throw new RangeError(
      `maxPlies must be a whole number from 1 to ${MAX_PLIES - 1}; got ${String(maxPlies)}.`,
    );
  }
  if (stop !== undefined && typeof stop !== 'function') {
    throw new RangeError('stop must be a function that says when to stop.');
  }
  return { nodes, ties, maxPlies };
}

/**
 * A 52-bit key of what decides the game from here: board, captured seeds, side to move, and the
 * no-capture count when `withCount` (near the limit).
 */
function keyOf(state: GameState, withCount: boolean): number {
  let lo = 0x811c9dc5 ^ state.toMove ^ (withCount ? (state.noCapture + 1) << 8 : 0);
  let hi = 0x6a09e667 ^ (state.toMove * 0x9e3779b9);
  for (let i = 0; i < state.len; i++) {
    lo = Math.imul(lo ^ state.board[i], 0x01000193);
    hi = Math.imul(hi ^ (state.board[i] + 0x9e), 0x5bd1e995);
    hi ^= hi >>> 15;
  }
  lo = Math.imul(lo ^ state.captured[0], 0x01000193);
  lo = Math.imul(lo ^ state.captured[1], 0x01000193);
  hi = Math.imul(hi ^ (state.captured[0] * 131 + state.captured[1]), 0x5bd1e995);
  hi ^= hi >>> 13;
  return (lo >>> 0) * 0x100000 + (hi >>> 12);
}

/**
 * Opponent moves (a turn with extra turns) looked for between two positions we are asked about.
 * Every move of a turn but the last captures, so few lines go deep.
 */
const MAX_TURN_MOVES = 12;
/** Moves that fit the model where a two-ply look would have played otherwise, before it is used. */
const TELLING_MOVES = 3;
/** A standard start's seeds per hole: positions with more on the board are not judged. */
const STANDARD_SEEDS_PER_HOLE = 4;
/** Equal largest captures settled the same way, before the tie rule is taken as the opponent's. */
const TIE_MOVES = 2;

/**
 * Watches one opponent's moves, game after game, to decide whether it always takes its largest
 * immediate capture. Tell it each position the computer is asked to move in (`see`) and the move
 * it played there (`played`); the opponent's moves are the ones that lead from the position after
 * that move to the next position seen (a position they do not lead to, as a new game's, is not
 * counted). The model is used once the opponent has taken its largest capture every time, and
 * `TELLING_MOVES` times when looking one reply further would have played another move (a program
 * that looks ahead, or a person who does, soon plays otherwise); one move that is not a largest
 * capture turns the model off for good.
 */
export class LargestCaptureWatch {
  #after: GameState | null = null;
  #me = NOBODY;
  #fitting = 0;
  #telling = 0;
  #misfits = 0;
  #lowest = 0;
  #highest = 0;
  #otherTies = 0;

  /** The model, once the opponent's moves have shown that it fits; otherwise undefined. */
  get model(): LargestCaptureModel | undefined {
    if (this.#misfits > 0 || this.#telling < TELLING_MOVES) return undefined;
    const settled = this.#otherTies === 0 && this.#lowest + this.#highest >= TIE_MOVES;
    if (settled && this.#highest === 0) return { ties: 'lowest' };
    if (settled && this.#lowest === 0) return { ties: 'highest' };
    return { ties: 'any' };
  }

  /** What has been seen: moves that fit, of them the telling ones, and moves that did not. */
  get counts(): { readonly fitting: number; readonly telling: number; readonly misfits: number } {
    return { fitting: this.#fitting, telling: this.#telling, misfits: this.#misfits };
  }

  /** The computer is asked to move in `position`: judge the opponent's moves that led there. */
  see(position: Position): void {
    const after = this.#after;
    this.#after = null;
    if (after === null || position.over || position.holes !== after.holes) return;
    if (position.variant !== `hoyito-${after.variant}`) return;
    // Deciding the opponent's moves as the rules do sows each of its holes to the end, which with
    // custom seed counts can take a fifth of a second a hole: such positions are not judged.
    if (after.seedsOf(0) + after.seedsOf(1) > STANDARD_SEEDS_PER_HOLE * after.len) return;
    const target = position.toState();
    const turns: [GameState, number][][] = [];
    this.#reach(after, target, [], turns, MAX_TURN_MOVES);
    // Two orders of the same captures can lead to the same position: judge only what is certain.
    if (turns.length === 1) for (const [state, move] of turns[0]) this.#judge(state, move);
  }

  /** The computer played `move` in `position`, the position last seen. */
  played(position: Position, move: Move): void {
    this.#after = null;
    if (position.over) return;
    const first = position.toMove === 'south' ? 0 : position.holes;
    const own = typeof move === 'number' && move >= first && move < first + position.holes;
    // Not a move of the side to move: nothing can be linked to it.
    if (move !== 'pass' && !(own && Number.isInteger(move) && position.board[move] > 0)) return;
    // On the engine's state, sowing the one move: a `Position` would decide every next move.
    const next = position.toState();
    if (move === 'pass' ? !next.pass() : next.playKnownLegal(move) < 0) return;
    if (next.toMove === NOBODY) return;
    this.#me = position.toMove === 'south' ? 0 : 1;
    this.#after = next;
  }

  /**
   * Adds to `found` each sequence of the opponent's moves (at most two are looked for) that leads
   * from `state` to `target`, `turn` holding the moves so far.
   */
  #reach(
    state: GameState,
    target: GameState,
    turn: [GameState, number][],
    found: [GameState, number][][],
    left: number,
  ): void {
    if (same(state, target)) {
      found.push([...turn]);
      return;
    }
    if (left === 0 || state.toMove === NOBODY || state.toMove === this.#me) return;
    // Captured seeds only grow: a line that has captured more than the target has is no way there.
    if (state.captured[0] > target.captured[0] || state.captured[1] > target.captured[1]) return;
    const moves: number[] = [];
    const count = state.legalMoves(moves);
    if (count === 0) {
      const next = state.clone();
      next.pass();
      this.#reach(next, target, turn, found, left - 1);
      return;
    }
    for (let i = 0; i < count && found.length < 2; i++) {
      const next = state.clone();
      next.playKnownLegal(moves[i]);
      turn.push([state, moves[i]]);
      this.#reach(next, target, turn, found, left - 1);
      turn.pop();
    }
  }

  #judge(state: GameState, move: number): void {
    const side = state.toMove as 0 | 1;
    const moves: number[] = [];
    const count = state.legalMoves(moves);
    if (count < 2) return; // no choice, nothing learnt
    const gains: number[] = [];
    const looks: number[] = [];
    for (let i = 0; i < count; i++) {
      const next = state.clone();
      next.playKnownLegal(moves[i]);
      gains.push(next.captured[side] - state.captured[side]);
      looks.push(afterLargestReply(next, side));
    }
    const most = Math.max(...gains);
    const chosen = moves.indexOf(move);
    if (gains[chosen] < most) {
      this.#misfits++;
      return;
    }
    this.#fitting++;
    if (looks[chosen] < Math.max(...looks)) this.#telling++;
    const tied = moves.filter((_, i) => gains[i] === most);
    if (tied.length < 2) return;
    if (move === tied[0]) this.#lowest++;
    else if (move === tied[tied.length - 1]) this.#highest++;
    else this.#otherTies++;
  }
}

function same(a: GameState, b: GameState): boolean {
  if (a.toMove !== b.toMove || a.captured[0] !== b.captured[0] || a.captured[1] !== b.captured[1])
    return false;
  for (let i = 0; i < a.len; i++) if (a.board[i] !== b.board[i]) return false;
  return true;
}

/**
 * The captured difference for `side` once the side to move in `state` has taken its largest
 * immediate capture: a two-ply look (after an extra turn, `side`'s own next capture).
 */
function afterLargestReply(state: GameState, side: 0 | 1): number {
  const diff = (s: GameState) => s.captured[side] - s.captured[1 - side];
  if (state.toMove === NOBODY) return diff(state);
  const moves: number[] = [];
  const count = state.legalMoves(moves);
  const mover = state.toMove as 0 | 1;
  let best = count === 0 ? diff(state) : -Infinity;
  let bestGain = -1;
  for (let i = 0; i < count; i++) {
    const next = state.clone();
    next.playKnownLegal(moves[i]);
    const gain = next.captured[mover] - state.captured[mover];
    if (gain > bestGain) {
      bestGain = gain;
      best = diff(next);
    }
  }
  return best;
}
