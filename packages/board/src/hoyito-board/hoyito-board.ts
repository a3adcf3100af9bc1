import {
  explain,
  type Game,
  MAX_HOLES,
  MIN_HOLES,
  type Move,
  type MoveError,
  makeHole,
  makeMove,
  makePosition,
  type Position,
  type Preview,
  parseHole,
  SIDES,
  type Side,
  type TraceEvent,
  VARIANTS,
  type Variant,
} from '@hoyito/engine';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import { whenFrameAllows } from '../animation/budget.ts';
import {
  type Frame,
  frameMs,
  holeMark,
  nextLapFrame,
  nextSeedFrame,
  traceFrames,
} from '../animation/frames.ts';
import { findPaintNodes, Painter, type PaintNodes } from '../animation/painter.ts';
import { type AnimationEnd, FramePlayer } from '../animation/player.ts';
import { ComputerPlayer } from '../computer/computer.ts';
import { describeHint } from '../computer/hint.ts';
import { VARIED_PLIES, variedAtLeast } from '../computer/vary.ts';
import { diagramSvg, type MoveMarks, markMove, narrowDiagramMinWidth } from '../diagram/diagram.ts';
import { MAX_SEEDS_DRAWN } from '../diagram/seed-spots.ts';
import {
  type ChangeReason,
  type ErrorDetail,
  HoyitoAnimationEndEvent,
  HoyitoChangeEvent,
  HoyitoErrorEvent,
  HoyitoGameOverEvent,
  HoyitoHintEvent,
  HoyitoIdleEvent,
  HoyitoMoveEvent,
  HoyitoSetupEvent,
} from '../events.ts';
import { en } from '../i18n/en.ts';
import { LocalizeController, MESSAGES } from '../i18n/localize.ts';
import { FROM_ANOTHER_BOARD } from '../i18n/messages.ts';
import { canChoose, type Player, type Players } from '../players.ts';
import {
  asWritten,
  attributeText,
  type BoardConfig,
  type ConfigError,
  configFaults,
  isKindOfValue,
  isolate,
  NOT_TEXT,
  PROPERTY_NOT_TEXT,
  quoted,
  type RawAttributes,
  REPLAY_PLACE,
  ROUNDS,
  readHighlight,
  readRounds,
  SAVED_PLY,
  SAVED_SETTINGS,
  SETUP_DRAFT,
  SHARED_KEY,
  SPEED_MS,
  SPEEDS,
  type Speed,
  UNREADABLE,
  UNSAVED,
  writeOutBidi,
} from '../state/config.ts';
import {
  BoardModel,
  draftFrom,
  draftPosition,
  editDraft,
  editDraftCaptured,
  type HoleBlock,
  type RecordNotes,
  readDraft,
  recordedTrace,
  reshapeDraft,
  SETUP_TOOLS,
  type SetupDraft,
  sameDraftPosition,
  toolDelta,
} from '../state/model.ts';
import { isoDate, knownDate, shownTags } from '../state/notes.ts';
import { styles } from './hoyito-board.styles.ts';
import { BoardScaleController } from './scale.ts';
import {
  lastSaid,
  NO_LINE,
  NOTHING,
  playerName,
  playersFault,
  type Said,
  type SaidLine,
  type UiText,
  uiText,
} from './text.ts';

const STORAGE_PREFIX = 'hoyito-board:';
/**
 * Which board of the page saves under each `persist` key. Two boards saving under one key would
 * each overwrite (or set aside) the other's game at every move: the first takes the key, and the
 * others play unsaved, with a warning, until it leaves the page.
 */
const KEY_HOLDERS = new Map<string, Element>();
/**
 * The boards waiting for a key another board holds (see KEY_HOLDERS): when that board leaves the
 * page, each is asked to take the key up at once, rather than with its next move.
 */
const KEY_WAITERS = new Set<HoyitoBoard>();
const UNAVAILABLE: Said = (t) => [t.messages.computer.unavailable];
/**
 * Where the games set aside from a `persist` key's place are kept. A prefix of its own, so that
 * no persist key can name another key's kept games.
 */
const KEPT_PREFIX = 'hoyito-board-kept:';
/** How many games set aside one key keeps; a game set aside beyond them lets the oldest go. */
const KEPT_LIMIT = 5;

/** A kept game: a save as `#saveData` writes it, and why it was set aside. */
interface KeptGame {
  readonly save: unknown;
  /**
   * The attributes that had changed since it was saved; null when the visitor switched away;
   * FROM_ANOTHER_BOARD when it is the game of a board that held the key and left the page.
   */
  readonly changed: string | null;
}

/**
 * The JSON stored under `key` in localStorage: undefined when there is none (or storage is
 * refused), null when it does not parse.
 */
