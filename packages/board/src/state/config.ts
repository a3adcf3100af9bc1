/**
 * The element's attributes, read into a checked configuration. Pure: no DOM. Every bad value gives
 * a `ConfigError` naming the attribute, what was wrong and what is allowed; the element shows it
 * in the board's place and keeps its last good game.
 */
import {
  cutShort,
  isSide,
  isVariant,
  MAX_HOLES,
  MAX_MATCH_ROUNDS,
  MAX_SEEDS,
  MIN_HOLES,
  MIN_SEEDS,
  makeHole,
  parseHole,
  type Reason,
  type Side,
  VARIANTS,
  type Variant,
} from '@hoyito/engine';

/**
 * A value from outside as an error's words quote it, in every language and in the console: cut at
 * 40 characters, so that a megabyte pasted by mistake is not repeated whole.
 */
export const quoted = (value: string): string => cutShort(value, 40);

/** An attribute as written, for an error's `message` and the console, its value `quoted`. */
export const asWritten = (attribute: string, value: string): string =>
  `${attribute}="${quoted(value)}"`;

export const MODES = ['play', 'replay', 'diagram', 'setup'] as const;
export type Mode = (typeof MODES)[number];

export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

/** Milliseconds per seed at each speed (before long relays speed themselves up). */
export const SPEED_MS: Record<Speed, number> = { slow: 420, normal: 220, fast: 90, instant: 0 };

export const CONTROLS = [
  'undo',
  'new-game',
  'agree',
  'hint',
  'speed',
  'flip',
  'narration',
  'animation',
  'pass',
] as const;
export type Control = (typeof CONTROLS)[number];
export const DEFAULT_CONTROLS: readonly Control[] = CONTROLS;

