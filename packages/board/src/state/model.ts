/**
 * What a board shows and how it changes, apart from the DOM: the game (through the engine), the
 * match it is a round of, the replay cursor, the setup being edited, and saving. The element
 * renders this and animates the engine's traces; it holds no rules.
 */
import {
  createPosition,
  cutShort,
  Game,
  type GameMove,
  initialPosition,
  isSide,
  isVariant,
  MAX_BOARD_SEEDS,
  MAX_CAPTURED,
  MAX_HOLES,
  Match,
  type MatchScore,
  MIN_HOLES,
  type Move,
  type MoveError,
  makePosition,
  makeRecord,
  type Played,
  type Position,
  parsePosition,
  parseRecord,
  type Reason,
  type Side,
  type TraceEvent,
  type Variant,
} from '@hoyito/engine';
import { type ConfigError, columnUntold, type MatchProblem } from './config.ts';

/**
 * The trace of a recorded move, as the game recorded it: the sowing and, when the move ended the
 * game by a rule of the game rather than of the position (a third repetition), that ending too;
 * or the sharing out of an end by agreement. Null when the move cannot be replayed from `before`
 * (never for a line the engine recorded).
 */
export function recordedTrace(before: Position, entry: GameMove): readonly TraceEvent[] | null {
  if (entry.move === 'agree') return before.end('agreement', { trace: true }).trace;
  const replayed = before.play(entry.move, { trace: true });
  if (!replayed.ok) return null;
  const { position, trace } = replayed.value;
  const endedBy = entry.position.endReason;
  if (position.over || endedBy === null) return trace;
  return [...(trace ?? []), ...(position.end(endedBy, { trace: true }).trace ?? [])];
}

export interface StartSpec {
  readonly variant: Variant;
  readonly holes: number;
  readonly seeds: number;
  readonly first: Side;
  /** Rounds of a match (1–99), or null (or absent) for a single game. */
  readonly rounds?: number | null;
}

/** Why a hole cannot be played now. */
export type HoleBlock =
  | { readonly reason: 'empty' | 'not-yours' | 'game-over' | 'not-playing' | 'computer' }
  | { readonly reason: 'endless'; readonly cycleLength: number };

export interface SavedGame {
  readonly v: 1;
  readonly record: string;
  readonly ply: number;
  /** In replay mode: where the replay stands, the game on show (from 0) and its ply. */
  readonly replay?: readonly [number, number];
  /** In a match: its rounds, and the records of the games finished before this one. */
  readonly match?: { readonly rounds: number; readonly finished: readonly string[] };
}

export class BoardModel {
  game: Game;
  /** Tags of a loaded record, kept for saving and display. */
  tags: readonly (readonly [string, string])[] = [];
  /** A loaded record's comment before its first move, kept for saving and display. */
  comment: string | null = null;
  /** In a match loaded from records, what each finished game's record said besides its moves. */
  #roundNotes: RecordNotes[] = [];
  /**
   * The match the game is a round of (the engine's `Match`). Its current game is `game`, except
   * while a replay shows a copy (see showGame).
   */
  match: Match | null = null;
  /**
   * A replay's copies of the games, by index (a match's rounds, else the one game): stepping
   * through a copy leaves the games themselves where they stood, the one being played at its
   * move and a match's finished ones at their ends, where its score reads them.
   */
  #copies = new Map<number, Game>();
  /** While a replay shows a copy of a single game: that game. */
  #played: Game | null = null;

  constructor(start: Position) {
    this.game = new Game(start);
  }

  static fromSpec(spec: StartSpec): BoardModel | ConfigError {
    if (spec.rounds !== null && spec.rounds !== undefined) {
      const match = Match.create({ ...spec, rounds: spec.rounds });
      if (!match.ok) {
        return {
          code: 'rounds',
          attribute: 'rounds',
          value: String(spec.rounds),
          message: match.error.message,
        };
      }
      return BoardModel.#ofMatch(match.value);
    }
    const start = initialPosition(spec);
    if (!start.ok) {
      return {
        code: 'seeds',
        attribute: start.error.field,
        value: '',
        message: start.error.message,
      };
    }
    return new BoardModel(start.value);
  }

  /** A position (engine notation) as a new game's start. */
  static fromPositionText(text: string): BoardModel | ConfigError {
    const parsed = parsePosition(text.trim());
    if (!parsed.ok) {
      const error: ConfigError = {
        code: 'position',
        attribute: 'position',
        value: text,
        message: '',
        column: parsed.error.column,
        reason: parsed.error.reason,
      };
      const column = columnUntold(error);
      const where = column === null ? '' : ` (column ${column})`;
      return { ...error, message: `position: ${parsed.error.message}${where}` };
    }
    return new BoardModel(parsed.value);
  }

