/** The element's events: typed, bubbling and composed so that pages can listen anywhere. */
import type { MatchScore, Move, Outcome, Position, TraceEvent } from '@hoyito/engine';
import type { ConfigErrorCode } from './state/config.ts';

export interface MoveDetail {
  readonly move: Move;
  /** The move as written in the rule book's notation (`c`, `F`, `-`). */
  readonly notation: string;
  readonly position: Position;
  readonly trace: readonly TraceEvent[];
}

export class HoyitoMoveEvent extends CustomEvent<MoveDetail> {
  constructor(detail: MoveDetail) {
    super('hoyito-move', { bubbles: true, composed: true, detail });
  }
}

export interface GameOverDetail {
  readonly winner: Outcome;
  readonly captured: readonly [number, number];
  readonly reason: string;
  readonly position: Position;
  /** The game's round (1 for a single game). */
  readonly round: number;
  /** With `rounds`: the match's score, this game counted; its `winner` is set once it is over. */
  readonly match: MatchScore | null;
}

export class HoyitoGameOverEvent extends CustomEvent<GameOverDetail> {
  constructor(detail: GameOverDetail) {
    super('hoyito-gameover', { bubbles: true, composed: true, detail });
  }
}

export interface ErrorDetail {
  readonly code: ConfigErrorCode;
  /** For developers, in English: what was wrong and what is allowed. */
  readonly message: string;
  /** The same in the board's language, as the board shows it in its place. */
  readonly localizedMessage: string;
  readonly attribute: string;
}

export class HoyitoErrorEvent extends CustomEvent<ErrorDetail> {
  constructor(detail: ErrorDetail) {
    super('hoyito-error', { bubbles: true, composed: true, detail });
  }
}

export class HoyitoAnimationEndEvent extends CustomEvent<{ readonly skipped: boolean }> {
  constructor(skipped: boolean) {
    super('hoyito-animation-end', { bubbles: true, composed: true, detail: { skipped } });
  }
}

/**
 * Why the position on show changed (`hoyito-change`): `first`, the first game the board shows (a
 * saved one brought back included); `undo` and `redo`; `new-game` (New game, `newGame()`, or
 * `loop` after a game); `next-round` (Next game, `nextGame()`, or `loop` after a round);
 * `load` (`load()`, `loadMatch()`); `replay`, a replay's step or jump (by hand, auto-play or
 * `loop`); `setup`, play begun from a set-up position; `agreement`, a game ended by agreement;
 * `restore`, a kept game brought back (Go back to it) or a saved one, once a `persist` key is
 * given; `mode`, another mode showing another position of the game (play shows the game where
 * it stands, after a replay of it); `idle`, the game started again after nobody played; and
 * `attribute`, an attribute changed (`variant`, `position`, `record`…) or mended after an error.
 */
export const CHANGE_REASONS = [
  'first',
  'undo',
  'redo',
  'new-game',
  'next-round',
  'load',
  'replay',
  'setup',
  'agreement',
  'restore',
  'mode',
  'idle',
  'attribute',
] as const;
export type ChangeReason = (typeof CHANGE_REASONS)[number];

export interface ChangeDetail {
  /** The position now on show. */
  readonly position: Position;
  /** Why it changed (see CHANGE_REASONS). */
  readonly reason: ChangeReason;
}

/**
 * The position on show changed otherwise than by a move played on the board (`hoyito-move` tells
 * those): undo, redo, a new game, the next round, a game loaded, a replay's step or jump, play
 * begun from setup, a game ended by agreement, a kept or saved game brought back, or the first
 * game the board shows. A setup draft's edits are not told here (`hoyito-setup` tells them): the
 * draft is not the game (`currentPosition` is still the game behind it) and is often no position
 * the rules can play (an empty board, say), which `position` could not hold; play begun from it
 * is told.
 */
export class HoyitoChangeEvent extends CustomEvent<ChangeDetail> {
  constructor(detail: ChangeDetail) {
    super('hoyito-change', { bubbles: true, composed: true, detail });
  }
}

export interface SetupDetail {
  /**
   * The position the draft makes when the rules can play it: what Start playing from here would
   * start. Null when they cannot (an empty board, more seeds than a board holds, nobody able to
   * move).
   */
  readonly position: Position | null;
  /** Why the rules cannot play it, in the board's language, as the board says it; else null. */
  readonly problem: string | null;
}

/**
 * In setup mode, the position being set up changed: a seed added or taken away, the board cleared
 * or filled, a store, the side to move, the variant or the board's size, or a game loaded into it
 * (a choice of tool is no change). A page can keep a link, a diagram or a worksheet in step with
 * the teacher's position. Entering setup mode fires none: the board's `setupPosition` says what
 * the draft makes then.
 */
export class HoyitoSetupEvent extends CustomEvent<SetupDetail> {
  constructor(detail: SetupDetail) {
    super('hoyito-setup', { bubbles: true, composed: true, detail });
  }
}

export interface HintDetail {
  /** The move the hint suggests: a hole's index, or `pass`. */
  readonly move: Move;
  /** The move as written in the rule book's notation (`c`, `F`, `-`). */
  readonly notation: string;
  /** The hint as the board shows it, in the board's language. */
  readonly text: string;
  /** The position the hint is for. */
  readonly position: Position;
}

/**
 * A hint is shown (Hint pressed, or `hint()`): a classroom page can count the hints a pupil
 * asked for, or log what they said.
 */
export class HoyitoHintEvent extends CustomEvent<HintDetail> {
  constructor(detail: HintDetail) {
    super('hoyito-hint', { bubbles: true, composed: true, detail });
  }
}

export interface IdleDetail {
  /** How long the board stood untouched: `idle`'s seconds. */
  readonly seconds: number;
  /** The position the board would leave. */
  readonly position: Position;
}

/**
 * With `idle`, nobody touched the board for that long: a museum screen's page can hand it back to
 * the computer (its `south-player`, its `loop`) before the board starts its game again. Cancelable:
 * `preventDefault()` keeps the board as it stands, the page doing as it will.
 */
export class HoyitoIdleEvent extends CustomEvent<IdleDetail> {
  constructor(detail: IdleDetail) {
    super('hoyito-idle', { bubbles: true, composed: true, cancelable: true, detail });
  }
}

// On the map every element, the document and the window extend (not HTMLElementEventMap alone):
// the events bubble out of the board and are composed, so a page listens on `document` as often as
// on the board, and should get them typed there too.
declare global {
  interface GlobalEventHandlersEventMap {
    'hoyito-change': HoyitoChangeEvent;
    'hoyito-setup': HoyitoSetupEvent;
    'hoyito-idle': HoyitoIdleEvent;
    'hoyito-hint': HoyitoHintEvent;
    'hoyito-move': HoyitoMoveEvent;
    'hoyito-gameover': HoyitoGameOverEvent;
    'hoyito-error': HoyitoErrorEvent;
    'hoyito-animation-end': HoyitoAnimationEndEvent;
  }
}
