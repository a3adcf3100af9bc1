/**
 * Game records: a whole game as text, with tags like PGN's, moves by hole label, comments and the
 * result. `parseRecord` replays every move through the engine, so a record that parses is a legal
 * game; `makeRecord` writes the canonical text, and the two round-trip exactly.
 *
 * ```
 * [Variant "hoyito-2"]
 * [Holes "6"]
 * [South "Ana"]
 * [Result "south"]
 *
 * c F {a relay of three laps} a a - B = 1-0
 * ```
 * Moves are hole labels (`a`… South's, `A`… North's), `-` a pass, `=` an end by agreement.
 * `{…}` after a move is its comment; one before the first move is the game's comment. The record
 * ends with the result: `1-0` South won, `0-1` North won, `1/2-1/2` a draw, `*` unfinished
 * (optional when parsing: the moves decide it; when given it must agree with them). A `Result`
 * tag must agree too: it is written `south`, `north`, `draw` or `*`, and read in PGN's form
 * (`1-0`, `0-1`, `1/2-1/2`) as well.
 */
import { ENGLISH, type Reason, reason } from './explain.ts';
import { Game } from './game.ts';
import {
  at,
  makeMove,
  makePosition,
  type NotationError,
  parseMove,
  parsePosition,
  readDigits,
} from './notation.ts';
import { initialPosition, type Position, show } from './position.ts';
import { err, ok, type Result } from './result.ts';
import {
  defaultNoCaptureLimit,
  isOutcome,
  isRemainingRule,
  isSide,
  isVariant,
  MAX_HOLES,
  MIN_HOLES,
  type Outcome,
  VARIANTS,
} from './types.ts';

/** Tags the engine reads; any other tag is kept as it is. */
export const RULE_TAGS = [
  'Variant',
  'Holes',
  'Seeds',
  'First',
  'Round',
  'PreviousWinner',
  'Start',
  'NoCaptureLimit',
  'Remaining',
] as const;

export interface GameRecord {
  /** Every tag in order, rule tags and others (`South`, `North`, `Date`, `Event`, `Site`, …). */
  readonly tags: readonly (readonly [string, string])[];
  /** The comment before the first move. */
  readonly comment: string | null;
  /** The game, replayed: its moves carry their comments. */
  readonly game: Game;
}

const RESULT_TOKENS: Record<Outcome | '*', string> = {
  south: '1-0',
  north: '0-1',
  draw: '1/2-1/2',
  '*': '*',
};
// A Map, so that a move token such as `constructor` is not taken for a result.
const TOKEN_RESULTS = new Map<string, Outcome | '*'>([
  ['1-0', 'south'],
  ['0-1', 'north'],
  ['1/2-1/2', 'draw'],
  ['*', '*'],
]);

/** The result of a game as a record states it. */
export function recordResult(position: Position): Outcome | '*' {
  return position.over && position.winner !== null ? position.winner : '*';
}

/** A tag's name, as `parseRecord` reads it. */
const TAG_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
/** The longest tag a record holds, `[Name "value"]` written out: what `parseRecord` reads of one. */
export const MAX_TAG_CHARS = 2000;

/**
 * Writes a game as a record. `extraTags` (e.g. `[['South', 'Ana']]`) come after the rule tags;
 * rule tags in `extraTags` are left out since the game defines them (but checked like the
 * others). What `parseRecord` could not read back is refused with a RangeError that says why: a
 * tag name other than a letter and then letters, digits or `_`, a name given twice, a value that
 * is not text, a tag over `MAX_TAG_CHARS` characters written. A value's
 * line breaks become spaces and a comment's braces are dropped (nothing in a record can hold
 * them), as are the spaces at a comment's ends (`parseRecord` leaves them out).
 */