function readStored(key: string): unknown {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * The tag a game begun from setup carries in its record (PGN's name for a game from a set-up
 * position): Set up again is offered wherever the record goes, a saved game, a kept one or a
 * page's link to it.
 */
const SET_UP_TAG = ['SetUp', '1'] as const;

/** The layouts `toSVG()` draws. */
const SVG_LAYOUTS = ['wide', 'narrow', 'shown'] as const;

/** The keys that move between holes or sow one. */
const HOLE_KEYS = /^(Arrow\w+|Home|End|Enter| )$/;

/** How long a touch rests on a hole before it previews the move rather than play it. */
const HOLD_MS = 500;

/** Whether two errors are the same report: what, where, the value and the words. */
function sameError(a: ConfigError | null, b: ConfigError): boolean {
  return (
    a !== null &&
    a.code === b.code &&
    a.attribute === b.attribute &&
    a.value === b.value &&
    a.message === b.message
  );
}

/** Whether anyone has played in a game: one with no move would not be worth keeping. */
function played(model: BoardModel): boolean {
  return model.length > 0 || (model.matchRecords()?.length ?? 0) > 1;
}

/**
 * The players the shown round's record names, said when the round `left` named others (or none):
 * a replay's about row, which shows them, is not a live region, and changes silently.
 */
function playersSaid(model: BoardModel, left: number): SaidLine {
  const { players } = shownTags(model.notesOf(model.shownGame).tags);
  const before = shownTags(model.notesOf(left).tags).players;
  const same =
    players.length === before.length &&
    players.every((p, i) => p.side === before[i].side && p.name === before[i].name);
  if (same) return NO_LINE;
  return (t) =>
    `${players.map(({ side, name }) => t.messages.controls.replay.player(side, isolate(name))).join(', ')}.`;
}

/** Properties whose change starts a new game (a new match, with `rounds`). */
const GAME_KEYS = ['variant', 'holes', 'seeds', 'first', 'position', 'record', 'rounds'] as const;
/** Properties read into the configuration: a change to any of them reads it again. */
const CONFIG_KEYS = [
  ...GAME_KEYS,
  'mode',
  'orientation',
  'speed',
  'controls',
  'persist',
  'southPlayer',
  'northPlayer',
  'thinkMs',
  'loop',
  'idle',
] as const;
/**
 * Properties that hold an attribute's text. A page (or a framework binding `:holes="7"`) may set
 * them to anything: each is read as its attribute would be (see attributeText).
 */
const TEXT_KEYS = [...CONFIG_KEYS, 'highlight'] as const;

/** Whether a replay stands at the very start or the very end of its recording. */
type ReplayPlace = { readonly atStart: boolean; readonly atEnd: boolean };

/**
 * The hint's search budget in nodes: about as long as the half second it replaced, on the
 * development machine 0.02–0.6 s over positions of every variant, opening to endgame; longer on a
 * phone.
 */
const HINT_NODES = 400_000;

/**
 * A Hoyito board: play a game on one device, replay a recorded game, show a diagram, or set up a
 * position. Rules come from `@hoyito/engine`; the board renders its positions and animates its
 * event traces seed by seed.
 *
 * @summary Play, replay and show Hoyito I, II and III positions, animated seed by seed.
 *
 * @attr {string} [lang=page] - The board's language, `en` or `es` (the global attribute, read by the board): else the page's language; a language the board does not have gives way to the page's, else English, with a `hoyito-error` (code `lang`). A change mid-game says the narration, preview and status again in the new language.
 *
 * @event {HoyitoMoveEvent} hoyito-move - A move was played. `detail`: `{ move, notation, position, trace }`. Fired before the move's animation begins: a listener's undo, reply, load or agreement cuts it short (`hoyito-animation-end` with `skipped: true`).
 * @event {HoyitoChangeEvent} hoyito-change - The position on show changed otherwise than by a move played (which `hoyito-move` tells): undo, redo, a new game or round, a game loaded, a replay's step or jump, play begun from setup, an agreed end, a kept or saved game brought back, another mode showing another position of the game, a game started again after nobody played (`idle`), the board's first game, or an attribute changed. `detail`: `{ position, reason }`, `reason` one of `CHANGE_REASONS` (`first`, `undo`, `redo`, `new-game`, `next-round`, `load`, `replay`, `setup`, `agreement`, `restore`, `mode`, `idle`, `attribute`). A setup draft's edits fire none: the draft is not the game (`currentPosition` is still the game behind it) and is often no position the rules can play; play begun from it is told.
 * @event {HoyitoGameOverEvent} hoyito-gameover - The game ended (announced once the last move's animation has ended). `detail`: `{ winner, captured, reason, position, round, match }` (`match`: with `rounds`, the match's score, its `winner` set once the match is over; else null).
 * @event {HoyitoErrorEvent} hoyito-error - An attribute, position, record or saved game was rejected, or the game cannot be saved (code `storage`: the browser refused, or another board of the page holds the `persist` key), or `load()`, `loadMatch()` or `newGame()` were refused under an attribute's error (the event repeats that error), or a player could not play (code `player`: the `players` property is not a side's player, which leaves that side to people; or the computer or a page's player failed, or chose a move the rules refuse, and the game waits, with Try again). `detail`: `{ code, message, localizedMessage, attribute }` (`message` in English for developers, `localizedMessage` in the board's language).
 * @event {HoyitoIdleEvent} hoyito-idle - With `idle`, nobody touched the board for that long, just before it starts its game again (a replay: goes back to its start; a setup: to its position), after the page's listeners, who may change its attributes first (a museum screen handed back to the computer). Cancelable: `preventDefault()` keeps the board as it stands. `detail`: `{ seconds, position }`.
 * @event {HoyitoSetupEvent} hoyito-setup - In setup mode, the position being set up changed (a hole, a store, Clear board, Fill board, Side to move, Variant, Fewer or More holes, or a game loaded into it; not a choice of tool, nor entering setup). `detail`: `{ position, problem }`: `position` what Start playing from here would start, or null when the rules cannot play it, `problem` then why, in the board's language. The board's `setupPosition` gives the same position at any time.
 * @event {HoyitoHintEvent} hoyito-hint - A hint is shown (Hint pressed, or `hint()`). `detail`: `{ move, notation, text, position }` (`text` as shown, in the board's language).
 * @event {HoyitoAnimationEndEvent} hoyito-animation-end - A move's animation finished, or was cut short (`skipped: true`) by Esc, Skip, undo, New game, `load()` or anything else: every animated move gets one (for a game replaced by another, once the board shows the new one; for a board taken off the page, once it is put back). `detail`: `{ skipped }`.
 *
 * @csspart board - The board: both rows of holes and the two stores.
 * @csspart row - One row of holes.
 * @csspart hole - A hole (a button; in replay mode, where holes never act, an image); also `hole south`/`hole north`.
 * @csspart seed - The seeds drawn in a hole (one element a hole; up to 12 seeds are drawn, painted with `--hoyito-seed-color` and `--hoyito-seed-edge`).
 * @csspart count - The number of seeds in a hole.
 * @csspart label - A hole's label (a–l, A–L).
 * @csspart store - A side's captured seeds; also `store south` / `store north`.
 * @csspart status - Whose turn it is, the result, the round.
 * @csspart controls - The buttons below the board.
 * @csspart button - Every button of the board's own (the controls, the move list, a match's rounds, the two buttons of the notice offering a game kept aside, the `idle` warning's), not the holes: one look for them all.
 * @csspart preview - Under the board, a hole's move or a hint told in words.
 * @csspart narration - The move told in words.
 * @csspart moves - The move list in replay mode: three rows high whatever the record, it scrolls and keeps the current move in view (set `block-size` to change its height).
 * @csspart move-number - In the move list, a move's number, beside its button (whose name says it too).
 * @csspart rounds - In replay mode, a match's rounds (one button each) above the move list, which holds the moves of the round on show.
 * @csspart about - In replay mode, above the status: the players, event, place and date the record's `South`, `North`, `Event`, `Site` and `Date` tags give (absent when it gives none).
 * @csspart comment - In replay mode, under the move list: the record's comment on the move on show, or the game's comment at its start (absent when there is none).
 * @csspart error - The message shown in the board's place when input is bad.
 * @csspart kept - The notice, under the controls, that offers to go back to a saved game set aside (with `persist`), with its two buttons.
 * @csspart unsaved - The notice, between the board and its controls, that the game is not being saved under its `persist` key (the browser's storage refused, or another board of the page holds the key); it goes once a save goes through.
 * @csspart idle-warning - With `idle`, the warning, between the board and its controls, that the board will start its game again (20 seconds before; for a wait under 40 seconds, half of it in whole seconds, and none for a wait of 1), with an "I'm still here" button; any touch, click or key elsewhere on the board takes it away and keeps the game.
 *
 * @cssproperty [--hoyito-board-color=light-dark(#6b4423, #b88a5a)] - The board's rim, which also edges each hole and setup's stores: keep it 3:1 or more against the wood.
 * @cssproperty [--hoyito-board-surface=light-dark(#c8965a, #5a3a1e)] - The board's wood.
 * @cssproperty [--hoyito-hole-color=light-dark(#7a4e2a, #2a1a0c)] - A hole's inside and the stores.
 * @cssproperty [--hoyito-seed-color=light-dark(#f3e7c9, #e8dcc0)] - Seeds.
 * @cssproperty [--hoyito-seed-edge=#5b3a1c] - A seed's outline.
 * @cssproperty [--hoyito-text-color=light-dark(#1f140a, #f2ece2)] - Text on the wood: the holes' labels, and the counts' badges (their digits are in `--hoyito-board-surface`). The text beside the wood (status, narration, notices) is the element's own `color`, the page's.
 * @cssproperty [--hoyito-accent-color=light-dark(#073f7f, #8ab8ff)] - Playable holes, the animated hole, sowing paths, and the pill under the letter of a hole marked to play, whose text is `Canvas`.
 * @cssproperty [--hoyito-capture-color=light-dark(#7a1510, #ff8a80)] - A hole as its seeds are captured in a move's animation, a diagram's captures, and error frames.
 * @cssproperty [--hoyito-focus-color=light-dark(#073f7f, #8ab8ff)] - The keyboard focus ring.
 * @cssproperty [--hoyito-font=system-ui, sans-serif] - The font.
 * @cssproperty --hoyito-board-text-scale - The factor by which the board's picture (each hole's count, label and edge, the stores, the board's padding and gaps) enlarges its text. Unset, the board chooses: 1 up to 60 times its font size in width (960 px at 16 px), then in proportion to its width, up to 4 (a 4K kiosk); `1` keeps the text at the board's font size. The status, controls and narration keep the board's font size either way.
 */
export class HoyitoBoard extends LitElement {
  static override styles = styles;

  static override properties = {
    variant: { type: String, reflect: true },
    holes: { type: String, reflect: true },
    seeds: { type: String, reflect: true },
    first: { type: String, reflect: true },
    position: { type: String },
    record: { type: String },
    mode: { type: String, reflect: true },
    orientation: { type: String, reflect: true },
    speed: { type: String, reflect: true },
    narration: { type: Boolean, reflect: true },
    controls: { type: String },
    persist: { type: String },
    southPlayer: { type: String, attribute: 'south-player', reflect: true },
    northPlayer: { type: String, attribute: 'north-player', reflect: true },
    thinkMs: { type: String, attribute: 'think-ms' },
    loop: { type: String, reflect: true },
    idle: { type: String, reflect: true },
    rounds: { type: String, reflect: true },
    highlight: { type: String },
    players: { attribute: false },
    _thinking: { state: true },
    _model: { state: true },
    _frame: { state: true },
    _error: { state: true },
    _focusHole: { state: true },
    _preview: { state: true },
    _lines: { state: true },
    _draft: { state: true },
    _mode: { state: true },
    _tick: { state: true },
    _autoplay: { state: true },
    _kept: { state: true },
    _unsaved: { state: true },
    _endAsked: { state: true },
    _idleWarning: { state: true },
    _focusWithin: { state: true },
  };

  /**
   * Which game: `hoyito-1`, `hoyito-2` or `hoyito-3`.
   * @default hoyito-1
   */
  declare variant: string | null;
  /**
   * Holes per row, 3–12 (6 by default; 12 is recorded for Hoyito II).
   * @default 6
   */
  declare holes: string | null;
  /**
   * Seeds per hole at the start, 1–12 (4 in the sources).
   * @default 4
   */
  declare seeds: string | null;
  /**
   * Who moves first: `south` or `north`.
   * @default south
   */
  declare first: string | null;
  /** A start position in the engine's notation, e.g. `h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s`. */
  declare position: string | null;
  /**
   * A game record (the engine's record text) to replay or continue. Given with `position` too,
   * the record is played, and a console warning names the position passed over.
   */
  declare record: string | null;
  /**
   * `play`, `replay`, `diagram` or `setup`.
   * @default play
   */
  declare mode: string | null;
  /**
   * The side drawn at the bottom: `south` or `north`.
   * @default south
   */
  declare orientation: string | null;
  /**
   * Animation speed: `slow`, `normal`, `fast` or `instant`.
   * @default normal
   */
  declare speed: string | null;
  /**
   * Show the narration of each move (it is in an `aria-live` region, shown or not, quiet only while `loop` plays by itself with the focus elsewhere).
   * @default false
   */
  declare narration: boolean;
  /**
   * Which controls show, separated by spaces or commas: any of `undo new-game agree hint speed
   * flip narration animation pass`, or `none`. `animation` is the four buttons that step, pause
   * and skip a move's animation; Esc skips it whatever shows. `pass` keeps Pass in view,
   * unavailable while no side must pass (without it, Pass shows only then, and the board's height
   * changes). Empty, or separators only, it shows them all, as when it is left out.
   * @default all
   */
  declare controls: string | null;
  /**
   * A key under which the game and settings are saved in `localStorage` after each move and when
   * a new game starts, and from which they come back on the next visit. A saved game found under
   * other start attributes (`variant`, `holes`, `seeds`, `first`, `rounds`, `position`, `record`)
   * is set aside with a `hoyito-error`; a game under way that the page replaces by changing one of
   * them, with none (the page asked for it). Either is kept (up to five a key, newest first): a
   * notice offers to go back to it. A key given after the first render restores its game only
   * while nobody has touched the board's; otherwise the game saved there is kept aside in its
   * turn. While saving fails (storage refused, or another board of the page holds the key), a
   * notice says the game goes unsaved. A replay's place and setup mode's draft are saved too, at
   * each change.
   */
  declare persist: string | null;
  /**
   * Who plays South: `human`, or the computer at `beginner`, `casual`, `strong` or `expert`.
   * @default human
   */
  declare southPlayer: string | null;
  /**
   * Who plays North: `human`, or the computer at `beginner`, `casual`, `strong` or `expert`.
   * @default human
   */
  declare northPlayer: string | null;
  /**
   * The computer's time per move in milliseconds (50–60000); its level's own budget if unset.
   * @default its level's
   */
  declare thinkMs: string | null;
  /**
   * Play mode: when a game ends, a new one starts after a pause; `loop` alone waits 8 s, `loop="30"`
   * that many seconds (1–3600). With the computer on both sides, a museum screen's attract loop,
   * each game opened differently (not as an earlier game of the loop, while openings are left),
   * and differently on each board and each load of the page. A
   * player that failed is asked again after the same pause, as Try again would, and after twice
   * as long each time it fails again there (up to an hour). Replay mode: the record plays by
   * itself after the pause, and again from its start after the pause at its end; a reader who
   * stops it midway is left there.
   * @default off
   */
  declare loop: string | null;
  /**
   * Play mode: a game a person has played in, then left alone (no touch, click, key, pointer
   * moved or wheel turned on the board) while it waits for a person, starts again after that many
   * seconds (1–3600; `idle` alone, 120): the game the attributes ask for, as on the page's first
   * load, so that a museum screen's next visitor does not find the last one's game half played.
   * A game over waits too, unless `loop` starts the next one. The game left is not kept. Replay
   * mode: a replay left away from its start, not playing, goes back to it (and with `loop` plays
   * again from there). Setup mode: a position someone changed goes back to the one setup began
   * from. Diagram mode: nothing. The last 20 seconds of the wait (for a wait under 40 seconds,
   * half of it in whole seconds: less than WCAG 2.2.1's 20) show a warning, announced, with an
   * "I'm still here" button that keeps the board.
   * @default off
   */
  declare idle: string | null;
  /**
   * Play a match of this many games (1–99) between the same players: each from the full board,
   * started by whoever did not start the one before; "Next game", in view all through a match
   * of two rounds or more, starts the next round once a game has ended. In
   * Hoyito III the last four go, from round 3, to the previous game's winner.
   * @default one game
   */
  declare rounds: string | null;
  /**
   * A hole label. Diagram mode: the hole whose move's sowing path and captures (the last four's
   * holes too) are marked. Play mode: the hole is marked for the reader to play (until the first
   * move).
   */
  declare highlight: string | null;
  /**
   * Sides played by code (JavaScript property only): `{ south?: Player, north?: Player }`; null or
   * `{}` for none. A value that is not this shape, or a side's value with no `chooseMove`, plays
   * no side and is reported (`hoyito-error`, code `player`).
   */
  declare players: Players | null;
  declare _thinking: boolean;

  declare _model: BoardModel | null;
  declare _frame: Frame | null;
  declare _error: ConfigError | null;
  declare _focusHole: number;
  declare _preview: SaidLine;
  declare _lines: Said;
  declare _draft: SetupDraft | null;
  declare _mode: BoardConfig['mode'];
  declare _tick: number;
  declare _autoplay: boolean;
  /** A game kept aside under the `persist` key, which the board offers to go back to. */
  declare _kept: { readonly changed: string | null; readonly others: number } | null;
  /**
   * Why the game under way is not being saved under the `persist` key named in the error's
   * `value`, shown until a save goes through (see #unsavedTemplate).
   */
  declare _unsaved: ConfigError | null;
  /**
   * The position at which End by agreement was pressed once and now asks to be pressed again:
   * one press, a stray Enter or tap, must not end a game. The question stands only while that
   * position is on show in play mode and the button keeps the focus (see #agreeTemplate).
   */
  declare _endAsked: Position | null;
  /**
   * With `idle`, the seconds left before the board starts its game again, said by the warning on
   * show then (see #scheduleIdle); null while none is.
   */
  declare _idleWarning: number | null;
  /** Whether the focus is in the board (see #unattended). */
  declare _focusWithin: boolean;

  readonly #localize = new LocalizeController(this);
  readonly #scale = new BoardScaleController(
    this,
    () => this.#applyScale(),
    () => {
      if (this.#pictureScrolls() !== this.#drawnScrolling) this.requestUpdate();
      this.#measureRows();
      this.#keepNarrationInView(true);
    },
  );

  /**
   * Whether the rows' side padding has given way (a board barely wider than its holes): then a
   * hole's count and focus ring keep inside it (see the styles' .rows[data-tight]). Measured, as
   * the padding depends on the board's width, its holes, its stores and its font size; by the
   * board's own width, not the window's, for a narrow board in a wide page.
   */
  #tight = false;
  /** The holes a row the rows were last measured with (see #measureRows). */
  #tightHoles: number | undefined;

  /**
   * Measures the rows' padding (#tight) and whether they scroll (#scrolls). Called where the
   * layout is fresh, when the width is observed, and after an update that changed the holes a row
   * (setup's More holes) or drew the rows anew, which the width's observer does not see; never on
   * the first render, which the observer follows.
   */
  #measureRows(): void {
    const rows = this.renderRoot.querySelector<HTMLElement>('.rows');
    if (rows === null) return;
    this.#tightHoles = rows.querySelector('.row')?.childElementCount;
    const style = getComputedStyle(rows);
    const tight =
      Number.parseFloat(style.paddingInlineEnd) <
      Math.max(6, 0.25 * Number.parseFloat(style.fontSize)) - 0.5;
    const scrolls = rows.scrollWidth > rows.clientWidth;
    if (tight === this.#tight && scrolls === this.#scrolls) return;
    this.#tight = tight;
    this.#scrolls = scrolls;
    this.requestUpdate();
  }

  /**
   * Whether the rows are wider than the board and scroll sideways (a 2×12 board on a phone): only
   * then do they run the animation that fades them at a side with more holes (see the styles'
   * .rows[data-scrolls]). A scroll-driven animation never ends, even on a timeline that draws
   * nothing, and a page or tool that waits for a board's animations to end (Storybook does) would
   * wait in vain on every board. Measured with #tight.
   */
  #scrolls = false;

  /** Whether the last render made the diagram a tab stop, as a picture that scrolls sideways. */
  #drawnScrolling = false;

  /**
   * Whether diagram mode's picture is wider than the board (its narrow layout's least width,
   * see narrowDiagramMinWidth) and so scrolls: then it takes the keyboard's focus, to be
   * scrolled with the arrow keys, as it holds nothing else that does.
   */
  #pictureScrolls(): boolean {
    const holes = this._model?.position.holes;
    const width = this.#scale.width;
    return (
      this._mode === 'diagram' &&
      holes !== undefined &&
      width > 0 &&
      width < narrowDiagramMinWidth(holes)
    );
  }
  #config: BoardConfig | null = null;
  #frames: Frame[] = [];
  #pending: {
    before: Position;
    trace: readonly TraceEvent[];
    after: Position;
    /** A game-ending move played here (not a replayed one): announce the end after it. */
    gameOver: boolean;
  } | null = null;
  /** The `persist` key the board last restored from or took up; null before the first. */
  #persistKey: string | null = null;
  /** The game as the board installed it (see #untouched). */
  #installed: {
    model: BoardModel;
    game: Game;
    length: number;
    ply: number;
    /** The game on show and its ply: a replay's steps touch the game too. */
    shown: Game;
    shownPly: number;
  } | null = null;
  readonly #player = new FramePlayer(
    (i) => this.#showFrame(this.#frames[i] ?? null),
    (how) => this.#animationDone(how),
  );

  constructor() {
    super();
    this.variant = null;
    this.holes = null;
    this.seeds = null;
    this.first = null;
    this.position = null;
    this.record = null;
    this.mode = null;
    this.orientation = null;
    this.speed = null;
    this.narration = false;
    this.controls = null;
    this.persist = null;
    this.southPlayer = null;
    this.northPlayer = null;
    this.thinkMs = null;
    this.loop = null;
    this.idle = null;
    this.rounds = null;
    this.highlight = null;
    this.players = {};
    // Any touch or key keeps an `idle` board's game (see #scheduleIdle), and so does a pointer
    // moved or a wheel turned over it: a visitor reading a move's preview is still there.
    // A click counts too: a screen reader's browse mode presses a button with a click alone.
    for (const type of ['pointerdown', 'keydown', 'pointermove', 'wheel', 'click'])
      this.addEventListener(type, this.#touched, { passive: true });
    this._thinking = false;
    this._model = null;
    this.#setFrame(null);
    this._error = null;
    this._focusHole = -1;
    this._preview = NO_LINE;
    this._lines = NOTHING;
    this._draft = null;
    this._mode = 'play';
    this._tick = 0;
    this._endAsked = null;
    this._autoplay = false;
    this._kept = null;
    this._unsaved = null;
    this._idleWarning = null;
    this._focusWithin = false;
    this.addEventListener('focusin', () => {
      this._focusWithin = true;
    });
    // Where the focus went is known only once it has gone; the board's own hand-overs (see
    // #keepFocus) leave it inside.
    this.addEventListener('focusout', () =>
      queueMicrotask(() => {
        this._focusWithin = this.matches(':focus-within');
      }),
    );
  }

  // ——— public API ———

  /** The current position (null while the attributes are invalid). */
  get currentPosition(): Position | null {
    return this.#shownModel()?.position ?? null;
  }

  /**
   * While an attribute's error stands in the board's place, loading is refused, as playing is:
   * what was loaded would either hide the error while the attribute is still bad, or replace the
   * game kept behind it. Says so (the event repeats the attribute's error) and returns true.
   */
  #refusedUnderError(method: string): boolean {
    const standing = this._error;
    if (standing === null) return false;
    this.#report(
      { ...standing, message: `${method} refused: ${standing.message} Fix the attribute first.` },
      { keepGame: true },
    );
    return true;
  }

  /**
   * The game on show: none while an error stands in the board's place. The last good game is
   * kept behind it, to come back when the attributes are fixed, but it is not played meanwhile,
   * by the page or by the computer.
   */
  #shownModel(): BoardModel | null {
    return this._error === null ? this._model : null;
  }

  /**
   * The error that stands in the board's place (a bad attribute, or a start the rules refuse),
   * as its `hoyito-error` gave it, the localized message in the board's language now; null while
   * the board shows a game. For a page that starts listening only after the board first drew (a
   * framework's effect, say), which has missed that event.
   */
  get error(): ErrorDetail | null {
    return this._error === null ? null : this.#errorDetail(this._error);
  }

  /** An error as `hoyito-error` and `error` give it. */
  #errorDetail(error: ConfigError): ErrorDetail {
    return {
      code: error.code,
      message: writeOutBidi(error.message),
      localizedMessage: this.#text.error(error),
      attribute: error.attribute,
    };
  }

  /**
   * In setup mode, the position being set up, when the rules can play it (what Start playing from
   * here would start); null when they cannot, and outside setup mode. `currentPosition` is still
   * the game behind the draft.
   */
  get setupPosition(): Position | null {
    const made = this._draft === null ? null : draftPosition(this._draft);
    return made === null || 'reason' in made ? null : made;
  }

  /** The side to move's legal moves. */
  get legalMoves(): readonly number[] {
    return this.#shownModel()?.position.legalMoves() ?? [];
  }

  /**
   * The game so far as a record (the engine's record text): the moves played, not those taken
   * back, so that a record or link made from it opens the position on show.
   */
  get gameRecord(): string | null {
    return this.#shownModel()?.playedRecord() ?? null;
  }

  /**
   * In a match (`rounds`): the records of its games so far, the current game last (what
   * `loadMatch` takes back); null for a single game.
   */
  get matchRecords(): string[] | null {
    return this.#shownModel()?.matchRecords() ?? null;
  }

  /**
   * Plays a hole (canonical number or label) or `'pass'` for the side to move, in play mode,
   * a move still being shown skipped to its end first. Returns whether it was played.
   */
  play(move: number | string): boolean {
    // A side played by the computer (or other code) is not played from outside.
    if (this.#playerToMove() !== null) return false;
    return this.#play(move, true);
  }

  /**
   * `sayUnread`: a label that names no hole is said in the narration, for a page's play(); a
   * player's answer is said by #playerStuck instead.
   */
  #play(move: number | string, sayUnread = false): boolean {
    const model = this.#shownModel();
    if (model === null || this._mode !== 'play') return false;
    let m: Move;
    if (move === 'pass' || move === '-') m = 'pass';
    else if (typeof move === 'number') m = move;
    else {
      const hole = parseHole(move, model.position.holes);
      if (!hole.ok) {
        // Said as a refused move is: a page's play('Z') is told why, not only false.
        const why = hole.error.reason;
        if (sayUnread) this._lines = (t) => [explain(why, t.messages.faults)];
        return false;
      }
      m = hole.value;
    }
    this.#finishAnimation();
    // The position the move is played from, where an undo, New game or load() in the same task
    // showed it, is told before the move is played: the update that would have told it comes
    // after the move's own event, which marks the move's position told. Off the page too, where
    // that event goes out at once. A listener that changes the game as it hears it has the move
    // refused: it was asked of a position no longer on show.
    const from = model.position;
    this.#tellChange(from);
    if (this.#shownModel() !== model || model.position !== from) return false;
    const result = model.play(m);
    if ('code' in result) {
      this.#announceRefusal(result);
      return false;
    }
    this.#afterMove(result.before, m, result.played.trace ?? [], result.played.position);
    return true;
  }

  /**
   * Takes back the last move, in play mode (elsewhere the game is not on show, and nothing
   * changes); against the computer, the person's last move with the replies played after it, so
   * that it is a person's turn again. Returns whether a move was taken back.
   */
  undo(): boolean {
    return this.#travel(this.#shownModel()?.undoTarget(this.#byCode) ?? null, 'undo', (t, n) =>
      t.undone(n),
    );
  }

  /**
   * Plays again the last move taken back, in play mode, with the computer's replies that were
   * taken back with it. Returns whether there was one.
   */
  redo(): boolean {
    return this.#travel(this.#shownModel()?.redoTarget(this.#byCode) ?? null, 'redo', (t, n) =>
      t.redone(n),
    );
  }

  /**
   * Who plays `side` by code: the page's player (`players`), else the board's own computer. A
   * `players` value that cannot be asked (no `chooseMove`) plays no side, as #checkPlayers says.
   */
  #playerOf = (side: Side): Player | null => {
    const given = orIfThrown(() => {
      const player = (this.players as Record<string, unknown> | null)?.[side];
      return canChoose(player) ? player : null;
    }, null);
    return given ?? this.#computers[side];
  };

  /** Whether `side` is played by the computer or other code (`players`). */
  #byCode = (side: Side): boolean => this.#playerOf(side) != null;

  /** Undo and redo: goes to `ply` of the line, if any, and says how many moves that took. */
  #travel(
    ply: number | null,
    reason: ChangeReason,
    say: (text: UiText, moves: readonly string[]) => string,
  ): boolean {
    const model = this._model;
    if (this._mode !== 'play' || model === null || ply === null) return false;
    this.#changeReason = reason;
    const quiet = this.#statusQuiet();
    this.#cancelPlayer();
    this.#finishAnimation();
    // Which moves, in the order they were played: heard, "Move undone." alone says nothing of what.
    const holes = model.position.holes;
    const moves = model.game.line
      .slice(Math.min(ply, model.game.ply), Math.max(ply, model.game.ply))
      .map((m) => (m.move === 'agree' || m.move === 'pass' ? m.move : makeMove(m.move, holes)));
    model.goTo(ply);
    this.#changed((t) => say(t, moves), quiet);
    return true;
  }

  /**
   * Starts a new game of the kind on the board (or as the given options say): its variant and
   * board size, and its seeds when it started from a full board of them, which a `record`, a
   * `position` or `load()` may have set rather than the attributes; the rest from the attributes.
   * Each option is read as its attribute is: `holes: '7'` as well as `holes: 7`.
   */
  newGame(
    options: {
      variant?: string;
      holes?: number | string;
      seeds?: number | string;
      first?: string;
    } | null = {},
  ): void {
    // Options null or not an object say nothing; an option null or undefined is not given, nor
    // one that throws as it is read (a getter, a revoked Proxy), which is warned of.
    const given: Record<string, unknown> = {};
    if (options !== null && typeof options === 'object')
      for (const name of ['variant', 'holes', 'seeds', 'first']) {
        try {
          given[name] = (options as Record<string, unknown>)[name];
        } catch {
          console.warn(
            `<hoyito-board> newGame() could not read its option ${name} (reading it threw), so it is left out.`,
          );
        }
      }
    const said = (name: string) => given[name] !== null && given[name] !== undefined;
    const standing = this._error;
    // Under an error that neither its options nor the `record` and `position` it clears would mend
    // (a bad `mode`, or `holes` with only `seeds` given), it is refused as load() is, before it
    // changes any attribute: the game kept behind the error comes back when that is fixed.
    if (
      standing !== null &&
      !said(standing.attribute) &&
      !/^(record|position)$/.test(standing.attribute) &&
      !(standing.attribute === 'rounds' && standing.detail)
    ) {
      this.#refusedUnderError('newGame()');
      return;
    }
    const shown = standing === null ? (this._model?.game.start ?? null) : null;
    const { variant, holes, seeds, first, record, position } = this;
    // Faults of attributes written before the call and not read yet (see below).
    const unread = standing === null ? configFaults(this.#rawAttributes()).faults : [];
    const reason = this.#changeReason;
    this.#changeReason = 'new-game';
    this.#dropAnimation();
    if (said('variant')) this.variant = attributeText(given.variant);
    if (said('holes')) this.holes = attributeText(given.holes);
    if (said('seeds')) this.seeds = attributeText(given.seeds);
    if (said('first')) this.first = attributeText(given.first);
    this.record = null;
    this.position = null;
    // What the options do not say comes from the game on the board. Not written into the
    // attributes: a saved game is matched against the page's own.
    const like = shown === null ? {} : startLike(shown);
    if (said('variant')) delete like.variant;
    if (said('holes')) delete like.holes;
    if (said('seeds') || said('holes')) delete like.seeds;
    // The update that clearing `record` and `position` brings sets the game up again: it too
    // takes this from the game that was on the board (and forgets it afterwards, in updated()).
    this.#newLike = like;
    this.#setup({ fresh: true, newGame: true });
    // The update the attributes written above bring would make this game anew from them, and
    // lose a move played meanwhile (newGame(); play('c')): it takes them as read while they are
    // still these and the game this one.
    this.#madeFrom =
      this._error === null && this._model !== null
        ? { model: this._model, attributes: GAME_KEYS.map((key) => this[key]) }
        : null;
    // A start the rules refuse whatever the options changed is said to stand, not passed over,
    // and refused as before writing: what it wrote is put back. So is a fault of an attribute
    // the options did not set that the page wrote before the call, in the same task, and the
    // board had not read: the call came after it. Taken up, the new game would be lost behind
    // the error, the game kept there coming back once the attribute is fixed.
    const error = this._error;
    if (
      error !== null &&
      (standing !== null
        ? sameError(error, standing)
        : !said(error.attribute) && unread.some((fault) => sameError(fault, error)))
    ) {
      Object.assign(this, { variant, holes, seeds, first, record, position });
      this.#changeReason = reason;
      this.#refusedUnderError('newGame()');
    }
    // Saved at once, not with its first move: a reload before then would bring back the game
    // just left (and, with `loop`, the one that had just ended).
    if (this._error === null) this.#save();
    this.#tellAnimationEnd();
  }

  /**
   * New game, pressed by the person at the board: said aloud (the narration is emptied with the
   * game left), a new game and who moves; in a match, its first round too, since the match starts
   * again (pressed at a round's end, the status line saying so is not reliably heard). A page's
   * own `newGame()` says nothing: a page that starts a game as it loads would have it announced
   * over everything else.
   */
  #newGameByHand(): void {
    this.#sayNewGame((t) => t.messages.announce.newGame);
    this.newGame();
  }

  /** Has the next game installed said aloud: `why` a new game, then who moves (see there). */
  #sayNewGame(why: SaidLine): void {
    this.#installSays = (t) => {
      const model = this._model;
      if (model === null) return [why(t)];
      const start = model.match ? this.#roundStart(model)(t) : `${t.status(model.position)}.`;
      return [`${why(t)} ${start}`];
    };
  }

  /**
   * Loads a game record or a position (engine notation), in any mode (setup mode's draft starts
   * again from it). Like `loadMatch`, it leaves the attributes as they are. Returns false, with a
   * `hoyito-error`, and keeps the game on the board, when the text is no valid record or
   * position, or while an attribute's error stands in the board's place.
   */
  load(text: string): boolean {
    if (this.#refusedUnderError('load()')) return false;
    // A value with no text (an object, a symbol) is refused by its kind, never thrown over.
    const given = attributeText(text) ?? '';
    if (isKindOfValue(given)) {
      return this.#refuseLoad({
        code: 'position',
        attribute: 'position',
        value: given,
        message: en.errors.loadNotText(given),
        detail: NOT_TEXT,
      });
    }
    // A record as given, blank lines before it included, so that its errors' lines are the
    // page's (a template literal that starts with a line break is the usual way to write one).
    const model = given.trimStart().startsWith('[')
      ? BoardModel.fromRecordText(given)
      : BoardModel.fromPositionText(given);
    if (!(model instanceof BoardModel)) return this.#refuseLoad(model);
    this.#showLoaded(model);
    return true;
  }

  /** What load() and loadMatch() do with what they refuse: false, the error reported and told. */
  #refuseLoad(error: ConfigError): false {
    const keepGame = this.#shownModel() !== null;
    this.#report(error, { keepGame });
    if (keepGame) {
      // The game on the board stays on show and playable; why the text was refused is said
      // below it (and aloud), where an unplayable hole's reason is.
      const why: SaidLine = (t) => t.error(error);
      this._preview = why;
      this._lines = (t) => [why(t)];
    }
    return false;
  }

  /** The game `load()` or `loadMatch()` read, on the board in place of the last. */
  #showLoaded(model: BoardModel): void {
    // Auto-play was asked for the game left (as #install has it).
    this.#stopAutoplay();
    this.#dropAnimation();
    this._error = null;
    this.#hintFailed = false;
    this.#changeReason = 'load';
    // A replay shows a copy from its start; the game itself stays at its end for play mode.
    if (this._mode === 'replay') model.showGame(0, 'start');
    this._model = model;
    this.#changed();
    // In setup mode the board shows the teacher's draft: it starts again from what was loaded.
    this._draft = this._mode === 'setup' ? draftFrom(model.position) : null;
    this.#tellAnimationEnd();
  }

  /**
   * Loads a match in progress: the records of its games so far, in order, the current one last
   * (as `matchRecords` gives them), and its number of rounds. Each game is played again through
   * the engine: every game but the last must have ended, and each must start where its round
   * does. Play goes on from the end of the last record. Like `load`, it leaves the attributes
   * as they are (New game starts from them): change them first, and wait for `updateComplete`
   * before loading. Returns false, with a `hoyito-error` (code `record`, or `rounds` for a bad
   * number of rounds), and keeps the game on the board when the records are not such a match.
   */
  loadMatch(records: readonly string[], rounds: number): boolean {
    if (this.#refusedUnderError('loadMatch()')) return false;
    const value = attributeText(rounds) ?? '';
    // Read as the attribute reads it: "3" and 3 alike, and not 0x3, 3e0 or 3.0, which it refuses.
    const count = readRounds(value);
    if (count === null) {
      return this.#refuseLoad({
        code: 'rounds',
        attribute: 'rounds',
        value,
        message: `A match has a whole number of rounds from ${ROUNDS.min} to ${ROUNDS.max}; got ${quoted(value)}.`,
      });
    }
    // A list, of text: anything else is refused by its kind, never read as a record (or as none).
    // One record given as text is quoted on one line, as a message is read.
    // A list that throws as it is read (a revoked Proxy, a getter) is no list of records either.
    const list = orIfThrown(
      () => (Array.isArray(records) ? records.map((r) => attributeText(r) ?? '') : null),
      null,
    );
    if (list === null) {
      const given = attributeText(records) ?? String(records);
      return this.#refuseMatch('not-list', null, given.trim().replace(/\s+/g, ' '));
    }
    const notText = list.findIndex(isKindOfValue);
    if (notText >= 0) return this.#refuseMatch('not-text', notText + 1, list[notText]);
    const model = BoardModel.fromMatchRecords(count, list);
    if (!(model instanceof BoardModel)) return this.#refuseLoad(model);
    this.#showLoaded(model);
    return true;
  }

  /** loadMatch() refused for what it was given in place of the records (see MATCH_PROBLEMS). */
  #refuseMatch(problem: 'not-list' | 'not-text', game: number | null, value: string): false {
    return this.#refuseLoad({
      code: 'record',
      attribute: 'record',
      value,
      message: en.errors.badMatch(problem, game ?? 0, value),
      match: problem,
      ...(game === null ? {} : { detail: String(game) }),
    });
  }

  #togglePause(): void {
    if (this.#player.paused) this.#player.resume();
    else this.#player.pause();
    // The player is not reactive state: the Pause/Resume button must be redrawn by hand.
    this.requestUpdate();
  }

  /** Steps the animation by hand to `frame`, which pauses it: Pause then reads Resume. */
  #stepTo(frame: number): void {
    this.#player.goTo(frame);
    this.requestUpdate();
  }

  /** Jumps to the end of the animation under way. */
  skipAnimation(): void {
    this.#skipAsked = this.#telling;
    if (this.#player.running) this.#player.skip();
  }

  // ——— lifecycle ———

  override connectedCallback(): void {
    super.connectedCallback();
    // An animation cut short while the board was away is told now, where the page hears it.
    this.#tellAnimationEnd();
    const owed = this.#owedGameOver;
    this.#owedGameOver = null;
    if (owed !== null && this._model?.playing.position === owed) this.#announceGameOver(owed);
    // Taken off the page and put back (a framework moving it, say): the computers that leaving
    // disposed of come back, and the next update asks the one to move, if any.
    if (this.#config !== null) {
      this.#updateComputers(this.#config);
      this.requestUpdate();
    }
    // Put back after its game ended: the loop goes on.
    this.#scheduleLoop();
    this.#scheduleIdle();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Off the page, the key is free for another board (and taken again on return, if still free),
    // unless this board was only moved about the page (taken out and put back in the same task),
    // which is no leaving.
    KEY_WAITERS.delete(this);
    this.#handOverKeys(this.#releaseKeys(null), () => !this.isConnected);
    this.#disposeComputers();
    this.#stopAutoplay();
    this.#stopLoop();
    this.#stopIdle();
    this.#cancelPlayer();
    this.#finishAnimation();
    this.#endPress();
  }

  protected override updated(changed: PropertyValues<this>): void {
    this.#tellAnimationEnd();
    this.#tellChange();
    // Flipping the board or changing the speed or narration is saved at once, not only with
    // the next move.
    if (changed.has('orientation') || changed.has('speed') || changed.has('narration'))
      this.#save();
    // So is each edit of a draft, and leaving it; not its making, from the game or a save.
    // (Compared by value: the bundle shortens the state's names, which `changed` goes by.)
    const draftBefore = this.#draftSeen;
    if (this._draft !== draftBefore) {
      if (draftBefore !== null) this.#save();
      this.#draftSeen = this._draft;
      // Told of its edits, not its making (entering setup) nor a choice of tool.
      if (
        draftBefore !== null &&
        this._draft !== null &&
        !sameDraftPosition(draftBefore, this._draft)
      )
        this.#tellSetup(this._draft);
    }
    this.#checkLang();
    this.#checkPersist();
    // An animation is under way: its frames paint into these nodes. Found here, in the task
    // that started it, rather than in its first frame, where a page of boards would all look.
    const root = this.renderRoot;
    if (this.#pending !== null && this._model !== null && root instanceof ShadowRoot)
      this.#paintNodes = findPaintNodes(root, this._model.position.holes);
    this.#revealCurrentMove();
    this.#keepNarrationInView();
    this.#keepFocus();
    this.#scale.watch(this.renderRoot.querySelector('.probe'));
    this.#applyScale();
    const holes = this.renderRoot.querySelector('.row')?.childElementCount;
    // Rows of another size, or rows where there were none (a diagram become a game), once the
    // observer has seen the board: it sees the width, not what is drawn in it.
    if (this.#scale.width > 0 && holes !== undefined && holes !== this.#tightHoles)
      this.#measureRows();
    this.#revealMarkedHole();
    this.#newLike = {};
    this.#installSays = NOTHING;
  }

  /** Tells the page (`hoyito-setup`) that the position being set up is now `draft`'s. */
  #tellSetup(draft: SetupDraft): void {
    const made = draftPosition(draft);
    const unplayable = 'reason' in made;
    this.#emit(
      new HoyitoSetupEvent({
        position: unplayable ? null : made,
        problem: unplayable ? this.#text.setupInvalid(made) : null,
      }),
    );
  }

  /** The position `hoyito-change` or `hoyito-move` last told the page of; null for none yet. */
  #toldPosition: Position | null = null;

  /**
   * Why the position on show is about to change, for `hoyito-change`: set by what changes it,
   * forgotten by the update that tells it (or finds nothing to tell). Left unset, an attribute
   * changed (or the board shows its first game). Where two causes meet (New game's setup taking
   * up a saved game, a replay's step that idle asks for) the first set stands.
   */
  #changeReason: ChangeReason | null = null;

  /**
   * Tells the page (`hoyito-change`) that the position on show changed otherwise than by a move:
   * a page that mirrors the game (its record, a score) would otherwise watch clicks and keys for
   * undo, redo and the rest. Off the page, once the board is back on it, unless a move is played
   * meanwhile (see #play).
   */
  #tellChange(moveFrom: Position | null = null): void {
    // Off the page, the change and its reason wait for the board to be back, unless a move is
    // about to be played (its hoyito-move goes out there and then): see #play.
    if (!this.isConnected && moveFrom === null) return;
    const shown = moveFrom ?? (this._error === null ? (this._model?.position ?? null) : null);
    const reason = this.#toldPosition === null ? 'first' : (this.#changeReason ?? 'attribute');
    // Not kept for a later change, whether or not this one showed another position.
    this.#changeReason = null;
    if (shown === null || shown === this.#toldPosition) return;
    this.#toldPosition = shown;
    this.#emit(new HoyitoChangeEvent({ position: shown, reason }));
    // A replay's step or jump is saved, for a reload to come back to where the reader was.
    if (this._mode === 'replay') this.#save();
  }

  /** The game whose marked hole the rows were scrolled to (see #revealMarkedHole). */
  #markRevealed: BoardModel['game'] | null = null;

  /**
   * A lesson's marked hole out of sight in rows that scroll (2×12 on a phone): the rows are
   * scrolled to it as the game is first drawn, so that the hole the page asks for is the one in
   * view. Looked at once a game, and only where a hole is marked: measuring costs a layout.
   */
  #revealMarkedHole(): void {
    const marked = this.#markedHole();
    const game = this._model?.game ?? null;
    const rows = this.renderRoot.querySelector<HTMLElement>('.rows');
    if (marked === null || game === null || game === this.#markRevealed || rows === null) return;
    this.#markRevealed = game;
    const hole = this.renderRoot.querySelector<HTMLElement>(`[data-hole="${marked}"]`);
    if (hole === null || rows.scrollWidth <= rows.clientWidth) return;
    const box = rows.getBoundingClientRect();
    const at = hole.getBoundingClientRect();
    rows.scrollLeft += at.left + at.width / 2 - (box.left + box.width / 2);
  }

  /**
   * The narration's lines, and how many of them showed, when it was last kept in view; null while
   * it is hidden.
   */
  #narrationKept: { lines: readonly string[]; seen: number } | null = null;

  /**
   * A narration past its room (see the styles' .narration) scrolls: its newest line shown is
   * scrolled into view as it comes, and it is a tab stop, so that the keyboard can scroll back
   * (a scrolling region must be reachable by keyboard, WCAG 2.1.1). Measured only when the lines
   * or how many of them show change, or the board's width (`resized`: its lines wrap anew), on a
   * board that shows its narration: measuring costs a layout. A new width changes the tab stop
   * alone, not where the reader had scrolled to.
   */
  #keepNarrationInView(resized = false): void {
    const list = this.renderRoot.querySelector<HTMLElement>('.narration');
    if (list === null || !this.narration) {
      // Hidden, it is read by screen readers alone, as a live region, and is no tab stop.
      list?.removeAttribute('tabindex');
      this.#narrationKept = null;
      return;
    }
    const items = [...list.children] as HTMLElement[];
    const seen = items.filter((item) => !item.classList.contains('unseen')).length;
    const kept = this.#narrationKept;
    const same = kept !== null && kept.lines === this.#narrated && kept.seen === seen;
    if (same && !resized) return;
    this.#narrationKept = { lines: this.#narrated, seen };
    const scrolls = list.scrollHeight > list.clientHeight + 1;
    if (scrolls) list.setAttribute('tabindex', '0');
    else list.removeAttribute('tabindex');
    const last = items[seen - 1];
    if (scrolls && last !== undefined && !same)
      list.scrollTop = last.offsetTop + last.offsetHeight - list.clientHeight;
  }

  /** The board element last given a text scale other than 1, and that scale (see #applyScale). */
  #scaled: { board: HTMLElement; scale: number } | null = null;

  /**
   * Gives the board its text scale (see scale.ts) through its style object: an inline style
   * attribute would be refused under a Content-Security-Policy without 'unsafe-inline' for styles.
   * A board of scale 1, nearly every board, is not looked up at all. Called after each update
   * (the board may be a new element) and by the scale's observer, before the frame is painted.
   */
  #applyScale(): void {
    const scale = this.#scale.scale;
    if (scale === 1 && this.#scaled === null) return;
    const board = this.renderRoot.querySelector<HTMLElement>('.board');
    if (board === null || (board === this.#scaled?.board && scale === this.#scaled.scale)) return;
    board.style.setProperty('--_scale', String(scale));
    this.#scaled = scale === 1 ? null : { board, scale };
  }

  /** Whether the focus was inside the board when this update began (see #keepFocus). */
  #focusInside = false;

  /**
   * A control that this update removed (Start playing from here, Next game) took the focus with
   * it to the page's body, and a keyboard user's next Tab would start over from the top of the
   * page: the focus goes to the board's hole in the tab order, else (the computer to move) to
   * the board itself, not to a control whose reflex press would undo what was just done (New
   * game after Next game); under an error shown in the board's place, to that message.
   */
  #keepFocus(): void {
    const root = this.shadowRoot;
    // Handed to the board itself while no hole was the person's (the computer to move): once the
    // turn is theirs, on to the hole in the tab order, where the arrow keys and Enter work.
    if (root?.activeElement?.classList.contains('board') && this.#pending === null) {
      const hole = this.#tabStopHole();
      if (hole !== null) this.#handFocus(hole);
      return;
    }
    // A hole still focused when the person to move has none to play (the side must pass, after
    // the other's move or an undo): the arrow keys have nowhere to go and Enter only says why
    // not, so the focus goes on to Pass, whose press is the one move there is.
    const pass = root?.querySelector<HTMLElement>('[data-pass]');
    if (pass && root?.activeElement?.hasAttribute('data-hole')) {
      this.#handFocus(pass);
      return;
    }
    if (!this.#focusInside || root === null || root.activeElement !== null) return;
    if (this.matches(':focus-within')) return;
    const target =
      this.#restingFocus() ??
      root.querySelector<HTMLElement>('[part~="error"]') ??
      root.querySelector<HTMLElement>('button:not([aria-disabled="true"])');
    if (target !== null) this.#handFocus(target);
  }

  /** The hole in the tab order, if any. */
  #tabStopHole(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('[data-hole][tabindex="0"]');
  }

  /** Where the focus rests in the board: the hole in the tab order, else the board itself. */
  #restingFocus(): HTMLElement | null {
    return this.#tabStopHole() ?? this.renderRoot.querySelector<HTMLElement>('.board');
  }

  /**
   * Focuses `target` after this update: the focus's own handlers change the board's state. A
   * hole handed the focus is not previewed: nobody pointed at it, and on a touch screen the
   * preview's words would take room under the board and speak of a hole no one chose.
   */
  #handFocus(target: HTMLElement): void {
    queueMicrotask(() => {
      this.#handingFocus = true;
      try {
        target.focus();
      } finally {
        this.#handingFocus = false;
      }
    });
  }

  /** While #keepFocus hands the focus to a hole (focus events run within `focus()`). */
  #handingFocus = false;

  /** The game and ply whose move the replay's list last scrolled to (see #revealCurrentMove). */
  #revealed: { model: BoardModel; game: BoardModel['game']; ply: number } | null = null;

  /**
   * Scrolls the replay's move list, and only it (scrollIntoView would scroll the page too), so
   * that the current move shows: the list keeps the height of three rows. Only when the move
   * changed, since reading the layout here costs a layout in every update.
   */
  #revealCurrentMove(): void {
    const model = this._model;
    if (this._mode !== 'replay' || model === null) {
      this.#revealed = null;
      return;
    }
    const ply = model.game.ply;
    const game = model.game;
    const seen = this.#revealed;
    if (seen?.model === model && seen.game === game && seen.ply === ply) return;
    const list = this.renderRoot.querySelector<HTMLElement>('.moves');
    if (list === null) return;
    this.#revealed = { model, game, ply };
    // The focus on a move of the list follows the replay to the list's one tab stop: also when
    // the button that had it is gone (a match's next round, with fewer moves).
    if (this.#focusInMoves) {
      list.querySelector<HTMLElement>('button[tabindex="0"]')?.focus({ preventScroll: true });
    }
    const item = ply > 0 ? (list.children[ply - 1] as HTMLElement | undefined) : undefined;
    if (item === undefined) {
      list.scrollTop = 0;
      return;
    }
    // The list is the items' offset parent; its padding keeps the outline in view too.
    const margin = Number.parseFloat(getComputedStyle(list).paddingTop) || 0;
    const top = item.offsetTop - margin;
    const bottom = item.offsetTop + item.offsetHeight + margin;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight)
      list.scrollTop = bottom - list.clientHeight;
  }

  /** Whether the focus was on a move of the replay's list before this update (#revealCurrentMove). */
  #focusInMoves = false;

  /** What the marked hole was last worked out from (see willUpdate). */
  #markInputs: readonly unknown[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#focusInside = this.shadowRoot?.activeElement != null;
    this.#focusInMoves = this.shadowRoot?.activeElement?.closest('.moves') != null;
    this.#unpaint();
    this.#paintNodes = null;
    this.#readTextProperties();
    // A key changed lets the old one go, at once, for another board of the page to take up.
    if (changed.has('persist')) this.#handOverKeys(this.#releaseKeys(this.#key));
    if (changed.has('players')) this.#checkPlayers();
    const made = this.#madeFrom;
    this.#madeFrom = null;
    const madeAlready =
      made !== null &&
      made.model === this._model &&
      GAME_KEYS.every((key, i) => this[key] === made.attributes[i]);
    if (this.#config === null || CONFIG_KEYS.some((k) => changed.has(k))) {
      // An error in what makes the game (its variant, position, record…) left no game to go back
      // to; one in how it is shown or played (speed, mode, players…) kept the last good game.
      const unbuilt =
        this._error !== null && (GAME_KEYS as readonly string[]).includes(this._error.attribute);
      const remade = [
        ...new Set([
          ...this.#owedGame,
          ...(madeAlready ? [] : GAME_KEYS.filter((k) => changed.has(k))),
        ]),
      ].join(' ');
      // A game loaded before the board first set itself up is the one to show: the attributes,
      // all "changed" in a first update, do not replace it.
      const loadedFirst = this.#config === null && this._model !== null;
      const fresh = !loadedFirst && (this._model === null || remade !== '' || unbuilt);
      this.#setup({
        fresh,
        replacing: fresh && this._model !== null ? remade || 'attributes' : null,
      });
      // Game attributes changed while another attribute's error stood: the game they ask for is
      // made once that error is fixed, not forgotten.
      this.#owedGame = fresh && this._error !== null ? remade.split(' ').filter(Boolean) : [];
    } else if (changed.has('highlight') && this.#faultsTold.length > 0) {
      // A new highlight while the attributes' faults stand is read beside them, as they are.
      this.#readAttributes();
    }
    // Compared by value, not by name in `changed`: the bundle shortens the state's names.
    const markInputs = [this.highlight, this._model, this._mode, this._error];
    if (markInputs.some((input, i) => input !== this.#markInputs[i])) {
      this.#markInputs = markInputs;
      this.#markHighlight();
    }
    // Here rather than in updated(): both may set reactive state (`_thinking`, `_autoplay`), which
    // this render then shows; set after the update, it would cost a second render.
    this.#maybeAskPlayer();
    this.#scheduleAutoplay();
    this.#scheduleLoop();
    this.#scheduleIdle();
    // After whatever above changed the game or the mode.
    this.#drawnScrolling = this.#pictureScrolls();
    // A question of another position is forgotten, so that an undo and a redo back to it do not
    // ask it again.
    if (!this.#askingEnd()) this._endAsked = null;
  }

  // ——— configuration ———

  /** Game attributes whose change is still to make its game (see willUpdate). */
  #owedGame: readonly string[] = [];

  /** The game newGame() made, and the game attributes it made it from (see there). */
  #madeFrom: { readonly model: BoardModel; readonly attributes: readonly unknown[] } | null = null;

  /** Each text property as its attribute's text (see TEXT_KEYS). */
  #readTextProperties(): void {
    for (const key of TEXT_KEYS) {
      const value: unknown = this[key];
      if (value === null || typeof value === 'string') continue;
      // `loop` and `idle` are present or absent, as a boolean attribute is: true is present.
      if ((key === 'loop' || key === 'idle') && typeof value === 'boolean')
        this[key] = value ? '' : null;
      else this[key] = attributeText(value);
    }
  }

  /**
   * Lets go of every `persist` key this board holds but `kept`, for other boards to take; returns
   * the keys let go.
   */
  #releaseKeys(kept: string | null): string[] {
    const released: string[] = [];
    for (const [key, holder] of KEY_HOLDERS)
      if (holder === this && key !== kept) {
        KEY_HOLDERS.delete(key);
        released.push(key);
      }
    return released;
  }

  /**
   * A board that waits for one of the `freed` keys takes it up, after the task that freed it (a
   * board moved about the page is put back before then), if `stillFree` then says so.
   */
  #handOverKeys(freed: readonly string[], stillFree: () => boolean = () => true): void {
    if (freed.length === 0) return;
    queueMicrotask(() => {
      if (!stillFree()) return;
      for (const board of [...KEY_WAITERS])
        if (board.#key && freed.includes(board.#key)) board.#takeFreedKey();
    });
  }

  /** What newGame() takes from the game that was on the board, until its update is done. */
  #newLike: StartLike = {};

  /**
   * Reads the attributes and sets the board up; `fresh` makes a new game from them. `replacing`
   * names the attributes whose change replaces the game on the board, which is then kept aside
   * under the `persist` key if anyone played in it (not for New game, which the visitor chose).
   * `newGame`: newGame() asks, which a key not yet taken up (a page that calls it as it loads)
   * does not answer with the game saved under it, but keeps that game aside as the game left.
   */
  #setup({
    fresh,
    replacing = null,
    newGame = false,
  }: {
    fresh: boolean;
    replacing?: string | null;
    newGame?: boolean;
  }): void {
    this.#readTextProperties();
    const config = this.#readAttributes();
    if (config === null) return;
    // Reported as the attributes' faults are, so that one told while they stood, now in the
    // board's place, is not told again.
    const roundsFault = this.#roundsFault(config);
    if (roundsFault !== null) {
      this.#reportFaults([roundsFault]);
      return;
    }
    // A first setup over a game loaded beforehand enters its mode as a change of mode does.
    const modeLeft = this.#config?.mode ?? 'play';
    const modeChanged = modeLeft !== config.mode;
    this.#config = config;
    this.#updateComputers(config);
    this._mode = config.mode;
    if (this.#player.running) this.#player.setSpeed(this.#speedMs(this.#frames.length));
    if (!fresh && this._model !== null) {
      this.#forgetFaults();
      // The same game in another mode: only what the new mode needs changes. A bad highlight's
      // error stays until the highlight changes: cleared here, it would be reported again.
      if (this._error?.code !== 'highlight') this._error = null;
      if (modeChanged) {
        this.#changeReason ??= 'mode';
        this.#cancelPlayer();
        this.#finishAnimation();
        // What was said belongs to the mode left (a move told, a round begun); what the change
        // of mode itself says (play from a set-up position begun) is said instead. Play's words
        // wait for its game, and are said again if the game comes back as it was left: a
        // teacher who shows the class a diagram of the position, then plays on, finds the last
        // move still told.
        if (modeLeft === 'play')
          this.#playSaid = { lines: this._lines, position: this._model.playing.position };
        const playBack =
          config.mode === 'play' && this.#playSaid?.position === this._model.playing.position
            ? this.#playSaid.lines
            : NOTHING;
        this._preview = NO_LINE;
        this._lines = this.#modeSays ?? playBack;
        this.#modeSays = null;
        // Setup and diagram start from the position on show, a replayed one included.
        this._draft =
          config.mode === 'setup' ? draftFrom(this.#draftStart ?? this._model.position) : null;
        this.#draftStart = null;
        // A replay starts from the very start (a match's first round); play shows the game
        // being played again, where it stood.
        if (config.mode === 'replay') this._model.showGame(0, 'start');
        else if (config.mode === 'play') this._model.showCurrentGame();
      }
      if (this.#key && this.#key !== this.#persistKey) this.#takeUpPersist(config);
      return;
    }
    let model: BoardModel | ConfigError | null = null;
    if (this.#key && this.#key !== this.#persistKey) {
      if (!newGame) model = this.#restore(config);
      else if (this.#holdsKey()) this.#keepAsideSaved(config, true);
      if (model !== null) this.#changeReason ??= 'restore';
    }
    if (model === null) {
      // Both given: the record, a whole game from its own start, is played. Not an error (the page
      // may keep a position for another mode), but never passed over without a word.
      if (this.#given('record') && this.#given('position'))
        console.warn(
          `<hoyito-board> ${writeOutBidi(asWritten('position', this.position ?? ''))} is passed over: record is given too, and the board plays the record (its Start tag, if any, is its position).`,
        );
      model = this.#ownGame() ?? BoardModel.fromSpec({ ...config, ...this.#newLike });
    }
    if (!(model instanceof BoardModel)) {
      this.#reportFaults([model]);
      return;
    }
    this.#forgetFaults();
    if (config.mode === 'replay' && fresh) this.#startReplay(model);
    // The page changed what makes the game (its variant, position…) while one was under way: that
    // game is not lost, but kept aside, as a saved game set aside on loading is; the new one is
    // saved at once in its place.
    const replaced = this._model;
    // In play mode only: a replay's or a diagram's record was never anyone's game.
    const keepAside =
      replacing !== null &&
      config.mode === 'play' &&
      replaced !== null &&
      replaced !== model &&
      played(replaced) &&
      Boolean(this.#key) &&
      this.#key === this.#persistKey &&
      this.#holdsKey();
    if (keepAside)
      this.#holdSaved = !this.#keep({ save: this.#saveData(replaced), changed: replacing });
    this.#install(model);
    if (keepAside) this.#save();
  }

  /** The page's own game, from its `record`, else its `position`; null where it gives neither. */
  #ownGame(): BoardModel | ConfigError | null {
    const record = this.#given('record');
    if (record !== null)
      return isKindOfValue(record) ? notText('record', record) : BoardModel.fromRecordText(record);
    const position = this.#given('position');
    if (position !== null)
      return isKindOfValue(position)
        ? notText('position', position)
        : BoardModel.fromPositionText(position);
    return null;
  }

  /** The page's `record` or `position`; null when left out, empty or blanks only. */
  #given(name: 'record' | 'position'): string | null {
    const text = this[name];
    return typeof text === 'string' && text.trim() !== '' ? text : null;
  }

  /** `rounds` beside the page's own game (a record or position), which a match cannot start from. */
  #roundsFault(config: BoardConfig): ConfigError | null {
    const ownStart = this.#given('record') ? 'record' : this.#given('position') ? 'position' : null;
    if (config.rounds === null || ownStart === null) return null;
    return {
      code: 'rounds',
      attribute: 'rounds',
      value: String(this.rounds),
      message: `rounds="${this.rounds}" cannot be combined with ${ownStart}: a match starts every game from the full board.`,
      detail: ownStart,
    };
  }

  /** Makes `model` the board's game, as it stands, with nothing of the last one's left. */
  #install(model: BoardModel): void {
    const game = model.playing;
    this.#hintFailed = false;
    this.#installed = {
      model,
      game,
      length: game.length,
      ply: game.ply,
      shown: model.game,
      shownPly: model.game.ply,
    };
    // Auto-play was asked for the game left; a new one starts still, its Play button ready.
    this.#stopAutoplay();
    this.#dropAnimation();
    this._error = null;
    this._model = model;
    this._preview = NO_LINE;
    // A restored save's draft, the teacher's work before the reload, else the game's position.
    this._draft =
      this.#config?.mode === 'setup' ? (this.#savedDraft ?? draftFrom(model.position)) : null;
    this.#savedDraft = null;
    this._lines = this.#installSays;
    this.#playSaid = null;
    this._focusHole = -1;
  }

  /** What the next change of mode says, once it has emptied the narration (see #startFromDraft). */
  #modeSays: Said | null = null;

  /** What play mode said when it was left, of the game's position then (see #setup). */
  #playSaid: { lines: Said; position: Position } | null = null;

  /** What #install says of the game it installs: nothing, but after New game (see newGame). */
  #installSays: Said = NOTHING;

  #report(error: ConfigError, { keepGame = false, told = false } = {}): void {
    // The error already in the board's place, found again (newGame() sets up at once, and again
    // in the update its new attributes bring): said once.
    if (!keepGame && sameError(this._error, error)) return;
    if (!keepGame) {
      this._error = error;
      // The game behind the message is not played on: a search in flight is called off.
      this.#cancelPlayer();
    }
    if (told) return;
    const detail = this.#errorDetail(error);
    console.warn(`<hoyito-board> ${detail.message}`);
    this.#emit(new HoyitoErrorEvent(detail));
  }

  /**
   * The board's config from its attributes; null, with their faults reported (and what stands
   * after them, see #reportStanding), where any is bad.
   */
  #readAttributes(): BoardConfig | null {
    const { faults, config } = configFaults(this.#rawAttributes());
    if (faults.length === 0 && config !== null) return config;
    this.#reportStanding(faults, config);
    return null;
  }

  /** The attributes that make the board's config, as written (see readConfig). */
  #rawAttributes(): RawAttributes {
    return {
      variant: this.variant,
      holes: this.holes,
      seeds: this.seeds,
      first: this.first,
      mode: this.mode,
      orientation: this.orientation,
      speed: this.speed,
      controls: this.controls,
      southPlayer: this.southPlayer,
      northPlayer: this.northPlayer,
      thinkMs: this.thinkMs,
      loop: this.loop,
      idle: this.idle,
      rounds: this.rounds,
      persist: this.persist,
    };
  }

  /**
   * Reports the bad attributes, and what is read after them from those that are good: a page
   * with a bad `loop` and a mistyped position, or `highlight`, would otherwise hear of those only
   * once `loop` is fixed. The highlight is read against the board the page describes: its
   * position's or record's, else the one its `holes` ask for; not while `holes`, the position or
   * the record (or `rounds` beside one) is at fault, as then that board is not known.
   */
  #reportStanding(faults: readonly ConfigError[], config: BoardConfig | null): void {
    const after = config === null ? null : (this.#roundsFault(config) ?? this.#ownGame());
    const afterGood = after === null || after instanceof BoardModel;
    const found = afterGood ? [...faults] : [...faults, after];
    if (config !== null && afterGood && !faults.some((fault) => fault.attribute === 'holes')) {
      const written = this.highlight?.trim() ?? '';
      const hole =
        written === ''
          ? null
          : readHighlight(
              written,
              after instanceof BoardModel ? after.position.holes : config.holes,
            );
      if (hole !== null && typeof hole !== 'number') found.push(hole);
    }
    this.#reportFaults(found);
  }

  /**
   * The faults standing (bad attributes, then what was read after them: a bad position or record,
   * `rounds` beside one, a bad highlight), as #reportFaults last told them: each is told once
   * while it stands, whatever else changes, and not again when a fault before it is fixed and it
   * takes the board's place. Emptied once the board is set up (see #forgetFaults).
   */
  #faultsTold: readonly ConfigError[] = [];

  /**
   * A bad highlight told among the attributes' faults, until the board, set up, reads it again
   * (see #markHighlight): it then takes the board's place without being told twice.
   */
  #highlightTold: ConfigError | null = null;

  /** The board is set up: the faults told are forgotten, all but a highlight's, read later. */
  #forgetFaults(): void {
    this.#highlightTold = this.#faultsTold.find((fault) => fault.code === 'highlight') ?? null;
    this.#faultsTold = [];
  }

  /**
   * Tells every bad attribute at once (an event and a warning each), the first in the board's
   * place: a page with two bad values would otherwise hear of the second only once the first
   * is fixed.
   */
  #reportFaults(faults: readonly ConfigError[]): void {
    const before = this.#faultsTold;
    this.#faultsTold = faults;
    const told = (fault: ConfigError) => before.some((said) => sameError(said, fault));
    faults.forEach((fault, i) => {
      if (i === 0) this.#report(fault, { told: told(fault) });
      else if (!told(fault)) this.#report(fault, { keepGame: true });
    });
  }

  /**
   * The language of the board's words, for assistive technology, where the `lang` the board
   * inherits names one it does not have (`lang="fr"` on a Spanish page shows Spanish, which a
   * screen reader would otherwise read with a French voice); else nothing, the `lang` inherited.
   */
  #langOwn(): string | typeof nothing {
    const resolved = this.#localize.resolved;
    return resolved.supported ? nothing : resolved.locale;
  }

  get #text(): UiText {
    return uiText(this.#localize.messages);
  }

  // ——— moves and animation ———

  /**
   * Milliseconds per animation step. Reduced motion keeps the steps (they teach the sowing) and
   * drops the transitions, which the styles only define under `prefers-reduced-motion:
   * no-preference`.
   */
  #speedMs(frameCount: number): number {
    return frameMs(frameCount, SPEED_MS[(this.#config?.speed ?? 'normal') as Speed]);
  }

  /** The narration set for the last move played by code, and the side that played it (see #tell). */
  #codeTold: { lines: Said; side: Side } | null = null;

  /**
   * What the narration says after a move from `before`. A person's move has its own lines. A move
   * played by the computer (or the page's player) is told after what the narration said until then
   * — the person's move it answers, or "Round 2 of 3." or "New game." when it opens a game — not in
   * its place: the live region is read by a screen reader a moment after it changes, and a reply at
   * the instant speed comes within milliseconds, so the words it replaced would never be heard (nor
   * seen). Code answering code (computer against computer) replaces the last move's lines, but a
   * capture's extra turn is told after the move that earned it.
   */
  #tell(before: Position, said: Said): Said {
    const side = before.toMove;
    if (side === null || !this.#byCode(side)) {
      this.#codeTold = null;
      this.#toldBefore = { lines: said, before: NOTHING };
      return said;
    }
    const shown = this._lines;
    const last = this.#codeTold;
    const head = last !== null && shown === last.lines && last.side !== side ? null : shown;
    const lines: Said = head === null ? said : (t) => [...head(t), ...said(t)];
    this.#codeTold = { lines, side };
    this.#toldBefore = { lines, before: head ?? NOTHING };
    return lines;
  }

  /**
   * The narration set for the move being played, and what it says before that move's own lines
   * (see #tell). While the move animates, its own lines are kept invisible (in place, and read by
   * a screen reader at once): a teacher who pauses a move to ask the class what happens next
   * would otherwise find the answer written under the board.
   */
  #toldBefore: { lines: Said; before: Said } | null = null;
  #toldBeforeSaid = lastSaid<readonly string[]>();

  /** How many of the narration's `lines` may be seen now (see #toldBefore). */
  #linesInSight(lines: readonly string[], text: UiText): number {
    const told = this.#toldBefore;
    if (this.#pending === null || told === null || told.lines !== this._lines) return lines.length;
    return this.#toldBeforeSaid(told.before, text).length;
  }

  #afterMove(before: Position, move: Move, trace: readonly TraceEvent[], after: Position): void {
    this.#tellAnimationEnd();
    // What the preview said (of the hole just played, or a hint) no longer holds, and it still
    // describes the focused hole to a screen reader: the next hover or focus says it anew.
    this._preview = NO_LINE;
    this.#hovered = -1;
    this.#cancelHint();
    this._lines = this.#tell(before, (t) => t.narrate(before, move, trace));
    this.#statusTold = after.over ? after : null;
    // Saved before the page hears of the move (its listener may read storage, or take the board
    // off the page), but a refused save's hoyito-error waits for the hoyito-move it is about, and
    // goes out right after it, before anything the move's listeners set off.
    const sending = this.#sending;
    const heldFrom = this.#unsent.length;
    let held: Event[];
    this.#sending = true;
    try {
      this.#save();
    } finally {
      held = this.#unsent.splice(heldFrom);
      this.#sending = sending;
    }
    this.#frames = traceFrames(before, trace);
    const pending = { before, trace, after, gameOver: after.over };
    this.#pending = pending;
    // The page is told of the move's position by its hoyito-move, never again by a hoyito-change.
    this.#toldPosition = after;
    // Its listeners may act on the board at once (take the move back, answer it, load another
    // game): that cuts the animation short as it would a moment later, though it has not begun.
    this.#skipAsked = false;
    this.#telling = true;
    this.#emit(
      new HoyitoMoveEvent({ move, notation: makeMove(move, before.holes), position: after, trace }),
      ...held,
    );
    this.#telling = false;
    if (this.#pending === pending) {
      this.#player.start(this.#frames.length, this.#speedMs(this.#frames.length));
      if (this.#skipAsked) this.skipAnimation();
    }
  }

  /** A move's hoyito-move is being dispatched: its animation, not yet begun, counts as running. */
  #telling = false;

  /** Events fired by the listeners of the one being dispatched, waiting for it to reach them all. */
  #unsent: Event[] = [];
  #sending = false;

  /**
   * Dispatches `events`, in order, once the event being dispatched, if any, has reached every
   * listener, so that the page hears the board's events in the order they happened wherever it
   * listens. A listener on the board that acts on it (undo, a reply) fires events of its own
   * before the event it heard has bubbled up to `document`: dispatched there and then, they would
   * reach `document` first.
   * (`hoyito-idle`, which the page may cancel, comes from a timer, never from a listener.)
   */
  #emit(...events: Event[]): void {
    this.#unsent.push(...events);
    if (this.#sending) return;
    this.#sending = true;
    try {
      for (let next = this.#unsent.shift(); next; next = this.#unsent.shift()) {
        this.dispatchEvent(next);
      }
    } finally {
      this.#sending = false;
    }
  }

  /** Whether a move's animation is under way, one whose hoyito-move is going out included. */
  get #animating(): boolean {
    return this.#player.running || this.#telling;
  }

  /** skipAnimation() was called while #telling: the animation is skipped once it begins. */
  #skipAsked = false;

  /**
   * Drops the animation under way without finishing it: the board is about to show another
   * game. Its end is still told (but not the end of the game it showed): a page that waits for
   * each move's animation to end, to give back its own controls say, would otherwise wait for
   * ever after New game or load().
   */
  #dropAnimation(): void {
    const pending = this.#pending;
    const running = this.#animating;
    const closing = this.#cancelClosing;
    this.#cancelPlayer();
    this.#player.cancel();
    closing?.();
    this.#cancelClosing = null;
    this.#pending = null;
    this.#setFrame(null);
    // Played to its end, it was only waiting to close: not skipped. Told once the board shows
    // the game that takes its place (#tellAnimationEnd), so that a page listening for it reads,
    // and plays on, that game rather than the one being dropped.
    if (pending !== null && (running || closing !== null))
      this.#owedAnimationEnds.push(closing === null);
  }

  /**
   * Animations' ends not yet told, oldest first: whether each was skipped (see #dropAnimation).
   * More than one only off the page, where a move played meanwhile ends one of its own.
   */
  #owedAnimationEnds: boolean[] = [];

  /**
   * Tells the end of a dropped animation: at the end of the method that dropped it (New game,
   * load()), after the update that set up the game in its place (an attribute's change), and
   * before anything else happens to the board (a move), whichever comes first.
   */
  #tellAnimationEnd(): void {
    // Off the page the event would reach no listener but the board's own: it waits for the return.
    if (!this.isConnected) return;
    const owed = this.#owedAnimationEnds.splice(0);
    for (const skipped of owed) this.#emit(new HoyitoAnimationEndEvent(skipped));
  }

  /** The game ended: announced once the board shows the end (after the move's animation). */
  #announceGameOver(after: Position): void {
    if (after.winner === null) return;
    const match = this._model?.matchScore() ?? null;
    // In a match, the narration goes on with the match's score, or its result.
    if (match !== null) {
      const told = this._lines;
      this._lines = (t) => [...told(t), t.matchSentence(match)];
    }
    this.#emit(
      new HoyitoGameOverEvent({
        winner: after.winner,
        captured: after.captured,
        reason: after.endReason ?? 'last-four',
        position: after,
        round: after.round,
        match,
      }),
    );
  }

  /**
   * In a match (`rounds`), once a game has ended: starts the next round, begun by the side that
   * did not begin the last one. Returns false when there is none (no match, the game not over,
   * the match over).
   */
  nextGame(): boolean {
    const model = this.#shownModel();
    if (model === null || this._mode !== 'play' || !model.canStartNextGame) return false;
    // Finished, not dropped: the round's last move may still be shown, its end not announced.
    this.#finishAnimation();
    this.#cancelPlayer();
    this.#changeReason = 'next-round';
    model.nextGame();
    this.#changed(this.#roundStart(model));
    this.#statusTold = model.position;
    this._tick++;
    return true;
  }

  /**
   * Whether the game can end by agreement: both players are at the board. The computer (or a
   * side in `players`) cannot give its word, and one side alone cannot end a game.
   */
  #canAgree(): boolean {
    return !this.#byCode('south') && !this.#byCode('north');
  }

  /** Both players agree to end the game (rules §5): the seeds left are shared out. */
  agree(): boolean {
    const model = this.#shownModel();
    if (model === null || this._mode !== 'play' || model.position.over || !this.#canAgree())
      return false;
    this.#cancelPlayer();
    this.#finishAnimation();
    const before = model.position;
    const agreed = model.game.agree({ trace: true });
    if (!agreed.ok) return false;
    this.#changeReason = 'agreement';
    const trace = agreed.value.trace ?? [];
    this._lines = (t) => t.narrate(before, 'agree', trace);
    this.#statusTold = agreed.value.position;
    // A preview or a hint spoke of a game that is now over.
    this._preview = NO_LINE;
    this.#save();
    this._tick++;
    this.#gameOverSeen(agreed.value.position);
    return true;
  }

  /** Withdraws the closing update queued by #animationDone, if it has not run yet. */
  #cancelClosing: (() => void) | null = null;

  #animationDone(how: AnimationEnd): void {
    if (this.#pending === null) return;
    if (how !== 'played') {
      this.#closeAnimation(how === 'skipped');
      return;
    }
    // The last frame already shows the final position; what changes next (playable holes,
    // controls, events) waits for a frame with time to spare.
    this.#cancelClosing = whenFrameAllows(() => {
      this.#cancelClosing = null;
      this.#closeAnimation(false);
      // Rendered here rather than in a later microtask, so that the frame budget counts it.
      this.performUpdate();
    });
  }

  #closeAnimation(skipped: boolean): void {
    const pending = this.#pending;
    if (pending === null) return;
    this.#pending = null;
    this.#setFrame(null);
    this.#sayAfterSowing();
    this.#animationEnded(skipped);
    if (pending.gameOver) this.#gameOverSeen(pending.after);
  }

  /** What the hole pointed at or focused was said to be while a move was shown ("Not yet…"). */
  #saidWhileSowing: SaidLine | null = null;

  /**
   * The move is shown: what was said of a hole meanwhile no longer holds, and is said anew of
   * the hole still pointed at or focused, as the next hover or focus would.
   */
  #sayAfterSowing(): void {
    const said = this.#saidWhileSowing;
    this.#saidWhileSowing = null;
    if (said === null || this._preview !== said) return;
    const shown = this.#hovered >= 0 ? this.#hovered : this.#focusedHole();
    if (shown >= 0) this.#showPreview(shown);
    else this._preview = NO_LINE;
  }

  /** Tells an animation's end, or, off the page, once the board is back on it. */
  #animationEnded(skipped: boolean): void {
    this.#owedAnimationEnds.push(skipped);
    this.#tellAnimationEnd();
  }

  /** Announces a game's end, or, off the page, once the board is back on it. */
  #gameOverSeen(after: Position): void {
    if (this.isConnected) this.#announceGameOver(after);
    else this.#owedGameOver = after;
  }

  /**
   * A position whose status line the narration has just told: a game's end, with its result (and
   * the match's score), or a round's start. The status line, which says the same, is not a live
   * region while it shows that position, or a screen reader would hear it twice.
   */
  #statusTold: Position | null = null;

  /**
   * The narration of a match's round starting, with whose turn it is ("Round 2 of 3. North to
   * move."): a narration is heard however the status line was before, and that line, a live
   * region again once the round's first move is played, stays quiet meanwhile (#statusTold).
   */
  #roundStart(model: BoardModel, left: number | null = null): SaidLine {
    const { position } = model;
    const rounds = model.match?.rounds ?? 1;
    const players = left === null ? NO_LINE : playersSaid(model, left);
    return (t) =>
      [
        `${t.roundOf(position.round, rounds)}.`,
        players(t),
        `${t.toMove(position.toMove ?? 'south')}.`,
      ]
        .filter(Boolean)
        .join(' ');
  }

  /** Ends any animation at once, leaving the board on the engine's position. */
  #finishAnimation(): void {
    if (this.#cancelClosing !== null) {
      // The animation had played to its end; only its closing update was waiting.
      this.#cancelClosing();
      this.#cancelClosing = null;
      this.#closeAnimation(false);
      return;
    }
    const wasRunning = this.#animating;
    this.#player.cancel();
    const pending = this.#pending;
    if (pending !== null) {
      this.#pending = null;
      this.#setFrame(null);
      this.#sayAfterSowing();
      if (wasRunning) this.#animationEnded(true);
      // The move ended the game: that is announced whatever cut its animation short. Off the
      // page (a framework moving the board) the page would not hear it: it waits for the return.
      if (pending.gameOver && this._model?.playing.position === pending.after)
        this.#gameOverSeen(pending.after);
    }
  }

  /** A game's end not yet announced because the board was off the page (see #finishAnimation). */
  #owedGameOver: Position | null = null;

  // ——— painting animation steps ———

  /**
   * What #paintFrame changed since Lit last rendered: put back before each render (willUpdate),
   * after which Lit draws the frame itself.
   */
  readonly #painter = new Painter();

  /**
   * Shows an animation step. A step changes one or two holes, the status line and perhaps a
   * store: those are painted straight into the DOM, without a render of the whole board, so
   * that a page of boards animating together stays within its frame budget (chessground does
   * the same). Anything else (the first frame, a board not rendered yet) goes through Lit.
   */
  #showFrame(frame: Frame | null): void {
    const previous = this._frame;
    if (
      previous !== null &&
      frame !== null &&
      !this.isUpdatePending &&
      this.#paintFrame(previous, frame)
    ) {
      // _frame changes without a render: the next render (if any) draws `frame` as painted.
      this.#paintedFrame = frame;
      return;
    }
    this.#setFrame(frame);
  }

  /** Shows `frame` through Lit (null: no animation step, the position itself). */
  #setFrame(frame: Frame | null): void {
    this.#paintedFrame = null;
    this._frame = frame;
  }

  /** The frame painted over Lit's last render, which willUpdate makes the rendered one. */
  #paintedFrame: Frame | null = null;

  /**
   * The nodes #paintFrame writes into, found once per render rather than in every frame (30
   * boards each looking up a few nodes a frame cost a good part of a frame's budget). Every
   * render clears this: a new board shape or mode replaces the nodes.
   */
  #paintNodes: PaintNodes | null = null;

  #paintFrame(previous: Frame, frame: Frame): boolean {
    const root = this.renderRoot;
    const model = this._model;
    if (model === null || this._mode === 'diagram' || !(root instanceof ShadowRoot)) return false;
    const position = model.position;
    const n = position.holes;
    this.#paintNodes ??= findPaintNodes(root, n);
    const nodes = this.#paintNodes;
    if (nodes === null || nodes.holes.length !== 2 * n) return false;
    const text = this.#text;
    const shown = this.#paintedFrame ?? previous;
    for (let h = 0; h < 2 * n; h++) {
      const count = frame.board[h] ?? 0;
      if (count === (shown.board[h] ?? 0) && holeMark(frame, h) === holeMark(shown, h)) continue;
      const { button, seeds, count: countText } = nodes.holes[h] as PaintNodes['holes'][number];
      // During an animation nothing is playable and no earlier move is marked.
      const { state, name } = this.#holeLook(h, n, count, frame, NOTHING_PLAYABLE, null);
      this.#painter.attribute(button, 'data-state', state);
      this.#painter.attribute(button, 'aria-label', name);
      this.#painter.attribute(seeds, 'data-seeds', String(seedsShown(count)));
      this.#painter.text(countText, String(count));
    }
    for (const [i, side] of [
      [0, 'south'],
      [1, 'north'],
    ] as const) {
      if (frame.captured[i] === shown.captured[i]) continue;
      const { store, text: storeText } = nodes.stores[i] as PaintNodes['stores'][number];
      this.#painter.attribute(store, 'aria-label', text.store(side, frame.captured[i]));
      this.#painter.text(storeText, String(frame.captured[i]));
    }
    this.#painter.text(nodes.status, this.#statusText(position, frame));
    return true;
  }

  /** Puts back what #paintFrame changed, so that the DOM is Lit's again. */
  #unpaint(): void {
    this.#painter.restore();
    if (this.#paintedFrame !== null) {
      this._frame = this.#paintedFrame;
      this.#paintedFrame = null;
    }
  }

  /** After a change to the game on show: says `line` (see #sayChange), and saves. */
  #changed(line: SaidLine = NO_LINE, statusWasQuiet = false): void {
    this.#sayChange(line, statusWasQuiet);
    this.#save();
  }

  /**
   * Whether the status line is quiet now (see #statusHeard): a change begun now that gives it new
   * words would make it live in the same render as those words, which screen readers do not
   * reliably hear.
   */
  #statusQuiet(): boolean {
    const position = this._model?.position;
    return position !== undefined && !this.#statusHeard(position);
  }

  /**
   * Says `line` after a change to the game on show. What it says is not what the status line
   * shows (see #statusTold), so that line is heard again; unless it was quiet until the change
   * (`statusWasQuiet`, see #statusQuiet): then the narration says the line's new words after
   * `line`, and the line stays quiet.
   */
  #sayChange(line: SaidLine, statusWasQuiet: boolean): void {
    // What the paragraph under the board said (a load refused, say) was of the position left.
    this._preview = NO_LINE;
    const position = statusWasQuiet ? (this._model?.position ?? null) : null;
    this.#statusTold = position;
    // The status line's words as they are now, in every language: a language changed later
    // translates what was said, where composing them then would say what the board shows then
    // (a player thinking, say) as if it had been said.
    const status = new Map<UiText, string>();
    if (position !== null)
      for (const messages of Object.values(MESSAGES)) {
        const t = uiText(messages);
        status.set(t, this.#statusSentences(position, t));
      }
    this._lines = (t) => {
      const said = [line(t), status.get(t)].filter(Boolean).join(' ');
      return said ? [said] : [];
    };
  }

  #announceRefusal(error: MoveError): void {
    const position = this._model?.position;
    if (position !== undefined) this._lines = (t) => [t.refusal(error, position)];
  }

  // ——— players ———

  #search: AbortController | null = null;

  #playerToMove(): Player | null {
    const p = this._model?.position;
    if (!p || p.over || p.toMove === null || this._mode !== 'play') return null;
    return this.#playerOf(p.toMove);
  }

  /**
   * `players` that is not `{ south?, north? }` (text, a list) plays no side by code, as null does,
   * and neither does a player under a key that is no side ("South") nor a side's value that
   * cannot be asked for a move (`{ north: 'casual' }`): said when set, so that a page does not
   * wait for a player that will never be asked; the game plays on.
   */
  #checkPlayers(): void {
    const players: unknown = this.players;
    if (players === null || players === undefined) return;
    // Every fault, each in a report of its own: a page that fixed the one it was told of would
    // otherwise meet the next only then. An object that throws as it is read (a getter, a
    // Proxy, a revoked Proxy even when asked whether it is a list) is one fault: it plays no
    // side (#playerOf).
    const faults: readonly { readonly value: string; readonly detail?: string }[] =
      orIfThrown(() => {
        const sides =
          typeof players === 'object' && !Array.isArray(players)
            ? (players as Record<string, unknown>)
            : null;
        return sides === null
          ? [{ value: attributeText(players) ?? '' }]
          : [
              ...Object.keys(sides)
                .filter((key) => key !== 'south' && key !== 'north')
                .map((key) => ({ value: key, detail: 'side' })),
              ...SIDES.filter((side) => sides[side] != null && !canChoose(sides[side])).map(
                (side) => ({ value: attributeText(sides[side]) ?? '', detail: side }),
              ),
            ];
      }, [{ value: attributeText(players) ?? '', detail: UNREADABLE }]);
    for (const { value, detail } of faults)
      this.#report(
        {
          code: 'player',
          attribute: 'players',
          value,
          ...(detail ? { detail } : {}),
          // The English words the board shows: the page's developer reads the same.
          message: playersFault(en, value, detail),
        },
        { keepGame: true },
      );
  }

  // ——— the computer ———

  /** Computer players made from the `south-player` / `north-player` attributes. */
  #computers: Record<'south' | 'north', ComputerPlayer | null> = { south: null, north: null };
  #adviser: ComputerPlayer | null = null;
  #hintSearch: AbortController | null = null;

  #updateComputers(config: BoardConfig): void {
    for (const side of ['south', 'north'] as const) {
      const kind = side === 'south' ? config.southPlayer : config.northPlayer;
      const current = this.#computers[side];
      const timeMs = config.thinkMs ?? undefined;
      const same =
        kind === 'human'
          ? current === null
          : current !== null && current.level === kind && current.timeMs === timeMs;
      if (same) continue;
      // A search the old player has in flight is called off first, so that its end reads as a
      // cancellation, not as the player failing; the new player is asked after this update.
      if (current !== null) {
        if (this._model?.position.toMove === side) this.#callOffSearch();
        current.dispose();
      }
      this.#computers[side] = null;
      if (kind !== 'human') {
        this.#computers[side] = new ComputerPlayer(kind, {
          name: this.#text.messages.computer.name(this.#text.messages.computer.levels[kind]),
          timeMs,
        });
      }
    }
  }

  /**
   * Shows the best move for the side to move, and why, from the computer's analysis. Resolves
   * true once the hint is shown (with `hoyito-hint`); false when none is: outside play mode, at
   * the game's end, on the turn of a side played by the computer or the page, when another hint
   * or move overtakes it, or when the analysis cannot run. False off the page too: the
   * analysis's worker, stopped when the board left, would run on with no one to stop it.
   */
  async hint(): Promise<boolean> {
    const model = this.#shownModel();
    if (model === null || this._mode !== 'play' || model.position.over || !this.isConnected)
      return false;
    // A hint is for a person's turn (the control is unavailable on the computer's).
    if (this.#playerToMove() !== null) return false;
    // A hint asked for again takes back the one on show, its mark and its words, while the new
    // one is worked out: they would otherwise stand beside "Thinking…" as if still current.
    this.#cancelHint();
    const search = new AbortController();
    this.#hintSearch = search;
    const position = model.position;
    const m = this.#text.messages;
    // By nodes, not time: the same hint each time it is asked for, on any machine (see
    // HINT_NODES). Timed, the depth reached varied from run to run, and with it the move of
    // openings that score alike.
    this.#adviser ??= new ComputerPlayer('expert', { nodes: HINT_NODES });
    this._thinking = true;
    try {
      const lines = await this.#adviser.analyse(position, search.signal);
      if (search.signal.aborted || model.position !== position) return false;
      const hint = describeHint(position, lines, m);
      if (hint === null) return false;
      // Worded again in the board's language whenever that changes.
      const said: SaidLine = (t) => describeHint(position, lines, t.messages)?.text ?? '';
      const told: Said = (t) => [said(t)];
      this._preview = said;
      this._lines = told;
      this.#hintHole = hint.hole;
      this.#hintWords = { preview: said, lines: told };
      const move = hint.hole ?? 'pass';
      this.#emit(
        new HoyitoHintEvent({
          move,
          notation: makeMove(move, position.holes),
          text: hint.text,
          position,
        }),
      );
      return true;
    } catch {
      if (!search.signal.aborted) {
        // Said under the board too, where the hint would have been: the narration may be hidden.
        this._lines = UNAVAILABLE;
        this._preview = (t) => t.messages.computer.unavailable;
        this.#hintFailed = true;
      }
      return false;
    } finally {
      if (this.#hintSearch === search) {
        this.#hintSearch = null;
        this._thinking = this.#search !== null;
      }
    }
  }

  #hintHole: number | null = null;
  /**
   * The analysis behind hints failed (the worker could not start: a page whose
   * Content-Security-Policy forbids workers, say): Hint is shown unavailable until another game.
   */
  #hintFailed = false;
  /** What the hint on show said, to take back with its mark (see #cancelHint). */
  #hintWords: { readonly preview: SaidLine; readonly lines: Said } | null = null;

  #disposeComputers(): void {
    this.#cancelHint();
    this.#computers.south?.dispose();
    this.#computers.north?.dispose();
    this.#computers = { south: null, north: null };
    this.#adviser?.dispose();
    this.#adviser = null;
  }

  #cancelHint(): void {
    if (this.#hintSearch !== null) {
      this.#hintSearch.abort();
      this.#hintSearch = null;
      // The hint's own ending no longer owns the thinking status (it is not the search of the
      // moment any more): it goes here, unless a player's search still runs.
      this._thinking = this.#search !== null;
    }
    this.#hintHole = null;
    // Its words go with its mark, unless something else has been said since.
    const words = this.#hintWords;
    this.#hintWords = null;
    if (words !== null) {
      if (this._preview === words.preview) this._preview = NO_LINE;
      if (this._lines === words.lines) this._lines = NOTHING;
    }
  }

  /**
   * The player that failed and where: it is not asked again there by itself (Try again asks it;
   * undo or a new game moves on; another player given the side is asked).
   */
  #failed: { readonly at: Position; readonly player: Player } | null = null;

  /**
   * The moves this board's own computers opened its loop's games with, by the position (in
   * notation) they were chosen from: for the first plies of each game (see vary.ts), a move not
   * yet opened with from there is drawn while one is near enough, so that a museum screen's games
   * do not repeat until its openings are used up. A few hundred positions at most; kept while the
   * board lives, across its games.
   */
  readonly #openings = new Map<string, Set<Move>>();
  /** Where Try again last asked the player again: its button stays (unavailable) meanwhile. */
  #retriedAt: Position | null = null;

  /** Whether the game waits at `position` for the player of code that failed there. */
  #stuckAt(position: Position): boolean {
    const failed = this.#failed;
    return failed !== null && failed.at === position && this.#playerToMove() === failed.player;
  }

  /**
   * The "Try again" button of a game waiting for a player that failed: the player is asked again
   * (one that is offline, say, may answer now), and the words of its failure go. The button
   * stays while it is asked, unavailable, so that the focus stays on it should it fail again.
   */
  #retryPlayer(): void {
    const failed = this.#failed;
    if (failed === null || !this.#stuckAt(failed.at)) return;
    this.#failed = null;
    this.#retriedAt = failed.at;
    this._preview = NO_LINE;
    this._lines = NOTHING;
    this.#maybeAskPlayer();
    this.requestUpdate();
  }

  /** If a player of code is to move, asks it for a move and plays it. */
  #maybeAskPlayer(): void {
    const player = this.#playerToMove();
    // A search whose player is no longer the side's (`players` replaced or cleared) is called off:
    // its answer must not be played for whoever plays the side now.
    if (this.#asked !== player) this.#callOffSearch();
    // Off the page nothing is played: put back, the board asks again (connectedCallback).
    if (!this.isConnected) return;
    if (player === null || this._error !== null || this.#search !== null || this.#pending !== null)
      return;
    const model = this._model as BoardModel;
    const asked = model.position;
    if (this.#failed !== null && this.#failed.at === asked && this.#failed.player === player)
      return;
    // A hint given for the person's turn no longer holds once a player of code is to move.
    this.#cancelHint();
    const search = new AbortController();
    this.#search = search;
    this.#asked = player;
    this._thinking = true;
    // A loop's games open differently (see vary.ts): the board's own computers vary their first
    // moves; a page's players choose as they will.
    const ply = model.game.ply;
    const vary =
      (this.#config?.loopSeconds ?? null) !== null && ply < VARIED_PLIES ? variedAtLeast(ply) : 0;
    // Not, while others are as good, a move an earlier game of the loop opened with from here.
    const openedHere = vary ? makePosition(asked) : '';
    const avoid = vary ? [...(this.#openings.get(openedHere) ?? [])] : [];
    // A page's player may answer a move rather than a promise of one, or throw: each is an answer
    // or a failure, settled after this update, never an exception thrown out of it (which would
    // abandon the render, the game left thinking). One with no chooseMove is never asked
    // (#playerOf).
    const chosen = new Promise<Move>((resolve) => {
      resolve(
        player instanceof ComputerPlayer
          ? player.chooseMove(asked, search.signal, { vary, avoid })
          : player.chooseMove(asked, search.signal),
      );
    });
    chosen.then(
      (move) => {
        if (search.signal.aborted || this._model !== model || model.position !== asked) return;
        this.#search = null;
        this._thinking = false;
        this.#retriedAt = null;
        if (vary) {
          const opened = this.#openings.get(openedHere) ?? new Set<Move>();
          opened.add(move);
          this.#openings.set(openedHere, opened);
        }
        if (!this.#play(move))
          this.#playerStuck(asked, player, {
            value: String(move),
            message: `chose ${String(move)}, which is not a legal move here.`,
          });
      },
      (error: unknown) => {
        if (search.signal.aborted) return;
        this.#search = null;
        this._thinking = false;
        // An Error's message alone: its name would read "failed: Error: …".
        const reason = error instanceof Error ? error.message : String(error);
        this.#playerStuck(asked, player, { value: '', message: `failed: ${reason}` });
      },
    );
  }

  /**
   * The player to move at `asked` failed or chose a move that is not legal: the game waits. The
   * page is told (`hoyito-error`, naming the attribute that made the player: `south-player` or
   * `north-player` for the board's own computer, else `players`), and so is the person at the
   * board, in the status line and under the board (in the narration when it shows, else where a
   * hole's preview goes).
   */
  #playerStuck(asked: Position, player: Player, fault: { value: string; message: string }): void {
    this.#failed = { at: asked, player };
    const side = asked.toMove ?? 'south';
    const who = { ...this.#who(player), side };
    const own = this.#computers[side] === player;
    const error: ConfigError = {
      code: 'player',
      attribute: own ? `${side}-player` : 'players',
      value: fault.value,
      message: `${playerName(who, en)} ${fault.message}`,
      player: who,
    };
    // Told after what the narration says (the person's move it failed to answer), not in its
    // place, for the reason #tell gives; and under the board too, unless the narration, which
    // shows it there already, is on show.
    const shown = this._lines;
    this._lines = (t) => [...shown(t), t.error(error)];
    this._preview = this.narration ? NO_LINE : (t) => t.error(error);
    this.#report(error, { keepGame: true });
  }

  /** The player the search in flight asked. */
  #asked: Player | null = null;

  /**
   * Calls off the player's search in flight, if any, so that its end reads as a cancellation; a
   * hint's search, if one runs, still owns the thinking status.
   */
  #callOffSearch(): void {
    if (this.#search === null) return;
    this.#search.abort();
    this.#search = null;
    this._thinking = this.#hintSearch !== null;
  }

  #cancelPlayer(): void {
    this.#search?.abort();
    this.#search = null;
    this.#cancelHint();
    this._thinking = false;
  }

  // ——— persistence ———

  /**
   * What the page's attributes asked the board to start when it restored its saved game, saved
   * with each game: a game saved under other attributes (another variant, another lesson's
   * position) is not one the page now shows. Taken once, so that a game the visitor chose later
   * (`newGame()` with options, which sets the attributes) is saved under the page's.
   */
  #pageStart: StartAttributes | null = null;

  /**
   * Takes up the `persist` key: the game saved under it, if the page's attributes are still those
   * it was saved under; null when there is none (or it was set aside, which is reported).
   */
  #restore(config: BoardConfig): BoardModel | null {
    if (!this.#holdsKey()) return null;
    const saved = this.#loadSaved(this.#takeKey(config));
    if (saved instanceof BoardModel) {
      this.#reportPlyLost(saved);
      return saved;
    }
    if (saved !== null) this.#report(saved, { keepGame: true });
    return null;
  }

  /**
   * A `persist` key given to a board already playing (a framework may set it after the first
   * render): a game no one has touched yet gives way to the one saved under the key, as if the key
   * had been there from the start; a game under way stays, and is saved under the key. The game
   * it replaces there is kept aside, unless it is an earlier state of the game under way (the
   * key went away and came back) or nobody played in it.
   */
  #takeUpPersist(config: BoardConfig): void {
    if (!this.#holdsKey()) return;
    if (this.#untouched()) {
      const saved = this.#restore(config);
      if (saved !== null) {
        this.#changeReason ??= 'restore';
        if (config.mode === 'replay') this.#startReplay(saved);
        this.#install(saved);
      }
    } else {
      this.#keepAsideSaved(config);
    }
    this.#save();
  }

  /** A game restored at its last move, its saved place in it none of its own, is reported. */
  #reportPlyLost(model: BoardModel): void {
    if (model.plyLost)
      this.#report(
        {
          code: 'storage',
          attribute: 'persist',
          value: '',
          detail: SAVED_PLY,
          message:
            'The saved place in the game (where its moves had been taken back to) could not be restored and was ignored: the game is restored at its last move.',
        },
        { keepGame: true },
      );
  }

  /**
   * A replay from where a restored save's replay stood (see #saveData), else from its start: a
   * saved place that is not one of the game's is reported like a corrupt save.
   */
  #startReplay(model: BoardModel): void {
    if (!model.showReplay())
      this.#report(
        {
          code: 'storage',
          attribute: 'persist',
          value: '',
          detail: REPLAY_PLACE,
          message: 'The saved place in the replay could not be restored and was ignored.',
        },
        { keepGame: true },
      );
  }

  /** Another board holds this board's `persist` key: this one waits, unsaved, for it to leave. */
  #waitingForKey = false;

  /** The board that held this board's key has left the page: the key is taken up by a save. */
  #takeFreedKey(): void {
    if (this.isConnected && this.#waitingForKey) this.#save();
  }

  /**
   * Takes the key up for the game under way: the game saved under it is kept aside, unless it is
   * an earlier state of the game under way (the key went away and came back) or nobody played in it.
   * `left`: a new game replaces whatever was on the board, so the saved game is kept aside whatever
   * it leads to. `changed`: why it is set aside, as a kept game gives it (see KeptGame).
   */
  #keepAsideSaved(config: BoardConfig, left = false, changed: string | null = null): void {
    this.#takeKey(config);
    const data = readStored(STORAGE_PREFIX + this.#key);
    const saved = data === undefined ? null : BoardModel.restore(data);
    const current = this._model;
    if (
      saved instanceof BoardModel &&
      played(saved) &&
      (left || (current !== null && !saved.leadsTo(current)))
    )
      this.#holdSaved = !this.#keep({ save: data, changed });
  }

  /**
   * Saves go under the current key from now on, with the page's attributes as they are now;
   * returns those attributes.
   */
  #takeKey(config: BoardConfig): StartAttributes {
    this.#persistKey = this.#key;
    this.#holdSaved = false;
    this.#pageStart = this.#startAttributes(config);
    this.#pageSettings = this.#settings();
    this.#offerKept(this.#keptGames().map((game) => game.entry));
    return this.#pageStart;
  }

  /**
   * Whether the game is still as the board installed it: nobody has played, undone, gone through
   * a replay, loaded or started another game since (each of which moves along the game's line,
   * or replaces the game or the model).
   */
  #untouched(): boolean {
    const installed = this.#installed;
    const model = this._model;
    return (
      installed !== null &&
      model === installed.model &&
      model.playing === installed.game &&
      model.playing.length === installed.length &&
      model.playing.ply === installed.ply &&
      model.game === installed.shown &&
      model.game.ply === installed.shownPly
    );
  }

  #startAttributes(config: BoardConfig): StartAttributes {
    return {
      variant: config.variant,
      holes: config.holes,
      seeds: config.seeds,
      first: config.first,
      rounds: config.rounds,
      position: this.position?.trim() || null,
      record: this.record?.trim() || null,
    };
  }

  #loadSaved(now: StartAttributes): BoardModel | ConfigError | null {
    const data = readStored(STORAGE_PREFIX + this.#key);
    if (data === undefined) return null;
    const model = BoardModel.restore(data);
    // Saves from before the attributes were kept with them are restored as they were. A save
    // that does not restore is reported as corrupt below, whatever its attributes say: it is no
    // game to set aside.
    const savedStart = (data as { start?: unknown } | null)?.start;
    // What is kept beside the moves and cannot be read is left out, and said, in one notice: the
    // game stands. The start attributes that can be read are still compared with the page's: a
    // game of another variant is set aside, whatever the field beside it that cannot be read.
    const unreadable: string[] = [];
    const start = model instanceof BoardModel ? readSavedStart(savedStart, now) : null;
    if (start?.fault) unreadable.push(`its start attributes (${start.fault})`);
    if (model instanceof BoardModel && start?.fields) {
      const fields = start.fields;
      const changed = Object.keys(now).filter(
        (name) => fields.has(name) && (fields.get(name) ?? null) !== now[name],
      );
      if (changed.length > 0) {
        const names = changed.join(' ');
        // Storage that refuses to keep it aside must not lose it either: it stays where it is,
        // and the new game is not saved over it.
        if (played(model)) this.#holdSaved = !this.#keep({ save: data, changed: names });
        return {
          code: 'storage',
          attribute: 'persist',
          value: '',
          message: en.errors.staleSave(names),
          detail: names,
        };
      }
    }
    if (model instanceof BoardModel) {
      const draft = (data as { draft?: unknown }).draft;
      if (this.#config?.mode === 'setup' && draft !== undefined) {
        this.#savedDraft = readDraft(draft);
        if (this.#savedDraft === null)
          this.#report(
            {
              code: 'storage',
              attribute: 'persist',
              value: '',
              detail: SETUP_DRAFT,
              message: 'The saved draft of setup mode could not be restored and was ignored.',
            },
            { keepGame: true },
          );
      }
      const settings = (
        data as { settings?: { orientation?: string; speed?: string; narration?: boolean } }
      ).settings;
      const settingsFault = unreadableSettings(settings);
      if (settingsFault !== null) unreadable.push(`its settings (${settingsFault})`);
      if (unreadable.length > 0)
        this.#report(
          {
            code: 'storage',
            attribute: 'persist',
            value: '',
            detail: SAVED_SETTINGS,
            message: `The saved game is restored, but ${unreadable.join(' and ')} could not be read and were left out.`,
          },
          { keepGame: true },
        );
      const orientation =
        settings?.orientation === 'south' || settings?.orientation === 'north'
          ? settings.orientation
          : null;
      const speed =
        typeof settings?.speed === 'string' &&
        (SPEEDS as readonly string[]).includes(settings.speed)
          ? (settings.speed as Speed)
          : null;
      if (orientation !== null) this.orientation = orientation;
      if (speed !== null) this.speed = speed;
      if (typeof settings?.narration === 'boolean') this.narration = settings.narration;
      // The configuration was read from the attributes before they took the saved settings, in
      // this same update: what is drawn and saved goes by it, so it takes them too.
      if (this.#config !== null) {
        this.#config = {
          ...this.#config,
          ...(orientation === null ? {} : { orientation }),
          ...(speed === null ? {} : { speed }),
        };
      }
    }
    return model;
  }

  /** The key under which saving last failed and was reported; null once a save succeeds. */
  #unsavedKey: string | null = null;
  /**
   * A game set aside under the key could not be kept (storage refused it), so the game saved
   * there stays, and this board's game is not saved over it, until the key changes.
   */
  #holdSaved = false;

  #save(): void {
    // A key not yet taken up (a game loaded before the board's first update, or a move played
    // before the update a new key brings) is not written to: taking it up first keeps aside the
    // game saved there, and then saves.
    if (!this.#key || this.#key !== this.#persistKey || this._model === null) return;
    if (!this.#holdsKey()) return;
    if (this.#holdSaved) {
      this.#reportUnsaved(
        'the game saved under it was set aside but storage refused to keep it, so it stays saved there',
      );
      return;
    }
    try {
      localStorage.setItem(STORAGE_PREFIX + this.#key, JSON.stringify(this.#saveData(this._model)));
      this.#unsavedKey = null;
      this._unsaved = null;
    } catch (error) {
      // Storage full or refused (private browsing): the game goes on unsaved.
      this.#reportUnsaved(error instanceof DOMException ? error.name : 'storage refused');
    }
  }

  /**
   * Whether this board saves under its `persist` key: it takes the key unless another board on
   * the page holds it. If one does, the key is marked as taken up all the same (so that nothing
   * tries again at every update) and the page is told, once, that this board plays unsaved.
   */
  #holdsKey(): boolean {
    const key = this.#key;
    // A key refused (see readConfig) is no key: nothing is saved under its kind's name.
    if (!key || isKindOfValue(key)) return false;
    const holder = KEY_HOLDERS.get(key);
    if (holder === undefined || holder === this || !holder.isConnected) {
      this.#releaseKeys(key);
      KEY_HOLDERS.set(key, this);
      KEY_WAITERS.delete(this);
      if (this.#waitingForKey) {
        // The board that held the key has left: its game saved there is kept aside (as when a
        // key is given to a board already playing), and saves carry this page's attributes.
        this.#waitingForKey = false;
        if (this.#config !== null) this.#keepAsideSaved(this.#config, false, FROM_ANOTHER_BOARD);
      }
      return true;
    }
    this.#waitingForKey = true;
    if (this.isConnected) KEY_WAITERS.add(this);
    this.#persistKey = key;
    if (this.#unsavedKey !== key) {
      this.#unsavedKey = key;
      this.#reportUnsavedAs({
        code: 'storage',
        attribute: 'persist',
        value: key,
        message: `Another board on this page saves its game under ${asWritten('persist', key)}: this one plays unsaved. Give each board a key of its own.`,
        detail: SHARED_KEY,
      });
    }
    return false;
  }

  /** Tells the page that the game goes unsaved: once, not at every move, so that it can say so. */
  #reportUnsaved(why: string): void {
    if (this.#unsavedKey === this.#key) return;
    this.#unsavedKey = this.#key;
    this.#reportUnsavedAs({
      code: 'storage',
      attribute: 'persist',
      value: this.persist ?? '',
      message: `The browser refused to save the game under this key (${why}): play goes on, unsaved.`,
      detail: UNSAVED,
    });
  }

  /**
   * Tells the page (`hoyito-error`) and the visitor (a notice under the board, see
   * #unsavedTemplate) that the game goes unsaved: a visitor who leaves would otherwise find it gone.
   */
  #reportUnsavedAs(error: ConfigError): void {
    this._unsaved = error;
    this.#report(error, { keepGame: true });
  }

  #saveData(model: BoardModel) {
    const page = this.#pageSettings;
    return {
      ...model.save(this._mode === 'replay'),
      // In setup mode: the position being set up, which is not the game (see #install).
      draft: this._draft ?? undefined,
      start: this.#pageStart ?? undefined,
      // Only those changed since the page gave them: restored, a value nobody chose would
      // override the page's own, changed since (a kiosk's screen turned to face North).
      settings: Object.fromEntries(
        Object.entries(this.#settings()).filter(([name, value]) => page[name] !== value),
      ),
    };
  }

  /** The side at the bottom, the speed and the narration shown: what a visitor may change. */
  #settings(): Record<string, unknown> {
    return {
      orientation: this.#config?.orientation,
      speed: this.#config?.speed,
      narration: this.narration,
    };
  }

  /** The settings as the page gave them when the `persist` key was taken up (see #saveData). */
  #pageSettings: Record<string, unknown> = {};

  /** The draft a restored save held, for #install to take up in place of the game's position. */
  #savedDraft: SetupDraft | null = null;

  /** The draft the last update saw: each change to it is saved, as a move is (see updated). */
  #draftSeen: SetupDraft | null = null;

  /**
   * The key the game is saved under: `persist` when it names one. Empty or all blanks (a key a
   * framework left blank, or wrote as a space), it names none, and nothing is saved.
   */
  get #key(): string | null {
    const key: unknown = this.persist;
    return typeof key === 'string' && key.trim() !== '' ? key : null;
  }

  /** Whether the empty `persist` standing was said (see #checkPersist). */
  #reportedPersist = false;

  /**
   * `persist` present but empty (`<hoyito-board persist>`, as if it were a switch, or a key a
   * framework left blank) names no key, and the game goes unsaved: said once, so that nobody
   * counts on finding it again; the game plays on, as with no key.
   */
  #checkPersist(): void {
    const empty = typeof this.persist === 'string' && this.#key === null;
    if (empty && !this.#reportedPersist)
      this.#report(
        {
          code: 'persist',
          attribute: 'persist',
          value: '',
          message: en.errors.emptyPersist,
        },
        { keepGame: true },
      );
    this.#reportedPersist = empty;
  }

  // ——— the kept games ———

  /**
   * The games kept under the `persist` key, newest first, each restored. An entry that no longer
   * restores (edited by hand, left by another version) is reported like a corrupt save and dropped
   * from storage; the others stay.
   */
  #keptGames(): { entry: KeptGame; model: BoardModel }[] {
    if (!this.#key) return [];
    const stored = this.#storedKept();
    if (stored.length === 0) return [];
    const games: { entry: KeptGame; model: BoardModel }[] = [];
    let why: string | null = null;
    // No more are kept than KEPT_LIMIT: a longer list (written by hand, or by a page's script)
    // is cut to its newest at once, before anything is restored from the rest.
    for (const item of stored.slice(0, KEPT_LIMIT)) {
      const entry = item as Partial<KeptGame> | null;
      const restored =
        entry !== null && typeof entry === 'object' && 'save' in entry
          ? BoardModel.restore(entry.save)
          : null;
      if (restored instanceof BoardModel) {
        const changed = typeof entry?.changed === 'string' ? entry.changed : null;
        games.push({ entry: { save: entry?.save, changed }, model: restored });
      } else
        why ??=
          restored === null ? 'it is not a kept game.' : restored.message.replace(/^.*?: /, '');
    }
    if (why !== null || stored.length > KEPT_LIMIT)
      this.#writeKept(games.map((game) => game.entry));
    if (why !== null) {
      this.#report(
        {
          code: 'storage',
          attribute: 'persist',
          value: '',
          message: `The game kept aside under this key could not be restored and was discarded: ${why}`,
        },
        { keepGame: true },
      );
    }
    return games;
  }

  /**
   * Stores the kept games (newest first, the oldest beyond KEPT_LIMIT let go) and offers the
   * newest; false when storage refused them, and then nothing changed.
   */
  #writeKept(entries: readonly KeptGame[]): boolean {
    if (!this.#key) return false;
    const kept = entries.slice(0, KEPT_LIMIT);
    try {
      if (kept.length === 0) localStorage.removeItem(KEPT_PREFIX + this.#key);
      else localStorage.setItem(KEPT_PREFIX + this.#key, JSON.stringify(kept));
    } catch {
      // Storage full or refused.
      return false;
    }
    this.#offerKept(kept);
    return true;
  }

  #offerKept(kept: readonly KeptGame[]): void {
    this._kept = kept.length === 0 ? null : { changed: kept[0].changed, others: kept.length - 1 };
  }

  /** The kept entries as stored under the `persist` key, unchecked. */
  #storedKept(): unknown[] {
    const data = this.#key ? readStored(KEPT_PREFIX + this.#key) : undefined;
    if (data === undefined) return [];
    // The first format held one game: the entry itself.
    return Array.isArray(data) ? data : [data];
  }

  /**
   * Keeps a game aside under the `persist` key, before those kept already; false if refused.
   * Both callers have just taken up the key, which read the kept games and dropped any that no
   * longer restore, so they are not restored a second time here.
   */
  #keep(entry: KeptGame): boolean {
    return this.#writeKept([entry, ...(this.#storedKept() as KeptGame[])]);
  }

  /**
   * Goes back to the newest kept game. The game on the board, if anyone played in it, is kept in
   * its place, so that switching back and forth loses neither; if storage refuses to keep it, the
   * board stays as it is.
   */
  #resumeKept(): void {
    if (this._mode !== 'play') return;
    const [newest, ...older] = this.#keptGames();
    if (newest === undefined) return;
    const current = this._model;
    const keepCurrent = current !== null && played(current);
    const rest = older.map((game) => game.entry);
    const stored = this.#writeKept(
      keepCurrent ? [{ save: this.#saveData(current), changed: null }, ...rest] : rest,
    );
    if (!stored) {
      this._lines = (t) => [t.messages.kept.refused];
      return;
    }
    this.#dropAnimation();
    this._error = null;
    this.#changeReason = 'restore';
    this._model = newest.model;
    this.#reportPlyLost(newest.model);
    this.#changed((t) => t.messages.kept.resumed(keepCurrent));
    this.#focusBoard();
    this.#tellAnimationEnd();
  }

  /** Lets the newest kept game go; the next one, if any, is offered in its place. */
  #discardKept(): void {
    const older = this.#keptGames().slice(1);
    if (!this.#writeKept(older.map((game) => game.entry))) return;
    const left = older.length;
    this._lines = (t) => [t.messages.kept.discarded(left)];
    // The notice stays, for the next game, with the focus on its button.
    if (older.length === 0) this.#focusBoard();
  }

  /** After the notice goes, the focus its buttons had goes to the board. */
  #focusBoard(): void {
    void this.updateComplete.then(() => {
      (
        this.#tabStopHole() ?? this.renderRoot.querySelector<HTMLElement>('.controls button')
      )?.focus();
    });
  }

  #keptTemplate(): TemplateResult | typeof nothing {
    if (this._kept === null || !this.#key || this._mode !== 'play') return nothing;
    const m = this.#text.messages.kept;
    return html`<div class="kept" part="kept" role="group" aria-labelledby="kept-notice">
      <p id="kept-notice">${m.notice(this._kept.changed, this._kept.others)}</p>
      <div class="controls">
        <button part="button" @click=${() => this.#resumeKept()}>${m.resume}</button>
        <button part="button" @click=${() => this.#discardKept()}>${m.discard}</button>
      </div>
    </div>`;
  }

  /**
   * The notice that the game is not being saved, while it is not, under the key the board has
   * now: a page that takes the key away or gives another has nothing unsaved to say (yet).
   * role="alert": it is said once, as it appears, whatever the narration region says of the move
   * that brought it. It stands above the controls, which on a phone run several rows deep.
   */
  #unsavedTemplate(): TemplateResult | typeof nothing {
    const unsaved = this._unsaved;
    if (unsaved === null || !this.#key || unsaved.value !== this.#key) return nothing;
    return html`<p class="unsaved" part="unsaved" role="alert">${this.#text.error(unsaved)}</p>`;
  }

  // ——— diagram ———

  /** The holes a row of the board the page's attributes describe: `record`, `position`, `holes`. */
  #pageHoles(): number {
    const made = this.#ownGame();
    return made instanceof BoardModel ? made.position.holes : (this.#config?.holes ?? 0);
  }

  /** Diagram mode: the `highlight`ed move's marks. */
  #marks: MoveMarks | null = null;
  /** Diagram mode: why the `highlight`ed move is not marked, when the side to move cannot play it. */
  #unmarked: SaidLine = NO_LINE;
  /** Play mode: the hole `highlight` asks the reader to play, while the game is at its start. */
  #suggested: number | null = null;

  #markHighlight(): void {
    this.#marks = null;
    this.#unmarked = NO_LINE;
    this.#suggested = null;
    // A bad highlight is reported in the board's place; a good one brings the board back. The
    // same bad highlight found again (the mode changed, say) stays, and is not reported twice.
    const standing = this._error?.code === 'highlight' ? this._error : null;
    if (standing !== null) this._error = null;
    // In a diagram the paragraph below speaks of the highlighted move: a new one, or none.
    if (this._mode === 'diagram') this._preview = NO_LINE;
    const model = this._model;
    const written = this.highlight?.trim() ?? '';
    // Another error stands in the board's place: the highlight is read once it is fixed (the
    // error's change brings this back), against the game then on the board.
    if (model === null || this._error !== null) return;
    const told = this.#highlightTold;
    this.#highlightTold = null;
    if (written === '') return;
    const hole = readHighlight(written, model.position.holes);
    if (typeof hole !== 'number') {
      // A hole of the board the page describes, but the game on show is of another size, which
      // the page's attributes did not make (a teacher's set-up, a loaded record): nothing to
      // mark, and no fault of the page's that would hide the game in the board's place.
      if (typeof readHighlight(written, this.#pageHoles()) === 'number') return;
      if (sameError(standing, hole)) this._error = standing;
      else this.#report(hole, { told: sameError(told, hole) });
      return;
    }
    if (this._mode === 'play') {
      // A lesson's "play the marked hole": once the game has moved on, the mark means nothing.
      if (model.game.ply === 0) this.#suggested = hole;
      return;
    }
    if (this._mode !== 'diagram') return;
    this.#marks = markMove(model.position, hole);
    const { position } = model;
    const preview = position.preview(hole);
    if (preview.ok && preview.value.trace !== null) {
      this._preview = (t) => t.preview(preview.value, position.holes);
    } else if (model.holeBlock(hole) !== null) {
      // A hole the side to move cannot play (the other side's, empty, endless): said why.
      this.#unmarked = (t) => t.why(position, hole, false);
      this._preview = this.#unmarked;
    }
  }

  /**
   * The position shown, as a standalone SVG file: the same drawing as diagram mode, with the
   * sowing path and captures of the move `highlight` names marked there. `layout`: `wide` (the
   * default), `narrow` (the phone layout: the stores above and below the rows, larger text), or
   * `shown` (the one diagram mode shows at the board's width; elsewhere the wide one). In setup
   * mode, the position set up. Null while the board shows an error instead of a position or a
   * set-up position the rules cannot play, or (with a warning in the console) for options that
   * are not an object or a layout that is none of these.
   */
  toSVG(options: { layout?: 'wide' | 'narrow' | 'shown' } = {}): string | null {
    const model = this._model;
    if (model === null || this._error !== null) return null;
    // Not an object (`toSVG('narrow')`), the options would otherwise give the wide picture.
    const bare = typeof options !== 'object' || options === null;
    // Options that throw as they are read (a revoked Proxy) give no layout, and are said so.
    const unreadable = Symbol();
    const layout = bare ? null : orIfThrown<unknown>(() => options.layout ?? 'wide', unreadable);
    if (layout === unreadable) {
      console.warn(
        `<hoyito-board> toSVG() could not read its options: reading their layout threw; use toSVG({ layout: '${SVG_LAYOUTS.join("' | '")}' }).`,
      );
      return null;
    }
    if (!(SVG_LAYOUTS as readonly unknown[]).includes(layout)) {
      // A page's text is quoted cut and its direction controls written out, as an error quotes
      // it; an object or a list by its kind.
      const shown = (value: unknown) =>
        typeof value === 'string'
          ? `"${writeOutBidi(quoted(value))}"`
          : typeof value === 'object' || typeof value === 'function'
            ? attributeText(value)
            : writeOutBidi(quoted(String(value)));
      console.warn(
        `<hoyito-board> toSVG(${bare ? shown(options) : `{ layout: ${shown(layout)} }`}) is not a call it takes; use toSVG({ layout: '${SVG_LAYOUTS.join("' | '")}' }).`,
      );
      return null;
    }
    // In setup the position on show is the draft; one the rules cannot play is no position.
    const shown = this._draft === null ? model.position : draftPosition(this._draft);
    if ('reason' in shown) return null;
    return diagramSvg(shown, {
      messages: this.#text.messages,
      orientation: this.#config?.orientation ?? 'south',
      marks: this._mode === 'diagram' ? this.#marks : null,
      // A file has no paragraph below it to say why the move asked for is not drawn.
      note: this._mode === 'diagram' ? this.#unmarked(this.#text) : '',
      standalone: true,
      narrow: layout === 'narrow' || (layout === 'shown' && this.#showsNarrowDiagram()),
    });
  }

  /** Whether diagram mode shows its narrow layout now (its stylesheet chose by the width). */
  #showsNarrowDiagram(): boolean {
    const narrow = this.renderRoot.querySelector('.diagram > .narrow');
    return narrow !== null && getComputedStyle(narrow).display !== 'none';
  }

  // ——— user actions ———

  #onHoleClick(hole: number, event: MouseEvent): void {
    if (this._mode === 'setup') {
      if (this._draft !== null)
        this.#edit(hole, toolDelta(this._draft, event.shiftKey || event.altKey));
      return;
    }
    if (this._mode !== 'play' || this._model === null) return;
    const position = this._model.position;
    const player = this.#playerToMove();
    // While a move is shown, its holes are unavailable: a second press (a double-click on a
    // capture) would otherwise cut it short and play again before the extra turn was seen.
    if (player !== null || this.#pending !== null) {
      this.#refuseOffTurn(position, hole);
      return;
    }
    if (this._model.holeBlock(hole) !== null) {
      const why: SaidLine = (t) => t.why(position, hole, false);
      this.#sayOf(hole, why);
      this._lines = (t) => [why(t)];
      return;
    }
    this.play(hole);
  }

  /**
   * A hole pressed while the computer (or a page's player) is to move, or while a move is still
   * shown: why nothing happens, under the board and, for a screen reader, added to the narration,
   * which a hole's description is not read out like (the move being told stays; a press again is
   * said again). `pressed` is false for a key that only moves between holes.
   */
  #refuseOffTurn(position: Position, hole: number, pressed = true): void {
    const why = this.#whyNotNow(position, hole);
    this.#sayOf(hole, why);
    const told = this._lines;
    // An arrow key tried again and again is told once, until something else is said: each line is
    // a new item of a live region, which a screen reader would queue as many times. A press
    // (a click, Enter, Space) is told each time: it asked for a move.
    this._lines = (t) => {
      const before = told(t);
      const said = why(t);
      return !pressed && before.at(-1) === said ? before : [...before, said];
    };
  }

  /**
   * Why `hole` cannot be played now: the computer's (or a page's player's) turn, a move still
   * shown (said anew once it is, see #sayAfterSowing), or the hole's own state.
   */
  #whyNotNow(position: Position, hole: number): SaidLine {
    const player = this.#playerToMove();
    const sowing = this.#pending !== null;
    const playedBy = player === null ? undefined : playedByPage(player);
    const why: SaidLine = (t) => t.why(position, hole, player !== null, sowing, playedBy);
    if (sowing) this.#saidWhileSowing = why;
    return why;
  }

  // One listener per kind for all holes, rather than three per hole.
  #holeOf(event: Event): number | null {
    const button = (event.target as Element | null)?.closest?.('[data-hole]');
    return button ? Number((button as HTMLElement).dataset.hole) : null;
  }

  #onRowsClick = (event: MouseEvent): void => {
    const hole = this.#holeOf(event);
    const held = this.#held;
    this.#held = -1;
    // The tap that ends a touch held to preview the hole: the preview was what it asked for. A
    // click from the keyboard or assistive technology, which comes with no pointer, is not it.
    const tap = (event as PointerEvent).pointerType !== '';
    if (hole !== null && !(hole === held && tap)) this.#onHoleClick(hole, event);
  };

  /**
   * A touch screen has no hover, and a tap plays the hole: a finger held on a hole (HOLD_MS)
   * shows its preview instead, as a pointer resting there does, and lifting it plays nothing.
   * `#press` is the hole under a touch not yet lifted, `#held` the one whose preview it showed.
   */
  #press = -1;
  #held = -1;
  #pressTimer: ReturnType<typeof setTimeout> | undefined;

  #onRowsPress = (event: PointerEvent): void => {
    // A second finger (a pinch, a palm) neither starts a hold nor ends the first one's.
    if (!event.isPrimary) return;
    this.#endPress();
    const hole = this.#holeOf(event);
    this.#held = -1;
    if (hole === null || event.pointerType === 'mouse') return;
    this.#press = hole;
    this.#pressTimer = setTimeout(() => {
      this.#held = hole;
      this.#showPreview(hole);
    }, HOLD_MS);
  };

  #onRowsRelease = (event: PointerEvent): void => {
    if (event.isPrimary) this.#endPress();
  };

  /** The touch is lifted, or taken over by scrolling the rows: no preview comes of it now. */
  #endPress = (): void => {
    clearTimeout(this.#pressTimer);
    this.#press = -1;
  };

  /** A touch held on a hole is a preview, not a call for the browser's menu of the page. */
  #onRowsMenu = (event: Event): void => {
    if (this.#press >= 0) event.preventDefault();
  };

  #onRowsFocus = (event: FocusEvent): void => {
    const hole = this.#holeOf(event);
    if (hole !== null) this.#onHoleFocus(hole);
  };

  #hovered = -1;
  /** The words the pointer last brought under the board, which its leaving may take back. */
  #pointerSaid: SaidLine | null = null;

  #onRowsHover = (event: MouseEvent): void => {
    const hole = this.#holeOf(event);
    if (hole !== null && hole !== this.#hovered) {
      this.#hovered = hole;
      this.#showPreview(hole);
      this.#pointerSaid = this._preview;
    }
  };

  #onRowsLeave = (): void => {
    this.#hovered = -1;
    this.#pointAway();
  };

  /**
   * Focus leaving the holes (or, in setup, a store) for a control is the keyboard's way of
   * pointing away from them; gone to another hole or store, which says its own, it is not.
   */
  #onPointedBlur = (event: FocusEvent): void => {
    const to = event.relatedTarget;
    if (this.#hovered < 0 && !(to instanceof Element && to.matches('[data-hole], [data-store]')))
      this.#pointAway();
  };

  /** The hole that has the keyboard's focus now; -1 when none has. */
  #focusedHole(): number {
    const active = (this.renderRoot as ShadowRoot).activeElement as HTMLElement | null;
    const hole = active?.dataset.hole;
    return hole === undefined ? -1 : Number(hole);
  }

  /**
   * The pointer or the focus has left the holes (and, in setup, the stores): what was said of
   * the one it was on goes, in setup mode, rather than stay under the board as if about the control
   * now focused. The answer of Start playing or Copy position comes back in its place, or the
   * focused hole's preview when only the pointer left. In play the words stay, to be read, unless
   * the keyboard is on a hole and they are the pointer's: they describe that hole
   * (aria-describedby), not the one the pointer crossed on its way off the board. Words said
   * since (a hint, why the computer cannot move) stay.
   */
  #pointAway(): void {
    if (this.#sayAnswerAgain()) return;
    const focused = this.#focusedHole();
    if (this._mode === 'setup') {
      if (focused >= 0) this.#showPreview(focused);
      else this._preview = NO_LINE;
    } else if (
      focused >= 0 &&
      this._preview === this.#pointerSaid &&
      (this.renderRoot as ShadowRoot).activeElement?.matches(':focus-visible')
    ) {
      this.#showPreview(focused);
    }
  }

  /**
   * What Start playing or Copy position said, which pointing at or focusing a hole replaced,
   * comes back once the pointer or focus leaves, if the position it was said of is still the one
   * set up.
   */
  #sayAnswerAgain(): boolean {
    const draft = this._draft;
    const answered = this.#answered;
    if (
      draft !== null &&
      answered !== null &&
      draft.board === answered.draft.board &&
      draft.captured === answered.draft.captured &&
      draft.toMove === answered.draft.toMove &&
      draft.holes === answered.draft.holes &&
      draft.variant === answered.draft.variant
    ) {
      this._preview = answered.words;
      return true;
    }
    return false;
  }

  #onHoleFocus(hole: number): void {
    this._focusHole = hole;
    if (!this.#handingFocus) this.#showPreview(hole);
  }

  #showPreview(hole: number): void {
    const model = this._model;
    const draft = this._draft;
    if (this._mode === 'setup' && draft !== null) {
      this.#sayOf(hole, (t) => t.setupAction(draft, hole));
      return;
    }
    if (model === null || this._mode !== 'play') return;
    const position = model.position;
    if (model.holeBlock(hole) !== null || this.#playerToMove() !== null || this.#pending !== null) {
      this.#sayOf(hole, this.#whyNotNow(position, hole));
      return;
    }
    const preview = position.preview(hole);
    this.#sayOf(hole, preview.ok ? (t) => t.preview(preview.value, position.holes) : NO_LINE);
  }

  /**
   * The words under the board, and what they are about: a hole (its number) or, in setup, a
   * side's store. Only that control is described by them (aria-describedby): another hole, or one
   * focused while a hint or a refusal stands there, would be read words not about it.
   */
  #sayOf(about: number | Side, words: SaidLine): void {
    this._preview = words;
    this.#previewAbout = { words, about };
  }

  #previewAbout: { readonly words: SaidLine; readonly about: number | Side } | null = null;

  /** The hole or store the words under the board are about, while they stand; else null. */
  #described(): number | Side | null {
    const about = this.#previewAbout;
    return about !== null && this._preview !== NO_LINE && about.words === this._preview
      ? about.about
      : null;
  }

  #onKeydown(event: KeyboardEvent): void {
    const key = event.key;
    // A key's press of a hole is never the end of a finger held on it.
    this.#held = -1;
    if (key === 'Escape') {
      if (this.#askingEnd()) {
        this._endAsked = null;
        event.preventDefault();
        return;
      }
      if (this.#player.running) {
        this.skipAnimation();
        event.preventDefault();
      }
      return;
    }
    if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === 'z' && this._mode === 'play') {
      event.preventDefault();
      if (event.shiftKey) this.redo();
      else this.undo();
      return;
    }
    // Ctrl, Alt or ⌘ with any other key is the browser's (Ctrl with + or − zooms, Alt with an
    // arrow goes back or forward) or a screen reader's, not the board's. With Space (the input
    // source's switch on a Mac) a hole, being a button, would be pressed as the key is let go.
    if (event.ctrlKey || event.altKey || event.metaKey) {
      if (key === ' ' && this.#holeOf(event) !== null) event.preventDefault();
      return;
    }
    // On setup's two tools, any arrow chooses the other one, and takes the focus to it.
    if ((event.target as Element).matches?.('[role=radio]') && key.startsWith('Arrow')) {
      event.preventDefault();
      const other = this.renderRoot.querySelector('[aria-checked=false]') as HTMLElement;
      other.click();
      other.focus();
      return;
    }
    const editKey = SETUP_KEYS.get(key);
    const editedHole = this._mode === 'setup' && editKey !== undefined ? this.#holeOf(event) : null;
    if (editKey !== undefined && editedHole !== null) {
      event.preventDefault();
      this.#edit(editedHole, editKey);
      return;
    }
    const store = (event.target as Element | null)?.closest?.('[data-store]');
    if (editKey !== undefined && this._mode === 'setup' && store instanceof HTMLElement) {
      event.preventDefault();
      this.#editStore(store.dataset.store === 'north' ? 'north' : 'south', editKey);
      return;
    }
    if (this._mode === 'replay' && (key === 'ArrowLeft' || key === 'ArrowRight')) {
      // On the rows that scroll, the arrows scroll them (see render's scroller).
      if ((event.target as Element).classList?.contains('rows')) return;
      event.preventDefault();
      // A step by hand stops auto-play, as Previous and Next do.
      this.#stopAutoplay();
      this.#step(key === 'ArrowRight' ? 1 : -1);
      return;
    }
    if (this._mode === 'replay' && (key === 'Home' || key === 'End') && this._model !== null) {
      event.preventDefault();
      this.#goToEnd(key === 'Home' ? 'start' : 'end');
      return;
    }
    if (
      this._mode === 'replay' &&
      (key === 'PageUp' || key === 'PageDown') &&
      this._model !== null
    ) {
      // A match's rounds, one at a time, each from its start.
      event.preventDefault();
      const model = this._model;
      const shown = model.shownGame;
      const target = key === 'PageDown' ? shown + 1 : model.game.ply > 0 ? shown : shown - 1;
      this.#stopAutoplay();
      this.#showRound(target, 'start');
      return;
    }
    const onHole = this.#holeOf(event) !== null;
    const player = this.#playerToMove();
    const position = this._model?.position;
    if (player !== null && position !== undefined && HOLE_KEYS.test(key)) {
      // While another player moves no key plays or moves between holes. Enter or Space on a hole
      // presses it, which says why; a key held down presses it once.
      if (onHole && pressesButton(key)) {
        if (event.repeat) event.preventDefault();
        return;
      }
      // Any other such key on a hole, or on the board itself (where the focus waits), says so too,
      // once however long it is held.
      if (onHole || (event.target as Element).matches?.('[part~="board"]')) {
        event.preventDefault();
        if (!event.repeat) this.#refuseOffTurn(position, -1, pressesButton(key));
      }
      return;
    }
    // Keys pressed on a control (New game, the speed…) are the control's, not the holes'.
    if (!onHole) return;
    const order = this.#holesFocusable();
    if (order.length === 0) return;
    const at = order.indexOf(this._focusHole);
    let next: number | undefined;
    if (key === 'Home') next = order[0];
    else if (key === 'End') next = order[order.length - 1];
    else if ((key === 'ArrowUp' || key === 'ArrowDown') && this._mode === 'setup' && at >= 0) {
      // Every hole is focusable in setup: up and down go to the hole across, in the other row.
      next = order[(at + order.length / 2) % order.length];
    } else {
      const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[key];
      if (step !== undefined && at >= 0) next = order[(at + step + order.length) % order.length];
      else if (step !== undefined) next = this.#nearestFocusable(order, step);
    }
    if (next === undefined) return;
    event.preventDefault();
    this.#focusHole(next);
  }

  /**
   * From a focused hole that arrow keys do not move between (the one just sown, which the focus
   * stays on): the first of `order` that way, along the holes as drawn.
   */
  #nearestFocusable(order: readonly number[], step: number): number | undefined {
    const all = this.#displayOrder().flat();
    const from = all.indexOf(this._focusHole);
    if (from < 0) return order[0];
    for (let k = 1; k < all.length; k++) {
      const hole = all[(((from + step * k) % all.length) + all.length) % all.length];
      if (order.includes(hole)) return hole;
    }
    return order[0];
  }

  /**
   * The holes arrow keys move between: the playable ones in play mode, and the marked one
   * (`highlight`) even when it is not playable, for a lesson that asks the reader to try a move
   * the rules refuse; all in setup mode.
   */
  #holesFocusable(): number[] {
    const model = this._model;
    if (model === null) return [];
    const order = this.#displayOrder().flat();
    if (this._mode === 'setup') return order;
    // On the computer's turn (or a `players` side's) no hole is the person's to play.
    if (this._mode !== 'play' || this.#playerToMove() !== null) return [];
    const legal = new Set(model.position.legalMoves());
    const marked = this.#markedHole();
    return order.filter((h) => legal.has(h) || h === marked);
  }

  /** The hole a lesson's `highlight` marks in play mode, while the game is at its start. */
  #markedHole(): number | null {
    return this._mode === 'play' && this._model?.game.ply === 0 ? this.#suggested : null;
  }

  #focusHole(hole: number): void {
    this._focusHole = hole;
    void this.updateComplete.then(() => {
      (this.renderRoot.querySelector(`[data-hole="${hole}"]`) as HTMLElement | null)?.focus();
    });
  }

  /**
   * Moves one ply along the recorded line, across a match's rounds (from the end of one to the
   * start of the next, and back); false at either end.
   */
  #step(delta: number): boolean {
    const model = this._model;
    if (model === null) return false;
    const quiet = this.#statusQuiet();
    this.#finishAnimation();
    this._preview = NO_LINE;
    this.#changeReason ??= 'replay';
    if (delta > 0) {
      if (!model.redo()) return this.#showRound(model.shownGame + 1, 'start', quiet);
      const entry = model.game.moves[model.game.ply - 1];
      const before =
        model.game.ply === 1 ? model.game.start : model.game.moves[model.game.ply - 2].position;
      const trace = recordedTrace(before, entry);
      // The narration tells a game's end, which the status line then shows: heard once, so the
      // narration also says the rest of that line (where the replay stands, the match's score).
      const over = entry.position.over;
      this.#statusTold = over ? entry.position : null;
      const { ply, length } = model.game;
      const score = over ? model.matchScore() : null;
      const ending = (t: UiText): string[] =>
        over
          ? [
              `${t.messages.controls.replay.position(ply, length)}.`,
              ...(score === null ? [] : [t.matchSentence(score)]),
            ]
          : [];
      if (trace !== null && entry.move === 'agree') {
        // Told, not animated: nothing is sown (as when the players agree in play mode).
        this._lines = (t) => [...t.narrate(before, 'agree', trace), ...ending(t)];
      } else if (trace !== null) {
        const { move } = entry;
        this._lines = (t) => [...t.narrate(before, move, trace), ...ending(t)];
        this.#frames = traceFrames(before, trace);
        this.#pending = { before, trace, after: entry.position, gameOver: false };
        this.#player.start(this.#frames.length, this.#speedMs(this.#frames.length));
      }
    } else if (model.undo()) {
      this.#sayChange(NO_LINE, quiet);
    } else {
      return this.#showRound(model.shownGame - 1, 'end', quiet);
    }
    this._tick++;
    return true;
  }

  /**
   * Replay: shows round `index` of the match (from 0) at its start or its end; false when there
   * is no such round.
   */
  #showRound(index: number, at: 'start' | 'end', statusWasQuiet = this.#statusQuiet()): boolean {
    const model = this._model;
    if (model === null || index < 0 || index >= model.gameCount) return false;
    // The move shown so far belongs to the round left: it ends before the board changes.
    this.#finishAnimation();
    this._preview = NO_LINE;
    const left = model.shownGame;
    this.#changeReason ??= 'replay';
    model.showGame(index, at);
    const start = at === 'start' && model.match !== null ? this.#roundStart(model, left) : null;
    if (start === null) this.#sayChange(playersSaid(model, left), statusWasQuiet);
    else {
      this._lines = (t) => [start(t)];
      this.#statusTold = model.position;
    }
    this._tick++;
    return true;
  }

  /**
   * Whether a replay stands at the very start or the very end of the recording: in a match, the
   * first round's start and the last round's end.
   */
  #replayPlace(model: BoardModel): ReplayPlace {
    const shown = model.shownGame;
    return {
      atStart: model.game.ply === 0 && shown === 0,
      atEnd: model.game.ply >= model.length && shown >= model.gameCount - 1,
    };
  }

  /** Replay: the very start of the recording (a match's first round) or its very end. */
  #goToEnd(end: 'start' | 'end'): void {
    const model = this._model;
    if (model === null) return;
    this.#stopAutoplay();
    this.#showRound(end === 'start' ? 0 : model.gameCount - 1, end);
  }

  // ——— replay auto-play ———

  #autoTimer: ReturnType<typeof setTimeout> | 0 = 0;

  #stopAutoplay(): void {
    if (this.#autoTimer !== 0) clearTimeout(this.#autoTimer);
    this.#autoTimer = 0;
    this._autoplay = false;
  }

  /** While auto-playing, the next move follows a pause after the last one's animation. */
  #scheduleAutoplay(): void {
    if (!this._autoplay || this.#autoTimer !== 0 || this.#pending !== null) return;
    if (this._mode !== 'replay' || this._model === null) {
      this.#stopAutoplay();
      return;
    }
    const pause = Math.max(300, 3 * SPEED_MS[(this.#config?.speed ?? 'normal') as Speed]);
    this.#autoTimer = setTimeout(() => {
      this.#autoTimer = 0;
      if (!this.#step(1)) this._autoplay = false;
    }, pause);
  }

  // ——— timers (loop, idle) ———

  /**
   * Where a replay stands, for a timer whose attribute is set (`seconds`), else null: worked out
   * only then, since both timers are scheduled again at every update of every board.
   */
  #timedReplayPlace(seconds: number | null): ReplayPlace | null {
    const model = this._model;
    return seconds !== null && model !== null && this._mode === 'replay'
      ? this.#replayPlace(model)
      : null;
  }

  /** On the page, with a good game and no move being sown: a board whose timers may run. */
  #atRest(): boolean {
    return this.isConnected && this._error === null && this.#pending === null;
  }

  // ——— looping ———

  #loopTimer: ReturnType<typeof setTimeout> | 0 = 0;
  /** Where the pause running began. */
  #loopAt: Position | null = null;

  #stopLoop(): void {
    if (this.#loopTimer !== 0) clearTimeout(this.#loopTimer);
    this.#loopTimer = 0;
  }

  /**
   * With `loop`, a game that has ended (and finished animating) is followed by a new one after
   * the pause, and a player that failed (its search's worker lost, say) is asked again after it,
   * as a visitor's Try again would: an unattended screen must not stand still. A replay standing
   * at its start or its end, not auto-playing, plays (from its start) after the pause: a recorded
   * game on a museum screen, over and over; a reader who pauses it midway is left there. Anything
   * that takes the board out of that state (undo, a new game, a step, another mode, the attribute
   * removed) calls the pause off.
   */
  #scheduleLoop(): void {
    const seconds = this.#config?.loopSeconds ?? null;
    const position = this._model?.position;
    const place = this.#timedReplayPlace(seconds);
    const waits =
      seconds !== null &&
      position !== undefined &&
      this.#atRest() &&
      (this._mode === 'play'
        ? position.over || this.#stuckAt(position)
        : place !== null &&
          !this._autoplay &&
          (place.atStart || place.atEnd) &&
          // A record of no moves has nothing to play.
          !(place.atStart && place.atEnd));
    if (!waits) {
      this.#stopLoop();
      return;
    }
    // Moved to another place that waits too (a replay's First from its end): the pause starts
    // again there, from the reader's move.
    if (this.#loopTimer !== 0 && this.#loopAt === position) return;
    this.#stopLoop();
    this.#loopAt = position;
    // A player that fails again where it failed waits twice as long each time (up to an hour):
    // one that cannot play at all (a page whose policy refuses workers) is not asked every pause
    // for ever, each time an error and a warning.
    const again = !position.over && position === this.#loopRetried;
    this.#loopRetries = again ? this.#loopRetries + 1 : 0;
    this.#loopTimer = setTimeout(
      () => {
        this.#loopTimer = 0;
        if (this._model?.position !== position) return;
        if (place !== null) {
          if (place.atEnd) this.#showRound(0, 'start');
          this._autoplay = true;
          this.#loopPlays = true;
        } else if (!position.over) {
          this.#loopRetried = position;
          this.#retryPlayer();
        } else if (!this.nextGame()) this.newGame();
      },
      Math.min(seconds * 2 ** this.#loopRetries, 3600) * 1000,
    );
  }

  /** The position a loop last asked a failed player again at, and how often in a row. */
  #loopRetried: Position | null = null;
  #loopRetries = 0;

  // ——— idle ———

  #idleTimer: ReturnType<typeof setTimeout> | 0 = 0;
  /** The seconds the running timer waits for (`idle` may change while it runs). */
  #idleWait = 0;
  /** The mode the running timer waits in. */
  #idleMode: BoardConfig['mode'] | null = null;
  /** When the board was last touched, or began to wait untouched (performance.now()). */
  #idleSince = 0;
  #touched = (event: Event): void => {
    const path = event.composedPath();
    // A pointer crossing the warning, on its way to its button, keeps nothing: the warning's
    // words ("in 20 seconds…") must stay true while it shows.
    if (
      this._idleWarning !== null &&
      (event.type === 'pointermove' || event.type === 'wheel') &&
      path.some(isIdleWarning)
    )
      return;
    this.#idleSince = performance.now();
    if (this.#loopPlays) {
      this.#loopPlays = false;
      this.requestUpdate();
    }
    // A press of the warning's button is left to the button, whose click hides the warning and
    // puts the focus back on the board: the button taken away under the press would take the
    // focus, or the click, with it.
    const pressesKeep =
      path.some(isIdleKeep) &&
      (event.type !== 'keydown' || pressesButton((event as KeyboardEvent).key));
    if (this._idleWarning !== null && !pressesKeep) this._idleWarning = null;
  };

  #stopIdle(): void {
    if (this.#idleTimer !== 0) clearTimeout(this.#idleTimer);
    this.#idleTimer = 0;
    this._idleWarning = null;
  }

  /**
   * The warning before `idle` starts the game again, with a button that keeps it: a visitor who
   * only reads, as a screen reader's browse mode does without a touch or a key, is told in time
   * (role="alert") and keeps the game with one press (WCAG 2.2.1).
   */
  #idleWarningTemplate(): TemplateResult | typeof nothing {
    const seconds = this._idleWarning;
    if (seconds === null || this._mode === 'diagram') return nothing;
    const m = this.#text.messages.announce;
    return html`<div class="kept idle-warning" part="idle-warning" role="alert">
      <p>${m.idleWarning(this._mode, seconds)}</p>
      <button part="button" class="idle-keep" @click=${this.#keepFromIdle}>${m.idleKeep}</button>
    </div>`;
  }

  #keepFromIdle = (): void => {
    this.#idleSince = performance.now();
    this._idleWarning = null;
    // The focus on the button goes back to the board: its hole in the tab order, else the board
    // itself, never to a control whose reflex press would undo the keeping (First position, New
    // game). A press that did not take the focus (Safari's click) moves none, and previews
    // nothing.
    if (!this.matches(':focus-within')) return;
    void this.updateComplete.then(() => {
      const target = this.#restingFocus();
      if (target !== null) this.#handFocus(target);
    });
  };

  /**
   * With `idle`, a game left alone while it waits for a person starts again: a museum screen's
   * next visitor finds a fresh board, not a game half played by someone who walked away. Only a
   * game a person has played in (a computer's opening move is nothing to give up, and would be
   * played again and again), or a match past its first round; not while a move is sown or the
   * computer thinks, and not a game over that `loop` follows with the next. A move's animation
   * paused waits for a person too, whoever is to move next: the visitor who paused it may have
   * gone. A replay left away from its start, not playing, goes back to it (whence `loop` plays it
   * again). A setup whose position someone changed goes back to the one it began from (see
   * #restartSetup): a kiosk's puzzle maker, or a lesson's board left in a mess.
   */
  #scheduleIdle(): void {
    const seconds = this.#config?.idleSeconds ?? null;
    const looping = (this.#config?.loopSeconds ?? null) !== null;
    const model = this._model;
    const place = this.#timedReplayPlace(seconds);
    const paused = this.#player.paused;
    const draft = this._draft;
    const waits =
      seconds !== null &&
      model !== null &&
      this.isConnected &&
      this._error === null &&
      (this.#pending === null || paused) &&
      (place !== null
        ? !this._autoplay && !place.atStart && !(place.atEnd && looping)
        : this._mode === 'setup'
          ? draft !== null && !sameDraftPosition(draft, draftFrom(model.position))
          : this._mode === 'play' &&
            (paused || (model.position.over ? !looping : this.#playerToMove() === null)) &&
            (model.undoTarget(this.#byCode) !== null || (model.match?.games.length ?? 1) > 1));
    if (!waits) {
      this.#stopIdle();
      return;
    }
    const sameMode = this.#idleMode === this._mode;
    if (this.#idleTimer !== 0 && this.#idleWait === seconds && sameMode) return;
    // A wait changed midway counts from the same touch: the new one may be over already. Another
    // mode is something new on show, a replay of the game just played say, and counts afresh.
    if (this.#idleTimer === 0 || !sameMode) this.#idleSince = performance.now();
    this.#stopIdle();
    this.#idleWait = seconds;
    this.#idleMode = this._mode;
    // A touch meanwhile moves the time on rather than the timer: pointer events come often. The
    // timer wakes when the warning is due, and again when the wait is over.
    const warnMs = idleWarningSeconds(seconds) * 1000;
    const untilDue = (left: number) => (left > warnMs ? left - warnMs : left);
    const wait = (ms: number) => {
      this.#idleTimer = setTimeout(async () => {
        const left = this.#idleSince + seconds * 1000 - performance.now();
        if (left > 0) {
          // Said as the seconds left: a wait shortened midway may leave fewer than the warning's.
          const warning = left <= warnMs ? Math.ceil(left / 1000) : null;
          if (warning !== this._idleWarning) this._idleWarning = warning;
          return wait(untilDue(left));
        }
        this.#idleTimer = 0;
        this._idleWarning = null;
        const position = this._model?.position;
        if (position === undefined) return;
        // The page may hand the board back to the computer first, or keep the game itself: then
        // the wait starts again, and the page is told again after it.
        if (!this.dispatchEvent(new HoyitoIdleEvent({ seconds, position }))) {
          // A listener that took the board off the page and kept the game leaves no timer.
          if (!this.isConnected) return;
          this.#idleSince = performance.now();
          return wait(untilDue(seconds * 1000));
        }
        // Its attributes changed, the board starts what they now ask for; this one's start
        // would be the game left.
        await this.updateComplete;
        if (!this.isConnected || this._error !== null) return;
        if (this._mode === 'diagram') return;
        if (this._mode === 'setup') return this.#restartSetup(seconds);
        this.#changeReason = 'idle';
        if (this._mode === 'replay') return this.#goToEnd('start');
        this.#sayNewGame((t) => t.messages.announce.idle(seconds));
        // A paused animation is cut short, as New game cuts it.
        this.#dropAnimation();
        // The game the attributes ask for, as on the page's first load, not New game's board
        // like the one left: a lesson's `position` is the lesson again.
        this.#setup({ fresh: true });
        if (this._error === null) this.#save();
        this.#tellAnimationEnd();
      }, ms);
    };
    // At once: a wait changed midway may be inside its warning's time already, or over.
    wait(0);
  }

  /**
   * `idle` in setup: the draft goes back to the position setup began from, the game's behind it
   * (the page's `position`, or the game a teacher came from), saved so by the update, as every
   * edit of a draft is; the game itself, which nobody changed, stays, and no `hoyito-change` is
   * told (`hoyito-setup` tells the draft's).
   */
  #restartSetup(seconds: number): void {
    const model = this._model;
    if (model === null) return;
    this._draft = draftFrom(model.position);
    this._preview = NO_LINE;
    this._lines = (t) => [t.messages.announce.idleSetup(seconds)];
  }

  // ——— language ———

  #reportedLang: string | null = null;

  #checkLang(): void {
    const resolved = this.#localize.resolved;
    const bad = resolved.source === 'host' && !resolved.supported ? resolved.tag : null;
    if (bad !== null && bad !== this.#reportedLang) {
      this.#report(
        {
          code: 'lang',
          attribute: 'lang',
          value: bad,
          message: `${asWritten('lang', bad)} is not a language of this board; use en or es (the board shows ${resolved.locale === 'es' ? 'Spanish, the language of the page around it' : 'English'}).`,
        },
        { keepGame: true },
      );
    }
    this.#reportedLang = bad;
  }

  #goTo(ply: number): void {
    const quiet = this.#statusQuiet();
    this.#stopAutoplay();
    this.#finishAnimation();
    this.#changeReason = 'replay';
    this._model?.goTo(ply);
    this.#sayChange(NO_LINE, quiet);
    this._tick++;
  }

  #editStore(side: Side, delta: number): void {
    if (this._draft === null) return;
    const draft = editDraftCaptured(this._draft, side, delta);
    this._draft = draft;
    this.#sayOf(side, (t) => t.setupStoreAction(draft, side));
    // Said aloud, as a move's outcome is: a button's new name is not announced by every screen
    // reader. It also replaces what was said before (a position refused, the board's new name).
    const n = draft.captured[side === 'south' ? 0 : 1];
    this._lines = (t) => [`${t.store(side, n)}.`];
  }

  #edit(hole: number, delta: number): void {
    if (this._draft === null) return;
    const draft = editDraft(this._draft, hole, delta);
    this._draft = draft;
    this._focusHole = hole;
    this.#showPreview(hole);
    // Said aloud (see #editStore): the hole's label, owner and count.
    const side = hole < draft.holes ? 'south' : 'north';
    const count = draft.board[hole] ?? 0;
    this._lines = (t) => [`${t.hole(makeHole(hole, draft.holes), side, count, false)}.`];
  }

  /** Changes the draft (its tool, its side to move, its seeds) outside a click on a hole. */
  #redraft(change: Partial<SetupDraft>, said?: Said): void {
    if (this._draft === null) return;
    this._draft = { ...this._draft, ...change };
    // A tool changes no position: what Start playing or Copy position said of it still holds,
    // and stays on show.
    if (change.tool && this._preview === this.#answered?.words) return;
    // Said aloud when the change is to the board (cleared, filled), which no focused control names.
    if (said !== undefined) this._lines = said;
    // What a click on a hole does may have changed: say it again for the hole pointed at or focused
    // (focused now: the hole focused last, while the tool has the focus, is no longer the topic).
    // Else what was said (of a store, say) may no longer hold, and goes.
    const shown = this.#hovered >= 0 ? this.#hovered : this.#focusedHole();
    if (shown >= 0) this.#showPreview(shown);
    else this._preview = NO_LINE;
  }

  /**
   * Setup on another variant or board size. Only the draft changes: the game stays as it was,
   * saved as it was, and comes back if the teacher leaves setup without starting from the draft.
   */
  #reshapeSetup(variant: Variant, holes: number): void {
    const draft = this._draft;
    if (draft === null) return;
    this._draft = reshapeDraft(draft, variant, holes);
    this.#hovered = -1;
    // The Tab stop stays on the hole of the same label, whose number changes with the size (North's
    // holes come after South's), or on its row's new last hole where that one went; none stays -1.
    const at = this._focusHole;
    this._focusHole = (at < draft.holes ? 0 : holes) + Math.min(at % draft.holes, holes - 1);
    this._preview = NO_LINE;
    // Said aloud: the board's new name is only its group's label, which is not announced.
    this._lines = (t) => [`${t.boardLabel(variant, holes)}.`];
  }

  /**
   * Copy position: the position set up, in the engine's notation, to the clipboard, for a
   * teacher to put in a page's `position` (a lesson's board). It is also said under the board,
   * where it can be read and copied by hand should the browser refuse the clipboard; a position
   * that cannot be played says why instead, as Start playing does.
   */
  #copyDraft(): void {
    if (this._draft === null) return;
    const position = draftPosition(this._draft);
    const draft = this._draft;
    const say = (words: SaidLine) => {
      this._preview = words;
      this.#answered = { draft, words };
      this._lines = (t) => [words(t)];
    };
    if ('reason' in position) {
      say((t) => t.setupInvalid(position));
      return;
    }
    const notation = makePosition(position);
    const clipboard = globalThis.navigator?.clipboard;
    if (clipboard === undefined) {
      say((t) => t.messages.setup.toCopy(notation));
      return;
    }
    clipboard.writeText(notation).then(
      () => say((t) => t.messages.setup.copied(notation)),
      () => say((t) => t.messages.setup.toCopy(notation)),
    );
  }

  /**
   * What Start playing from here (a refusal) or Copy position last said of the position set up,
   * and the draft it was said of: a tool's change keeps the draft's board and stores (see
   * #redraft and #onRowsLeave).
   */
  #answered: { readonly draft: SetupDraft; readonly words: SaidLine } | null = null;

  #startFromDraft(): void {
    if (this._draft === null) return;
    const position = draftPosition(this._draft);
    if ('reason' in position) {
      // Shown under the board too, as Copy position's answer is: the narration may be hidden.
      const words: SaidLine = (t) => t.setupInvalid(position);
      this._preview = words;
      this.#answered = { draft: this._draft, words };
      this._lines = (t) => [t.setupInvalid(position)];
      return;
    }
    this._model = new BoardModel(position);
    this._model.tags = [SET_UP_TAG];
    this._draft = null;
    this.#changeReason = 'setup';
    this._preview = NO_LINE;
    // What was said of the draft (that it could not be played, its board's name) is over. Said
    // aloud instead, once in play mode: play has begun, and who moves.
    this._lines = NOTHING;
    this.#modeSays = (t) => [`${t.status(position)}.`];
    // Saved at once, as New game's game is, by the update that leaves the draft (see updated): a
    // reload before the first move would otherwise bring back the game played before the setup.
    this.mode = 'play';
  }

  /** The position setup's draft is made from when the mode changes to setup (else the one on show). */
  #draftStart: Position | null = null;

  /** Whether the game on the board is the one begun from the set-up position. */
  #playsSetUp(): boolean {
    const model = this._model;
    return (
      model !== null &&
      model.game === model.playing &&
      model.tags.some(([name, value]) => name === SET_UP_TAG[0] && value === SET_UP_TAG[1])
    );
  }

  /**
   * Back to setup with the position play began from, not the one reached: the exercise as the
   * teacher set it, to change or to start again (New game starts an ordinary game instead).
   */
  #setUpAgain(): void {
    const start = this._model?.game.start;
    if (start === undefined || !this.#playsSetUp()) return;
    this.#draftStart = start;
    this.mode = 'setup';
  }

  // ——— rendering ———

  /** The board drawn: the teacher's draft in setup, else the game's position. */
  #drawnShape(): { variant: Variant; holes: number } | null {
    if (this._mode === 'setup' && this._draft !== null) return this._draft;
    return this._model?.position ?? null;
  }

  /** Holes by display row: [top row left→right, bottom row left→right]. */
  #displayOrder(): readonly [readonly number[], readonly number[]] {
    const n = this.#drawnShape()?.holes ?? 6;
    const bottomSide = this.#config?.orientation ?? 'south';
    // Rendered on every animation frame: the rows are computed once per board shape.
    const key = bottomSide === 'south' ? n : -n;
    let order = DISPLAY_ORDERS.get(key);
    if (order === undefined) {
      const south = Array.from({ length: n }, (_, i) => i);
      const north = Array.from({ length: n }, (_, i) => n + i);
      order = bottomSide === 'south' ? [north.reverse(), south] : [south.reverse(), north];
      DISPLAY_ORDERS.set(key, order);
    }
    return order;
  }

  protected override render(): TemplateResult | typeof nothing {
    const text = this.#text;
    if (this._error !== null) {
      return html`<div class="error" part="error" role="alert" tabindex="-1" dir="ltr" lang=${this.#langOwn()}>
        <strong>${text.errorHeading()}</strong>
        <p>${text.error(this._error)}</p>
      </div>`;
    }
    const model = this._model;
    if (model === null) return nothing;
    const position = model.position;
    const frame = this._frame;
    const board = this._draft?.board ?? frame?.board ?? position.board;
    const shape = this.#drawnShape() ?? position;
    const captured = this._draft?.captured ?? frame?.captured ?? position.captured;
    const [top, bottom] = this.#displayOrder();
    const topSide = this.#config?.orientation === 'north' ? 'south' : 'north';
    const bottomSide = topSide === 'south' ? 'north' : 'south';
    const humanTurn = this._mode === 'play' && frame === null && this.#playerToMove() === null;
    const legal = humanTurn ? new Set(position.legalMoves()) : new Set<number>();
    const tabHole = this.#tabHole(legal, humanTurn);
    // A hint being worked out is said where the hint will be: the status line, a live region,
    // keeps whose turn it is, not to be heard "Thinking…" and then that turn again.
    const preview =
      this.#previewSaid(this._preview, text) ||
      (this._thinking && !this.#playerThinks() ? text.messages.status.thinking : '');
    const lines = this.#linesSaid(this._lines, text);
    const inSight = this.#linesInSight(lines, text);
    // Rows wider than the board, in a replay, where no hole takes the focus: the rows do, named,
    // so that the keyboard can scroll the holes out of sight into view (← and → on them scroll;
    // elsewhere they step through the game). In play and setup the focus on a hole scrolls.
    const scroller = this.#scrolls && this._mode === 'replay';
    const generation = this.#narrationKey(lines);
    const unattended = this.#unattended();
    // Left to right whatever the page: the board's two languages are, a row runs from its
    // owner's left as the notation and the sowing do, and the arrow keys follow the holes drawn.
    return html`<div class="wrap" dir="ltr" lang=${this.#langOwn()} @keydown=${this.#onKeydown}>
      <div class="probe" aria-hidden="true"></div>
      ${this._mode === 'replay' ? this.#aboutTemplate() : nothing}
      <div class="status" part="status" role="status" aria-live=${this.#statusHeard(position) && !unattended ? 'polite' : 'off'} ?data-animates=${this._mode === 'play' || this._mode === 'replay'} ?data-match=${this._model?.match}>${this.#status(position, frame)}</div>
      ${
        this._mode === 'diagram'
          ? this.#diagramTemplate(position)
          : html`<div class="board" part="board" role="group" tabindex="-1" data-holes=${shape.holes} aria-label=${text.boardLabel(shape.variant, shape.holes)}>
        ${this.#store(topSide, captured)}
        <div class="rows" ?data-tight=${this.#tight} ?data-scrolls=${this.#scrolls} tabindex=${scroller ? '0' : nothing} role=${scroller ? 'group' : nothing} aria-label=${scroller ? text.messages.board.scroller : nothing} @click=${this.#onRowsClick} @focusin=${this.#onRowsFocus} @focusout=${this.#onPointedBlur} @mouseover=${this.#onRowsHover} @mouseleave=${this.#onRowsLeave} @pointerdown=${this.#onRowsPress} @pointerup=${this.#onRowsRelease} @pointercancel=${this.#onRowsRelease} @contextmenu=${this.#onRowsMenu}>
          ${this.#row(top, board, legal, tabHole, frame, shape.holes)}
          ${this.#row(bottom, board, legal, tabHole, frame, shape.holes)}
        </div>
        ${this.#store(bottomSide, captured)}
      </div>`
      }
      <p class=${preview ? 'preview' : 'preview visually-hidden'} part="preview" id="preview" ?data-room=${this._mode === 'play' || this._mode === 'setup'}>${preview}</p>
      ${this.#unsavedTemplate()}
      ${this.#idleWarningTemplate()}
      ${guard(
        [
          position,
          this._model,
          // Who plays by code decides Undo's target, Hint and the end by agreement.
          this.players,
          this._mode,
          this.#pending !== null,
          this.#player.paused,
          this.#hintFailed,
          this.#failed,
          this.#retriedAt,
          this._thinking,
          this._draft,
          this._autoplay,
          // End by agreement's question, which relabels its button.
          this._endAsked,
          this.narration,
          this.#config,
          this._model?.game.ply,
          this._model?.game,
          text,
        ],
        () => this.#controlsTemplate(position),
      )}
      ${this.#keptTemplate()}
      ${this._mode === 'replay' ? this.#moveList() : nothing}
      <ol class=${this.narration ? 'narration' : 'narration visually-hidden'} part="narration" aria-live=${unattended ? 'off' : 'polite'} aria-label=${text.messages.controls.narration} data-digits=${String(lines.length).length}>
        ${lines.map((line, i) =>
          // Two templates, taken in turn by generation: Lit keeps an item's element only while
          // its template stays the same, so a new narration gets new items. (They differ by an
          // attribute, so that no minifier takes them for one.)
          generation % 2 === 0
            ? html`<li class=${i < inSight ? nothing : 'unseen'}>${line}</li>`
            : html`<li class=${i < inSight ? nothing : 'unseen'} data-odd>${line}</li>`,
        )}
      </ol>
    </div>`;
  }

  #linesSaid = lastSaid<readonly string[]>();

  /** The narration last rendered, and the generation of its items. */
  #narrated: readonly string[] = [];
  #narrationGeneration = 0;

  /**
   * The generation of the narration's items. A live region announces what is added to it, and a
   * text node that does not change is no change: were items reused by place, a new narration's
   * line equal to the old one's at its place ("South plays again.", a second New game's words)
   * would go unheard. Each new narration is a new generation of items; lines added after those
   * said (a computer's reply after the person's move) keep it, so only they are announced.
   */
  #narrationKey(lines: readonly string[]): number {
    if (lines !== this.#narrated) {
      const previous = this.#narrated;
      const extends_ =
        lines.length > previous.length && previous.every((line, i) => line === lines[i]);
      if (!extends_) this.#narrationGeneration++;
      this.#narrated = lines;
    }
    return this.#narrationGeneration;
  }

  #previewSaid = lastSaid<string>();

  /**
   * The name of the player to move, in the board's language when it is one of its computers; with
   * `side`, a player the page left unnamed goes by it (see playerName), else its name is empty.
   */
  #nameToMove(text: UiText, side?: Side): string {
    const player = this.#playerToMove();
    if (player === null) return '';
    const who = this.#who(player);
    return playerName({ ...who, name: isolate(who.name), side }, text.messages);
  }

  /**
   * A side's player as the board names it (see playerName): its own computers by level, any other
   * player, a page's computer included, by the name it was given.
   */
  #who(player: Player): NonNullable<ConfigError['player']> {
    const own = Object.values(this.#computers).find((computer) => computer === player);
    return own ? { name: own.name, level: own.level } : { name: pageName(player) };
  }

  /** Diagram mode: the same SVG drawing that `toSVG()` and the command line give. */
  #diagramTemplate(position: Position): TemplateResult {
    const orientation = this.#config?.orientation ?? 'south';
    const messages = this.#text.messages;
    const marks = this.#marks;
    // Both layouts, the wide and the narrow: the stylesheet shows the one the board's width
    // suits (see narrowDiagramRules), with no script to measure it.
    // Too wide for the board's room, it scrolls, and is a Tab stop named as the live board's rows
    // are: a nameless one would be read as its whole text.
    const scrolls = this.#drawnScrolling;
    return html`<div class="diagram" data-holes=${position.holes} tabindex=${scrolls ? '0' : nothing} role=${scrolls ? 'group' : nothing} aria-label=${scrolls ? messages.board.scroller : nothing}>${guard(
      [position, orientation, messages, marks],
      () =>
        unsafeSVG(
          diagramSvg(position, { messages, orientation, marks, caption: false }) +
            diagramSvg(position, {
              messages,
              orientation,
              marks,
              caption: false,
              narrow: true,
              id: 'diagram-narrow',
            }),
        ),
    )}</div>`;
  }

  /**
   * The hole Tab reaches: the one last focused while it can still be; else, on the person's turn,
   * the marked hole (the lesson's "play d" lands there), else the first playable one.
   */
  #tabHole(legal: Set<number>, personsTurn: boolean): number {
    const [top, bottom] = this.#displayOrder();
    const marked = personsTurn ? this.#markedHole() : null;
    if (
      legal.has(this._focusHole) ||
      (marked !== null && this._focusHole === marked) ||
      (this._mode === 'setup' && this._focusHole >= 0)
    )
      return this._focusHole;
    if (this._mode === 'setup') return top[0];
    if (marked !== null) return marked;
    return top.find((h) => legal.has(h)) ?? bottom.find((h) => legal.has(h)) ?? -1;
  }

  /**
   * With `loop`, the board plays by itself (both sides played by code, or a replay the loop
   * started playing), and the focus is elsewhere: its live regions are quiet then (WCAG 2.2.2,
   * 4.1.3). A screen reader's user reading the page beside an attract loop is not interrupted at
   * every move; focus brought into the board (Tab, a press of one of its controls) makes them
   * speak again. The words stay on show.
   */
  #unattended(): boolean {
    if (this._focusWithin || (this.#config?.loopSeconds ?? null) === null) return false;
    if (this._mode === 'replay') return this._autoplay && this.#loopPlays;
    return this._mode === 'play' && this.#byCode('south') && this.#byCode('north');
  }

  /**
   * The replay playing on is the loop's, which nobody has touched since: a reader who pressed
   * Play, or touched the board as it played, asked for it, and hears it wherever the focus goes.
   */
  #loopPlays = false;

  /**
   * Whether the status line is a live region now. Not while it says what the narration has just
   * told: a game's end, or a side thinking again after the move that gave it another turn ("North
   * plays again."). While a move is sown it stays live, its captions hidden (see #status), so that
   * the words it gets when the sowing ends ("North to move") are heard: a region that came alive
   * in the render that changed its words would not reliably be.
   */
  #statusHeard(position: Position): boolean {
    if (position === this.#statusTold) return false;
    const game = this._model?.game;
    if (!this.#playerThinks() || !game || game.ply === 0) return true;
    return (game.moves.at(-2)?.position ?? game.start).toMove !== position.toMove;
  }

  /** Whether the player to move (the computer or a page's) is choosing; not a hint's search. */
  #playerThinks(): boolean {
    return this._thinking && this.#search !== null;
  }

  /**
   * The status line; a sowing's captions, which change seed by seed, kept from screen readers
   * while it runs. Paused, each step is one asked for (Step one seed, Step one lap): its caption
   * is heard.
   */
  #status(position: Position, frame: Frame | null): TemplateResult {
    const words = this.#statusText(position, frame);
    return frame === null || this.#player.paused
      ? html`${words}`
      : html`<span aria-hidden="true">${words}</span>`;
  }

  #statusText(position: Position, frame: Frame | null): string {
    return this.#statusParts(position, frame, this.#text).join(' · ');
  }

  /** The status line's words as sentences, for the narration (see #sayChange). */
  #statusSentences(position: Position, text: UiText): string {
    return this.#statusParts(position, null, text)
      .map((part) => (/[.!?…]$/.test(part) ? part : `${part}.`))
      .join(' ');
  }

  #statusParts(position: Position, frame: Frame | null, text: UiText): string[] {
    const parts: string[] = [];
    // A draft is not a match's game: play from it is a single game (see #startFromDraft).
    const drafting = this._mode === 'setup' && this._draft !== null;
    const match = drafting ? null : (this._model?.match ?? null);
    if (match !== null) parts.push(text.roundOf(position.round, match.rounds));
    else if (position.round > 1 && !drafting) parts.push(text.round(position.round));
    if (frame !== null) {
      parts.push(text.lap(frame.lap));
      const caption = text.step(frame.event, position.holes);
      if (caption !== null) parts.push(caption);
      // A plain drop has no caption of its own; what is left to sow is what a learner follows.
      else if (frame.event.type === 'drop' && frame.hand > 0)
        parts.push(text.messages.status.inHand(frame.hand));
    } else if (this.#playerThinks())
      // With the side: when both are played by computers of one level (a museum's attract loop),
      // the name alone would not tell a listener which is thinking.
      parts.push(text.thinking(this.#nameToMove(text), position.toMove ?? 'south'));
    else if (this.#stuckAt(position))
      // Said where the eye goes, whatever the narration: the game waits for someone to act.
      parts.push(
        text.toMove(position.toMove ?? 'south'),
        text.stuck(this.#nameToMove(text, position.toMove ?? 'south')),
      );
    else if (this._mode === 'setup' && this._draft !== null) {
      // A draft the rules cannot play has no one to move: the status says why, as it changes
      // (a live region), rather than only when its position is copied or played.
      const made = draftPosition(this._draft);
      parts.push('reason' in made ? text.setupInvalid(made) : text.toMove(this._draft.toMove));
    } else {
      if (this._mode === 'replay' && this._model !== null) {
        // Where the replay stands, said with every step back or jump as well as forward.
        const { ply, length } = this._model.game;
        const words = text.messages.controls.replay;
        // A replay of no moves (no record given, or one of none) has no start to speak of.
        parts.push(
          ply > 0 ? words.position(ply, length) : length > 0 ? words.atStart : words.noMoves,
        );
      }
      parts.push(text.status(position));
      const score = position.over ? (this._model?.matchScore() ?? null) : null;
      if (score !== null) parts.push(text.match(score));
    }
    return parts;
  }

  #store(
    side: 'south' | 'north',
    captured: readonly [number, number] | readonly number[],
  ): TemplateResult {
    const n = captured[side === 'south' ? 0 : 1];
    // Whose store it is, in sight: a bare count beside the rows leaves a learner to guess. The
    // count stays the store's last text, which the animation paints (see findPaintNodes); the
    // space keeps the two words apart where the text is read whole (axe's label in name).
    const owner = html`<span class="side">${this.#text.messages.sides[side]}</span>`;
    const draft = this._draft;
    if (this._mode === 'setup' && draft !== null) {
      // In setup a store is a button: a click (or + and − on it) changes what its side has
      // captured, as a click on a hole changes its seeds.
      const say = () => this.#sayOf(side, (t) => t.setupStoreAction(draft, side));
      // A finger held on it says what a tap does, as a held hole does, rather than call up the
      // browser's menu of the page; a mouse's right button keeps the menu.
      const held = (e: PointerEvent) => {
        if (e.pointerType !== 'mouse') {
          e.preventDefault();
          say();
        }
      };
      return html`<button class="store" part="store ${side}" data-store=${side} aria-label=${this.#text.messages.board.storeButton(side, n)} aria-describedby=${this.#described() === side ? 'preview' : nothing} @click=${(e: MouseEvent) => this.#editStore(side, toolDelta(draft, e.shiftKey || e.altKey))} @mouseenter=${say} @focus=${say} @mouseleave=${() => this.#pointAway()} @blur=${this.#onPointedBlur} @contextmenu=${held}>${owner} ${n}</button>`;
    }
    // An image to assistive technology: a plain div's aria-label is not read (ARIA 1.2 prohibits
    // naming a generic element), and its words, a side and a number, would not say what the
    // number counts.
    return html`<div class="store" part="store ${side}" role="img" aria-label=${this.#text.store(side, n)}>${owner} ${n}</div>`;
  }

  #row(
    holes: readonly number[],
    board: readonly number[],
    legal: Set<number>,
    tabHole: number,
    frame: Frame | null,
    n: number,
  ): TemplateResult {
    const text = this.#text;
    const previous = this._model?.game.moves.at(-1)?.move;
    // A draft is not the game: no move of the game is marked on it.
    const drafting = this._mode === 'setup' && this._draft !== null;
    const lastMove = typeof previous === 'number' && frame === null && !drafting ? previous : null;
    const interactive = this._mode === 'play' || this._mode === 'setup';
    const described = this.#described();
    const replaying = this._mode === 'replay';
    return html`<div class="row" part="row">
      ${holes.map((h) => {
        const side = h < n ? 'south' : 'north';
        const count = board[h] ?? 0;
        const label = makeHole(h, n);
        const playable = legal.has(h);
        const { state, name } = this.#holeLook(h, n, count, frame, legal, lastMove);
        const tabindex = interactive && h === tabHole ? 0 : -1;
        const enabled = interactive && (playable || this._mode === 'setup');
        const describedBy = h === described ? 'preview' : nothing;
        // Only the holes that changed are rebuilt: during an animation that is one or two a frame.
        // One template a hole, not one nested in another: 360 holes on a page of 30 boards.
        return guard([h, n, count, state, tabindex, enabled, text, describedBy, replaying], () =>
          // A replay's holes never act: a picture each, named as a button would be, rather than
          // a row of buttons a screen reader calls unavailable one by one.
          replaying
            ? html`<div>
          <div class="hole" part="hole ${side}" role="img" data-hole=${h} data-state=${state} aria-label=${name}>
            <span class="seeds" part="seed" data-seeds=${seedsShown(count)} aria-hidden="true"></span>
            <span class="count" part="count" aria-hidden="true">${count}</span>
          </div>
          <div class="label" part="label" aria-hidden="true">${label}</div>
        </div>`
            : html`<div>
          <button
            class="hole" part="hole ${side}"
            data-hole=${h}
            data-state=${state}
            tabindex=${tabindex}
            aria-label=${name}
            aria-disabled=${!enabled}
            aria-describedby=${describedBy}
          >
            <span class="seeds" part="seed" data-seeds=${seedsShown(count)} aria-hidden="true"></span>
            <span class="count" part="count" aria-hidden="true">${count}</span>
          </button>
          <div class="label" part="label" aria-hidden="true">${label}</div>
        </div>`,
        );
      })}
    </div>`;
  }

  /**
   * What a hole shows besides its seeds: its `data-state` flags and its accessible name. The
   * render and the painting of animation steps (#paintFrame) both take them from here.
   */
  #holeLook(
    h: number,
    n: number,
    count: number,
    frame: Frame | null,
    legal: ReadonlySet<number>,
    lastMove: number | null,
  ): { state: string; name: string } {
    const text = this.#text;
    const playable = legal.has(h);
    const suggested = frame === null && this.#markedHole() === h;
    const state = [
      playable ? 'playable' : '',
      holeMark(frame, h) ?? '',
      lastMove === h ? 'last' : '',
      suggested ? 'suggested' : '',
      this.#hintHole === h && frame === null ? 'hint' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const side = h < n ? 'south' : 'north';
    const hinted = this.#hintHole === h && frame === null;
    const name =
      text.hole(makeHole(h, n), side, count, playable) +
      (suggested
        ? playable
          ? text.messages.hole.suggested
          : text.messages.hole.suggestedBlocked
        : '') +
      (hinted ? text.messages.hole.hinted : '');
    return { state, name };
  }

  #controlsTemplate(position: Position): TemplateResult | typeof nothing {
    const text = this.#text;
    const m = text.messages;
    const shown = new Set(this.#config?.controls ?? []);
    const animating = this.#pending !== null;
    // Three lists, each in a part of its own, so that Lit, which matches by place, updates the
    // buttons of one list without rebuilding those of the others.
    // In play, each button in a place of its own (see there); the other modes' lists are fixed.
    const buttons: unknown[] = [];
    const stepping: TemplateResult[] = [];
    const view: TemplateResult[] = [];
    if (this._mode === 'play') {
      // Each button has its place in this list, held by nothing while the button is not shown:
      // Lit matches a list's items by place, and a button that came or went before another
      // (Next game, Try again, Pass) would otherwise pass its element on, relabelled, to the one
      // after it, under the keyboard's focus (a second Enter on Pass would undo it). A button that
      // goes takes the focus with it, and #keepFocus hands it on.
      const add = (shown: boolean, button: () => TemplateResult) => {
        buttons.push(shown ? button() : nothing);
      };
      // First, where the eye goes when a round of a match has ended; not before its last move
      // has been shown, which it would give away (and a press would cut short). Unavailable the
      // rest of the match, as Pass is while no one must pass (see there): a button that came and
      // went would wrap the controls onto a row more and back, moving the page below the board.
      // Not on a screen that asks for no controls and starts each round by itself (`loop`): there
      // it would only let a passer-by cut the attract loop's pause short.
      const roundsGoOnByThemselves =
        shown.size === 0 && (this.#config?.loopSeconds ?? null) !== null;
      add((this._model?.match?.rounds ?? 1) > 1 && !roundsGoOnByThemselves, () =>
        this.#going(m.controls.nextGame, !!this._model?.canStartNextGame && !animating, () =>
          this.nextGame(),
        ),
      );
      // As first when the game waits for a player of code that failed: a visitor, who cannot
      // change who plays (an embed's reader cannot even see the page), can ask it again.
      add(this.#stuckAt(position) || (this.#retriedAt === position && this._thinking), () =>
        this.#button(m.controls.retry, this.#stuckAt(position), () => this.#retryPlayer()),
      );
      // Shown while the computer must pass too, but unavailable: play() refuses it on its turn,
      // and a press that did nothing at all would leave a visitor guessing. Not while the move
      // before it is sown: a pass is no more the next side's to play then than a hole is. With
      // `pass` (a default) it stays, unavailable, the rest of the game, as Next game does.
      const mustPass = position.mustPass() && !animating;
      // Marked while it is the person's to press: #keepFocus hands it a hole's focus then.
      add(mustPass || shown.has('pass'), () =>
        this.#going(
          m.controls.pass,
          mustPass && this.#playerToMove() === null,
          () => this.play('pass'),
          true,
        ),
      );
      add(shown.has('undo'), () =>
        this.#button(m.controls.undo, this._model?.undoTarget(this.#byCode) != null, () =>
          this.undo(),
        ),
      );
      add(shown.has('undo'), () =>
        this.#button(m.controls.redo, this._model?.game.canRedo === true, () => this.redo()),
      );
      add(shown.has('hint'), () =>
        this.#button(
          m.controls.hint,
          !position.over && this.#playerToMove() === null && !this.#hintFailed,
          () => void this.hint(),
        ),
      );
      add(shown.has('agree') && this.#canAgree(), () => this.#agreeTemplate(position));
      add(
        shown.has('new-game') && this.#playsSetUp(),
        () =>
          html`<button part="button" @click=${() => this.#setUpAgain()}>${m.setup.again}</button>`,
      );
      add(
        shown.has('new-game'),
        () =>
          html`<button part="button" @click=${() => this.#newGameByHand()}>${m.controls.newGame}</button>`,
      );
    }
    if (this._mode === 'replay') {
      const model = this._model;
      const { atStart, atEnd } =
        model === null ? { atStart: true, atEnd: true } : this.#replayPlace(model);
      buttons.push(this.#button(m.controls.replay.first, !atStart, () => this.#goToEnd('start')));
      buttons.push(
        this.#button(m.controls.replay.previous, !atStart, () => {
          this.#stopAutoplay();
          this.#step(-1);
        }),
      );
      buttons.push(
        this.#button(m.controls.replay.next, !atEnd, () => {
          this.#stopAutoplay();
          this.#step(1);
        }),
      );
      buttons.push(
        this.#button(m.controls.replay.last, !atEnd, () => this.#goToEnd('end')),
        // Its label says what a press does (Play, Pause); a toggle's state is for buttons whose
        // label stays the same (ARIA authoring practices), such as Flip board.
        // At the end, Play plays the recording again from its start, as a media player does;
        // a record of no moves has nothing to play.
        html`<button part="button" aria-disabled=${atStart && atEnd && !this._autoplay} @click=${() => {
          if (this._autoplay) this.#stopAutoplay();
          else if (!(atStart && atEnd)) {
            if (atEnd) this.#goToEnd('start');
            this._autoplay = true;
          }
        }}>${this._autoplay ? m.controls.replay.pause : m.controls.replay.play}</button>`,
      );
    }
    if (this._mode === 'setup' && this._draft !== null) {
      const draft = this._draft;
      // One of the tools is always chosen: a radio group, one Tab stop, the arrows choosing (see
      // #onKeydown), as the ARIA authoring practices have it.
      buttons.push(
        // Its own row of buttons, drawn as the others are.
        html`<div class="controls" role="radiogroup" aria-label=${m.setup.tool}>${SETUP_TOOLS.map(
          (tool) =>
            html`<button part="button" role="radio" aria-checked=${draft.tool === tool} tabindex=${draft.tool === tool ? 0 : -1} @click=${() => this.#redraft({ tool })}>${m.setup[tool]}</button>`,
        )}</div>`,
      );
      buttons.push(
        // Clearing empties the stores too: a teacher starting over starts from nothing at all.
        html`<button part="button" @click=${() => this.#redraft({ board: draft.board.map(() => 0), captured: [0, 0] }, (t) => [t.messages.setup.cleared])}>${m.setup.clearBoard}</button>`,
        // Back to the start of a game: four seeds a hole (the field record's count).
        html`<button part="button" @click=${() => this.#redraft({ board: draft.board.map(() => 4), captured: [0, 0] }, (t) => [t.messages.setup.filled])}>${m.setup.fillBoard}</button>`,
      );
      // The variant steps through the three, as the speed does (see below).
      const nextVariant = VARIANTS[(VARIANTS.indexOf(draft.variant) + 1) % VARIANTS.length];
      buttons.push(
        html`<button part="button" @click=${() => this.#reshapeSetup(nextVariant, draft.holes)}>${m.setup.variant}: ${m.variants[draft.variant]}</button>`,
        this.#button(m.setup.fewerHoles, draft.holes > MIN_HOLES, () =>
          this.#reshapeSetup(draft.variant, draft.holes - 1),
        ),
        this.#button(m.setup.moreHoles, draft.holes < MAX_HOLES, () =>
          this.#reshapeSetup(draft.variant, draft.holes + 1),
        ),
      );
      buttons.push(
        html`<button part="button" @click=${() => this.#redraft({ toMove: draft.toMove === 'south' ? 'north' : 'south' })}>${m.setup.sideToMove}: ${m.sides[draft.toMove]}</button>`,
      );
      buttons.push(
        html`<button part="button" @click=${() => this.#startFromDraft()}>${m.setup.startPlaying}</button>`,
        html`<button part="button" @click=${() => this.#copyDraft()}>${m.setup.copyPosition}</button>`,
      );
    }
    // The animation's buttons stay between moves, unavailable: were they to come and go with
    // each animation, the board would change height as a move ends, moving the page under the
    // reader's pointer long after their click.
    if (shown.has('animation') && (this._mode === 'play' || this._mode === 'replay')) {
      stepping.push(
        this.#button(m.controls.stepSeed, animating, () =>
          this.#stepTo(nextSeedFrame(this.#frames, this.#player.index)),
        ),
        this.#button(m.controls.stepLap, animating, () =>
          this.#stepTo(nextLapFrame(this.#frames, this.#player.index)),
        ),
        this.#button(
          animating && this.#player.paused ? m.controls.resume : m.controls.pause,
          animating,
          () => this.#togglePause(),
        ),
        this.#button(m.controls.skipAnimation, animating, () => this.skipAnimation()),
      );
    }
    if (shown.has('speed') && this._mode !== 'diagram') {
      // One button that steps through the speeds, not a <select>: a select costs Chromium about
      // as much to lay out as the rest of the controls together, which 30 boards on a page feel.
      const speed = this.#config?.speed ?? 'normal';
      const next = SPEEDS[(SPEEDS.indexOf(speed) + 1) % SPEEDS.length];
      view.push(
        html`<button part="button" data-control="speed" @click=${() => {
          this.speed = next;
        }}>${m.controls.speed}: ${text.speedName(speed)}</button>`,
      );
    }
    if (shown.has('flip')) {
      // A toggle that says its state (pressed: North at the bottom), as its name does not.
      const flipped = this.#config?.orientation === 'north';
      view.push(
        html`<button part="button" aria-pressed=${flipped} @click=${() => {
          this.orientation = flipped ? 'south' : 'north';
        }}>${m.controls.flip}</button>`,
      );
    }
    // Not in a diagram: a still picture tells no move, so the narration would show nothing.
    if (shown.has('narration') && this._mode !== 'diagram') {
      view.push(
        html`<button part="button" @click=${() => {
          this.narration = !this.narration;
        }}>${this.narration ? m.controls.hideNarration : m.controls.showNarration}</button>`,
      );
    }
    if (buttons.every((button) => button === nothing) && stepping.length + view.length === 0)
      return nothing;
    return html`<div class="controls" part="controls">${buttons}${stepping}${view}</div>`;
  }

  /**
   * A control button that goes with its action, to stay, unavailable, until it is available
   * again (Next game, Pass): the button available is another element than the one unavailable,
   * so that the focus on it goes with it and #keepFocus hands it on to the board, as it does
   * when a button goes (a keyboard's next Enter plays a hole, not the unavailable button).
   * `pass` marks Pass available, for #keepFocus to find.
   */
  #going(label: string, enabled: boolean, action: () => void, pass = false): TemplateResult {
    return enabled
      ? html`<button part="button" ?data-pass=${pass} @click=${action}>${label}</button>`
      : this.#button(label, false, action);
  }

  /**
   * End by agreement: a first press asks for a second, in the button's new label, and tells
   * assistive technology what the second does; Esc, the focus leaving the button or any change of
   * the position withdraws the question. One template for both, so that the button, and with it
   * the focus, stays. Both labels take the same cell, the one not in use hidden, so that the
   * button keeps its size and place for the second press: a question shown under the board, or a
   * label of another length, moved it from under the finger. An Enter held down, whose repeats
   * would press it again, presses it once.
   */
  #agreeTemplate(position: Position): TemplateResult {
    const words = this.#text.messages.controls;
    const asking = this.#askingEnd();
    return html`<button part="button" class="agree" aria-disabled=${position.over} aria-describedby=${asking ? 'agree-ask' : nothing} @keydown=${(
      event: KeyboardEvent,
    ) => {
      if (event.repeat && event.key === 'Enter') event.preventDefault();
    }} @click=${() => {
      if (position.over) return;
      if (this.#askingEnd()) this.agree();
      else this._endAsked = position;
    }} @blur=${() => {
      this._endAsked = null;
    }}><span aria-hidden=${asking ? 'true' : 'false'}>${words.agree}</span><span aria-hidden=${asking ? 'false' : 'true'}>${words.agreeSure}</span></button><span class="visually-hidden" id="agree-ask" aria-live="polite">${asking ? words.agreeAsk : ''}</span>`;
  }

  /** Whether End by agreement, pressed once, waits for its second press (see _endAsked). */
  #askingEnd(): boolean {
    const model = this._model;
    return (
      this._endAsked !== null &&
      this._mode === 'play' &&
      model !== null &&
      this._endAsked === model.position
    );
  }

  /**
   * A control button. An unavailable one is aria-disabled rather than disabled: it keeps the
   * keyboard focus (a disabled button drops it to the page, and with it the board's keys, e.g.
   * after "Last" or the last "Undo") and screen readers still say it is unavailable.
   */
  #button(label: string, enabled: boolean, action: () => void): TemplateResult {
    return html`<button part="button" aria-disabled=${!enabled} @click=${() => {
      if (enabled) action();
    }}>${label}</button>`;
  }

  /**
   * Replay: who played, and where and when, as the record's `South`, `North`, `Event`, `Site` and
   * `Date` tags say; nothing for a record without them. Other tags are the record's business.
   */
  #aboutTemplate(): TemplateResult | typeof nothing {
    const model = this._model;
    if (model === null) return nothing;
    const words = this.#text.messages.controls.replay;
    const { players, facts } = this.#aboutRows(model.notes.tags);
    // In a match, a row another round has keeps its room, empty, in a round without it: else
    // stepping from round to round would move the round buttons under the pointer.
    // Only whether they have rows: nothing of theirs is drawn.
    const rounds = Array.from({ length: model.gameCount }, (_, i) =>
      shownTags(model.notesOf(i).tags),
    );
    const kept = {
      players: rounds.some((r) => r.players.length > 0),
      facts: rounds.some((r) => r.facts.length > 0),
    };
    if (!kept.players && !kept.facts) return nothing;
    // Spaces around a dot the eye needs and a screen reader would read out.
    const row = (items: TemplateResult[], kind: 'players' | 'facts') =>
      items.length === 0
        ? kept[kind]
          ? html`<p class=${kind} aria-hidden="true">${'\u00a0'}</p>`
          : nothing
        : html`<p class=${kind}>${items.map((item, i) => (i === 0 ? item : html` <span aria-hidden="true">·</span> ${item}`))}</p>`;
    const rows = html`${row(players, 'players')}
      ${row(facts, 'facts')}`;
    return players.length === 0 && facts.length === 0
      ? html`<div class="about" part="about" aria-hidden="true">${rows}</div>`
      : html`<div class="about" part="about" role="group" aria-label=${words.about}>${rows}</div>`;
  }

  /** The players and the facts (event, place, date) a record's tags give, as the replay shows them. */
  #aboutRows(tags: RecordNotes['tags']): { players: TemplateResult[]; facts: TemplateResult[] } {
    const words = this.#text.messages.controls.replay;
    const labels = { Event: words.event, Site: words.site, Date: words.date };
    const { players, facts } = shownTags(tags);
    return {
      // Each name in its own direction of writing, as everywhere the board says it.
      players: players.map(
        ({ side, name }) => html`<span>${words.player(side, isolate(name))}</span>`,
      ),
      facts: facts.map(({ tag, value }) => {
        // A date read as one is said in the board's language; else it shows as written.
        const date = tag === 'Date' ? knownDate(value) : null;
        // Each value in its own direction of writing: a place in Arabic followed by a date that
        // starts with a number ("14 de julio") would otherwise pull the date to its left.
        const shown =
          date === null
            ? html`<bdi>${value}</bdi>`
            : html`<time datetime=${isoDate(date)}>${words.when(date)}</time>`;
        return html`<span><span class="visually-hidden">${labels[tag]}: </span>${shown}</span>`;
      }),
    };
  }

  /**
   * Replay: the record's comment on the move on show, or on the game at its start. The live
   * region is always there, empty when there is no comment (a region that arrives with its text
   * is not read out), and read whole, its label with it, as the narration is read apart.
   */
  #commentTemplate(): TemplateResult | typeof nothing {
    const model = this._model;
    if (model === null) return nothing;
    const ply = model.game.ply;
    const comment = (ply === 0 ? model.notes.comment : model.game.line[ply - 1]?.comment)?.trim();
    const label = this.#text.messages.controls.replay.comment;
    return html`<p class="comment" part="comment" aria-live=${this.#unattended() ? 'off' : 'polite'} aria-atomic="true">${comment ? html`<span class="visually-hidden">${label}: </span><bdi>${comment}</bdi>` : nothing}</p>`;
  }

  #moveList(): TemplateResult {
    const model = this._model;
    if (model === null) return html``;
    const holes = model.position.holes;
    const ply = model.game.ply;
    const entries: TemplateResult[] = [];
    const all = model.game.line;
    const words = this.#text.messages.controls.replay;
    const number = this.#text.messages.number;
    all.forEach((m, i) => {
      const label = m.move === 'agree' ? '=' : makeMove(m.move, holes);
      const mover = (i === 0 ? model.game.start : all[i - 1].position).toMove ?? 'south';
      const name =
        m.move === 'agree'
          ? words.agreedName(i + 1)
          : m.move === 'pass'
            ? words.passName(i + 1, mover)
            : words.moveName(i + 1, mover, label);
      // One tab stop for the whole list, the current move (the first before any): a game of 355
      // moves would otherwise take 355 presses of Tab to get past. ← / → and Home / End go
      // through the moves from there, and the focus follows (#revealCurrentMove).
      const stop = i + 1 === Math.max(1, ply);
      // A move the record comments on is marked, so that a reader finds its comments in the list.
      const commented = Boolean(m.comment?.trim());
      entries.push(
        // The move's number beside its button, not in it: the button's name says it ("Move 12,
        // South: c"), and a name must hold the words it shows (WCAG 2.5.3), which "12c" would not.
        html`<li><span class="ply" part="move-number" aria-hidden="true">${number(i + 1)}</span><button part="button" aria-label=${commented ? name + words.commented : name} aria-current=${i + 1 === ply ? 'step' : nothing} ?data-commented=${commented} tabindex=${stop ? 0 : -1} @click=${() => this.#goTo(i + 1)}>${label}</button></li>`,
      );
    });
    // The numbers' room is that of the longest, so that the buttons line up in columns.
    const digits = Math.min(String(all.length).length, 3);
    const list = html`<ol class="moves" part="moves" aria-label=${words.label} data-digits=${digits}>${entries}</ol>${this.#commentTemplate()}`;
    if (model.gameCount < 2) return list;
    // A match: its rounds, each from its start; the list holds the moves of the one on show.
    const shown = model.shownGame;
    const rounds = Array.from(
      { length: model.gameCount },
      (_, i) =>
        html`<button part="button" aria-current=${i === shown ? 'true' : nothing} @click=${() => {
          this.#stopAutoplay();
          this.#showRound(i, 'start');
        }}>${this.#text.round(i + 1)}</button>`,
    );
    return html`<div class="rounds" part="rounds" role="group" aria-label=${words.rounds}>${rounds}</div>${list}`;
  }
}

