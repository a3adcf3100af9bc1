/** Messages between the board and its search worker. */
import type { Move, Setup } from '@hoyito/engine';

export type Level = 'beginner' | 'casual' | 'strong' | 'expert';
export const LEVELS: readonly Level[] = ['beginner', 'casual', 'strong', 'expert'];

export interface SearchRequest {
  readonly id: number;
  readonly kind: 'move' | 'analyse';
  readonly setup: Setup;
  readonly level: Level;
  readonly timeMs?: number;
  /**
   * A node budget in place of the time: the same answer on every run and every machine (a hint
   * asked for twice), however long it takes there.
   */
  readonly nodes?: number;
  readonly seed: number;
  /**
   * A move only: chosen at random (from `seed`) among the nearly best, or the best `vary` when
   * fewer are near (see vary.ts); 0 or absent for the best move.
   */
  readonly vary?: number;
  /**
   * With `vary`: moves to leave out of the draw while others are near enough (the moves this
   * board's earlier games already opened with from this position), so that a loop's games open
   * differently for as long as there are openings it has not played.
   */
  readonly avoid?: readonly Move[];
}

export interface AnalysedLine {
  readonly move: Move;
  readonly score: number;
  readonly pv: readonly Move[];
  /** The game's result after this move under best play, when proven. */
  readonly outcome?: 'win' | 'draw' | 'loss';
}

export type SearchResponse =
  | {
      readonly id: number;
      readonly move: Move;
      readonly score: number;
      readonly pv: readonly Move[];
      /** The move was played for an opponent seen always to take its largest capture. */
      readonly model?: true;
    }
  | { readonly id: number; readonly moves: readonly AnalysedLine[] }
  | { readonly id: number; readonly error: string };
