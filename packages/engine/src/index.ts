export {
  type CaseReport,
  checkCase,
  type JsonPosition,
  parseConformanceFile,
  runCase,
  toJsonPosition,
} from './conformance.ts';
export {
  ENGLISH,
  type Explainer,
  explain,
  MOVE_WORDS,
  NOTATION_WORDS,
  RECORD_WORDS,
  type Reason,
  type ReasonKey,
  type ReasonOf,
  type Reasons,
  reason,
  SETUP_WORDS,
} from './explain.ts';
export { Game, type GameMove } from './game.ts';
export { Match, type MatchOptions, type MatchScore } from './match.ts';
export {
  makeHole,
  makeMove,
  makePosition,
  NOTATION_ERROR_CODES,
  type NotationError,
  type NotationErrorCode,
  parseHole,
  parseMove,
  parsePosition,
} from './notation.ts';
export {
  createPosition,
  cutShort,
  initialPosition,
  MOVE_ERROR_CODES,
  type MoveError,
  type MoveErrorCode,
  type Played,
  POSITION_ERROR_CODES,
  Position,
  type PositionError,
  type PositionErrorCode,
  type Preview,
  type Rules,
  type Setup,
  type StartOptions,
} from './position.ts';
export { Random } from './random.ts';
export {
  type GameRecord,
  MAX_TAG_CHARS,
  makeRecord,
  parseRecord,
  RULE_TAGS,
  recordResult,
} from './record.ts';
export * from './result.ts';
export {
  SOW_BOARD_EMPTY,
  SOW_CAPTURED,
  SOW_ENDLESS,
  SOW_GAME_OVER,
  SOW_UNDECIDED,
  sow,
  sowInfo,
  type VariantCode,
} from './sow.ts';
export { DRAWN, GameState, NOBODY, PLAY_ILLEGAL } from './state.ts';
export type { CaptureKind, LastFourRule, StopReason, TraceEvent, TraceEventType } from './trace.ts';
export { CAPTURE_KINDS, LAST_FOUR_RULES, STOP_REASONS } from './trace.ts';
export * from './types.ts';