  /** A game record; the game is left at its end (replay starts from there or the start). */
  static fromRecordText(text: string): BoardModel | ConfigError {
    const parsed = parseRecord(text);
    if (!parsed.ok) {
      return {
        code: 'record',
        attribute: 'record',
        value: cutShort(text, 80),
        message: `record: ${parsed.error.message}`,
        line: parsed.error.line,
        column: parsed.error.column,
        reason: parsed.error.reason,
      };
    }
    const model = new BoardModel(parsed.value.game.start);
    model.game = parsed.value.game;
    model.tags = parsed.value.tags;
    model.comment = parsed.value.comment;
    return model;
  }

  static #ofMatch(match: Match): BoardModel {
    const model = new BoardModel(match.current.start);
    model.match = match;
    model.game = match.current;
    return model;
  }

  get position(): Position {
    return this.game.position;
  }

  /** In a match, this game has ended and rounds are left: the next game can start. */
  get canStartNextGame(): boolean {
    return (
      this.match !== null &&
      this.game === this.match.current &&
      this.position.over &&
      this.match.round < this.match.rounds
    );
  }

  /** The games a replay can show: a match's rounds so far, else the one game. */
  get gameCount(): number {
    return this.match?.games.length ?? 1;
  }

  /** Which of them is on show, from 0. */
  get shownGame(): number {
    for (const [index, copy] of this.#copies) if (copy === this.game) return index;
    return this.gameCount - 1;
  }

  /**
   * Replay: shows game `index` (from 0; a match's round, else the one game) at its start or its
   * end; false when there is no such game. It shows a copy, played again move for move, so that
   * the game being played stays where it stood until showCurrentGame.
   */
  showGame(index: number, at: 'start' | 'end'): boolean {
    if (!Number.isInteger(index) || index < 0 || index >= this.gameCount) return false;
    if (this.match === null) this.#played ??= this.game;
    const source = this.match?.games[index] ?? (this.#played as Game);
    let copy = this.#copies.get(index);
    if (copy === undefined) {
      copy = copyOf(source);
      this.#copies.set(index, copy);
    }
    this.game = copy;
    copy.goTo(at === 'start' ? 0 : copy.length);
    return true;
  }

  /** Back to the game being played, where it stood (leaving a replay). */
  showCurrentGame(): void {
    this.game = this.playing;
    this.#played = null;
    // The game being played may go on: a later replay copies it again.
    this.#copies.clear();
  }

  /**
   * Starts the match's next round (the other side starts it; in Hoyito III the last four may go
   * to this game's winner): false when there is none to start.
   */
  nextGame(): boolean {
    if (this.match === null || !this.canStartNextGame) return false;
    const next = this.match.nextGame();
    if (next === null) return false;
    // The finished game keeps what its record said; the new one has no record yet.
    this.#roundNotes.push({ tags: this.tags, comment: this.comment });
    this.game = next;
    this.tags = [];
    this.comment = null;
    return true;
  }

  /**
   * The match's score so far (finished games only), or null for a single game; while a replay
   * shows an earlier round, the score as it stood after that round.
   */
  matchScore(): MatchScore | null {
    if (this.match === null) return null;
    const shown = this.shownGame;
    // The last round's copy ends where the match's current game does (copyOf leaves out the
    // moves taken back).
    if (shown === this.gameCount - 1) return this.match.score();
    return this.match.score(shown + 1);
  }

  /** Why `hole` cannot be played by the side to move, or null if it can. */
  holeBlock(hole: number): HoleBlock | null {
    const p = this.position;
    if (p.over) return { reason: 'game-over' };
    const owner: Side = hole < p.holes ? 'south' : 'north';
    if (owner !== p.toMove) return { reason: 'not-yours' };
    if (p.board[hole] === 0) return { reason: 'empty' };
    const checked = p.checkMove(hole);
    if (checked.ok) return null;
    if (checked.error.code === 'endless') {
      return { reason: 'endless', cycleLength: checked.error.cycleLength ?? 0 };
    }
    return { reason: 'not-yours' };
  }

  /** Plays a move and returns what happened (with its trace) and the position before it. */
  play(move: Move): { before: Position; played: Played } | MoveError {
    const before = this.position;
    const played = this.game.play(move, { trace: true });
    return played.ok ? { before, played: played.value } : played.error;
  }

  undo(): boolean {
    return this.game.undo();
  }

  redo(): boolean {
    return this.game.redo();
  }

  /**
   * The ply an undo goes back to when the sides for which `byCode` is true are played by the
   * computer (or other code): the last one before the current ply at which a person is to move.
   * Taking back a person's move takes back the replies played after it too; taking back only
   * the last reply would hand the turn to the computer, which would play it again at once. Null
   * when no move of a person's is there to take back.
   */
  undoTarget(byCode: (side: Side) => boolean): number | null {
    const line = this.game.line;
    for (let ply = this.game.ply - 1; ply >= 0; ply--) {
      const toMove = (ply === 0 ? this.game.start : line[ply - 1].position).toMove;
      if (toMove === null || !byCode(toMove)) return ply;
    }
    return null;
  }

  /**
   * The ply a redo goes forward to, the other way round: the next one at which a person is to
   * move (or the game is over), else the end of the line. Null when nothing can be redone.
   */
  redoTarget(byCode: (side: Side) => boolean): number | null {
    const { game } = this;
    if (!game.canRedo) return null;
    const line = game.line;
    for (let ply = game.ply + 1; ply < line.length; ply++) {
      const toMove = line[ply - 1].position.toMove;
      if (toMove === null || !byCode(toMove)) return ply;
    }
    return game.length;
  }

  /** Replay: go to ply `n` of the recorded line. */
  goTo(n: number): boolean {
    return this.game.goTo(n);
  }

  /** The number of moves in the recorded line (played and redoable). */
  get length(): number {
    return this.game.length;
  }

  /**
   * The whole recorded line (moves that can be redone included) and where the game stands in it;
   * `replaying`, where the replay on show stands too, to come back to (see showReplay).
   */
  save(replaying = false): SavedGame {
    const match = this.match;
    return {
      v: 1,
      record: this.#record(),
      ply: this.playing.ply,
      replay: replaying ? [this.shownGame, this.game.ply] : undefined,
      match: match === null ? undefined : { rounds: match.rounds, finished: this.#finished() },
    };
  }

  /**
   * Restored from a save whose place in the game (see `save`'s `ply`) was none of the game's: it
   * stands at its last move instead, and the page is told (the board reports it).
   */
  get plyLost(): boolean {
    return this.#plyLost;
  }
  #plyLost = false;

  /** Where the replay stood in the save this was restored from (unchecked), if it said. */
  #savedReplay: unknown;

  /**
   * Replay: shows the game from its very start, or where the replay stood in the save it was
   * restored from; false, and the very start, when that is not a place in the game (a save edited
   * by hand, say).
   */
  showReplay(): boolean {
    const at = this.#savedReplay ?? [0, 0];
    return (
      (Array.isArray(at) && this.showGame(at[0], 'start') && this.goTo(at[1])) ||
      !this.showGame(0, 'start')
    );
  }

  /** The current game's record, with the moves that can be redone. */
  #record(): string {
    const game = this.playing;
    const ply = game.ply;
    game.goTo(game.length);
    const record = makeRecord(game, this.tags, this.comment);
    game.goTo(ply);
    return record;
  }

  /** The game being played: the match's current one, else the game, whichever a replay shows. */
  get playing(): Game {
    return this.match?.current ?? this.#played ?? this.game;
  }

  static restore(data: unknown): BoardModel | ConfigError {
    const bad = (why: string): ConfigError => ({
      code: 'storage',
      attribute: 'persist',
      value: '',
      message: `The saved game could not be restored and was ignored: ${why}`,
    });
    if (data === null || typeof data !== 'object') return bad('it is not a saved game.');
    const d = data as Record<string, unknown>;
    if (d.v !== 1 || typeof d.record !== 'string') return bad('unknown format.');
    const model =
      d.match === undefined
        ? BoardModel.fromRecordText(d.record)
        : BoardModel.#restoreMatch(d.match, d.record);
    if (!(model instanceof BoardModel)) return bad(model.message);
    // Keep the moves after the saved ply as redoable, as they were.
    const ply = savedPly(d.ply, model.game.length);
    model.game.goTo(ply ?? model.game.length);
    model.#plyLost = ply === null;
    model.#savedReplay = d.replay;
    return model;
  }

  /**
   * A saved match, played again through the engine from its records: a record that does not
   * follow from the one before (another start, an unfinished game, a move the rules refuse) is
   * refused like any corrupt save.
   */
  static #restoreMatch(data: unknown, record: string): BoardModel | Pick<ConfigError, 'message'> {
    const m = data as { rounds?: unknown; finished?: unknown } | null;
    if (
      m === null ||
      typeof m !== 'object' ||
      !Number.isInteger(m.rounds) ||
      !Array.isArray(m.finished) ||
      !m.finished.every((r) => typeof r === 'string')
    ) {
      return { message: 'the match it belongs to is not readable.' };
    }
    return BoardModel.#replayMatch(m.rounds as number, [...(m.finished as string[]), record]);
  }

  /**
   * A match in progress from the records of its games so far (the current one last), each
   * played again through the engine's `Match`: every game but the last must be finished, and
   * each must start where the match's round does (the other side to move, in Hoyito III the
   * last four's rule of that round). The current game is left at its end.
   */
  static fromMatchRecords(rounds: number, records: readonly string[]): BoardModel | ConfigError {
    const replayed = BoardModel.#replayMatch(rounds, records);
    if (replayed instanceof BoardModel) return replayed;
    return {
      code: 'record',
      attribute: 'record',
      value: '',
      message: `record: ${replayed.message}`,
      ...(replayed.game === undefined ? {} : { detail: String(replayed.game) }),
      ...(replayed.line === undefined ? {} : { line: replayed.line, column: replayed.column }),
      ...(replayed.reason === undefined ? {} : { reason: replayed.reason }),
      ...(replayed.problem === undefined ? {} : { match: replayed.problem }),
    };
  }

  static #replayMatch(rounds: number, records: readonly string[]): BoardModel | MatchReplayError {
    if (records.length === 0)
      return {
        message: 'a match needs the record of at least one game.',
        game: 1,
        problem: 'no-games',
      };
    const games: Game[] = [];
    const notes: RecordNotes[] = [];
    for (let i = 0; i < records.length; i++) {
      const parsed = parseRecord(records[i]);
      if (!parsed.ok) {
        const { message, line, column, reason } = parsed.error;
        return { message: `game ${i + 1}: ${message}`, game: i + 1, line, column, reason };
      }
      games.push(parsed.value.game);
      notes.push({ tags: parsed.value.tags, comment: parsed.value.comment });
    }
    const first = games[0].start;
    const match = Match.create({
      variant: first.variant,
      holes: first.holes,
      seeds: first.board[0],
      first: first.toMove ?? 'south',
      rounds,
      // A match played under rules of its own (a record's NoCaptureLimit, Remaining) keeps them.
      rules: first.rules,
    });
    // Not a match's first game (a record of another start, say): the first game is at fault.
    if (!match.ok) return { message: match.error.message, game: 1, problem: 'wrong-start' };
    if (games.length > rounds)
      return {
        message: `${games.length} games do not fit a match of ${rounds}.`,
        game: rounds + 1,
        problem: 'too-many',
      };
    for (let round = 0; round < games.length; round++) {
      const saved = games[round];
      const game = match.value.current;
      const gameNo = { game: round + 1 };
      if (makePosition(saved.start) !== makePosition(game.start))
        return {
          message: `game ${round + 1} does not start where the match's round ${round + 1} does.`,
          ...gameNo,
          problem: 'wrong-start',
        };
      for (const { move, comment } of saved.line) {
        const played =
          move === 'agree'
            ? game.agree()
            : game.play(move, comment === undefined ? {} : { comment });
        if (!played.ok)
          return {
            message: `game ${round + 1}: ${played.error.message}`,
            ...gameNo,
            reason: played.error.reason,
          };
      }
      const last = round === games.length - 1;
      if (!last && match.value.nextGame() === null)
        return {
          message: `game ${round + 1} of the match is not finished.`,
          ...gameNo,
          problem: 'unfinished',
        };
    }
    const model = BoardModel.#ofMatch(match.value);
    model.#roundNotes = notes.slice(0, -1);
    ({ tags: model.tags, comment: model.comment } = notes[notes.length - 1]);
    return model;
  }

  /**
   * In a match, the records of its games so far, the current one last (as it stands: without
   * the moves taken back); else null.
   */
  matchRecords(): string[] | null {
    if (this.match === null) return null;
    return [...this.#finished(), makeRecord(this.playing, this.tags, this.comment)];
  }

  /**
   * The current game as it stands, as a record: the moves played, not those taken back and
   * waiting to be redone (which a saved game keeps, see save()). A link made from it opens the
   * position on show.
   */
  playedRecord(): string {
    const { tags, comment } = this.notes;
    return makeRecord(this.game, tags, comment);
  }

  /**
   * What the record of the game on show says besides its moves (its tags, its comment before the
   * first move): a replay shows the players, the event and the comments.
   */
  get notes(): RecordNotes {
    return this.notesOf(this.shownGame);
  }

  /** What the record of game `index` (from 0: a match's round, else the one game) says. */
  notesOf(index: number): RecordNotes {
    if (this.match !== null && index < this.gameCount - 1)
      return this.#roundNotes[index] ?? NO_NOTES;
    return { tags: this.tags, comment: this.comment };
  }

  /** The records of the match's games before the current one. */
  #finished(): string[] {
    return (
      this.match?.games
        .slice(0, -1)
        .map((game, i) =>
          makeRecord(game, this.#roundNotes[i]?.tags, this.#roundNotes[i]?.comment),
        ) ?? []
    );
  }

  /**
   * Whether `later` is this game played on (or this match): the same start and every move of
   * this one's recorded line, in order, redoable moves included. A save of this model can then
   * be overwritten by one of `later` without losing anything.
   */
  leadsTo(later: BoardModel): boolean {
    const mine = this.match?.games ?? [this.playing];
    const theirs = later.match?.games ?? [later.playing];
    if (mine.length > theirs.length) return false;
    return mine.every((game, i) => {
      const other = theirs[i];
      const line = game.line;
      const otherLine = other.line;
      const fits =
        i === mine.length - 1 ? line.length <= otherLine.length : line.length === otherLine.length;
      return (
        fits &&
        makePosition(game.start) === makePosition(other.start) &&
        line.every((step, ply) => step.move === otherLine[ply].move)
      );
    });
  }

  /** The position text of the current position. */
  positionText(): string {
    return makePosition(this.position);
  }
}

