/** Shared by the engine's tests: positions from a board, and moves that must be legal. */
import { createPosition, type Played, type Position, type Setup } from '../src/position.ts';
import type { Move, Side, Variant } from '../src/types.ts';

/** A position from a board (canonical order), no seeds captured; throws if it is not valid. */
export function position(
  variant: Variant,
  board: readonly number[],
  toMove: Side | null = 'south',
  extra: Partial<Setup> = {},
): Position {
  const result = createPosition({
    variant,
    holes: board.length / 2,
    board,
    captured: [0, 0],
    toMove,
    ...extra,
  });
  if (!result.ok) throw new Error(`bad test position: ${result.error.message}`);
  return result.value;
}

/** Plays a move that must be legal, with its trace. */
export function playTraced(p: Position, move: Move): Played {
  const result = p.play(move, { trace: true });
  if (!result.ok) throw new Error(`move ${move} refused: ${result.error.message}`);
  return result.value;
}