type StartLike = { variant?: Variant; holes?: number; seeds?: number };

/** `read()`, or `fallback` when it throws: the page's object read through a getter or a Proxy. */
/**
 * How long before `idle` starts a game again its warning shows: 20 seconds, as WCAG 2.2.1 asks,
 * or half the wait when that is shorter than 40 seconds (none under 2): a page that chose a short
 * wait chose it for a reason, and the warning must not take all of it.
 */
function idleWarningSeconds(idleSeconds: number): number {
  return Math.min(20, Math.floor(idleSeconds / 2));
}

/** Whether a key is one that presses a focused button: Enter or Space. */
const pressesButton = (key: string): boolean => key === 'Enter' || key === ' ';

/** Whether a node in an event's path is the `idle` warning, or its button. */
const isIdleWarning = (node: EventTarget): boolean =>
  node instanceof Element && node.classList.contains('idle-warning');
const isIdleKeep = (node: EventTarget): boolean =>
  node instanceof Element && node.classList.contains('idle-keep');

/**
 * `position` or `record` set to a value with no text (a list, an object), which #readTextProperties
 * turned into the words for its kind: refused as such, not read as notation that the page never
 * wrote.
 */
function notText(attribute: 'position' | 'record', kind: string): ConfigError {
  return {
    code: attribute,
    attribute,
    value: kind,
    detail: PROPERTY_NOT_TEXT,
    message: en.errors[attribute === 'position' ? 'positionNotText' : 'recordNotText'](kind),
  };
}

