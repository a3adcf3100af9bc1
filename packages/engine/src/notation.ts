/**
 * Text notations, each a `parseX`/`makeX` pair that round-trips exactly:
 * - holes and moves (rules §6): South's holes `a b c …` from South's left, North's `A B C …` from
 *   North's left, a pass `-`;
 * - positions: one line, URL-safe, e.g. `h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s`.
 */
import {
  type Explainer,
  explain,
  labelsExpected,
  NOTATION_WORDS,
  type Reason,
  reason,
  SETUP_WORDS,
} from './explain.ts';
import { createPosition, type Position, type Setup, show } from './position.ts';
import { err, ok, type Result } from './result.ts';
import {
  defaultNoCaptureLimit,
  type EndReason,
  MAX_HOLES,
  MIN_HOLES,
  type Move,
  NORTH_LABELS,
  type Outcome,
  type RemainingRule,
  type Side,
  SOUTH_LABELS,
  type Variant,
} from './types.ts';

export const NOTATION_ERROR_CODES = [
  'syntax',
  'invalid-position',
  'illegal-move',
  'inconsistent',
] as const;
export type NotationErrorCode = (typeof NOTATION_ERROR_CODES)[number];

export interface NotationError {
  readonly code: NotationErrorCode;
  /** What was wrong and what was expected, with where. */
  readonly message: string;
  /** Where the problem starts: a 0-based offset in UTF-16 code units, as `text.slice` takes it. */
  readonly offset: number;
  /** 1-based line and column of `offset`; the column counts code points, so an emoji is one. */
  readonly line: number;
  readonly column: number;
  /** What would have been accepted there. */
  readonly expected: string;
  /** `message` as data, for wording it in another language (see explain.ts). */
  readonly reason: Reason;
}

/** The label of canonical hole `hole` on a board of `holes` holes per row (`a`, …, `F`, …). */
export function makeHole(hole: number, holes: number): string {
  if (!Number.isInteger(holes) || holes < MIN_HOLES || holes > MAX_HOLES)
    throw new RangeError(
      `No board has ${show(holes)} holes per row; boards have ${MIN_HOLES} to ${MAX_HOLES}.`,
    );
  if (!Number.isInteger(hole) || hole < 0 || hole >= 2 * holes)
    throw new RangeError(`No hole ${show(hole)} on a board of ${holes} holes per row.`);
  return hole < holes ? SOUTH_LABELS[hole] : NORTH_LABELS[hole - holes];
}

/** Reads a hole label (`a`–`l`, `A`–`L`, within the board) into its canonical number. */
export function parseHole(text: string, holes: number): Result<number, NotationError> {
  if (!Number.isInteger(holes) || holes < MIN_HOLES || holes > MAX_HOLES) {
    const got = typeof text === 'string' ? text : '';
    return syntax(
      got,
      0,
      `a board of ${MIN_HOLES}–${MAX_HOLES} holes per row`,
      reason('bad-board-size', { got: show(holes), min: MIN_HOLES, max: MAX_HOLES }),
    );
  }
  const expected = labelsExpected(holes);
  if (typeof text !== 'string' || text.length !== 1) {
    return syntax(
      typeof text === 'string' ? text : '',
      0,
      expected,
      reason('not-a-label', { got: show(text), holes }),
    );
  }
  const south = SOUTH_LABELS.indexOf(text);
  if (south >= 0 && south < holes) return ok(south);
  const north = NORTH_LABELS.indexOf(text);
  if (north >= 0 && north < holes) return ok(holes + north);
  return syntax(text, 0, expected, reason('no-such-hole', { got: show(text), holes }));
}

export function makeMove(move: Move, holes: number): string {
  return move === 'pass' ? '-' : makeHole(move, holes);
}

export function parseMove(text: string, holes: number): Result<Move, NotationError> {
  const hole = parseHole(text, holes);
  // A pass is a move on any board, but not on what is no board: that refusal stands as it is.
  if (hole.ok || hole.error.reason.key === 'bad-board-size') return hole;
  if (text === '-') return ok('pass');
  return syntax(
    typeof text === 'string' ? text : '',
    0,
    `${hole.error.expected}, or - for a pass`,
    reason('or-pass', { inner: hole.error.reason }),
  );
}