/** Who plays a side: a person, or the computer at a level. */
export const PLAYER_KINDS = ['human', 'beginner', 'casual', 'strong', 'expert'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

export interface BoardConfig {
  readonly variant: Variant;
  readonly holes: number;
  readonly seeds: number;
  readonly first: Side;
  readonly mode: Mode;
  /** The side drawn at the bottom. */
  readonly orientation: Side;
  readonly speed: Speed;
  readonly controls: readonly Control[];
  readonly southPlayer: PlayerKind;
  readonly northPlayer: PlayerKind;
  /** The computer's time per move in ms, or null for its level's own budget. */
  readonly thinkMs: number | null;
  /** Play mode: seconds after a game's end before the next one starts, or null for no loop. */
  readonly loopSeconds: number | null;
  /** Play mode: seconds a game a person played in may stand untouched before it starts again. */
  readonly idleSeconds: number | null;
  /** Rounds of a match (each from the full board), or null for a single game. */
  readonly rounds: number | null;
}

/** The rounds a match may have (the engine's `Match`'s). */
export const ROUNDS = { min: 1, max: MAX_MATCH_ROUNDS } as const;

/** A looping board's pause after a game, in seconds, when `loop` gives none; and the range allowed. */
export const LOOP_SECONDS = { default: 8, min: 1, max: 3600 } as const;

/** An `idle` board's wait, in seconds, when `idle` gives none; and the range allowed. */
export const IDLE_SECONDS = { default: 120, min: 1, max: 3600 } as const;

export const CONFIG_ERROR_CODES = [
  'variant',
  'holes',
  'seeds',
  'first',
  'mode',
  'orientation',
  'speed',
  'controls',
  'position',
  'highlight',
  'record',
  'player',
  'storage',
  'lang',
  'loop',
  'idle',
  'rounds',
  'persist',
] as const;
export type ConfigErrorCode = (typeof CONFIG_ERROR_CODES)[number];

/** A storage error's `detail` when the browser refused to save (not an attribute's name). */
export const UNSAVED = 'unsaved';
/** `detail` of a `storage` error: another board of the page saves under the same key. */
export const SHARED_KEY = 'shared-key';
/** `detail` of a `player` error about `players`: reading it threw (a getter, a Proxy). */
export const UNREADABLE = 'unreadable';
/** `detail` of a `storage` error: a saved replay's place is none of its game's (the game stands). */
export const REPLAY_PLACE = 'replay-place';
/**
 * `detail` of a `storage` error: a saved game's place (where its moves had been taken back to) is
 * none of its game's; the game stands, at its last move.
 */
export const SAVED_PLY = 'saved-ply';
/** `detail` of a `position` error: load() was given a value with no text (an object, a symbol). */
export const NOT_TEXT = 'not-text';
/**
 * `detail` of a `position` or `record` error: the property was set to a value with no text (a
 * list, an object), which no notation could be.
 */
export const PROPERTY_NOT_TEXT = 'property-not-text';
/** `detail` of a `storage` error: a saved setup's draft is none the panel could make (the game stands). */
export const SETUP_DRAFT = 'setup-draft';
/**
 * `detail` of a `storage` error: what a saved game keeps beside its moves (the attributes it was
 * started with, the settings a visitor chose) could not be read in part; the game stands.
 */
export const SAVED_SETTINGS = 'saved-settings';

export interface ConfigError {
  readonly code: ConfigErrorCode;
  /** The attribute at fault. */
  readonly attribute: string;
  /** The bad value as given. */
  readonly value: string;
  /** For a person, in English (the element shows a localized version). */
  readonly message: string;
  /** Where in a position or record text, when known. */
  readonly line?: number;
  readonly column?: number;
  /**
   * For a bad `highlight`: the labels it may name; for `rounds` given with a start of its own:
   * the attribute it cannot be combined with (`position` or `record`); for a match's records
   * refused by `loadMatch` (code `record`): the number of the game at fault, from 1 (none when
   * what was given is no list); for a saved
   * game set aside (code `storage`): the attributes that changed since it was saved, by name;
   * for `controls`: `none` when it stands beside other controls, else the control at fault as
   * written;
   * `UNSAVED` when the browser refused to save the game (code `storage`); for `players`, `side`
   * when its value is an object with a key that is no side (the key is the value), or the side
   * (`south`, `north`) whose value has no `chooseMove` (that value, as attributeText gives it, is
   * the value).
   */
  readonly detail?: string;
  /** For a bad position or record: why the engine refused it. */
  readonly reason?: Reason;
  /**
   * For a match's records refused by `loadMatch` though each game's record is valid, or that are
   * no list, or no text: what is wrong.
   */
  readonly match?: MatchProblem;
  /**
   * For a player of a side that failed or chose a move that is not legal (code `player`,
   * attribute `players`): who, as the page named it, or the board's computer by its level (so
   * that each language names it); `value` is then the move chosen, or empty when it failed.
   * `side` is the side it played; a player the page left unnamed (`name` empty) goes by it.
   */
  readonly player?: {
    readonly name: string;
    readonly level?: Exclude<PlayerKind, 'human'>;
    readonly side?: Side;
  };
}

/**
 * What can be wrong with a match's records other than a game's own record: no games, more games
 * than rounds, a game that does not start where its round does, a game followed by another
 * before it ended; or what `loadMatch()` was given is not a list (`not-list`), or one of its
 * games is not text (`not-text`), which no record could be.
 */
export const MATCH_PROBLEMS = [
  'no-games',
  'too-many',
  'wrong-start',
  'unfinished',
  'not-list',
  'not-text',
] as const;
export type MatchProblem = (typeof MATCH_PROBLEMS)[number];

/** Raw attribute values (null when absent). */
export interface RawAttributes {
  readonly variant: string | null;
  readonly holes: string | null;
  readonly seeds: string | null;
  readonly first: string | null;
  readonly mode: string | null;
  readonly orientation: string | null;
  readonly speed: string | null;
  readonly controls: string | null;
  readonly southPlayer?: string | null;
  readonly northPlayer?: string | null;
  readonly thinkMs?: string | null;
  /** Present (any value, even empty) to loop; null when absent. */
  readonly loop?: string | null;
  /** Present (any value, even empty) to start an abandoned game again; null when absent. */
  readonly idle?: string | null;
  readonly rounds?: string | null;
  /** The key the game is saved under: any text, or absent. */
  readonly persist?: string | null;
}

export type ConfigResult = { ok: true; config: BoardConfig } | { ok: false; error: ConfigError };

/**
 * A property's value read as its attribute's text would be: text as it is, a number or a boolean
 * as written (`7` as "7"), nothing for null or undefined. Anything else (an object, a list, a
 * function, a symbol) has no text an attribute could hold: it reads as its kind in brackets
 * ("[an object]"), which no attribute allows, so that the error names what was given.
 */
export function attributeText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'function':
      return KINDS[2];
    case 'symbol':
      return KINDS[3];
    default:
      // A revoked Proxy throws even when asked whether it is a list: it is an object still.
      try {
        return Array.isArray(value) ? KINDS[0] : KINDS[1];
      } catch {
        return KINDS[1];
      }
  }
}