function orIfThrown<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/**
 * How a tap on the turn of a side played by code names it: a page's player as the page named it;
 * undefined for the board's computer, which is "the computer".
 */
function playedByPage(player: Player): string | undefined {
  return player instanceof ComputerPlayer ? undefined : isolate(pageName(player));
}

/**
 * A page's player's name, trimmed, a control that sets a direction of writing written out (it
 * would turn the status line's words after the name around); empty when it gave none (it then
 * goes by its side).
 */
function pageName(player: Player): string {
  const name = orIfThrown(() => player.name, undefined);
  return typeof name === 'string' ? writeOutBidi(name.trim()) : '';
}

/** The variant, board size and, for a full board of one count, seeds of `start`. */
function startLike(start: Position): StartLike {
  const seeds = start.board[0];
  const full =
    seeds > 0 &&
    start.board.every((n) => n === seeds) &&
    start.captured[0] === 0 &&
    start.captured[1] === 0;
  return full
    ? { variant: start.variant, holes: start.holes, seeds }
    : { variant: start.variant, holes: start.holes };
}

/** The attributes a page starts a board's game with, by name (see `#startAttributes`). */
type StartAttributes = Readonly<Record<string, string | number | null>>;

/**
 * A saved game's start attributes: those that can be read (each null, or of its attribute's
 * type), to compare with the page's, and what is wrong with the others (of another type, or left
 * out), as a developer reads it. No fields when there are none to read: a save from before they
 * were kept (no fault), or a value that is no object.
 */
