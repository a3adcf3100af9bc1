/**
 * The computer player's levels. Every level but `expert` is deterministic for a given seed: it is
 * bounded by depth (and a node budget as a safety net), never by the clock. `expert` thinks for a
 * time budget, which is not deterministic; give it `nodes` (or `depth`) instead to make it so.
 */
export const LEVELS = ['beginner', 'casual', 'strong', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

export interface LevelConfig {
  /** Deepest depth in plies (an extra turn counts as a ply; a forced pass does not). */
  readonly depth: number;
  /** Node budget; Infinity for none. */
  readonly nodes: number;
  /** Time budget in ms; Infinity for none. */
  readonly timeMs: number;
  /** Solve endgames of at most `endgameSeeds` seeds on the board to the end. */
  readonly endgame: boolean;
  readonly endgameSeeds: number;
  /**
   * The chance, per capturing move, that the player overlooks it (a new player's typical
   * mistake). Drawn from a generator seeded by the seed and the position, so it repeats.
   */
  readonly missCapture: number;
  /** Evaluation: the tuned weights, or only the seeds on each row (a beginner's count). */
  readonly evaluation: 'tuned' | 'material';
  /**
   * Plays for an opponent's mistakes once its moves show it always takes its largest capture
   * (where the player keeps a `LargestCaptureWatch`: the line protocol, the board).
   */
  readonly modelsOpponent: boolean;
}

export const LEVEL_CONFIG: Readonly<Record<Level, LevelConfig>> = {
  beginner: {
    depth: 1,
    nodes: Infinity,
    timeMs: Infinity,
    endgame: false,
    endgameSeeds: 0,
    missCapture: 0.5,
    evaluation: 'material',
    modelsOpponent: false,
  },
  casual: {
    depth: 2,
    nodes: Infinity,
    timeMs: Infinity,
    endgame: false,
    endgameSeeds: 0,
    missCapture: 0,
    evaluation: 'tuned',
    modelsOpponent: false,
  },
  strong: {
    depth: 7,
    nodes: 400_000,
    timeMs: Infinity,
    endgame: false,
    endgameSeeds: 0,
    missCapture: 0,
    evaluation: 'tuned',
    modelsOpponent: false,
  },
  expert: {
    depth: 100,
    nodes: Infinity,
    timeMs: 1000,
    endgame: true,
    endgameSeeds: 12,
    missCapture: 0,
    evaluation: 'tuned',
    modelsOpponent: true,
  },
};

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}
