/**
 * Every user-visible string of `<hoyito-board>`, as plain strings or as functions of the facts
 * they mention. A locale (`en.ts`, `es.ts`) implements `Messages` in full; the element and the
 * narration only ever read strings from here.
 *
 * Functions receive engine vocabulary (`Side`, `Outcome`, `EndReason`, …) rather than ready-made
 * words, so that each language can choose its own word order, articles and agreement.
 */
import type {
  EndReason,
  Explainer,
  LastFourRule,
  Outcome,
  RemainingRule,
  Side,
  Variant,
} from '@hoyito/engine';
import type { MatchProblem } from '../state/config.ts';
import type { KnownDate } from '../state/notes.ts';

/**
 * A kept game's `changed` when another board of the page played it under the key, and left the
 * page: no list of attributes, which are names without brackets, reads so.
 */
export const FROM_ANOTHER_BOARD = '[another board]';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The supported locale a BCP 47 language tag stands for: `'es'`, `'es-DO'`, `'ES_do'` → `'es'`;
 * `'en-GB'` → `'en'`; anything else (`'fr'`, `''`, `'x'`) → null.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/** A hole named in a sentence: its label (`c`, `F`) and the side whose row it is on. */
export interface HoleRef {
  readonly label: string;
  readonly side: Side;
}

/** The facts of a move preview (the engine's `Preview`, with holes already turned into labels). */
export interface PreviewFacts {
  /** The hole to be sown. */
  readonly hole: string;
  /** Where the last seed falls: named with its side, as it may be either player's. */
  readonly lastHole: HoleRef;
  readonly laps: number;
  /** How many fours the mover captures (last four excluded). */
  readonly captures: number;
  /** Seeds in those fours. */
  readonly capturedSeeds: number;
  /** The side that sows (named when it plays again: on one device, or in a diagram, "you" is nobody). */
  readonly mover: Side;
  readonly extraTurn: boolean;
  readonly endsGame: boolean;
  /**
   * Why the move would end the game, to be said after the move's other words; null when it would
   * not end it, or when the last four end it (`lastFour`'s words tell that end already).
   */
  readonly endReason: Exclude<EndReason, 'last-four'> | null;
  readonly lastFour: {
    readonly to: Side;
    readonly seeds: number;
    readonly rule: LastFourRule;
  } | null;
}

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';

export interface Messages {
  readonly locale: Locale;
  /** The language's own name, for a language picker ("English", "Español"). */
  readonly languageName: string;

  // ── Vocabulary ────────────────────────────────────────────────────────────────────────────
  /** Side names as players: "South", "North". */
  readonly sides: Readonly<Record<Side, string>>;
  readonly variants: Readonly<Record<Variant, string>>;
  /** A number formatted for the locale ("159,732"). */
  readonly number: (n: number) => string;
  /** A seed count with its noun: "1 seed", "2 seeds". */
  readonly seeds: (n: number) => string;
  /** A lap count with its noun: "1 lap", "3 laps". */
  readonly laps: (n: number) => string;
  /** A list joined for prose: "A", "A and f", "C, B and A". */
  readonly list: (items: readonly string[]) => string;

  // ── The board as a whole ──────────────────────────────────────────────────────────────────
  readonly board: {
    /** The board's accessible name: "Hoyito II board, 2×6". */
    readonly label: (variant: Variant, holes: number) => string;
    /** A row's accessible name: "South's row". */
    readonly row: (side: Side) => string;
    /** The captured-seeds store: "South has captured 12 seeds". */
    readonly captured: (side: Side, seeds: number) => string;
    /**
     * Setup's store, a button: its visible words (its owner, its count) first, as speech input
     * needs to name it: "South 12: seeds captured".
     */
    readonly storeButton: (side: Side, seeds: number) => string;
    /** A replay's rows, when they scroll sideways and take the focus: what they are, how to scroll. */
    readonly scroller: string;
    /**
     * The key of a diagram that marks a move: "Sown from c", "sowing path", "captured", and for
     * the "+2" beside a hole that a relay sows more than once, "seeds sown there"; `sownAgain`
     * names those holes in the picture's description ("holes sown more than once: South's d (2)").
     */
    readonly legend: {
      readonly from: (hole: string) => string;
      /**
       * One side's holes named together in the picture's description, "South's d, e, f": speech
       * says "a" and "A" alike, so the description names whose holes they are, as the live
       * board does ("South's a"). `labels` may carry a count after the letter ("d (2)").
       */
      readonly run: (side: Side, labels: readonly string[]) => string;
      readonly path: string;
      readonly captured: string;
      readonly drops: string;
      readonly sownAgain: string;
    };
  };

