export * from './types.ts';
export * from './result.ts';
export type { CaptureKind, LastFourRule, StopReason, TraceEvent, TraceEventType } from './trace.ts';
export { CAPTURE_KINDS, LAST_FOUR_RULES, STOP_REASONS } from './trace.ts';
export {
  createPosition,
  initialPosition,
  MOVE_ERROR_CODES,
  POSITION_ERROR_CODES,
  Position,
  type MoveError,
  type MoveErrorCode,
  type Played,
  type PositionError,
  type PositionErrorCode,
  type Preview,
  type Rules,
  type Setup,
  type StartOptions,
} from './position.ts';
export { GameState, NOBODY, DRAWN, PLAY_ILLEGAL } from './state.ts';
export { sow, sowInfo, SOW_CAPTURED, SOW_ENDLESS, SOW_GAME_OVER, type VariantCode } from './sow.ts';
export { Game, type GameMove } from './game.ts';
export { Match, type MatchOptions, type MatchScore } from './match.ts';
export {
  makeHole,
  makeMove,
  makePosition,
  NOTATION_ERROR_CODES,
  parseHole,
  parseMove,
  parsePosition,
  type NotationError,
  type NotationErrorCode,
} from './notation.ts';
export { makeRecord, parseRecord, recordResult, RULE_TAGS, type GameRecord } from './record.ts';
export { Random } from './random.ts';
export {
  parseConformanceFile,
  runCase,
  toJsonPosition,
  type CaseReport,
  type JsonPosition,
} from './conformance.ts';
