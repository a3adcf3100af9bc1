/**
 * Why the engine refused a setup, a move or a text, as data. Each error carries a `Reason`: a key
 * and the values its explanation quotes. `explain` words it in English (the errors' `message`);
 * a front end words the same reasons in its own language by giving `explain` its own `Explainer`,
 * which the type checker holds to every key.
 *
 * Values the user wrote are kept as `show` rendered them (quoted, cut at 40 characters; `nothing`
 * for a missing value), so every language quotes them alike. Holes are canonical numbers; a reason
 * that names one also gives the board's `holes` per row, so that other words can name them by label.
 */
import { NORTH_LABELS, type Side, SOUTH_LABELS } from './types.ts';

/** Why a setup was refused (createPosition, initialPosition, Match.create). */
export interface SetupReasons {
  'not-an-object': { got: string };
  'options-not-object': Record<never, never>;
  'unknown-variant': { got: string; allowed: readonly string[] };
  'bad-holes': { got: string; min: number; max: number };
  'bad-seeds': { got: string; min: number; max: number };
  'bad-first': { got: string };
  'bad-board': { got: string; length: number };
  'bad-board-length': { holes: number; length: number; given: number };
  'bad-count': { hole: number; holes: number; max: number; got: string };
  'too-many-seeds': { total: number; max: number };
  'bad-captured': { got: string; max: number };
  'captured-no-room': { side: Side; captured: number; board: number; max: number };
  'bad-round': { got: string; max: number };
  'bad-previous-winner': { got: string };
  'bad-rules': { got: string };
  'bad-no-capture-limit': { got: string; max: number };
  'bad-remaining': { got: string; allowed: readonly string[] };
  'bad-no-capture': { got: string; max: number };
  'bad-over': { got: string };
  'to-move-when-over': { got: string };
  'bad-to-move': { got: string };
  'bad-end-reason': { got: string; allowed: readonly string[] };
  'end-reason-not-over': { got: string };
  'wrong-winner': { south: number; north: number; winner: string; got: string };
  'winner-not-over': { got: string };
  'no-seeds-left': Record<never, never>;
  'nobody-can-move': Record<never, never>;
  'match-rounds': { got: string; max: number };
}

/** Why a move was refused (Position.checkMove, Game.agree). */
export interface MoveReasons {
  'game-over': Record<never, never>;
  'already-over': Record<never, never>;
  'cannot-pass': { side: Side; moves: readonly number[]; holes: number };
  'bad-move': { max: number; got: string };
  endless: { hole: number; laps: number; holes: number };
  'must-pass': { side: Side };
  'not-your-hole': { hole: number; owner: Side; side: Side; holes: number };
  'empty-hole': { hole: number; holes: number };
}

/** Why a hole, a move or a position was not read (notation.ts). */
export interface NotationReasons {
  'bad-board-size': { got: string; min: number; max: number };
  'not-a-label': { got: string; holes: number };
  'no-such-hole': { got: string; holes: number };
  'or-pass': { inner: Reason };
  'position-not-text': { got: string };
  'position-too-long': { length: number; max: number };
  'too-few-fields': { found: number; example: string };
  'variant-code': { got: string; column: number };
  'bad-row-count': { side: Side; column: number; got: string };
  'rows-differ': { south: number; north: number };
  'row-length': { found: number; min: number; max: number };
  'captured-field': { got: string; column: number };
  'turn-field': { got: string; column: number };
  'empty-option': { column: number };
  'unknown-option': { got: string; column: number };
  'option-order': { got: string; column: number };
  'option-number': { option: string; got: string; column: number };
  'option-previous-winner': { got: string; column: number };
  'option-remaining': { got: string; column: number };
  'option-end-reason': { got: string; column: number };
  'invalid-position': { inner: Reason };
}

/** Why a game record was not read (record.ts). */
export interface RecordReasons {
  'record-not-text': { got: string };
  'record-too-long': { max: number };
  'malformed-tag': Record<never, never>;
  'tag-too-long': { max: number };
  'repeated-tag': { tag: string };
  'no-variant-tag': Record<never, never>;
  'holes-tag': { got: string };
  'tag-beside-start': { tag: string };
  'start-tag': { column: number; inner: Reason };
  'start-mismatch': { variant: string; holes: number; startVariant: string; startHoles: number };
  'number-tag': { tag: string; got: string };
  'first-tag': { got: string };
  'previous-winner-tag': { got: string };
  'remaining-tag': { got: string };
  'tag-value': { tag: string; inner: Reason };
  'comment-before-first': Record<never, never>;
  'comment-per-move': Record<never, never>;
  'comment-after-agreement': Record<never, never>;
  'after-result': { result: string };
  'unclosed-comment': Record<never, never>;
  'result-mismatch': { said: string; actual: string; over: boolean };
  'cannot-agree': { inner: Reason };
  'move-text': { ply: number; inner: Reason };
  'illegal-move': { ply: number; token: string; inner: Reason };
  'result-tag-mismatch': { said: string; actual: string };
}