/**
 * A game played again, move for move (comments kept), up to where it stands: a replay shows the
 * moves played, not those taken back (as `playedRecord` writes them).
 */
function copyOf(game: Game): Game {
  const copy = new Game(game.start);
  for (const entry of game.moves) {
    const played =
      entry.move === 'agree'
        ? copy.agree()
        : copy.play(entry.move, entry.comment === undefined ? {} : { comment: entry.comment });
    // The same moves from the same start: the engine cannot refuse them.
    if (!played.ok) throw new Error(played.error.message);
  }
  return copy;
}

/** What a game's record says besides its moves: its tags and its comment before the first move. */
export interface RecordNotes {
  readonly tags: readonly (readonly [string, string])[];
  readonly comment: string | null;
}
const NO_NOTES: RecordNotes = { tags: [], comment: null };

/** Why a match could not be played again from its records (in English), and where. */
interface MatchReplayError {
  readonly message: string;
  /** The game (from 1) at fault, when one is. */
  readonly game?: number;
  readonly line?: number;
  readonly column?: number;
  readonly reason?: Reason;
  readonly problem?: MatchProblem;
}

/** What a click on a hole does in setup mode. */
export const SETUP_TOOLS = ['add', 'remove'] as const;
export type SetupTool = (typeof SETUP_TOOLS)[number];