function readSavedStart(
  start: unknown,
  like: StartAttributes,
): { fields: Map<string, unknown> | null; fault: string | null } {
  if (start === undefined) return { fields: null, fault: null };
  if (start === null || typeof start !== 'object' || Array.isArray(start))
    return { fields: null, fault: notAnObject(start) };
  const fields = new Map<string, unknown>();
  const wrong: string[] = [];
  // The board saves every field (null for a `rounds`, `position` or `record` not given); one
  // left out (JSON has no undefined) was edited away, and is not compared as if it were null.
  const missing: string[] = [];
  for (const name of Object.keys(like)) {
    const value = (start as Record<string, unknown>)[name];
    const type = name === 'holes' || name === 'seeds' || name === 'rounds' ? 'number' : 'string';
    if (value === undefined) missing.push(name);
    else if (value === null || typeof value === type) fields.set(name, value);
    else wrong.push(name);
  }
  const faults = [
    wrong.length === 0 ? null : `${wrong.join(', ')} of another type`,
    missing.length === 0 ? null : `${missing.join(', ')} missing`,
  ].filter((fault) => fault !== null);
  return { fields, fault: faults.length === 0 ? null : faults.join('; ') };
}

/** A value read from storage (JSON's), written as JSON, cut short as an error quotes a value. */
const savedValue = (value: unknown): string => quoted(JSON.stringify(value) ?? String(value));