const VARIANT_TAGS: Record<Variant, string> = {
  'hoyito-1': 'h1',
  'hoyito-2': 'h2',
  'hoyito-3': 'h3',
};
// Read back through Maps, not plain objects: a word of the text such as `constructor` or
// `__proto__` must find nothing, not an object's built-in property.
const TAG_VARIANTS = new Map<string, Variant>([
  ['h1', 'hoyito-1'],
  ['h2', 'hoyito-2'],
  ['h3', 'hoyito-3'],
]);
const OUTCOME_CODES: Record<Outcome, string> = { south: 's', north: 'n', draw: 'd' };
const CODE_OUTCOMES = new Map<string, Outcome>([
  ['s', 'south'],
  ['n', 'north'],
  ['d', 'draw'],
]);
const REMAINING_CODES: Record<RemainingRule, string> = { 'own-side': 'o', split: 's', none: 'n' };
const CODE_REMAINING = new Map<string, RemainingRule>([
  ['o', 'own-side'],
  ['s', 'split'],
  ['n', 'none'],
]);
const END_CODES: Record<EndReason, string> = {
  'last-four': 'L',
  'board-empty': 'E',
  'no-moves': 'M',
  repetition: 'R',
  'no-capture-limit': 'C',
  agreement: 'A',
};
const CODE_ENDS = new Map<string, EndReason>(
  Object.entries(END_CODES).map(([reason, code]) => [code, reason as EndReason]),
);

/**
 * A position as one URL-safe line: `variant/south row/north row/captured/turn[/options]`.
 * Rows list counts in canonical order separated by `.`; captured is `south-north`; the turn is `s`,
 * `n`, or `x` once the game is over. Options, only where they differ from the default, in this
 * order: `r3` round, `ps|pn|pd` previous winner, `c17` turns since the last capture, `l300`
 * no-capture limit, `mo|ms|mn` remaining rule, `eL|eE|eM|eR|eC|eA` why the game ended.
 */
export function makePosition(position: Position): string {
  const n = position.holes;
  const fields = [
    VARIANT_TAGS[position.variant],
    position.board.slice(0, n).join('.'),
    position.board.slice(n).join('.'),
    `${position.captured[0]}-${position.captured[1]}`,
    position.toMove === null ? 'x' : position.toMove === 'south' ? 's' : 'n',
  ];
  if (position.round !== 1) fields.push(`r${position.round}`);
  if (position.previousWinner !== null) fields.push(`p${OUTCOME_CODES[position.previousWinner]}`);
  if (position.noCapture !== 0) fields.push(`c${position.noCapture}`);
  if (position.rules.noCaptureLimit !== defaultNoCaptureLimit(n))
    fields.push(`l${position.rules.noCaptureLimit}`);
  if (position.rules.remaining !== 'own-side')
    fields.push(`m${REMAINING_CODES[position.rules.remaining]}`);
  if (position.endReason !== null) fields.push(`e${END_CODES[position.endReason]}`);
  return fields.join('/');
}

const OPTION_ORDER = 'rpclme';