/**
 * Where a saved game stood: its saved ply; null when the ply is missing or not one of the game's
 * (edited by hand, say). The record holds the game; a bad ply loses only where the undo had left
 * it, not the game.
 */
function savedPly(ply: unknown, length: number): number | null {
  return typeof ply === 'number' && Number.isInteger(ply) && ply >= 0 && ply <= length ? ply : null;
}

/** A position being edited in setup mode, and the tool it is being edited with. */
export interface SetupDraft {
  readonly variant: Variant;
  readonly holes: number;
  readonly board: readonly number[];
  readonly captured: readonly [number, number];
  readonly toMove: Side;
  readonly tool: SetupTool;
}

/** The most seeds one hole can be given in setup (the engine limits the board's total). */
export const MAX_DRAFT_SEEDS = 99;

export function draftFrom(p: Position): SetupDraft {
  return {
    variant: p.variant,
    holes: p.holes,
    board: [...p.board],
    captured: [p.captured[0], p.captured[1]],
    toMove: p.toMove ?? 'south',
    tool: 'add',
  };
}

/**
 * A draft as a save holds it (see the element's #saveData): null when it is not one (a save
 * edited by hand, say). Each count is checked against the most a position holds, not against
 * what the panel's path to it allowed: a draft's holes may hold more than setup adds (from a
 * loaded position, or copied into new holes by More holes), and a draft the rules refuse is a
 * draft, which Start playing from here refuses in words.
 */
