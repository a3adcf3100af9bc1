/**
 * Reference opponents for matches and tests, written independently of the main search (they use
 * the engine's `GameState` directly), so that they also check it:
 *
 * - `greedy`: the move that captures the most seeds for the mover right now, ties by lowest hole.
 * - `capture-depth4`: plain alpha-beta to 4 plies (an extra turn is a ply) that maximises the
 *   captured difference, ties by lowest hole.
 */
import { type GameState, type Move, NOBODY, type Position } from '@hoyito/engine';

export const REFERENCE_PLAYERS = ['greedy', 'capture-depth4'] as const;
export type ReferencePlayer = (typeof REFERENCE_PLAYERS)[number];

export function isReferencePlayer(value: unknown): value is ReferencePlayer {
  return typeof value === 'string' && (REFERENCE_PLAYERS as readonly string[]).includes(value);
}

/** The move of reference player `name` in `position` (which must not be over). */
export function referenceMove(name: ReferencePlayer, position: Position): Move {
  if (position.over) throw new RangeError('The game is over: there is no move to find.');
  const moves = position.legalMoves();
  if (moves.length === 0) return 'pass';
  return name === 'greedy' ? greedyMove(position) : captureDepthMove(position, 4);
}

/** The largest immediate capture for the mover, ties (no capture included) by lowest hole. */
export function greedyMove(position: Position): Move {
  const moves = position.legalMoves();
  if (moves.length === 0) return 'pass';
  const me = position.toMove === 'south' ? 0 : 1;
  let best = moves[0];
  let bestGain = -1;
  for (const hole of moves) {
    const played = position.play(hole);
    if (!played.ok) continue;
    const gain = played.value.position.captured[me] - position.captured[me];
    if (gain > bestGain) {
      bestGain = gain;
      best = hole;
    }
  }
  return best;
}

/** Alpha-beta over `GameState`s, one per ply, maximising the captured difference. */
export function captureDepthMove(position: Position, depth: number): Move {
  const root = position.toState();
  const stack: GameState[] = [];
  for (let i = 0; i <= depth; i++) stack.push(root.clone());
  const lists: number[][] = [];
  for (let i = 0; i <= depth; i++) lists.push([]);

  const diff = (s: GameState, me: number): number => s.captured[me] - s.captured[1 - me];

  // Value for the side to move at stack[ply], as the captured difference at the horizon.
  const search = (ply: number, left: number, alpha: number, beta: number): number => {
    const state = stack[ply];
    const me = state.toMove;
    if (left === 0) return diff(state, me);
    const list = lists[ply];
    const n = state.legalMoves(list);
    const count = n === 0 ? 1 : n;
    let best = -Infinity;
    for (let i = 0; i < count; i++) {
      const child = stack[ply + 1];
      child.copyFrom(state);
      if (n === 0) child.pass();
      else child.play(list[i]);
      let v: number;
      if (child.toMove === NOBODY) v = diff(child, me);
      else if (child.toMove === me) v = search(ply + 1, left - 1, alpha, beta);
      else v = -search(ply + 1, left - 1, -beta, -alpha);
      if (v > best) best = v;
      if (best > alpha) alpha = best;
      if (alpha >= beta) break;
    }
    return best;
  };

  const me = root.toMove;
  const list: number[] = [];
  const n = root.legalMoves(list);
  if (n === 0) return 'pass';
  let bestMove = list[0];
  let best = -Infinity;
  for (let i = 0; i < n; i++) {
    const child = stack[1];
    child.copyFrom(root);
    child.play(list[i]);
    let v: number;
    if (child.toMove === NOBODY) v = diff(child, me);
    else if (child.toMove === me) v = search(1, depth - 1, best, Infinity);
    else v = -search(1, depth - 1, -Infinity, -best);
    if (v > best) {
      best = v;
      bestMove = list[i];
    }
  }
  return bestMove;
}
