export {
  type AnalysedMove,
  analyse,
  type BestMove,
  bestMove,
  type SearchOptions,
} from './api.ts';
export {
  FEATURES,
  type Feature,
  features,
  SCALE,
  WEIGHTS,
  type Weights,
  weightsFor,
  ZERO_WEIGHTS,
} from './evaluate.ts';
export { isLevel, LEVEL_CONFIG, LEVELS, type Level, type LevelConfig } from './levels.ts';