/** Every reason, with the values its explanation needs. */
export interface Reasons extends SetupReasons, MoveReasons, NotationReasons, RecordReasons {}

export type ReasonKey = keyof Reasons;

/** One reason: its key and values. */
export type Reason = { [K in ReasonKey]: { readonly key: K } & Readonly<Reasons[K]> }[ReasonKey];

/** The reason of key `K`. */
export type ReasonOf<K extends ReasonKey> = Extract<Reason, { key: K }>;

/** Words for one family of reasons (`R`, one of the interfaces above), in one language. */
export type Words<R> = {
  readonly [K in keyof R & ReasonKey]: (reason: ReasonOf<K>, words: Explainer) => string;
};

/** Words for every reason, in one language. */
export type Explainer = Words<Reasons>;

/** Builds a reason; `reason('bad-holes', { got, min, max })`. */
export function reason<K extends ReasonKey>(key: K, values: Reasons[K]): ReasonOf<K> {
  return { key, ...values } as unknown as ReasonOf<K>;
}

/**
 * Words `r` with `words` (`ENGLISH`, or another language's). The engine's own modules pass only
 * the English families they can produce, so that a program that reads no records, say, does not
 * carry the words for them.
 */
export function explain(r: Reason, words: Explainer | Partial<Explainer>): string {
  const word = words[r.key] as ((reason: Reason, words: Explainer) => string) | undefined;
  if (typeof word !== 'function') throw new TypeError(`No words for the reason "${r.key}".`);
  return word(r, words as Explainer);
}

const cap = (side: string): string => side[0].toUpperCase() + side.slice(1);
/**
 * A hole as the engine's callers give it (its number) and as records and players write it (its
 * label): "hole 6 (A)". makeHole is not imported because notation.ts imports these words.
 */
const hole = (r: { hole: number; holes: number }): string =>
  `hole ${r.hole} (${(r.hole < r.holes ? SOUTH_LABELS : NORTH_LABELS)[r.hole % r.holes]})`;
/** What a hole label on a board of `holes` holes per row may be. */
export const labelsExpected = (holes: number): string =>
  `a hole label: ${SOUTH_LABELS[0]}–${SOUTH_LABELS[holes - 1]} (South) or ${NORTH_LABELS[0]}–${NORTH_LABELS[holes - 1]} (North)`;
const OPTIONS = 'r<round>, p<s|n|d>, c<turns>, l<limit>, m<o|s|n>';