/**
 * An error's words with the controls that embed, override or isolate a direction written out
 * (`\u202E`): a value quoted from outside (an attribute, a record) may hold them, and, unseen,
 * they would turn the words after it around ("use hoyito-1…" read backwards).
 */
export function writeOutBidi(text: string): string {
  return text.replace(
    /[\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A name from outside (a page's player, a record's) set in a sentence in its own direction of
 * writing (between U+2068 and U+2069): an Arabic name otherwise pulls a number or a mark beside it
 * into its own order ("North: Ahmad 2 is thinking" in a right-to-left page). Its own controls must
 * have been written out first (writeOutBidi), so that nothing in it can close the isolate early.
 * An empty name stays empty: it is none.
 */
export function isolate(name: string): string {
  return name === '' ? '' : `\u2068${name}\u2069`;
}

/** What attributeText gives for a value that has no text (worded again in each locale). */
export const KINDS = ['[a list]', '[an object]', '[a function]', '[a symbol]'] as const;

/** Whether `text` is what attributeText gives for a value that has no text (see there). */
export function isKindOfValue(text: string): boolean {
  return (KINDS as readonly string[]).includes(text);
}

function oneOf<T extends string>(
  attribute: string,
  code: ConfigErrorCode,
  value: string | null,
  allowed: readonly T[],
  fallback: T,
): T | ConfigError {
  // Blanks only are an empty value, as blanks around a value are no part of it.
  if (value === null || value.trim() === '') return fallback;
  const v = value.trim().toLowerCase();
  if ((allowed as readonly string[]).includes(v)) return v as T;
  return {
    code,
    attribute,
    value,
    message: `${asWritten(attribute, value)} is not allowed; use one of: ${allowed.join(', ')}.`,
  };
}

/**
 * A switch that may carry seconds (`loop`, `idle`): absent, off (null); present but empty, the
 * range's default; else a whole number of seconds in the range.
 */
function switchSeconds(
  name: 'loop' | 'idle',
  value: string | null | undefined,
  range: { readonly default: number; readonly min: number; readonly max: number },
): number | null | ConfigError {
  if (value === null || value === undefined) return null;
  if (value.trim() === '') return range.default;
  return wholeNumber(name, name, value, range.min, range.max, range.default);
}

/**
 * A number of rounds as the `rounds` attribute reads it (for loadMatch, which takes one too); null
 * when the attribute would refuse it, blank included.
 */
export function readRounds(value: string): number | null {
  if (value.trim() === '') return null;
  const read = wholeNumber('rounds', 'rounds', value, ROUNDS.min, ROUNDS.max, ROUNDS.min);
  return typeof read === 'number' ? read : null;
}

function wholeNumber(
  attribute: string,
  code: ConfigErrorCode,
  value: string | null,
  min: number,
  max: number,
  fallback: number,
): number | ConfigError {
  if (value === null || value.trim() === '') return fallback;
  const v = value.trim();
  // Any run of digits, leading zeros and all ("0000007" is 7): one too large is out of range.
  if (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max) return Number(v);
  return {
    code,
    attribute,
    value,
    message: `${asWritten(attribute, value)} is not allowed; use a whole number from ${min} to ${max}.`,
  };
}

const isError = (v: unknown): v is ConfigError =>
  typeof v === 'object' && v !== null && 'code' in v && 'attribute' in v;

/**
 * The column to name beside the engine's reason, or null: its words already name one, or the
 * position is readable but not a legal state (no one column is at fault).
 */
export function columnUntold(e: ConfigError): number | null {
  if (e.column === undefined || e.reason === undefined) return e.column ?? null;
  if ('column' in e.reason || e.reason.key === 'invalid-position') return null;
  return e.column;
}

/** The attribute each of readConfig's errors names, as RawAttributes spells it. */
const RAW_NAMES: Readonly<Record<string, keyof RawAttributes>> = {
  variant: 'variant',
  holes: 'holes',
  seeds: 'seeds',
  first: 'first',
  mode: 'mode',
  orientation: 'orientation',
  speed: 'speed',
  controls: 'controls',
  'south-player': 'southPlayer',
  'north-player': 'northPlayer',
  'think-ms': 'thinkMs',
  loop: 'loop',
  idle: 'idle',
  rounds: 'rounds',
  persist: 'persist',
};

/**
 * Every attribute readConfig refuses, in the order it reads them, its own error first: a page
 * with two bad values hears of both at once, not of the second only once the first is fixed.
 * Each is found by reading again without the ones before it. No faults where readConfig accepts
 * the attributes. `config` is what the others make, each bad one left at its default (null if
 * that reading too was refused), for what is read after the attributes (a position, a record).
 */
export function configFaults(raw: RawAttributes): {
  faults: ConfigError[];
  config: BoardConfig | null;
} {
  const faults: ConfigError[] = [];
  let rest = raw;
  for (;;) {
    const read = readConfig(rest);
    if (read.ok) return { faults, config: read.config };
    faults.push(read.error);
    const name = RAW_NAMES[read.error.attribute];
    // An attribute already left out cannot be at fault again: nothing is found twice.
    if (name === undefined || rest[name] === null || rest[name] === undefined)
      return { faults, config: null };
    rest = { ...rest, [name]: null };
  }
}

export function readConfig(raw: RawAttributes): ConfigResult {
  const variant = oneOf('variant', 'variant', raw.variant, VARIANTS, 'hoyito-1');
  const holes = wholeNumber('holes', 'holes', raw.holes, MIN_HOLES, MAX_HOLES, 6);
  const seeds = wholeNumber('seeds', 'seeds', raw.seeds, MIN_SEEDS, MAX_SEEDS, 4);
  const first = oneOf('first', 'first', raw.first, ['south', 'north'] as const, 'south');
  const mode = oneOf('mode', 'mode', raw.mode, MODES, 'play');
  const orientation = oneOf(
    'orientation',
    'orientation',
    raw.orientation,
    ['south', 'north'] as const,
    'south',
  );
  const speed = oneOf('speed', 'speed', raw.speed, SPEEDS, 'normal');
  const southPlayer = oneOf(
    'south-player',
    'player',
    raw.southPlayer ?? null,
    PLAYER_KINDS,
    'human',
  );
  const northPlayer = oneOf(
    'north-player',
    'player',
    raw.northPlayer ?? null,
    PLAYER_KINDS,
    'human',
  );
  const thinkMs =
    raw.thinkMs === null || raw.thinkMs === undefined || raw.thinkMs.trim() === ''
      ? null
      : wholeNumber('think-ms', 'player', raw.thinkMs, 50, 60000, 1000);
  const loopSeconds = switchSeconds('loop', raw.loop, LOOP_SECONDS);
  const idleSeconds = switchSeconds('idle', raw.idle, IDLE_SECONDS);
  const rounds =
    raw.rounds === null || raw.rounds === undefined || raw.rounds.trim() === ''
      ? null
      : wholeNumber('rounds', 'rounds', raw.rounds, ROUNDS.min, ROUNDS.max, 1);
  for (const v of [
    variant,
    holes,
    seeds,
    first,
    mode,
    orientation,
    speed,
    southPlayer,
    northPlayer,
    thinkMs,
    loopSeconds,
    idleSeconds,
    rounds,
  ]) {
    if (isError(v)) return { ok: false, error: v };
  }
  let controls: Control[] = [...DEFAULT_CONTROLS];
  if (raw.controls !== null) {
    const written = raw.controls;
    const refused = (why: string, detail?: string): ConfigResult => ({
      ok: false,
      error: {
        code: 'controls',
        attribute: 'controls',
        value: written,
        message: `${asWritten('controls', written)}: ${why}`,
        ...(detail === undefined ? {} : { detail }),
      },
    });
    // A list or an object given as the property has no text: named by its kind, not split.
    // Spaces separate the controls, as in `class`; so do commas, as a link's parameters are often
    // written (`controls=undo,flip`).
    const given = isKindOfValue(written)
      ? [written]
      : written
          .trim()
          .split(/[\s,]+/)
          .filter(Boolean);
    // Case is forgiven, as in every other attribute's values.
    const tokens = given.map((token) => token.toLowerCase());
    if (tokens.length === 1 && tokens[0] === 'none') controls = [];
    else if (tokens.includes('none')) {
      const others = tokens.filter((t) => t !== 'none').join(' ');
      return refused(
        `none hides every control, so it stands alone; remove none or ${quoted(others)}.`,
        'none',
      );
    } else if (tokens.length > 0) {
      controls = [];
      for (const [i, token] of tokens.entries()) {
        if (!(CONTROLS as readonly string[]).includes(token)) {
          // The control at fault, as written, is the error's detail: the board's words name it.
          return refused(
            `"${quoted(given[i])}" is not a control; use any of ${CONTROLS.join(', ')}, or none.`,
            given[i],
          );
        }
        if (!controls.includes(token as Control)) controls.push(token as Control);
      }
    }
  }
  // Any text is a key; a list or an object given as the property has none (see attributeText),
  // and would save every such board under one key named after its kind.
  if (raw.persist !== null && raw.persist !== undefined && isKindOfValue(raw.persist)) {
    return {
      ok: false,
      error: {
        code: 'persist',
        attribute: 'persist',
        value: raw.persist,
        message: `${asWritten('persist', raw.persist)} is not allowed; use text, the key to save the game under (such as persist="museum-board").`,
      },
    };
  }
  if (!isVariant(variant) || !isSide(first) || !isSide(orientation)) throw new Error('unreachable');
  return {
    ok: true,
    config: {
      variant,
      holes: holes as number,
      seeds: seeds as number,
      first,
      mode: mode as Mode,
      orientation,
      speed: speed as Speed,
      controls,
      southPlayer: southPlayer as PlayerKind,
      northPlayer: northPlayer as PlayerKind,
      thinkMs: thinkMs as number | null,
      loopSeconds: loopSeconds as number | null,
      idleSeconds: idleSeconds as number | null,
      rounds: rounds as number | null,
    },
  };
}

/**
 * The hole a `highlight` names (its label, as in the rule book), or why it names none: the error
 * says which labels the board has.
 */
export function readHighlight(value: string, holes: number): number | ConfigError {
  const hole = parseHole(value, holes);
  if (hole.ok) return hole.value;
  const labels = `a–${makeHole(holes - 1, holes)}, A–${makeHole(2 * holes - 1, holes)}`;
  return {
    code: 'highlight',
    attribute: 'highlight',
    value,
    message: `${asWritten('highlight', value)} is not a hole of this board; use a label ${labels}.`,
    detail: labels,
  };
}