export function readDraft(data: unknown): SetupDraft | null {
  const d = data as Partial<Record<keyof SetupDraft, unknown>> | null;
  const count = (n: unknown, max: number) =>
    Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;
  const { holes, board, captured } = d ?? {};
  return d !== null &&
    typeof d === 'object' &&
    isVariant(d.variant) &&
    count(holes, MAX_HOLES) &&
    (holes as number) >= MIN_HOLES &&
    Array.isArray(board) &&
    board.length === 2 * (holes as number) &&
    board.every((n) => count(n, MAX_BOARD_SEEDS)) &&
    Array.isArray(captured) &&
    captured.length === 2 &&
    captured.every((n) => count(n, MAX_CAPTURED)) &&
    isSide(d.toMove) &&
    SETUP_TOOLS.includes(d.tool as SetupTool)
    ? (d as SetupDraft)
    : null;
}

/**
 * The draft on another variant or board size. Each row keeps the seeds of its holes from its
 * owner's left; a row's new holes hold as many seeds as its last hole did (so a full board
 * grows full and a cleared one stays clear).
 */
export function reshapeDraft(draft: SetupDraft, variant: Variant, holes: number): SetupDraft {
  const row = (side: 0 | 1): number[] => {
    const old = draft.board.slice(side * draft.holes, (side + 1) * draft.holes);
    const last = old[old.length - 1] ?? 0;
    return Array.from({ length: holes }, (_, i) => (i < old.length ? old[i] : last));
  };
  return { ...draft, variant, holes, board: [...row(0), ...row(1)] };
}