/** Reads the one-line position notation of `makePosition`. */
export function parsePosition(text: string): Result<Position, NotationError> {
  if (typeof text !== 'string')
    return syntax('', 0, 'position text', reason('position-not-text', { got: show(text) }));
  if (text.length > 400) {
    return syntax(
      text,
      400,
      'at most 400 characters',
      reason('position-too-long', { length: text.length, max: 400 }),
    );
  }
  const fields: { value: string; offset: number }[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || text[i] === '/') {
      fields.push({ value: text.slice(start, i), offset: start });
      start = i + 1;
    }
  }
  const example = 'h2/4.4.4.4.4.4/4.4.4.4.4.4/0-0/s';
  if (fields.length < 5) {
    return syntax(
      text,
      text.length,
      'variant/south/north/captured/turn',
      reason('too-few-fields', { found: fields.length, example }),
    );
  }
  const [vf, sf, nf, cf, tf] = fields;
  const variant = TAG_VARIANTS.get(vf.value);
  if (variant === undefined)
    return syntax(
      text,
      vf.offset,
      'h1, h2 or h3',
      reason('variant-code', { got: show(vf.value), column: vf.offset + 1 }),
    );

  const south = parseRow(text, sf, 'south');
  if (!south.ok) return south;
  const north = parseRow(text, nf, 'north');
  if (!north.ok) return north;
  if (south.value.length !== north.value.length) {
    return syntax(
      text,
      nf.offset,
      `${south.value.length} counts`,
      reason('rows-differ', { south: south.value.length, north: north.value.length }),
    );
  }
  const holes = south.value.length;
  if (holes < MIN_HOLES || holes > MAX_HOLES) {
    return syntax(
      text,
      sf.offset,
      `${MIN_HOLES} to ${MAX_HOLES} counts per row`,
      reason('row-length', { found: holes, min: MIN_HOLES, max: MAX_HOLES }),
    );
  }
  const captured = /^(\d+)-(\d+)$/.exec(cf.value);
  if (captured === null)
    return syntax(
      text,
      cf.offset,
      'captured seeds as south-north, e.g. 12-8',
      reason('captured-field', { got: show(cf.value), column: cf.offset + 1 }),
    );
  if (!/^[snx]$/.test(tf.value))
    return syntax(
      text,
      tf.offset,
      's, n or x',
      reason('turn-field', { got: show(tf.value), column: tf.offset + 1 }),
    );

  // Numbers are read whatever their length: createPosition refuses one out of range in words that
  // say the range, where a cap on digits here said a long number was no number.
  const setup: { -readonly [K in keyof Setup]: Setup[K] } = {
    variant,
    holes,
    board: [...south.value, ...north.value],
    captured: [readDigits(captured[1]), readDigits(captured[2])],
    toMove: tf.value === 's' ? 'south' : tf.value === 'n' ? 'north' : null,
    over: tf.value === 'x',
  };
  const rules: { noCaptureLimit?: number; remaining?: RemainingRule } = {};
  let lastOption = -1;
  const optionOffsets = new Map<string, number>();
  for (const field of fields.slice(5)) {
    if (field.value === '') {
      return syntax(
        text,
        field.offset,
        'an option r, p, c, l, m or e',
        reason('empty-option', { column: field.offset + 1 }),
      );
    }
    const key = field.value[0];
    optionOffsets.set(key, field.offset);
    const value = field.value.slice(1);
    const order = OPTION_ORDER.indexOf(key);
    const column = field.offset + 1;
    // A bad value is reported where it starts, just after the option's letter.
    const valueOffset = field.offset + 1;
    const valueColumn = valueOffset + 1;
    if (order < 0)
      return syntax(
        text,
        field.offset,
        'an option r, p, c, l, m or e',
        reason('unknown-option', { got: show(field.value), column }),
      );
    if (order <= lastOption)
      return syntax(
        text,
        field.offset,
        `options in the order ${OPTION_ORDER.split('').join(', ')}, each once`,
        reason('option-order', { got: show(field.value), column }),
      );
    lastOption = order;
    if (key === 'r' || key === 'c' || key === 'l') {
      if (!/^\d+$/.test(value))
        return syntax(
          text,
          valueOffset,
          'a whole number',
          reason('option-number', { option: key, got: show(value), column: valueColumn }),
        );
      if (key === 'r') setup.round = readDigits(value);
      else if (key === 'c') setup.noCapture = readDigits(value);
      else rules.noCaptureLimit = readDigits(value);
    } else if (key === 'p') {
      const outcome = CODE_OUTCOMES.get(value);
      if (outcome === undefined)
        return syntax(
          text,
          valueOffset,
          's, n or d',
          reason('option-previous-winner', { got: show(value), column: valueColumn }),
        );
      setup.previousWinner = outcome;
    } else if (key === 'm') {
      const rule = CODE_REMAINING.get(value);
      if (rule === undefined)
        return syntax(
          text,
          valueOffset,
          'o, s or n',
          reason('option-remaining', { got: show(value), column: valueColumn }),
        );
      rules.remaining = rule;
    } else {
      const endReason = CODE_ENDS.get(value);
      if (endReason === undefined)
        return syntax(
          text,
          valueOffset,
          'L, E, M, R, C or A',
          reason('option-end-reason', { got: show(value), column: valueColumn }),
        );
      setup.endReason = endReason;
    }
  }
  setup.rules = rules;
  const position = createPosition(setup);
  if (!position.ok) {
    return err(
      at(
        text,
        fieldOffset(position.error.field, { sf, nf, cf, tf }, holes, optionOffsets),
        'invalid-position',
        'a consistent position',
        reason('invalid-position', { inner: position.error.reason }),
      ),
    );
  }
  return ok(position.value);
}