/** The engine's own words, family by family: every error's `message`. */
export const SETUP_WORDS: Words<SetupReasons> = {
  'not-an-object': (r) => `A position setup must be an object; got ${r.got}.`,
  'options-not-object': () => 'Start options must be an object.',
  'unknown-variant': (r) => `Unknown variant ${r.got}; expected one of ${r.allowed.join(', ')}.`,
  'bad-holes': (r) =>
    `Holes per row must be a whole number from ${r.min} to ${r.max}; got ${r.got}.`,
  'bad-seeds': (r) =>
    `Seeds per hole must be a whole number from ${r.min} to ${r.max}; got ${r.got}.`,
  'bad-first': (r) => `The first player must be "south" or "north"; got ${r.got}.`,
  'bad-board': (r) => `The board must be an array of ${r.length} seed counts; got ${r.got}.`,
  'bad-board-length': (r) =>
    `A 2×${r.holes} board has ${r.length} holes, but ${r.given} counts were given.`,
  'bad-count': (r) =>
    `${cap(hole(r))} must hold a whole number of seeds from 0 to ${r.max}; got ${r.got}.`,
  'too-many-seeds': (r) => `The board holds ${r.total} seeds; at most ${r.max} are allowed.`,
  'bad-captured': (r) =>
    `Captured must be two whole numbers [south, north] from 0 to ${r.max}; got ${r.got}.`,
  'captured-no-room': (r) =>
    `${cap(r.side)} has captured ${r.captured}, and the ${r.board} seeds on the board could take that past ${r.max}, which a position cannot hold; at most ${r.max - r.board} here.`,
  'bad-round': (r) => `The round must be a whole number from 1 to ${r.max}; got ${r.got}.`,
  'bad-previous-winner': (r) =>
    `The previous winner must be "south", "north", "draw" or null; got ${r.got}.`,
  'bad-rules': (r) => `Rules must be an object; got ${r.got}.`,
  'bad-no-capture-limit': (r) =>
    `The no-capture limit must be a whole number from 0 (off) to ${r.max}; got ${r.got}.`,
  'bad-remaining': (r) =>
    `The remaining-seeds rule must be one of ${r.allowed.join(', ')}; got ${r.got}.`,
  'bad-no-capture': (r) =>
    `Plies since the last capture must be a whole number from 0 to ${r.max}; got ${r.got}.`,
  'bad-over': (r) => `"over" must be true or false; got ${r.got}.`,
  'to-move-when-over': (r) =>
    `The game is over, so nobody is to move: toMove must be null; got ${r.got}.`,
  'bad-to-move': (r) =>
    `The side to move must be "south" or "north" while the game goes on; got ${r.got}.`,
  'bad-end-reason': (r) => `Unknown end reason ${r.got}; expected one of ${r.allowed.join(', ')}.`,
  'end-reason-not-over': (r) => `The game is not over, so it has no end reason; got ${r.got}.`,
  'wrong-winner': (r) =>
    `The game is over with ${r.south}–${r.north} captured, so the winner is ${r.winner}, not ${r.got}.`,
  'winner-not-over': (r) => `The game is not over, so there is no winner yet; got ${r.got}.`,
  'no-seeds-left': () =>
    'No seeds are left on the board, so the game must be over (over: true, toMove: null).',
  'nobody-can-move': () =>
    'Neither side has a legal move, so the game must be over (over: true, toMove: null).',

  'match-rounds': (r) => `A match has 1 to ${r.max} rounds; got ${r.got}.`,
};

export const MOVE_WORDS: Words<MoveReasons> = {
  'game-over': () => 'The game is over; no more moves can be played.',
  'already-over': () => 'The game is already over.',
  'cannot-pass': (r) => `${cap(r.side)} has legal moves (${r.moves.join(', ')}), so cannot pass.`,
  'bad-move': (r) => `A move is a hole number from 0 to ${r.max} or "pass"; got ${r.got}.`,
  endless: (r) =>
    `The sowing from ${hole(r)} never ends: it falls into a cycle of ${r.laps} laps that repeats forever, so it is not a legal move.`,
  'must-pass': (r) => `${cap(r.side)} has no legal move and must pass.`,
  'not-your-hole': (r) => `${cap(hole(r))} is ${r.owner}'s; it is ${r.side}'s turn.`,
  'empty-hole': (r) => `${cap(hole(r))} is empty.`,
};

export const NOTATION_WORDS: Words<NotationReasons> = {
  'bad-board-size': (r) =>
    `Cannot read a hole on a board of ${r.got} holes per row; boards have ${r.min} to ${r.max}.`,
  'not-a-label': (r) => `Expected ${labelsExpected(r.holes)}; got ${r.got}.`,
  'no-such-hole': (r) =>
    `${r.got} is not a hole on a 2×${r.holes} board; expected ${labelsExpected(r.holes)}.`,
  // "Expected a label, or - for a pass; got …": the alternative goes with what was expected.
  'or-pass': (r, words) =>
    r.inner.key === 'not-a-label'
      ? `Expected ${labelsExpected(r.inner.holes)}, or - for a pass; got ${r.inner.got}.`
      : `${explain(r.inner, words).replace(/\.$/, '')}, or - for a pass.`,
  'position-not-text': (r) => `A position must be text; got ${r.got}.`,
  'position-too-long': (r) =>
    `A position is at most ${r.max} characters long; this text has ${r.length}.`,
  'too-few-fields': (r) =>
    `A position has at least 5 fields separated by "/" (variant/south row/north row/captured/turn, e.g. ${r.example}); found ${r.found}.`,
  'variant-code': (r) => `Unknown variant ${r.got} at column ${r.column}; expected h1, h2 or h3.`,
  'bad-row-count': (r) =>
    `${cap(r.side)}'s row: expected a seed count at column ${r.column}, got ${r.got}; counts are separated by ".".`,
  'rows-differ': (r) => `The rows differ in length: South has ${r.south} holes, North ${r.north}.`,
  'row-length': (r) => `A row has ${r.min} to ${r.max} holes; found ${r.found}.`,
  'captured-field': (r) =>
    `Bad captured field ${r.got} at column ${r.column}; expected south-north, e.g. 12-8.`,
  'turn-field': (r) =>
    `Bad turn ${r.got} at column ${r.column}; expected s (South to move), n (North) or x (game over).`,
  'empty-option': (r) =>
    `Empty field at column ${r.column}; expected an option (${OPTIONS}, e<L|E|M|R|C|A>) or nothing after the turn.`,
  'unknown-option': (r) =>
    `Unknown option ${r.got} at column ${r.column}; expected ${OPTIONS} or e<L|E|M|R|C|A>.`,
  'option-order': (r) =>
    `Option ${r.got} at column ${r.column} is repeated or out of order; options come in the order r, p, c, l, m, e.`,
  'option-number': (r) =>
    `Option ${r.option} needs a whole number at column ${r.column}; got ${r.got}.`,
  'option-previous-winner': (r) =>
    `The previous winner (p) at column ${r.column} must be s, n or d; got ${r.got}.`,
  'option-remaining': (r) =>
    `The remaining rule (m) at column ${r.column} must be o (own side), s (split) or n (none); got ${r.got}.`,
  'option-end-reason': (r) =>
    `The end reason (e) at column ${r.column} must be one of L, E, M, R, C, A; got ${r.got}.`,
  'invalid-position': (r, words) => `Not a valid position: ${explain(r.inner, words)}`,
};