  // ── Status line ───────────────────────────────────────────────────────────────────────────
  readonly status: {
    /** "South to move". */
    readonly toMove: (side: Side) => string;
    /** "South must pass: no seeds on their side". */
    readonly mustPassNoSeeds: (side: Side) => string;
    /** "South must pass: every move would never end". */
    readonly mustPassAllEndless: (side: Side) => string;
    /** The computer is choosing its move: "Thinking…". */
    readonly thinking: string;
    /**
     * A named player is choosing its move for `side`: "North: Ana is thinking…". The side too,
     * since two computers of one level go by one name.
     */
    readonly thinkingNamed: (name: string, side: Side) => string;
    /**
     * The player to move failed, or chose a move that is not legal, and the game waits (the
     * longer words, with what to do, are the `playerFailed` and `playerIllegal` errors).
     */
    readonly stuck: (name: string) => string;
    /** "Round 2". */
    readonly round: (round: number) => string;
    /** In a match: "Round 2 of 3". */
    readonly roundOf: (round: number, rounds: number) => string;
    /** A match's games so far: "Match: South 1, North 0" (", 1 drawn" when there are draws). */
    readonly matchScore: (wins: readonly [number, number], draws: number) => string;
    /**
     * The end of a match: "South wins the match, 2 games to 1." or, games level, on seeds
     * ("… on seeds, 50 to 46."), or drawn.
     */
    readonly matchOver: (score: {
      readonly winner: Outcome;
      readonly wins: readonly [number, number];
      readonly seeds: readonly [number, number];
    }) => string;
    /** The lap being sown during an animation: "Lap 3". */
    readonly lap: (lap: number) => string;
    /** The seeds the sower still holds between two drops: "3 seeds in hand". */
    readonly inHand: (seeds: number) => string;
    /** The score of a finished game: "South wins 28–20", "North wins 26–22", "Draw 24–24". */
    readonly result: (winner: Outcome, captured: readonly [number, number]) => string;
    /** Why the game ended, as a short phrase: "last four", "third repetition", … */
    readonly endReasons: Readonly<Record<EndReason, string>>;
    /** Result and reason together: "South wins 28–20 (last four)". */
    readonly gameOver: (
      winner: Outcome,
      captured: readonly [number, number],
      reason: EndReason | null,
    ) => string;
  };

  // ── Holes ─────────────────────────────────────────────────────────────────────────────────
  readonly hole: {
    /** A hole's accessible name: "c, South's hole, 4 seeds" (", playable" when it can be played). */
    readonly name: (label: string, side: Side, count: number, playable: boolean) => string;
    /** Added to the name of the hole a lesson asks the reader to play: ", marked: play it". */
    readonly suggested: string;
    /**
     * Added instead when that hole cannot be played (a lesson showing a refused move): ", marked:
     * try it", for Enter says why.
     */
    readonly suggestedBlocked: string;
    /** Added to the name of the hole a hint suggests, while the hint is on show. */
    readonly hinted: string;
  };

  /** Why a hole cannot be played (also used to explain a refused move). */
  readonly blocked: {
    readonly empty: (label: string) => string;
    readonly notYours: (label: string, owner: Side, toMove: Side) => string;
    /** The sowing falls into a cycle of `cycleLength` laps and never ends. */
    readonly endless: (label: string, cycleLength: number) => string;
    readonly gameOver: string;
    readonly computerTurn: string;
    /** The person's own move is still being sown, and the computer plays next. */
    readonly computerNext: string;
    /** `computerTurn` for a side played by the page's code, named as the page named it. */
    readonly playerTurn: (name: string) => string;
    /** `computerNext` for a side played by the page's code. */
    readonly playerNext: (name: string) => string;
    /**
     * A move is still being sown (or its animation is paused), and the next move is the person's:
     * no hole is played until it has been shown. Says nothing of whose turn comes, which the move
     * shown may yet decide (an extra turn, the game's end).
     */
    readonly sowing: string;
    /** The side to move has no legal move: only a pass is allowed. */
    readonly mustPass: (side: Side) => string;
    /** The side to move has legal moves, so it may not pass. */
    readonly cannotPass: (side: Side) => string;
    /** Not a hole of this board at all. */
    readonly badMove: string;
  };

