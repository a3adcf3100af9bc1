/**
 * Every string the element shows, from the locale's messages: one place where the element's needs
 * meet the i18n layer, so that the element's template stays free of wording.
 */
import {
  explain,
  type MatchScore,
  type Move,
  type MoveError,
  makeHole,
  type Position,
  type Preview,
  type Side,
  type TraceEvent,
  type Variant,
} from '@hoyito/engine';
import type { Messages } from '../i18n/messages.ts';
import {
  describePreview,
  describeStatus,
  narrate,
  narrateRefusal,
  narrateStep,
  whyNotPlayable,
} from '../narration/narrate.ts';
import {
  CONTROLS,
  type ConfigError,
  columnUntold,
  IDLE_SECONDS,
  isolate,
  LOOP_SECONDS,
  MODES,
  NOT_TEXT,
  PROPERTY_NOT_TEXT,
  REPLAY_PLACE,
  ROUNDS,
  SAVED_PLY,
  SAVED_SETTINGS,
  SETUP_DRAFT,
  SHARED_KEY,
  SPEEDS,
  type Speed,
  UNREADABLE,
  UNSAVED,
  writeOutBidi,
} from '../state/config.ts';
import { MAX_DRAFT_SEEDS, type SetupDraft, type SetupProblem } from '../state/model.ts';

export interface UiText {
  readonly messages: Messages;
  /** The moves taken back or played again, in notation, in the order they were played. */
  undone(moves: readonly string[]): string;
  redone(moves: readonly string[]): string;
  narrate(before: Position, move: Move | 'agree', trace: readonly TraceEvent[]): string[];
  refusal(error: MoveError, position: Position): string;
  /** `sowing`: a move is still being animated (the computer's turn comes after it). */
  why(
    position: Position,
    hole: number,
    computerTurn: boolean,
    sowing?: boolean,
    playedBy?: string,
  ): string;
  preview(preview: Preview, holes: number): string;
  status(position: Position): string;
  /** A short caption for one step of an animation, or null for a plain seed drop. */
  step(event: TraceEvent, holes: number): string | null;
  errorHeading(): string;
  error(error: ConfigError): string;
  boardLabel(variant: Variant, holes: number): string;
  round(n: number): string;
  roundOf(n: number, rounds: number): string;
  /** A match's score: the games so far, or its result once it is over. */
  match(score: MatchScore): string;
  /** The same as a sentence of the narration, which ends every line with a full stop. */
  matchSentence(score: MatchScore): string;
  lap(n: number): string;
  thinking(name: string, side: Side): string;
  /** The player to move failed and the game waits. */
  stuck(name: string): string;
  toMove(side: Side): string;
  store(side: Side, n: number): string;
  hole(label: string, side: Side, count: number, playable: boolean): string;
  setupInvalid(problem: SetupProblem): string;
  /** What a click on `hole` does to the draft, with its tool. */
  setupAction(draft: SetupDraft, hole: number): string;
  /** What a click on `side`'s store does to the draft, with its tool. */
  setupStoreAction(draft: SetupDraft, side: Side): string;
  speedName(speed: Speed): string;
}

/**
 * What the board says, kept as how to say it rather than as words, so that a change of the
 * board's language says the narration and the preview on screen again in the new language.
 */
export type Said = (text: UiText) => readonly string[];
export type SaidLine = (text: UiText) => string;
export const NOTHING: Said = () => [];
export const NO_LINE: SaidLine = () => '';

/**
 * Remembers the last thing said and its words, so that a render says it once per language
 * rather than on every update (the narration of a long relay is long to word).
 */
export function lastSaid<T>(): (say: (text: UiText) => T, text: UiText) => T {
  let lastSay: ((text: UiText) => T) | null = null;
  let lastText: UiText | null = null;
  let words: T;
  return (say, text) => {
    if (say !== lastSay || text !== lastText) {
      words = say(text);
      lastSay = say;
      lastText = text;
    }
    return words;
  };
}

const cache = new WeakMap<Messages, UiText>();

/**
 * A side's player by name: the board's own computer by its level, so that each language says it,
 * any other by the name it was given.
 */
export function playerName(who: NonNullable<ConfigError['player']>, m: Messages): string {
  if (who.level !== undefined) return m.computer.name(m.computer.levels[who.level]);
  return who.name || (who.side ? m.sides[who.side] : '');
}