export function editDraft(draft: SetupDraft, hole: number, delta: number): SetupDraft {
  const board = [...draft.board];
  const n = board[hole];
  // A hole set from a position or a game may hold more than setup adds up to: a click that adds
  // leaves it so, rather than cutting it down to the most setup adds.
  board[hole] = Math.max(0, Math.min(Math.max(MAX_DRAFT_SEEDS, n), n + delta));
  return { ...draft, board };
}

/** The draft with `side`'s captured seeds changed by `delta`, kept within what a position allows. */
export function editDraftCaptured(draft: SetupDraft, side: Side, delta: number): SetupDraft {
  const captured: [number, number] = [draft.captured[0], draft.captured[1]];
  const at = side === 'south' ? 0 : 1;
  captured[at] = Math.max(0, Math.min(MAX_CAPTURED, captured[at] + delta));
  return { ...draft, captured };
}

/**
 * The change a click on a hole makes with the draft's tool: +1 or −1 seed; `invert` (a click
 * with Shift or Alt) uses the other tool.
 */
export function toolDelta(draft: SetupDraft, invert: boolean): 1 | -1 {
  return (draft.tool === 'add') !== invert ? 1 : -1;
}

/**
 * Why a draft cannot be played. The setup panel can only make the first three; `other` keeps the
 * engine's own (English) message for anything else.
 */
export type SetupProblem =
  | { readonly reason: 'no-seeds' }
  | { readonly reason: 'too-many-seeds'; readonly total: number; readonly max: number }
  | { readonly reason: 'nobody-can-move' }
  | { readonly reason: 'other'; readonly fault: Reason };

/** Whether two drafts set up the same position, whatever tool each has chosen. */
export function sameDraftPosition(a: SetupDraft, b: SetupDraft): boolean {
  return (
    a.variant === b.variant &&
    a.holes === b.holes &&
    a.toMove === b.toMove &&
    a.captured[0] === b.captured[0] &&
    a.captured[1] === b.captured[1] &&
    a.board.length === b.board.length &&
    a.board.every((seeds, hole) => seeds === b.board[hole])
  );
}

/** The draft as a position to play from, or why it is not one. */
export function draftPosition(draft: SetupDraft): Position | SetupProblem {
  const { tool: _, ...setup } = draft;
  const p = createPosition({ ...setup, round: 1 });
  if (p.ok) return p.value;
  switch (p.error.code) {
    case 'no-seeds-left':
      return { reason: 'no-seeds' };
    case 'too-many-seeds':
      return {
        reason: 'too-many-seeds',
        total: draft.board.reduce((sum, n) => sum + n, 0),
        max: MAX_BOARD_SEEDS,
      };
    case 'nobody-can-move':
      return { reason: 'nobody-can-move' };
    default:
      return { reason: 'other', fault: p.error.reason };
  }
}