  /** What a move would do, shown while the player points at a hole. */
  readonly preview: {
    readonly move: (facts: PreviewFacts) => string;
    /** "Sowing c never ends (a cycle of 66 laps): not a legal move." */
    readonly endless: (label: string, cycleLength: number) => string;
  };

  // ── Controls ──────────────────────────────────────────────────────────────────────────────
  readonly controls: {
    readonly pass: string;
    readonly undo: string;
    readonly redo: string;
    readonly newGame: string;
    /** In a match, once a game has ended: start the next round. */
    readonly nextGame: string;
    /** A player of code failed or chose a move that is not legal: ask it again. */
    readonly retry: string;
    /** End the game by agreement of both players. */
    readonly agree: string;
    /** The same button once pressed, waiting for a second press to end the game. */
    readonly agreeSure: string;
    /** Told to assistive technology while the button waits: what a second press does, and how not to. */
    readonly agreeAsk: string;
    readonly speed: string;
    readonly speeds: Readonly<Record<Speed, string>>;
    readonly flip: string;
    readonly showNarration: string;
    readonly hideNarration: string;
    /** The narration region's accessible name. */
    readonly narration: string;
    readonly replay: {
      /** The replay toolbar's accessible name. */
      readonly label: string;
      readonly first: string;
      readonly previous: string;
      readonly next: string;
      readonly last: string;
      readonly play: string;
      readonly pause: string;
      /** "Move 5 of 32", in the status while a replay stands after a move. */
      readonly position: (ply: number, total: number) => string;
      /** In the status while a replay stands at its start. */
      readonly atStart: string;
      /** In the status of a replay of no moves (no record given, or a record of none). */
      readonly noMoves: string;
      /** A move list button's name: "Move 5, North: C" (its label is what it shows). */
      readonly moveName: (ply: number, side: Side, label: string) => string;
      /** The move list button of an end by agreement (it shows "="). */
      readonly agreedName: (ply: number) => string;
      /** The move list button of a pass (it shows "-"). */
      readonly passName: (ply: number, side: Side) => string;
      /** After a move list button's name when the record comments on that move (it shows a dot). */
      readonly commented: string;
      /** The name of a replayed match's row of round buttons, above the move list. */
      readonly rounds: string;
      /** The accessible name of what a record says of its game: players, event, place, date. */
      readonly about: string;
      /** "South: Ana", a player the record names (its `South` or `North` tag). */
      readonly player: (side: Side, name: string) => string;
      /** Read before each of the record's `Event`, `Site` and `Date` tags (shown without it). */
      readonly event: string;
      readonly site: string;
      readonly date: string;
      /** A record's date, as far as it is known, in the language's words ("July 14, 2005"). */
      readonly when: (date: KnownDate) => string;
      /** Read before the comment on the move on show (or the game's, at its start). */
      readonly comment: string;
    };
    readonly stepSeed: string;
    readonly stepLap: string;
    /** Pause and resume a move's animation. */
    readonly pause: string;
    readonly resume: string;
    readonly skipAnimation: string;
    /** Ask the computer for the best move. */
    readonly hint: string;
  };

  /** The computer as a player and as an adviser. */
  readonly computer: {
    /** A computer player's name: "Computer (expert)". */
    readonly name: (level: string) => string;
    /** Level names: beginner, casual, strong, expert. */
    readonly levels: Readonly<Record<'beginner' | 'casual' | 'strong' | 'expert', string>>;
    /** "Hint: sow c." */
    readonly hint: (hole: string) => string;
    /** "Hint: pass." */
    readonly hintPass: string;
    /** Why: "It captures 8 seeds." */
    readonly captures: (seeds: number) => string;
    /**
     * Instead of `captures`, for a move that ends the game: what it captures (`seeds`, maybe 0)
     * and where the last seeds go (`lastFour`, if any: to the side to move, `mine`, or the
     * other), "It captures 8 seeds and the last 3, ending the game."
     */
    readonly endsGame: (
      seeds: number,
      lastFour: { readonly to: Side; readonly seeds: number } | null,
      mine: boolean,
    ) => string;
    /**
     * After `endsGame`: how the game then ends for the side to move, with the captured seeds
     * (its own first), "You win 26–22." It stands for the proven outcome's sentence.
     */
    readonly endResult: (outcome: 'win' | 'draw' | 'loss', mine: number, theirs: number) => string;
    /** Why: "It stops North from capturing 4 seeds." */
    readonly prevents: (side: Side, seeds: number) => string;
    /**
     * Why, when nothing else says it: the final difference of captured seeds the analysis
     * expects for the side to move with best play (+6: six ahead).
     */
    readonly longRun: (score: number) => string;
    /** When the search solved the game: "With best play on both sides, this move wins." */
    readonly outcome: (outcome: 'win' | 'draw' | 'loss') => string;
    /** The computer could not be asked (no Web Workers, or it failed). */
    readonly unavailable: string;
  };