export function makeRecord(
  game: Game,
  extraTags: readonly (readonly [string, string])[] = [],
  comment: string | null = null,
): string {
  const start = game.start;
  const tags: [string, string][] = [
    ['Variant', start.variant],
    ['Holes', String(start.holes)],
  ];
  const standard = standardStart(start);
  if (standard === null) {
    tags.push(['Start', makePosition(start)]);
  } else {
    if (standard.seeds !== 4) tags.push(['Seeds', String(standard.seeds)]);
    if (start.toMove !== 'south') tags.push(['First', start.toMove ?? 'south']);
    if (start.round !== 1) tags.push(['Round', String(start.round)]);
    if (start.previousWinner !== null) tags.push(['PreviousWinner', start.previousWinner]);
    if (start.rules.noCaptureLimit !== defaultNoCaptureLimit(start.holes))
      tags.push(['NoCaptureLimit', String(start.rules.noCaptureLimit)]);
    if (start.rules.remaining !== 'own-side') tags.push(['Remaining', start.rules.remaining]);
  }
  // Plain JavaScript may pass anything: each is checked for the shape it must have, and said so.
  if (!Array.isArray(extraTags))
    throw new RangeError(
      `The extra tags must be a list of [name, value] pairs; got ${show(extraTags)}.`,
    );
  if (comment !== null && typeof comment !== 'string')
    throw new RangeError(`The game's comment must be text or null; got ${show(comment)}.`);
  const given = new Set<string>();
  for (const pair of extraTags as readonly unknown[]) {
    if (!Array.isArray(pair) || pair.length !== 2)
      throw new RangeError(`Each extra tag must be a [name, value] pair; got ${show(pair)}.`);
    const [name, value] = pair as [unknown, unknown];
    if (typeof name !== 'string' || !TAG_NAME.test(name))
      throw new RangeError(
        `Tag name ${show(name)} cannot be written: a tag name is a letter, then letters, digits or _.`,
      );
    if (given.has(name)) throw new RangeError(`Tag ${show(name)} is given twice.`);
    if (typeof value !== 'string')
      throw new RangeError(`Tag ${show(name)} must have text as its value; got ${show(value)}.`);
    given.add(name);
    const written = `[${name} "${escapeTag(value)}"]`.length;
    if (written > MAX_TAG_CHARS)
      throw new RangeError(
        `Tag ${show(name)} takes ${written} characters written; a record can hold tags of at most ${MAX_TAG_CHARS}.`,
      );
    if (!(RULE_TAGS as readonly string[]).includes(name) && name !== 'Result')
      tags.push([name, value]);
  }
  const result = recordResult(game.position);
  tags.push(['Result', result === '*' ? '*' : result]);

  const tokens: string[] = [];
  if (comment !== null) tokens.push(makeComment(comment));
  for (const [i, m] of game.moves.entries()) {
    tokens.push(m.move === 'agree' ? '=' : makeMove(m.move, start.holes));
    if (m.comment === undefined) continue;
    if (typeof m.comment !== 'string')
      throw new RangeError(`Move ${i + 1}'s comment must be text; got ${show(m.comment)}.`);
    tokens.push(makeComment(m.comment));
  }
  tokens.push(RESULT_TOKENS[result]);
  const head = tags.map(([name, value]) => `[${name} "${escapeTag(value)}"]`).join('\n');
  return `${head}\n\n${wrap(tokens)}\n`;
}

