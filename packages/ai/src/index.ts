export {
  type AnalysedMove,
  analyse,
  type BestMove,
  bestMove,
  bestMoveWatching,
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
export {
  type LargestCaptureModel,
  LargestCaptureWatch,
  type ModelSearch,
  type ModelWin,
  type ModelWinOptions,
  searchAgainstLargestCapture,
  TIE_RULES,
  type TieRule,
  winAgainstLargestCapture,
} from './opponent.ts';
export {
  captureDepthMove,
  greedyMove,
  isReferencePlayer,
  REFERENCE_PLAYERS,
  type ReferencePlayer,
  referenceMove,
} from './players.ts';
export { type Answer, answer, type ProtocolOptions } from './protocol.ts';
export { type Outcome, SEARCH_MAX_LAPS } from './search.ts';
export {
  balancedOpening,
  type GameResult,
  type MatchOptions,
  type MatchScore,
  type Player,
  playGame,
  playMatch,
  randomOpening,
} from './selfplay.ts';