  /**
   * A game saved under the board's `persist` key and set aside (the page has since changed the
   * attributes it was played under, or the visitor switched away from it): kept for the visitor
   * to go back to.
   */
  readonly kept: {
    /**
     * The notice of the newest kept game: `changed` names the attributes that changed ("seeds",
     * "variant position"), which the notice, for visitors, does not name (the console does);
     * null when the game was set aside by switching to another, or by a key given to a board
     * already playing; FROM_ANOTHER_BOARD for the game of a board that held the key and left the
     * page. `others`: how many older kept games wait behind it.
     */
    readonly notice: (changed: string | null, others: number) => string;
    /** Go back to the kept game (the one on the board is kept in its place, if played). */
    readonly resume: string;
    readonly discard: string;
    /** Announced once switched: whether the game left is kept in turn. */
    readonly resumed: (otherKept: boolean) => string;
    /** Announced once discarded: `left` kept games remain, the newest of them offered next. */
    readonly discarded: (left: number) => string;
    /** Announced when the browser's storage refused to keep the game on the board: no switch. */
    readonly refused: string;
  };

  /** Short announcements for a live region after an action. */
  readonly announce: {
    /**
     * `moves` moves taken back (or played again): more than one when the computer's replies go
     * with a person's move. Each is a hole's label, or `pass` or `agree` (an end by agreement),
     * to be put in words: a screen reader would read the notation's `-` and `=` as nothing.
     */
    readonly undone: (moves: readonly string[]) => string;
    readonly redone: (moves: readonly string[]) => string;
    readonly newGame: string;
    /** An `idle` board's game, left alone that many seconds, gave way to a new one. */
    readonly idle: (seconds: number) => string;
    /** An `idle` board's setup, left alone that many seconds, went back to the position it began from. */
    readonly idleSetup: (seconds: number) => string;
    /**
     * An `idle` board's warning, shown that many seconds before it starts `mode`'s game again
     * (play: a new game; replay: back to its start; setup: back to the position it began from),
     * so that a visitor still there, a screen reader's user reading without touching, say, can
     * keep it (WCAG 2.2.1).
     */
    readonly idleWarning: (mode: 'play' | 'replay' | 'setup', seconds: number) => string;
    /** The warning's button, which keeps the board as it stands. */
    readonly idleKeep: string;
  };

  /** Setting up a position by hand. */
  readonly setup: {
    /**
     * The two editing tools (what a click on a hole does), keyed by their names in SETUP_TOOLS;
     * `tool` names the radio group they make.
     */
    readonly tool: string;
    readonly add: string;
    readonly remove: string;
    /** What a click on the hole pointed at or focused will do: "Add a seed to c". */
    readonly addSeedTo: (label: string) => string;
    readonly removeSeedFrom: (label: string) => string;
    /**
     * A hole of the draft holds its `seeds`, the most setup adds or more (a position's): adding
     * does nothing.
     */
    readonly holeFull: (label: string, seeds: number) => string;
    /** What a click on a side's store does in setup: a captured seed more, or one less. */
    readonly addCaptured: (side: Side) => string;
    readonly removeCaptured: (side: Side) => string;
    readonly clearBoard: string;
    /** Four seeds in every hole, nothing captured: a game's start. */
    readonly fillBoard: string;
    /** Setup's variant button: "Variant: Hoyito II", pressed for the next one. */
    readonly variant: string;
    /** Setup's board size: one hole a row less or more (the seeds of the others stay). */
    readonly fewerHoles: string;
    readonly moreHoles: string;
    readonly sideToMove: string;
    readonly startPlaying: string;
    /** In play, a game begun from a set-up position: back to setup, with that position. */
    readonly again: string;
    /** Copies the position set up, in the engine's notation, for a page's `position`. */
    readonly copyPosition: string;
    /** Said once it is copied, with the notation, which stays on show to read or copy by hand. */
    readonly copied: (notation: string) => string;
    /** Said where the browser would not copy: the notation, to copy by hand. */
    readonly toCopy: (notation: string) => string;
    /** Said when Clear board and Fill board have done their work. */
    readonly cleared: string;
    readonly filled: string;
    /** The position set up cannot be played, and why (one of the reasons below). */
    readonly invalid: (reason: string) => string;
    readonly noSeeds: string;
    readonly tooManySeeds: (total: number, max: number) => string;
    readonly nobodyCanMove: string;
  };

