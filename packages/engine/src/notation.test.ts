/**
 * Text notations (rules §6 and the one-line position form): hole labels, moves, positions, and the
 * errors of their parsers (code, offset, line, column).
 */
import { describe, expect, it } from 'vitest';
import { ENGLISH, explain } from './explain.ts';
import {
  makeHole,
  makeMove,
  makePosition,
  parseHole,
  parseMove,
  parsePosition,
} from './notation.ts';
import { createPosition, initialPosition, type Position, type Setup } from './position.ts';
import { VARIANTS } from './types.ts';

function position(setup: Setup): Position {
  const result = createPosition(setup);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('hole labels (§6)', () => {
  const board6 = ['a', 'b', 'c', 'd', 'e', 'f', 'A', 'B', 'C', 'D', 'E', 'F'];
  const board12 = [...'abcdefghijkl', ...'ABCDEFGHIJKL'];

  it.each(board6.map((label, hole) => [hole, label] as const))(
    '2×6: hole %i is "%s"',
    (hole, label) => {
      expect(makeHole(hole, 6)).toBe(label);
      expect(parseHole(label, 6)).toEqual({ ok: true, value: hole });
    },
  );

  it.each(board12.map((label, hole) => [hole, label] as const))(
    '2×12: hole %i is "%s"',
    (hole, label) => {
      expect(makeHole(hole, 12)).toBe(label);
      expect(parseHole(label, 12)).toEqual({ ok: true, value: hole });
    },
  );

  it('every size from 2×3 to 2×12 round-trips every hole', () => {
    for (let holes = 3; holes <= 12; holes++) {
      const labels = Array.from({ length: 2 * holes }, (_, h) => makeHole(h, holes));
      expect(labels.join('')).toBe('abcdefghijkl'.slice(0, holes) + 'ABCDEFGHIJKL'.slice(0, holes));
      labels.forEach((label, h) => {
        expect(parseHole(label, holes)).toEqual({ ok: true, value: h });
      });
    }
  });

  it.each([
    ['g', 6, 'a–f (South) or A–F (North)'],
    ['G', 6, 'a–f (South) or A–F (North)'],
    ['m', 12, 'a–l (South) or A–L (North)'],
    ['d', 3, 'a–c (South) or A–C (North)'],
    ['', 6, 'a–f'],
    ['ab', 6, 'a–f'],
    ['1', 6, 'a–f'],
    [' a', 6, 'a–f'],
    ['-', 6, 'a–f'],
  ] as const)('"%s" is not a hole on 2×%i', (text, holes, allowed) => {
    const result = parseHole(text, holes);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('syntax');
    expect(result.error.offset).toBe(0);
    expect(result.error.column).toBe(1);
    expect(result.error.expected).toContain(allowed);
    expect(result.error.message).toContain(allowed);
  });

  it.each([
    [12, 6],
    [-1, 6],
    [1.5, 6],
    [0, 2],
    [0, 13],
    [24, 12],
  ])('makeHole(%d, %d) is a range error', (hole, holes) => {
    expect(() => makeHole(hole, holes)).toThrow(RangeError);
  });

  // The error names what is wrong: the hole, or a board size no board has (whatever the hole).
  it.each([
    [12, 6, 'No hole 12 on a board of 6 holes per row.'],
    [-1, 6, 'No hole -1 on a board of 6 holes per row.'],
    [0, 2, 'No board has 2 holes per row; boards have 3 to 12.'],
    [0, 13, 'No board has 13 holes per row; boards have 3 to 12.'],
    [0, Number.NaN, 'No board has NaN holes per row; boards have 3 to 12.'],
  ])('makeHole(%d, %d) says: %s', (hole, holes, message) => {
    expect(() => makeHole(hole, holes)).toThrow(new RangeError(message));
  });
});

describe('moves (§6)', () => {
  it('a pass is "-"', () => {
    expect(parseMove('-', 6)).toEqual({ ok: true, value: 'pass' });
    expect(makeMove('pass', 6)).toBe('-');
  });

  it.each([
    ['a', 6, 0],
    ['F', 6, 11],
    ['l', 12, 11],
    ['A', 12, 12],
    ['L', 12, 23],
  ] as const)('"%s" on 2×%i is hole %i', (text, holes, hole) => {
    expect(parseMove(text, holes)).toEqual({ ok: true, value: hole });
    expect(makeMove(hole, holes)).toBe(text);
  });

  // A pass is no hole, but it needs a board all the same: the board size is checked first.
  it.each([
    ['-', 99],
    ['-', Number.NaN],
    ['-', 'x'],
    ['a', 2],
  ] as const)('"%s" on a board of %s holes a row is refused for the board', (text, holes) => {
    const result = parseMove(text, holes as number);
    if (result.ok) throw new Error(`${text} was read as a move`);
    expect(result.error.reason.key).toBe('bad-board-size');
    expect(result.error.expected).toBe('a board of 3–12 holes per row');
  });

  it.each(['g', 'G', '--', 'pass', '', 'aa'])('"%s" is not a move on 2×6', (text) => {
    const result = parseMove(text, 6);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('syntax');
    expect(result.error.expected).toBe('a hole label: a–f (South) or A–F (North), or - for a pass');
    expect(result.error.message).toContain('or - for a pass');
  });

  it.each([
    // What was expected, the pass included, comes before what was got.
    ['pass', 'Expected a hole label: a–f (South) or A–F (North), or - for a pass; got "pass".'],
    [
      'g',
      '"g" is not a hole on a 2×6 board; expected a hole label: a–f (South) or A–F (North), or - for a pass.',
    ],
  ])('"%s" is refused in words that keep the alternatives together', (text, words) => {
    const result = parseMove(text, 6);
    if (result.ok) throw new Error(`${text} was read as a move`);
    expect(explain(result.error.reason, ENGLISH)).toBe(words);
  });
});

describe('position text: the initial positions', () => {
  const tags = { 'hoyito-1': 'h1', 'hoyito-2': 'h2', 'hoyito-3': 'h3' } as const;
  const cases = VARIANTS.flatMap((variant) =>
    Array.from({ length: 10 }, (_, i) => {
      const holes = i + 3;
      const row = Array.from({ length: holes }, () => '4').join('.');
      return [variant, holes, `${tags[variant]}/${row}/${row}/0-0/s`] as const;
    }),
  );

  it.each(cases)('%s on 2×%i is %s', (variant, holes, text) => {
    const start = initialPosition({ variant, holes });
    if (!start.ok) throw new Error(start.error.message);
    expect(makePosition(start.value)).toBe(text);
    const parsed = parsePosition(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.equals(start.value)).toBe(true);
    expect(makePosition(parsed.value)).toBe(text);
  });

  it('North first, custom seeds', () => {
    const start = initialPosition({ variant: 'hoyito-3', holes: 4, seeds: 11, first: 'north' });
    expect(start.ok && makePosition(start.value)).toBe('h3/11.11.11.11/11.11.11.11/0-0/n');
  });
});

describe('position text: options, written only when they differ from the default', () => {
  const board = [0, 5, 2, 0, 0, 1, 3, 0];
  const base: Setup = { variant: 'hoyito-3', holes: 4, board, captured: [17, 9], toMove: 'north' };
  const head = 'h3/0.5.2.0/0.1.3.0/17-9/n';
  const cases: readonly [string, Partial<Setup>, string][] = [
    ['nothing', {}, head],
    ['round', { round: 3 }, `${head}/r3`],
    ['previous winner south', { previousWinner: 'south' }, `${head}/ps`],
    ['previous winner north', { previousWinner: 'north' }, `${head}/pn`],
    ['previous winner draw', { previousWinner: 'draw' }, `${head}/pd`],
    ['turns since a capture', { noCapture: 17 }, `${head}/c17`],
    ['no-capture limit', { rules: { noCaptureLimit: 300 } }, `${head}/l300`],
    ['no-capture limit off', { rules: { noCaptureLimit: 0 } }, `${head}/l0`],
    ['default no-capture limit', { rules: { noCaptureLimit: 200 } }, head],
    ['remaining own-side (default)', { rules: { remaining: 'own-side' } }, head],
    ['remaining split', { rules: { remaining: 'split' } }, `${head}/ms`],
    ['remaining none', { rules: { remaining: 'none' } }, `${head}/mn`],
    [
      'all of them, in order',
      {
        round: 12,
        previousWinner: 'draw',
        noCapture: 5,
        rules: { noCaptureLimit: 40, remaining: 'none' },
      },
      `${head}/r12/pd/c5/l40/mn`,
    ],
    [
      'a finished game',
      { toMove: null, over: true, endReason: 'agreement' },
      'h3/0.5.2.0/0.1.3.0/17-9/x/eA',
    ],
    ['a finished game without reason', { toMove: null, over: true }, 'h3/0.5.2.0/0.1.3.0/17-9/x'],
    ...(
      [
        ['last-four', 'L'],
        ['board-empty', 'E'],
        ['no-moves', 'M'],
        ['repetition', 'R'],
        ['no-capture-limit', 'C'],
      ] as const
    ).map(
      ([endReason, code]) =>
        [
          `ended: ${endReason}`,
          { toMove: null, over: true, endReason },
          `h3/0.5.2.0/0.1.3.0/17-9/x/e${code}`,
        ] as [string, Partial<Setup>, string],
    ),
  ];

  it.each(cases)('%s', (_name, change, text) => {
    const p = position({ ...base, ...change });
    expect(makePosition(p)).toBe(text);
    const parsed = parsePosition(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.equals(p)).toBe(true);
    expect(makePosition(parsed.value)).toBe(text);
  });

  it('the default limit depends on the size: 400 is the default on 2×12, not on 2×6', () => {
    const row12 = Array.from({ length: 12 }, () => 1);
    const p12 = position({
      variant: 'hoyito-2',
      holes: 12,
      board: [...row12, ...row12],
      captured: [0, 0],
      toMove: 'south',
      rules: { noCaptureLimit: 200 },
    });
    expect(makePosition(p12)).toBe('h2/1.1.1.1.1.1.1.1.1.1.1.1/1.1.1.1.1.1.1.1.1.1.1.1/0-0/s/l200');
    const p6 = position({
      variant: 'hoyito-2',
      holes: 6,
      board: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      captured: [0, 0],
      toMove: 'south',
      rules: { noCaptureLimit: 400 },
    });
    expect(makePosition(p6)).toBe('h2/1.1.1.1.1.1/1.1.1.1.1.1/0-0/s/l400');
  });
});

describe('position text: malformed texts', () => {
  const ok3 = 'h1/4.4.4/4.4.4/0-0/s';
  // [text, code, offset of the faulty field (0-based), what is expected there]
  const cases: readonly [string, string, number, string][] = [
    ['', 'syntax', 0, 'variant/south/north/captured/turn'],
    ['h1/4.4.4/4.4.4/0-0', 'syntax', 18, 'variant/south/north/captured/turn'],
    ['h4/4.4.4/4.4.4/0-0/s', 'syntax', 0, 'h1, h2 or h3'],
    ['H1/4.4.4/4.4.4/0-0/s', 'syntax', 0, 'h1, h2 or h3'],
    ['h1/4.x.4/4.4.4/0-0/s', 'syntax', 5, 'a seed count (0–288)'],
    ['h1/4..4/4.4.4/0-0/s', 'syntax', 5, 'a seed count (0–288)'],
    ['h1/4.4.4/4.4.-4/0-0/s', 'syntax', 13, 'a seed count (0–288)'],
    // Numbers have no sign, so not even -0 is one.
    ['h1/-0.4.4/4.4.4/0-0/s', 'syntax', 3, 'a seed count (0–288)'],
    ['h1/4.4.4/4.4.4/-0-0/s', 'syntax', 15, 'captured seeds as south-north, e.g. 12-8'],
    ['h1/4.4.4/4.4.4.4/0-0/s', 'syntax', 9, '3 counts'],
    ['h1/4.4/4.4/0-0/s', 'syntax', 3, '3 to 12 counts per row'],
    [
      'h1/4.4.4.4.4.4.4.4.4.4.4.4.4/4.4.4.4.4.4.4.4.4.4.4.4.4/0-0/s',
      'syntax',
      3,
      '3 to 12 counts per row',
    ],
    ['h1/4.4.4/4.4.4/0_0/s', 'syntax', 15, 'captured seeds as south-north, e.g. 12-8'],
    ['h1/4.4.4/4.4.4/0-0/w', 'syntax', 19, 's, n or x'],
    ['h1/4.4.4/4.4.4/0-0/ss', 'syntax', 19, 's, n or x'],
    [`${ok3}/z1`, 'syntax', 21, 'an option r, p, c, l, m or e'],
    [`${ok3}/c3/r2`, 'syntax', 24, 'options in the order r, p, c, l, m, e, each once'],
    [`${ok3}/r2/r3`, 'syntax', 24, 'options in the order r, p, c, l, m, e, each once'],
    // A bad option value is reported at the value, just after the option's letter.
    [`${ok3}/rx`, 'syntax', 22, 'a whole number'],
    [`${ok3}/c-0`, 'syntax', 22, 'a whole number'],
    [`${ok3}/px`, 'syntax', 22, 's, n or d'],
    [`${ok3}/mx`, 'syntax', 22, 'o, s or n'],
    [`${ok3}/eX`, 'syntax', 22, 'L, E, M, R, C or A'],
    // Well-formed but not a valid position: reported at the field that makes it so (the board).
    ['h1/0.0.0/0.0.0/0-0/s', 'invalid-position', 3, 'a consistent position'],
    ['h1/200.4.4/100.4.4/0-0/s', 'invalid-position', 3, 'a consistent position'],
    [`${'h1/4.4.4/4.4.4/0-0/s/'}${'r1/'.repeat(130)}`, 'syntax', 400, 'at most 400 characters'],
  ];

  it.each(cases)('%j → %s at offset %i', (text, code, offset, expected) => {
    const result = parsePosition(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.offset).toBe(offset);
    expect(result.error.line).toBe(1);
    expect(result.error.column).toBe(offset + 1);
    expect(result.error.expected).toBe(expected);
    expect(result.error.message.length).toBeGreaterThan(10);
  });

  // A reader goes to the column the message names and finds there the text it quotes.
  it.each(cases.filter(([, , , expected]) => !expected.startsWith('at most')))(
    '%j: the column in the message is error.column, and the quoted text starts there',
    (text) => {
      const result = parsePosition(text);
      if (result.ok) throw new Error('expected an error');
      const said = /column (\d+)/.exec(result.error.message);
      if (said) expect(Number(said[1])).toBe(result.error.column);
      const quoted = /got "([^"]*)"/.exec(result.error.message);
      if (said && quoted)
        expect(text.slice(result.error.offset)).toMatch(new RegExp(`^${quoted[1]}`));
    },
  );

  it.each([
    [`${ok3}/rx`, 'Option r needs a whole number at column 23; got "x".'],
    [`${ok3}/px`, 'The previous winner (p) at column 23 must be s, n or d; got "x".'],
    [
      `${ok3}/mx`,
      'The remaining rule (m) at column 23 must be o (own side), s (split) or n (none); got "x".',
    ],
    [`${ok3}/eX`, 'The end reason (e) at column 23 must be one of L, E, M, R, C, A; got "X".'],
  ])('%j: an option value is named at its own column', (text, message) => {
    const result = parsePosition(text);
    expect(result.ok || result.error.message).toBe(message);
  });

  it('messages name the column and the faulty text', () => {
    const result = parsePosition('h1/4.4.4/4.4.4/0-0/w');
    expect(result.ok || result.error.message).toBe(
      'Bad turn "w" at column 20; expected s (South to move), n (North) or x (game over).',
    );
  });

  it('invalid positions say why', () => {
    const result = parsePosition('h1/0.0.0/0.0.0/0-0/s');
    expect(result.ok || result.error.message).toMatch(
      /^Not a valid position: No seeds are left on the board/,
    );
  });

  // The offset is in UTF-16 units, as text.slice takes it; the column counts code points, so a
  // character outside the Basic Multilingual Plane (an emoji, two units) is one column.
  it.each([
    ['h1/4.4.4\n', 9, 2, 1],
    ['h1/🙂', 5, 1, 5],
    ['h1/🙂🙂🙂', 9, 1, 7],
    ['h1/𝟜.𝟜\n🙂x', 12, 2, 3],
    // A lone surrogate is a code point of its own.
    ['h1/\ud83d', 4, 1, 5],
  ])(
    'counts lines and columns in %j: offset %i is line %i, column %i',
    (text, offset, line, column) => {
      const result = parsePosition(text);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect({
        offset: result.error.offset,
        line: result.error.line,
        column: result.error.column,
      }).toEqual({ offset, line, column });
    },
  );

  it.each([null, undefined, 42, ['h1'], { text: 'h1' }])('%o is not text', (value) => {
    const result = parsePosition(value as unknown as string);
    expect(result.ok || result.error.code).toBe('syntax');
  });

  // A value that passes the field's syntax but not createPosition's range check is reported at
  // that field, as every syntax error is.
  it.each([
    [`${ok3}/r0`, 21, 'round 0'],
    ['h1/300.4.4/4.4.4/0-0/s', 3, 'a count of 300 in hole a'],
    ['h1/4.4.4/4.4.300/0-0/s', 13, 'a count of 300 in hole C'],
    [`${ok3}/l100001`, 21, 'a no-capture limit over 100000'],
  ])('%j: the error points at the faulty field (offset %i, %s)', (text, offset) => {
    const result = parsePosition(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid-position');
    expect(result.error.offset).toBe(offset);
  });

  // However many digits a number is written with, it is a number: one past its range is refused
  // for that range, as a record's number tags are, not as no number at all.
  it.each([
    ['h1/4.4.1000/4.4.4/0-0/s', 7, 'from 0 to 288; got 1000.'],
    ['h1/4.4.0004/4.4.4/0-0/s', null, ''],
    ['h1/4.4.4/4.4.4/10000-0/s', 15, 'from 0 to 9999; got [10000,0].'],
    [`${ok3}/r1000000`, 21, 'from 1 to 999; got 1000000.'],
    [`${ok3}/c1234567`, 21, 'from 0 to 200000; got 1234567.'],
    [`${ok3}/l1234567`, 21, 'from 0 (off) to 100000; got 1234567.'],
    // Past every range (10^15 on), a number is quoted as written, cut as show() cuts text, never
    // as the Infinity or the rounded number it reads as.
    [`h1/4.4.${'9'.repeat(330)}/4.4.4/0-0/s`, 7, `from 0 to 288; got "${'9'.repeat(40)}…".`],
    [`h1/4.4.4/4.4.4/${'7'.repeat(330)}-0/s`, 15, `from 0 to 9999; got ["${'7'.repeat(58)}…`],
    [`h1/4.4.4/4.4.4/0-${'7'.repeat(330)}/s`, 15, `from 0 to 9999; got [0,"${'7'.repeat(56)}…`],
    [`${ok3}/r${'1'.repeat(309)}`, 21, `from 1 to 999; got "${'1'.repeat(40)}…".`],
    [`${ok3}/c12345678901234567890`, 21, 'from 0 to 200000; got "12345678901234567890".'],
    [`${ok3}/l1000000000000000`, 21, 'from 0 (off) to 100000; got "1000000000000000".'],
    [`${ok3}/l999999999999999`, 21, 'from 0 (off) to 100000; got 999999999999999.'],
    ['h1/4.4.0000000000000000004/4.4.4/0-0/s', null, ''],
  ])('%j: a long number is refused for its range (offset %s)', (text, offset, says) => {
    const result = parsePosition(text);
    if (offset === null) {
      expect(result.ok || result.error.message).toBe(true);
      return;
    }
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid-position');
    expect(result.error.offset).toBe(offset);
    expect(result.error.message).toContain(says);
    expect(result.error.message).not.toMatch(/Infinity|e\+/);
  });

  // Words that every JavaScript object answers to are words like any other here.
  it.each([
    ['constructor/4.4.4/4.4.4/0-0/s', 0],
    ['__proto__/4.4.4/4.4.4/0-0/s', 0],
    ['toString/4.4.4/4.4.4/0-0/s', 0],
    [`${ok3}/pconstructor`, 22],
    [`${ok3}/ptoString`, 22],
    [`${ok3}/m__proto__`, 22],
    [`${ok3}/mconstructor`, 22],
    ['h1/4.4.4/4.4.4/0-0/x/evalueOf', 22],
    ['h1/4.4.4/4.4.4/0-0/x/e__proto__', 22],
  ])('%j is a syntax error at offset %i', (text, offset) => {
    const result = parsePosition(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect({ code: result.error.code, offset: result.error.offset }).toEqual({
      code: 'syntax',
      offset,
    });
    expect(result.error.message).not.toMatch(/function|\{\}/);
  });

  // An empty option field (a trailing "/") is its own error, not an empty end-reason option.
  it('a trailing "/" is reported as an empty option, inside the text', () => {
    const text = `${ok3}/`;
    const result = parsePosition(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('syntax');
    expect(result.error.offset).toBeLessThanOrEqual(text.length);
    expect(result.error.message).not.toMatch(/End reason/);
  });
});