/** Reads a record, replaying its moves; errors say where (line, column) and what was expected. */
export function parseRecord(text: string): Result<GameRecord, NotationError> {
  if (typeof text !== 'string')
    return err(
      at('', 0, 'syntax', 'record text', reason('record-not-text', { got: show(text) }), ENGLISH),
    );
  if (text.length > 1_000_000)
    return err(
      at(
        text,
        1_000_000,
        'syntax',
        'at most 1,000,000 characters',
        reason('record-too-long', { max: 1_000_000 }),
        ENGLISH,
      ),
    );
  const tags: [string, string][] = [];
  const tagOffsets = new Map<string, number>();
  /** Where each tag's value starts, just after its opening quote. */
  const valueOffsets = new Map<string, number>();
  let i = 0;
  const skipSpace = (): void => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  skipSpace();
  while (text[i] === '[') {
    // PGN's spacing is loose: spaces or tabs around the name and the value are read too.
    const m = /^\[[ \t]*([A-Za-z][A-Za-z0-9_]*)[ \t]+"((?:[^"\\\n]|\\["\\])*)"[ \t]*\]/.exec(
      text.slice(i, i + MAX_TAG_CHARS),
    );
    if (m === null) {
      // A tag that starts well but runs past what is read of one: too long, not malformed.
      const opened = /^\[[ \t]*[A-Za-z][A-Za-z0-9_]*[ \t]+"/.test(text.slice(i, i + MAX_TAG_CHARS));
      const closes = /^\[[ \t]*[A-Za-z][A-Za-z0-9_]*[ \t]+"(?:[^"\\\n]|\\["\\])*"[ \t]*\]/.test(
        text.slice(i),
      );
      if (opened && closes)
        return syntaxAt(
          text,
          i,
          `a tag of at most ${MAX_TAG_CHARS} characters`,
          reason('tag-too-long', { max: MAX_TAG_CHARS }),
        );
      return syntaxAt(text, i, '[Name "value"]', reason('malformed-tag', {}));
    }
    if (tagOffsets.has(m[1]))
      return syntaxAt(text, i, 'each tag once', reason('repeated-tag', { tag: m[1] }));
    tags.push([m[1], m[2].replace(/\\(["\\])/g, '$1')]);
    tagOffsets.set(m[1], i);
    valueOffsets.set(m[1], i + m[0].indexOf('"') + 1);
    i += m[0].length;
    skipSpace();
  }
  const tag = (name: string): string | undefined => tags.find(([n]) => n === name)?.[1];
  const tagError = (name: string, expected: string, why: Reason) =>
    syntaxAt(text, tagOffsets.get(name) ?? 0, expected, why);

  // The start position.
  let start: Position;
  const startTag = tag('Start');
  const variant = tag('Variant');
  if (variant === undefined)
    return syntaxAt(
      text,
      0,
      '[Variant "hoyito-1|hoyito-2|hoyito-3"]',
      reason('no-variant-tag', {}),
    );
  if (!isVariant(variant))
    return tagError(
      'Variant',
      VARIANTS.join(', '),
      reason('unknown-variant', { got: show(variant), allowed: VARIANTS }),
    );
  const holesTag = tag('Holes');
  const holesText = holesTag ?? '6';
  // Out of range is said as such here, beside a Start tag too, whose size it would otherwise be
  // compared with as if a board of 99 holes could be meant.
  // Leading zeros are no part of the number ("06" is 6), as in the Seeds and Round tags.
  if (!/^\d+$/.test(holesText) || Number(holesText) < MIN_HOLES || Number(holesText) > MAX_HOLES)
    return tagError(
      'Holes',
      'a number from 3 to 12',
      reason('holes-tag', { got: show(holesText) }),
    );
  const holes = Number(holesText);
  if (startTag !== undefined) {
    for (const name of [
      'Seeds',
      'First',
      'Round',
      'PreviousWinner',
      'NoCaptureLimit',
      'Remaining',
    ]) {
      if (tag(name) !== undefined)
        return tagError(
          name,
          'no such tag beside Start',
          reason('tag-beside-start', { tag: name }),
        );
    }
    const parsed = parsePosition(startTag);
    // Said where in the record the position goes wrong, with the position's own code: a count
    // out of range is an invalid position there as it is anywhere. By offset, in the units the
    // record's offsets are in; the column counts code points.
    if (!parsed.ok)
      return syntaxAt(
        text,
        (valueOffsets.get('Start') ?? 0) + parsed.error.offset,
        parsed.error.expected,
        reason('start-tag', { column: parsed.error.column, inner: parsed.error.reason }),
        parsed.error.code,
      );
    start = parsed.value;
    // Without a Holes tag the Start position's size stands: no tag says otherwise, and a variant
    // that disagrees is told beside that size, not beside the default's.
    if (start.variant !== variant || (holesTag !== undefined && start.holes !== holes)) {
      const tagHoles = holesTag === undefined ? start.holes : holes;
      return tagError(
        'Start',
        `a ${variant} 2×${tagHoles} position`,
        reason('start-mismatch', {
          variant,
          holes: tagHoles,
          startVariant: start.variant,
          startHoles: start.holes,
        }),
      );
    }
  } else {
    const numberTag = (name: string): number | undefined | Result<never, NotationError> => {
      const value = tag(name);
      if (value === undefined) return undefined;
      // Any run of digits is a whole number: one too large is refused for its range below, by
      // the start it would make, in words that say the range.
      if (!/^\d+$/.test(value))
        return tagError(
          name,
          'a whole number',
          reason('number-tag', { tag: name, got: show(value) }),
        );
      return readDigits(value);
    };
    const seeds = numberTag('Seeds');
    const round = numberTag('Round');
    const limit = numberTag('NoCaptureLimit');
    for (const v of [seeds, round, limit]) if (typeof v === 'object') return v;
    const first = tag('First') ?? 'south';
    if (!isSide(first))
      return tagError('First', 'south or north', reason('first-tag', { got: show(first) }));
    const prev = tag('PreviousWinner') ?? null;
    if (prev !== null && !['south', 'north', 'draw'].includes(prev)) {
      return tagError(
        'PreviousWinner',
        'south, north or draw',
        reason('previous-winner-tag', { got: show(prev) }),
      );
    }
    const remaining = tag('Remaining') ?? 'own-side';
    if (!isRemainingRule(remaining))
      return tagError(
        'Remaining',
        'own-side, split or none',
        reason('remaining-tag', { got: show(remaining) }),
      );
    const initial = initialPosition({
      variant,
      holes,
      seeds: seeds as number | undefined,
      first,
      round: round as number | undefined,
      previousWinner: prev as Outcome | null,
      rules: { remaining, ...(limit === undefined ? {} : { noCaptureLimit: limit as number }) },
    });
    if (!initial.ok) {
      const name =
        {
          seeds: 'Seeds',
          holes: 'Holes',
          round: 'Round',
          'rules.noCaptureLimit': 'NoCaptureLimit',
        }[initial.error.field] ?? 'Variant';
      return tagError(
        name,
        'a valid value',
        reason('tag-value', { tag: name, inner: initial.error.reason }),
      );
    }
    start = initial.value;
  }

  // Moves, comments and the result.
  const game = new Game(start);
  let comment: string | null = null;
  let result: Outcome | '*' | null = null;
  let pendingComment: { text: string; offset: number } | null = null;
  const attachComment = (): Result<true, NotationError> => {
    if (pendingComment === null) return ok(true);
    const c = pendingComment;
    pendingComment = null;
    if (game.ply === 0) {
      if (comment !== null)
        return syntaxAt(
          text,
          c.offset,
          'one comment before the first move',
          reason('comment-before-first', {}),
        );
      comment = c.text;
      return ok(true);
    }
    const last = game.moves[game.ply - 1];
    if (last.comment !== undefined)
      return syntaxAt(text, c.offset, 'one comment per move', reason('comment-per-move', {}));
    if (last.move === 'agree')
      return syntaxAt(text, c.offset, 'no comment after =', reason('comment-after-agreement', {}));
    // Record the comment with its move by playing the move again from the position before it.
    game.undo();
    if (!game.play(last.move, { comment: c.text }).ok)
      throw new Error('unreachable: a replayed move failed');
    return ok(true);
  };
  while (i < text.length) {
    skipSpace();
    if (i >= text.length) break;
    const offset = i;
    if (result !== null)
      return syntaxAt(
        text,
        offset,
        'the end of the record',
        reason('after-result', { result: RESULT_TOKENS[result] }),
      );
    if (text[i] === '{') {
      const close = text.indexOf('}', i);
      if (close < 0) return syntaxAt(text, i, 'a closing }', reason('unclosed-comment', {}));
      const attached = attachComment();
      if (!attached.ok) return attached;
      pendingComment = { text: text.slice(i + 1, close).trim(), offset };
      i = close + 1;
      continue;
    }
    let end = i;
    while (end < text.length && !/[\s{]/.test(text[end])) end++;
    const token = text.slice(i, end);
    i = end;
    const attached = attachComment();
    if (!attached.ok) return attached;
    const stated = TOKEN_RESULTS.get(token);
    if (stated !== undefined) {
      result = stated;
      const actual = recordResult(game.position);
      if (result !== actual) {
        return syntaxAt(
          text,
          offset,
          RESULT_TOKENS[actual],
          reason('result-mismatch', {
            said: token,
            actual: RESULT_TOKENS[actual],
            over: game.position.over,
          }),
          'inconsistent',
        );
      }
      continue;
    }
    if (token === '=') {
      const agreed = game.agree();
      if (!agreed.ok)
        return syntaxAt(
          text,
          offset,
          'a move or the result',
          reason('cannot-agree', { inner: agreed.error.reason }),
          'illegal-move',
        );
      continue;
    }
    // Labels are read on the board the game is played on: a Start tag's, when no Holes tag is given.
    const move = parseMove(token, start.holes);
    if (!move.ok)
      return syntaxAt(
        text,
        offset,
        `${move.error.expected}, = or a result`,
        reason('move-text', { ply: game.ply + 1, inner: move.error.reason }),
      );
    const played = game.play(move.value);
    if (!played.ok)
      return syntaxAt(
        text,
        offset,
        'a legal move',
        reason('illegal-move', { ply: game.ply + 1, token, inner: played.error.reason }),
        'illegal-move',
      );
  }
  const attached = attachComment();
  if (!attached.ok) return attached;
  // The closing result token may be left out by a person typing a record; the moves decide it.
  result ??= recordResult(game.position);
  // PGN's results (1-0, 0-1, 1/2-1/2) are read in the tag as they are after the moves.
  const written = tag('Result');
  const resultTag = written === undefined ? undefined : (TOKEN_RESULTS.get(written) ?? written);
  if (resultTag !== undefined && resultTag !== result) {
    return syntaxAt(
      text,
      tagOffsets.get('Result') ?? 0,
      result,
      reason('result-tag-mismatch', { said: show(written), actual: show(result) }),
      // A result that the moves do not give, or no result at all, which is malformed.
      isOutcome(resultTag) || resultTag === '*' ? 'inconsistent' : 'syntax',
    );
  }
  return ok({ tags, comment, game });
}

function standardStart(p: Position): { seeds: number } | null {
  const seeds = p.board[0];
  if (
    seeds < 1 ||
    seeds > 12 ||
    p.over ||
    p.noCapture !== 0 ||
    p.captured[0] !== 0 ||
    p.captured[1] !== 0
  )
    return null;
  return p.board.every((c) => c === seeds) ? { seeds } : null;
}

function makeComment(comment: string): string {
  return `{${comment.replace(/[{}]/g, '').trim()}}`;
}

function escapeTag(value: string): string {
  // A carriage return, alone or before \n, breaks the line as \n does.
  return value.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\r\n?|\n/g, ' ');
}

function wrap(tokens: string[]): string {
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line.length > 0 && line.length + 1 + token.length > 79) {
      lines.push(line);
      line = token;
    } else {
      line = line.length === 0 ? token : `${line} ${token}`;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines.join('\n');
}

function syntaxAt(
  text: string,
  offset: number,
  expected: string,
  why: Reason,
  code: NotationError['code'] = 'syntax',
): Result<never, NotationError> {
  const e = at(text, offset, code, expected, why, ENGLISH);
  return err({ ...e, message: `Line ${e.line}, column ${e.column}: ${e.message}` });
}