  /** Errors shown in the board's place when its attributes or data cannot be used. */
  readonly errors: {
    readonly heading: string;
    readonly unknownVariant: (value: string, allowed: readonly string[]) => string;
    readonly holesOutOfRange: (value: string, min: number, max: number) => string;
    readonly seedsOutOfRange: (value: string, min: number, max: number) => string;
    readonly badMode: (value: string, allowed: readonly string[]) => string;
    readonly badOrientation: (value: string, allowed: readonly string[]) => string;
    /** `first` names no side. */
    readonly badFirst: (value: string, allowed: readonly string[]) => string;
    /** `highlight` names no hole of the board; `labels` is the allowed range ("a–f, A–F"). */
    readonly badHighlight: (value: string, labels: string) => string;
    readonly badSpeed: (value: string, allowed: readonly string[]) => string;
    readonly badLang: (value: string, allowed: readonly string[]) => string;
    readonly badControls: (token: string, allowed: readonly string[]) => string;
    /** `controls` has `none` together with controls. */
    readonly controlsNoneAlone: string;
    /** `south-player`, `north-player` or `think-ms` has a value the board does not know. */
    readonly badPlayer: (attribute: string, value: string, allowed: string) => string;
    /** A side's player (`who`: its name) failed to choose a move. */
    readonly playerFailed: (who: string) => string;
    /** A side's player chose `move`, which is not a legal move here. */
    readonly playerIllegal: (who: string, move: string) => string;
    /** `rounds` is not a whole number in the range. */
    readonly badRounds: (value: string, min: number, max: number) => string;
    /** `rounds` with `position` or `record`: a match starts each game from the full board. */
    readonly roundsWithStart: string;
    /** `loop` is neither empty nor a number of seconds in the range. */
    readonly badLoop: (value: string, min: number, max: number) => string;
    /** `idle` is neither empty nor a number of seconds in the range. */
    readonly badIdle: (value: string, min: number, max: number) => string;
    /** `players` is not an object of sides (text, a list…): `value` as attributeText gives it. */
    readonly badPlayers: (value: string) => string;
    /** `players` has a key that is no side ("South", "west"). */
    readonly playersSide: (key: string) => string;
    /** A side's value in `players` cannot be asked for a move: it has no `chooseMove` method. */
    readonly unaskablePlayer: (side: string, value: string) => string;
    /** Reading `players` threw (a getter or a Proxy of the page's that fails): it plays no side. */
    readonly unreadablePlayers: string;
    /** load() given a value that has no text (`value`: its kind, "[a symbol]"). */
    readonly loadNotText: (value: string) => string;
    /** The `position` property set to a value that has no text (`value`: its kind, "[a list]"). */
    readonly positionNotText: (value: string) => string;
    /** The `record` property set to a value that has no text (`value`: its kind, "[an object]"). */
    readonly recordNotText: (value: string) => string;
    /** `persist` given a value that has no text (`value`: its kind, "[an object]"). */
    readonly badPersist: (value: string) => string;
    /** `persist` is empty: no key, so nothing is saved (the game plays on). */
    readonly emptyPersist: string;
    /**
     * `fault` is the engine's reason, worded by `faults` below; `column` is null when the fault's
     * words already say where it is, or when no one place in the text is at fault.
     */
    readonly badPosition: (fault: string, column: number | null) => string;
    readonly badRecord: (fault: string, line: number, column: number | null) => string;
    /**
     * One game of a match's records (`loadMatch`) is not valid: `fault` is the engine's reason;
     * `line` and `column` are given when the record itself is at fault (not a move in it).
     */
    readonly badMatchGame: (
      game: number,
      fault: string,
      line?: number,
      column?: number | null,
    ) => string;
    /**
     * A match's records, each game valid, that do not make a match (`game`: the one at fault;
     * for `too-many`, the first game past the last round); or what was given in place of the
     * list (`not-list`) or of a game's record (`not-text`), `value` as given or by its kind.
     */
    readonly badMatch: (problem: MatchProblem, game: number, value: string) => string;
    /** Shown as a notice (the board still works): a saved game could not be read. */
    readonly corruptSave: string;
    /** Shown as a notice: a saved replay's place could not be read; the replay starts over. */
    readonly replayPlace: string;
    /**
     * Shown as a notice: where a saved game's moves had been taken back to could not be read; the
     * game is restored at its last move.
     */
    readonly savedPly: string;
    /**
     * Shown as a notice: some of what a saved game keeps beside its moves (the settings chosen, the
     * attributes it was started with) could not be read and was left out; the game is restored.
     */
    readonly savedSettings: string;
    /** A saved setup's position being set up could not be read: setup starts from the game's. */
    readonly setupDraft: string;
    /** A saved game made when these attributes (space-separated names) were otherwise. */
    readonly staleSave: (attributes: string) => string;
    /** The browser refused to save the game (storage full or blocked): play goes on. */
    readonly unsaved: string;
    /** Another board of the page saves under the same `persist` key: this one plays unsaved. */
    readonly sharedKey: string;
  };