/** A value read from storage that is no object, named by its kind, or as written, cut short. */
const notAnObject = (value: unknown): string =>
  `not an object: ${quoted(attributeText(value) ?? String(value))}`;

/**
 * What is wrong with a saved game's settings, as a developer reads it; null when each is absent
 * or one the board has.
 */
function unreadableSettings(settings: unknown): string | null {
  if (settings === undefined) return null;
  if (settings === null || typeof settings !== 'object' || Array.isArray(settings))
    return notAnObject(settings);
  const s = settings as Record<string, unknown>;
  const wrong = [
    s.orientation === undefined || s.orientation === 'south' || s.orientation === 'north'
      ? null
      : `orientation ${savedValue(s.orientation)}`,
    s.speed === undefined || (SPEEDS as readonly unknown[]).includes(s.speed)
      ? null
      : `speed ${savedValue(s.speed)}`,
    s.narration === undefined || typeof s.narration === 'boolean'
      ? null
      : `narration ${savedValue(s.narration)}`,
  ].filter((fault) => fault !== null);
  return wrong.length === 0 ? null : wrong.join(', ');
}
/** Up to 12 seeds are drawn (see the `.seeds` styles); the count says the rest. */
const seedsShown = (count: number): number => Math.min(count, MAX_SEEDS_DRAWN);
/** Keys that edit the focused hole in setup mode, whatever the tool: a seed more or less. */
const SETUP_KEYS: ReadonlyMap<string, 1 | -1> = new Map([
  ['+', 1],
  ['=', 1],
  ['-', -1],
  ['_', -1],
  ['Delete', -1],
  ['Backspace', -1],
]);
const NOTHING_PLAYABLE: ReadonlySet<number> = new Set();
const DISPLAY_ORDERS = new Map<number, readonly [readonly number[], readonly number[]]>();

export type { HoleBlock, Preview };