/**
 * What is wrong with `players`, by the error's `detail`: `side` for a key that is no side (the
 * value is the key), a side's name for that side's value, which cannot be asked for a move, and
 * none when `players` is no object of sides at all.
 */
export function playersFault(m: Messages, value: string, detail?: string): string {
  const e = m.errors;
  if (detail === 'side') return e.playersSide(value);
  if (detail === UNREADABLE) return e.unreadablePlayers;
  return detail ? e.unaskablePlayer(detail, value) : e.badPlayers(value);
}

export function uiText(m: Messages): UiText {
  let text = cache.get(m);
  if (text === undefined) {
    text = make(m);
    cache.set(m, text);
  }
  return text;
}

function make(m: Messages): UiText {
  const matchText = (score: MatchScore): string =>
    score.winner === null
      ? m.status.matchScore(score.wins, score.draws)
      : m.status.matchOver({ winner: score.winner, wins: score.wins, seeds: score.seeds });
  return {
    messages: m,
    undone: (moves) => m.announce.undone(moves),
    redone: (moves) => m.announce.redone(moves),
    narrate: (before, move, trace) => narrate(before, move, trace, m),
    refusal: (error, position) => narrateRefusal(error, position, m),
    why: (position, hole, computerTurn, sowing = false, playedBy = undefined) =>
      whyNotPlayable(position, hole, m, { computerTurn, sowing, playedBy }) ?? '',
    preview: (preview, holes) => describePreview(preview, holes, m),
    status: (position) => describeStatus(position, m),
    step: (event, holes) => narrateStep(event, holes, m),
    errorHeading: () => m.errors.heading,
    error: (e) => errorWords(e, m),
    boardLabel: (variant, holes) => m.board.label(variant, holes),
    round: (n) => m.status.round(n),
    roundOf: (n, rounds) => m.status.roundOf(n, rounds),
    match: matchText,
    // The score so far is a phrase (it also ends the status line); the match's result a sentence.
    matchSentence: (score) => (score.winner === null ? `${matchText(score)}.` : matchText(score)),
    lap: (n) => m.status.lap(n),
    // A player the page left unnamed goes by its side.
    thinking: (name, side) =>
      name ? m.status.thinkingNamed(name, side) : `${m.sides[side]}: ${m.status.thinking}`,
    stuck: (name) => m.status.stuck(name),
    toMove: (side) => m.status.toMove(side),
    store: (side, n) => m.board.captured(side, n),
    hole: (label, side, count, playable) => m.hole.name(label, side, count, playable),
    setupInvalid: (problem) => m.setup.invalid(setupReason(problem, m)),
    setupAction: (draft, hole) => {
      const label = makeHole(hole, draft.holes);
      if (draft.tool === 'add')
        return draft.board[hole] >= MAX_DRAFT_SEEDS
          ? m.setup.holeFull(label, draft.board[hole])
          : m.setup.addSeedTo(label);
      return draft.board[hole] === 0 ? m.blocked.empty(label) : m.setup.removeSeedFrom(label);
    },
    setupStoreAction: (draft, side) => {
      if (draft.tool === 'add') return m.setup.addCaptured(side);
      // Nothing to take, said as an empty hole is: the click will do nothing.
      return draft.captured[side === 'south' ? 0 : 1] === 0
        ? `${m.board.captured(side, 0)}.`
        : m.setup.removeCaptured(side);
    },
    speedName: (speed) => m.controls.speeds[speed],
  };
}

const ALLOWED: Record<string, readonly string[]> = {
  variant: ['hoyito-1', 'hoyito-2', 'hoyito-3'],
  mode: MODES,
  orientation: ['south', 'north'],
  first: ['south', 'north'],
  speed: SPEEDS,
  controls: [...CONTROLS, 'none'],
};

/** Where a page's player's name goes in an error's words while the rest is written out. */
const NAME_SLOT = '\u0000';

/**
 * An error's words, the direction controls in them written out (see writeOutBidi), but for a page's
 * player's name, set in its own direction as the status line sets it (its own controls were
 * written out as the board took it).
 */
function errorWords(e: ConfigError, m: Messages): string {
  const name = e.player !== undefined && e.player.level === undefined ? e.player.name : '';
  if (e.player === undefined || name === '') return writeOutBidi(errorText(e, m));
  const words = writeOutBidi(errorText({ ...e, player: { ...e.player, name: NAME_SLOT } }, m));
  return words.replace(NAME_SLOT, isolate(name));
}

