/**
 * The player slot: a side of the board can be played by code instead of a person. The computer
 * player (its own package) plugs in here; so can any page's own player.
 */
import type { Move, Position } from '@hoyito/engine';

export interface Player {
  /** A short name for status lines ("Computer (strong)"); when empty, the side's name is said. */
  readonly name: string;
  /**
   * Chooses a legal move (or `'pass'` when the side must pass) for the side to move. The board
   * aborts `signal` when the move is no longer wanted (undo, new game, element removed). A move
   * returned at once, without a promise, is played as well.
   */
  chooseMove(position: Position, signal: AbortSignal): Promise<Move> | Move;
}

/** Whether `value` can be asked for moves: it has a `chooseMove` (a level's name has none). */
export function canChoose(value: unknown): value is Player {
  return typeof (value as Player | null | undefined)?.chooseMove === 'function';
}

export interface Players {
  readonly south?: Player | null;
  readonly north?: Player | null;
}