/**
 * A whole number written in digits. From 10^15 on, past every range a position has, it is kept
 * as text, so that the refusal quotes it as written: read, one of over 308 digits is Infinity
 * and one of over 15 may be rounded.
 */
export function readDigits(digits: string): number {
  return Number(digits) < 1e15 ? Number(digits) : (digits as unknown as number);
}

/** Where in the text the setup field that `createPosition` rejected was written. */
function fieldOffset(
  field: string,
  f: Record<'sf' | 'nf' | 'cf' | 'tf', { value: string; offset: number }>,
  holes: number,
  options: Map<string, number>,
): number {
  const hole = /^board\[(\d+)\]$/.exec(field);
  if (hole !== null) {
    const i = Number(hole[1]);
    const row = i < holes ? f.sf : f.nf;
    const parts = row.value.split('.');
    let offset = row.offset;
    for (let k = 0; k < i % holes; k++) offset += parts[k].length + 1;
    return offset;
  }
  const option: Record<string, string> = {
    round: 'r',
    previousWinner: 'p',
    noCapture: 'c',
    'rules.noCaptureLimit': 'l',
    'rules.remaining': 'm',
    endReason: 'e',
  };
  const key = option[field];
  if (key !== undefined && options.has(key)) return options.get(key) as number;
  if (field === 'captured') return f.cf.offset;
  if (field === 'board') return f.sf.offset;
  return f.tf.offset;
}

function parseRow(
  text: string,
  field: { value: string; offset: number },
  side: Side,
): Result<number[], NotationError> {
  const counts: number[] = [];
  let offset = field.offset;
  for (const part of field.value.split('.')) {
    if (!/^\d+$/.test(part)) {
      return syntax(
        text,
        offset,
        'a seed count (0–288)',
        reason('bad-row-count', { side, column: offset + 1, got: show(part) }),
      );
    }
    counts.push(readDigits(part));
    offset += part.length + 1;
  }
  return ok(counts);
}

// A position notation error may hold a setup error ('invalid-position').
const WORDS = { ...SETUP_WORDS, ...NOTATION_WORDS };

/**
 * Builds a notation error at `offset` of `text`, with its line and column, worded by `words`
 * (which must cover `why` and any reason nested in it).
 */
export function at(
  text: string,
  offset: number,
  code: NotationErrorCode,
  expected: string,
  why: Reason,
  words: Partial<Explainer> = WORDS,
): NotationError {
  let line = 1;
  let column = 1;
  // By code point, not by UTF-16 unit: an emoji before the error is one column, as a reader sees.
  // Lines break where an editor breaks them: at \n, \r\n, a lone \r (old Mac files) and the
  // Unicode line and paragraph separators, all of which a record reads as spaces.
  let previous = '';
  for (const c of text.slice(0, offset)) {
    if (c === '\n' && previous === '\r') {
      // The second half of \r\n: the line was broken at the \r.
    } else if (c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029') {
      line++;
      column = 1;
    } else {
      column++;
    }
    previous = c;
  }
  return { code, message: explain(why, words), offset, line, column, expected, reason: why };
}

function syntax(
  text: string,
  offset: number,
  expected: string,
  why: Reason,
): Result<never, NotationError> {
  return err(at(text, offset, 'syntax', expected, why));
}