function errorText(e: ConfigError, m: Messages): string {
  const e_ = m.errors;
  switch (e.code) {
    case 'variant':
      return e_.unknownVariant(e.value, ALLOWED.variant);
    case 'holes':
      return e_.holesOutOfRange(e.value, 3, 12);
    case 'seeds':
      return e_.seedsOutOfRange(e.value, 1, 12);
    case 'mode':
      return e_.badMode(e.value, ALLOWED.mode);
    case 'orientation':
      return e_.badOrientation(e.value, ALLOWED.orientation);
    case 'first':
      return e_.badFirst(e.value, ALLOWED.first);
    case 'highlight':
      return e_.badHighlight(e.value, e.detail ?? '');
    case 'speed':
      return e_.badSpeed(e.value, ALLOWED.speed);
    case 'controls': {
      if (e.detail === 'none') return e_.controlsNoneAlone;
      return e_.badControls(e.detail ?? e.value, ALLOWED.controls);
    }
    case 'position':
      if (e.detail === NOT_TEXT) return e_.loadNotText(e.value);
      if (e.detail === PROPERTY_NOT_TEXT) return e_.positionNotText(e.value);
      return e_.badPosition(fault(e, m), columnUntold(e));
    case 'record':
      if (e.detail === PROPERTY_NOT_TEXT) return e_.recordNotText(e.value);
      // A match's records (loadMatch): `detail` is the game at fault (none when what was given
      // is no list), `match` what is wrong when it is not the game's own record.
      if (e.detail !== undefined || e.match !== undefined) {
        const game = Number(e.detail ?? 0);
        return e.reason === undefined
          ? e_.badMatch(e.match ?? 'wrong-start', game, e.value)
          : e_.badMatchGame(game, explain(e.reason, m.faults), e.line, columnUntold(e));
      }
      return e_.badRecord(fault(e, m), e.line ?? 1, columnUntold(e));
    case 'storage':
      if (e.detail === undefined) return e_.corruptSave;
      if (e.detail === SHARED_KEY) return e_.sharedKey;
      if (e.detail === REPLAY_PLACE) return e_.replayPlace;
      if (e.detail === SAVED_PLY) return e_.savedPly;
      if (e.detail === SETUP_DRAFT) return e_.setupDraft;
      if (e.detail === SAVED_SETTINGS) return e_.savedSettings;
      return e.detail === UNSAVED ? e_.unsaved : e_.staleSave(e.detail);
    case 'player':
      if (e.attribute === 'players' && e.player === undefined)
        return playersFault(m, e.value, e.detail);
      if (e.player !== undefined) {
        const who = playerName(e.player, m);
        return e.value === '' ? e_.playerFailed(who) : e_.playerIllegal(who, e.value);
      }
      return e_.badPlayer(
        e.attribute,
        e.value,
        e.attribute === 'think-ms' ? '50–60000' : 'human, beginner, casual, strong, expert',
      );
    case 'lang':
      return e_.badLang(e.value, ['en', 'es']);
    case 'loop':
      return e_.badLoop(e.value, LOOP_SECONDS.min, LOOP_SECONDS.max);
    case 'idle':
      return e_.badIdle(e.value, IDLE_SECONDS.min, IDLE_SECONDS.max);
    case 'persist':
      return e.value === '' ? e_.emptyPersist : e_.badPersist(e.value);
    case 'rounds':
      return e.detail !== undefined
        ? e_.roundsWithStart
        : e_.badRounds(e.value, ROUNDS.min, ROUNDS.max);
    default:
      return e.message;
  }
}

function setupReason(problem: SetupProblem, m: Messages): string {
  switch (problem.reason) {
    case 'no-seeds':
      return m.setup.noSeeds;
    case 'too-many-seeds':
      return m.setup.tooManySeeds(problem.total, problem.max);
    case 'nobody-can-move':
      return m.setup.nobodyCanMove;
    default:
      return explain(problem.fault, m.faults);
  }
}

/** The engine's reason for refusing a position or record, in the board's language. */
function fault(e: ConfigError, m: Messages): string {
  if (e.reason === undefined) return e.message;
  // The board already says "The position is not valid": the engine's own "Not a valid
  // position: …" around the reason would say it twice.
  const reason =
    e.code === 'position' && e.reason.key === 'invalid-position' ? e.reason.inner : e.reason;
  return explain(reason, m.faults);
}