export const RECORD_WORDS: Words<RecordReasons> = {
  'record-not-text': (r) => `A game record must be text; got ${r.got}.`,
  'record-too-long': (r) =>
    `A game record is at most ${r.max.toLocaleString('en')} characters long.`,
  'malformed-tag': () =>
    'Malformed tag; expected [Name "value"] on one line: the name a letter, then letters, digits or _ (A–Z, no accents), and a " or \\ inside the value written \\" or \\\\.',
  'tag-too-long': (r) =>
    `A tag runs on past ${r.max} characters; a tag, [Name "value"] written out, takes at most that many.`,
  'repeated-tag': (r) => `The tag ${r.tag} appears twice.`,
  'no-variant-tag': () => 'A record needs a Variant tag, e.g. [Variant "hoyito-2"].',
  'holes-tag': (r) => `Holes must be a number from 3 to 12; got ${r.got}.`,
  'tag-beside-start': (r) =>
    `The ${r.tag} tag cannot be combined with Start: the Start position already says it.`,
  // The inner reason's column counts within the tag's position (where it names one): said once.
  'start-tag': (r, words) => `In the Start tag's position: ${explain(r.inner, words)}`,
  'start-mismatch': (r) =>
    `The Start position is ${r.startVariant} on 2×${r.startHoles}, but the tags say ${r.variant} on 2×${r.holes}.`,
  'number-tag': (r) => `The ${r.tag} tag must be a whole number; got ${r.got}.`,
  'first-tag': (r) => `First must be "south" or "north"; got ${r.got}.`,
  'previous-winner-tag': (r) => `PreviousWinner must be "south", "north" or "draw"; got ${r.got}.`,
  'remaining-tag': (r) => `Remaining must be "own-side", "split" or "none"; got ${r.got}.`,
  'tag-value': (r, words) => `${r.tag} tag: ${explain(r.inner, words)}`,
  'comment-before-first': () => 'Only one comment may stand before the first move.',
  'comment-per-move': () => 'A move has at most one comment.',
  'comment-after-agreement': () => 'An agreement (=) cannot carry a comment; put it before the =.',
  'after-result': (r) => `Nothing may follow the result ${r.result}.`,
  'unclosed-comment': () => 'This comment is never closed; expected }.',
  'result-mismatch': (r) =>
    `The record says ${r.said}, but the moves give ${r.actual}${r.over ? '' : ' (the game is not over)'}.`,
  'cannot-agree': (r, words) => `Cannot end by agreement here: ${explain(r.inner, words)}`,
  'move-text': (r, words) => `Move ${r.ply}: ${explain(r.inner, words)}`,
  'illegal-move': (r, words) =>
    `Move ${r.ply} (${r.token}) is not legal: ${explain(r.inner, words)}`,
  'result-tag-mismatch': (r) =>
    `The Result tag says ${r.said}, but the moves give ${r.actual} (the tag is south, north, draw or * for an unfinished game, or 1-0, 0-1 or 1/2-1/2).`,
};

/** Every reason in the engine's words. */
export const ENGLISH: Explainer = /* @__PURE__ */ Object.assign(
  {},
  SETUP_WORDS,
  MOVE_WORDS,
  NOTATION_WORDS,
  RECORD_WORDS,
);