  /**
   * Why the engine refused a position, a move or a record: a sentence for every reason it gives
   * (the engine's `Reason`s; English is the engine's own wording).
   */
  readonly faults: Explainer;

  /** Sentences telling a move in plain language (see `narrate`). Each ends with a full stop. */
  readonly narration: {
    /** "South sows 4 seeds from c." */
    readonly sow: (side: Side, seeds: number, hole: string) => string;
    /**
     * "The last seed makes 5 in North's F: relay, lap 2." The hole may be either side's, and a
     * screen reader says `f` and `F` alike, so it is named with its side.
     */
    readonly relay: (hole: HoleRef, seeds: number, lap: number) => string;
    /** Laps left out of a long relay: "… 148 more laps …" (with seeds captured on the way, if any). */
    readonly moreLaps: (laps: number, capturedSeeds: number) => string;
    /** Hoyito I: fours taken during a lap, on either side. */
    readonly enPassant: (by: Side, holes: readonly HoleRef[]) => string;
    /**
     * The lap's last seed makes a four: a casa. `chain` are the fours taken behind it (Hoyito II);
     * `seeds` the total taken by this sentence.
     */
    readonly casa: (by: Side, hole: HoleRef, chain: readonly HoleRef[], seeds: number) => string;
    /** The last seed falls in an empty hole (of either side, named as in `relay`): the move ends. */
    readonly stop: (hole: HoleRef, laps: number) => string;
    /** A capture left 1–4 seeds (`inHand` of them not yet sown): they go to `to`. */
    readonly lastFour: (
      to: Side,
      by: Side,
      rule: LastFourRule,
      seeds: number,
      inHand: number,
    ) => string;
    /** A capture left no seed at all. */
    readonly boardEmpty: string;
    readonly extraTurn: (side: Side) => string;
    readonly passNoSeeds: (side: Side) => string;
    readonly passAllEndless: (side: Side) => string;
    /**
     * The seeds left on the board at an end without a last capture; `oddSeed` is the hole a
     * split's odd seed stays in.
     */
    readonly remaining: (
      rule: RemainingRule,
      south: number,
      north: number,
      uncounted: number,
      oddSeed: HoleRef | null,
    ) => string;
    /** "Game over (third repetition): South wins 28–20." */
    readonly gameEnd: (
      reason: EndReason,
      winner: Outcome,
      captured: readonly [number, number],
    ) => string;
    /** The players agreed to end the game. */
    readonly agreed: string;
    /**
     * What each side has captured, after a move that captured and did not end the game: a
     * player who cannot see the stores hears it as the game goes ("Seeds captured: South 24,
     * North 8."). Not "score", which in a match is its games.
     */
    readonly score: (south: number, north: number) => string;
  };

  /** Short captions, one per step, shown while a move is animated (see `narrateStep`). */
  readonly captions: {
    readonly sow: (side: Side, seeds: number, hole: string) => string;
    /** The lap is not said: the status line puts the lap number before every caption. */
    readonly relay: (hole: HoleRef, seeds: number) => string;
    readonly enPassant: (by: Side, hole: HoleRef) => string;
    readonly casa: (by: Side, hole: HoleRef) => string;
    readonly chain: (by: Side, hole: HoleRef) => string;
    readonly lastFour: (to: Side, seeds: number) => string;
    readonly stop: (hole: HoleRef) => string;
    readonly extraTurn: (side: Side) => string;
    readonly pass: (side: Side) => string;
  };
}
