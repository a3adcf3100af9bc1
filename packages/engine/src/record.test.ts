import { describe, expect, it } from 'vitest';
import { ENGLISH, explain } from './explain.ts';
import { Game } from './game.ts';
import { makePosition } from './notation.ts';
import { createPosition } from './position.ts';
import { Random } from './random.ts';
import { MAX_TAG_CHARS, makeRecord, parseRecord } from './record.ts';
import { VARIANTS } from './types.ts';

function randomGame(variant: (typeof VARIANTS)[number], holes: number, seed: number): Game {
  const created = Game.create({ variant, holes });
  if (!created.ok) throw new Error(created.error.message);
  const game = created.value;
  const random = new Random(seed);
  while (!game.position.over && game.ply < 2000) {
    const moves = game.position.legalMoves();
    const comment = random.int(8) === 0 ? `note ${game.ply}` : undefined;
    game.play(moves.length === 0 ? 'pass' : moves[random.int(moves.length)], { comment });
  }
  return game;
}

describe('game records', () => {
  it.each(VARIANTS.flatMap((v) => [6, 12].map((h) => [v, h] as const)))(
    '%s 2×%i: makeRecord → parseRecord → makeRecord is exact',
    (variant, holes) => {
      for (let seed = 1; seed <= 3; seed++) {
        const game = randomGame(variant, holes, seed);
        const text = makeRecord(game, [['South', 'Ana "la" Reina']], 'a test game');
        const parsed = parseRecord(text);
        if (!parsed.ok) throw new Error(parsed.error.message);
        expect(parsed.value.game.position.equals(game.position)).toBe(true);
        expect(parsed.value.game.moves.map((m) => m.move)).toEqual(game.moves.map((m) => m.move));
        expect(parsed.value.game.moves.map((m) => m.comment)).toEqual(
          game.moves.map((m) => m.comment),
        );
        expect(parsed.value.comment).toBe('a test game');
        expect(parsed.value.tags).toContainEqual(['South', 'Ana "la" Reina']);
        expect(makeRecord(parsed.value.game, parsed.value.tags, parsed.value.comment)).toBe(text);
      }
    },
  );

  it.each([
    ['1-0', true],
    ['south', true],
    ['0-1', false],
    ['1/2-1/2', false],
    ['*', false],
  ])(
    'reads a Result tag of %s, PGN’s form or ours, as the moves’ result or not',
    (written, agrees) => {
      // South wins this game.
      const parsed = parseRecord(
        `[Variant "hoyito-2"]\n[Holes "6"]\n[Result "${written}"]\n\ne D A a b c E D B f c f`,
      );
      expect(parsed.ok).toBe(agrees);
      if (parsed.ok) expect(parsed.value.game.position.winner).toBe('south');
    },
  );

  it('reads a tag spaced loosely, as PGN allows', () => {
    const parsed = parseRecord('[Variant "hoyito-2"]\n[ South \t "Ana" ]\n[North    "Luis"]\n\nc');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.tags).toContainEqual(['South', 'Ana']);
    expect(parsed.value.tags).toContainEqual(['North', 'Luis']);
  });

  it('says what a tag name may be, for one it cannot read', () => {
    const parsed = parseRecord('[Variant "hoyito-2"]\n[Año "2005"]\n\nc');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.error.message).toContain('letters, digits or _ (A–Z, no accents)');
  });

  // A number tag is told where it is, and one too large for what it counts by its range.
  it.each([
    ['Seeds "x"', 'Line 2, column 1: The Seeds tag must be a whole number; got "x".'],
    // A number has no sign, so not even -0 is one.
    ['Round "-0"', 'Line 2, column 1: The Round tag must be a whole number; got "-0".'],
    ['Holes "-0"', 'Line 2, column 1: Holes must be a number from 3 to 12; got "-0".'],
    [
      'Seeds "9999999"',
      'Line 2, column 1: Seeds tag: Seeds per hole must be a whole number from 1 to 12; got 9999999.',
    ],
    [
      'NoCaptureLimit "1234567"',
      'Line 2, column 1: NoCaptureLimit tag: The no-capture limit must be a whole number from 0 (off) to 100000; got 1234567.',
    ],
    // Past every range (10^15 on), a number is quoted as written, not as Infinity or rounded.
    [
      `Seeds "${'9'.repeat(400)}"`,
      `Line 2, column 1: Seeds tag: Seeds per hole must be a whole number from 1 to 12; got "${'9'.repeat(40)}…".`,
    ],
    [
      'Round "12345678901234567890"',
      'Line 2, column 1: Round tag: The round must be a whole number from 1 to 999; got "12345678901234567890".',
    ],
  ])('refuses the tag [%s] saying where and why', (tag, message) => {
    const parsed = parseRecord(`[Variant "hoyito-2"]\n[${tag}]\n\nc`);
    expect(parsed.ok ? null : parsed.error.message).toBe(message);
  });

  it.each<[string, number | null, string | null]>([
    // No Holes tag: the Start position's own size stands, whatever the default would be.
    ['[Variant "hoyito-2"]\n[Start "h2/4.4.4.4.4.4.4.4/4.4.4.4.4.4.4.4/0-0/s"]\n\nc', 8, null],
    ['[Variant "hoyito-2"]\n[Start "h2/1.1.1/1.1.1/0-0/s"]\n', 3, null],
    // A Holes tag given must agree with it, and the error says what each says.
    [
      '[Variant "hoyito-2"]\n[Holes "6"]\n[Start "h2/1.1.1/1.1.1/0-0/s"]\n',
      null,
      'The Start position is hoyito-2 on 2×3, but the tags say hoyito-2 on 2×6.',
    ],
    // A Holes tag out of range is said so beside a Start tag too, not compared with its size.
    ...['99', '2', '00'].map((value): [string, null, string] => [
      `[Variant "hoyito-2"]\n[Holes "${value}"]\n[Start "h2/1.1.1/1.1.1/0-0/s"]\n`,
      null,
      `Holes must be a number from 3 to 12; got "${value}".`,
    ]),
    // Leading zeros are no part of the number, as in the Seeds and Round tags.
    ['[Variant "hoyito-2"]\n[Holes "003"]\n[Start "h2/1.1.1/1.1.1/0-0/s"]\n', 3, null],
    // Without a Holes tag, a variant that disagrees names the Start position's size, not 2×6.
    [
      '[Variant "hoyito-1"]\n[Start "h2/1.1.1/1.1.1/0-0/s"]\n',
      null,
      'The Start position is hoyito-2 on 2×3, but the tags say hoyito-1 on 2×3.',
    ],
  ])('reads the board size of %j from its Start tag unless Holes says it', (text, holes, error) => {
    const parsed = parseRecord(text);
    if (parsed.ok) expect([parsed.value.game.start.holes, null]).toEqual([holes, error]);
    else expect([null, explain(parsed.error.reason, ENGLISH)]).toEqual([holes, error]);
  });

  // Without a Holes tag the moves' labels are read on the Start position's board, not on 2×6:
  // there North's A is hole 4 of the 2×4 board's numbering, not hole 6, and South's g is a hole.
  it.each([
    ['h1/4.4.4.4/4.4.4.4/0-0/n', 'A c', [4, 2]],
    ['h1/4.4.4.4/4.4.4.4/0-0/n', 'D', [7]],
    ['h2/4.4.4.4.4.4.4/4.4.4.4.4.4.4/0-0/n', 'F', [12]],
    ['h2/4.4.4.4.4.4.4/4.4.4.4.4.4.4/0-0/s', 'g', [6]],
    ['h3/4.4.4.4.4.4.4.4.4.4.4.4/4.4.4.4.4.4.4.4.4.4.4.4/0-0/s', 'l', [11]],
  ])('reads the moves after the Start tag %s on its own board: %s', (position, moves, numbers) => {
    const text = `[Variant "hoyito-${position[1]}"]\n[Start "${position}"]\n\n${moves} *`;
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.game.moves.map((m) => m.move)).toEqual(numbers);
    // Written back with the same labels, and a Holes tag that says the size.
    const written = makeRecord(parsed.value.game);
    expect(written).toContain(`\n\n${moves} *`);
    const again = parseRecord(written);
    expect(again.ok && again.value.game.moves.map((m) => m.move)).toEqual(numbers);
  });

  it('writes a custom start as a Start tag and reads it back', () => {
    const start = createPosition({
      variant: 'hoyito-3',
      holes: 6,
      board: [0, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 4],
      captured: [20, 20],
      toMove: 'south',
      round: 3,
      previousWinner: 'north',
    });
    if (!start.ok) throw new Error(start.error.message);
    const game = new Game(start.value);
    expect(game.play(5).ok).toBe(true);
    const text = makeRecord(game);
    expect(text).toContain(`[Start "${makePosition(start.value)}"]`);
    expect(text).toContain('[Result "draw"]');
    expect(text.trim().endsWith('f 1/2-1/2')).toBe(true);
    const parsed = parseRecord(text);
    expect(parsed.ok && parsed.value.game.position.captured).toEqual([24, 24]);
  });

  it.each([
    [[['My Tag', 'x']], /Tag name "My Tag" cannot be written: a tag name is a letter/],
    [[['1st', 'x']], /Tag name "1st" cannot be written/],
    [[['', 'x']], /Tag name "" cannot be written/],
    [[['A]', 'x']], /Tag name "A]" cannot be written/],
    [
      [
        ['South', 'Ana'],
        ['South', 'Eva'],
      ],
      /Tag "South" is given twice\./,
    ],
    [[['Event', 'x'.repeat(MAX_TAG_CHARS)]], /a record can hold tags of at most 2000/],
    [[['South', 42]], /Tag "South" must have text as its value; got 42\./],
    [[['South', null]], /Tag "South" must have text as its value; got null\./],
    // What plain JavaScript may pass: named, not written as "[null …]" or "[a "b"]".
    [[[null, 'x']], /Tag name null cannot be written/],
    [[[undefined, 'x']], /Tag name nothing cannot be written/],
    [['ab'], /Each extra tag must be a \[name, value\] pair; got "ab"\./],
    [[['South']], /Each extra tag must be a \[name, value\] pair; got \["South"\]\./],
    [null, /The extra tags must be a list of \[name, value\] pairs; got null\./],
  ] as const)('refuses to write extra tags it could not read back: %j', (tags, message) => {
    const game = randomGame('hoyito-2', 6, 1);
    expect(() => makeRecord(game, tags as unknown as [string, string][])).toThrow(message);
  });

  it('refuses a comment that is not text, the game’s or a move’s', () => {
    const game = randomGame('hoyito-2', 6, 1);
    expect(() => makeRecord(game, [], 5 as unknown as string)).toThrow(
      new RangeError("The game's comment must be text or null; got 5."),
    );
    const commented = randomGame('hoyito-2', 6, 1);
    commented.undo();
    const move = commented.position.legalMoves()[0] ?? 'pass';
    expect(commented.play(move, { comment: 7 as unknown as string }).ok).toBe(true);
    expect(() => makeRecord(commented)).toThrow(/Move \d+'s comment must be text; got 7\./);
  });

  it('writes every extra tag it accepts so that it reads back, the longest included', () => {
    const game = randomGame('hoyito-2', 6, 2);
    const longest = 'x'.repeat(MAX_TAG_CHARS - '[Event ""]'.length);
    const tags: [string, string][] = [
      ['Event', longest],
      ['South', 'Ana "la grande" \\ María'],
      ['Site_2', 'Barahona'],
    ];
    const parsed = parseRecord(makeRecord(game, tags));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.tags.filter(([name]) => tags.some(([n]) => n === name))).toEqual(tags);
  });

  // A record keeps a tag on one line: each line break, however the value's text wrote it, is
  // written as one space, and nothing else of the value changes.
  it.each([
    ['Ana\nLuis', 'Ana Luis'],
    ['Ana\r\nLuis', 'Ana Luis'],
    ['Ana\rLuis', 'Ana Luis'],
    ['Ana\n\nLuis\t', 'Ana  Luis\t'],
  ])('writes the tag value %j on one line, read back as %j', (value, read) => {
    const text = makeRecord(randomGame('hoyito-2', 6, 1), [['South', value]]);
    expect(text).not.toMatch(/\r/);
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.tags).toContainEqual(['South', read]);
  });

  // parseRecord leaves out the spaces inside a comment's braces, so a comment reads back without
  // the spaces at its ends, as the README says; its braces are dropped, its line breaks kept.
  it.each([
    ['  a relay  ', 'a relay'],
    ['\tline one\nline two\n', 'line one\nline two'],
    ['{braces} kept out', 'braces kept out'],
    ['   ', ''],
  ])('writes the comment %j so that it reads back as %j', (comment, read) => {
    const game = randomGame('hoyito-2', 6, 1);
    const last = game.moves[game.ply - 1];
    game.undo();
    expect(game.play(last.move as number | 'pass', { comment }).ok).toBe(true);
    const parsed = parseRecord(makeRecord(game, [], comment));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.comment).toBe(read);
    expect(parsed.value.game.moves[game.ply - 1].comment).toBe(read);
  });

  it('records passes and an agreed end', () => {
    const start = createPosition({
      variant: 'hoyito-2',
      holes: 3,
      board: [0, 0, 0, 1, 0, 0],
      captured: [10, 13],
      toMove: 'south',
    });
    if (!start.ok) throw new Error(start.error.message);
    const game = new Game(start.value);
    expect(game.play('pass').ok).toBe(true);
    expect(game.play(3).ok).toBe(true);
    expect(game.agree().ok).toBe(true);
    const text = makeRecord(game);
    expect(text).toMatch(/\n- A =/);
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.game.position.endReason).toBe('agreement');
    expect(makeRecord(parsed.value.game)).toBe(text);
  });

  it('accepts a record without the closing result, and reads holes on 2×12', () => {
    const parsed = parseRecord('[Variant "hoyito-2"]\n[Holes "12"]\n\nl L');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.game.moves.map((m) => m.move)).toEqual([11, 23]);
  });

  it.each([
    ['no variant', '[Holes "6"]\n\nc', 'syntax', 1, 1, 'Variant'],
    ['unknown variant', '[Variant "hoyito-9"]\n\nc', 'syntax', 1, 1, 'hoyito-9'],
    ['bad holes', '[Variant "hoyito-1"]\n[Holes "20"]\n\nc', 'syntax', 2, 1, 'Holes'],
    ['bad seeds', '[Variant "hoyito-1"]\n[Seeds "0"]\n\nc', 'syntax', 2, 1, 'Seeds'],
    ['bad first', '[Variant "hoyito-1"]\n[First "east"]\n\nc', 'syntax', 2, 1, 'First'],
    ['malformed tag', '[Variant hoyito-1]\n\nc', 'syntax', 1, 1, 'Malformed tag'],
    ['repeated tag', '[Variant "hoyito-1"]\n[Variant "hoyito-2"]\n', 'syntax', 2, 1, 'twice'],
    [
      'Start with Seeds',
      '[Variant "hoyito-1"]\n[Seeds "3"]\n[Start "h1/1.1.1/1.1.1/0-0/s"]\n',
      'syntax',
      2,
      1,
      'Start',
    ],
    // Where in the position it goes wrong: North's row, and the count out of range.
    ['bad Start', '[Variant "hoyito-1"]\n[Start "h1/1.1/1.1.1/0-0/s"]\n', 'syntax', 2, 16, 'Start'],
    [
      'Start with a count out of range',
      '[Variant "hoyito-2"]\n[Start "h2/4.4.4.4.4.4/4.4.289.4.4.4/0-0/s"]\n',
      'invalid-position',
      2,
      28,
      'from 0 to 288; got 289',
    ],
    ['not a hole', '[Variant "hoyito-1"]\n\nc z', 'syntax', 3, 3, 'not a hole'],
    // Columns count code points: an emoji, two UTF-16 units, is one column.
    ['not a hole after an emoji', '[Variant "hoyito-1"]\n\n{🙂} z', 'syntax', 3, 5, 'not a hole'],
    ['an emoji as a move', '[Variant "hoyito-1"]\n\nc {🙂🙂} 🙂 d', 'syntax', 3, 8, '"🙂"'],
    [
      'a tag after emojis on its line',
      '[Variant "hoyito-1"] [South "🙂 y 🌮"] [Seeds "0"]\n\nc',
      'syntax',
      1,
      38,
      'Seeds',
    ],
    // Words every JavaScript object answers to are no result.
    ['a word like constructor', '[Variant "hoyito-2"]\n\nc constructor f', 'syntax', 3, 3, 'hole'],
    ['a word like valueOf', '[Variant "hoyito-2"]\n\nc valueOf', 'syntax', 3, 3, 'hole'],
    ['hole off a 2×6 board', '[Variant "hoyito-1"]\n\ng', 'syntax', 3, 1, 'not a hole'],
    // Lines break as an editor breaks them: \r\n once, a lone \r, and Unicode's separators.
    [
      'not a hole, lines broken by \\r\\n',
      '[Variant "hoyito-2"]\r\n[Holes "6"]\r\n\r\nc Z *\r\n',
      'syntax',
      4,
      3,
      'not a hole',
    ],
    [
      'not a hole, lines broken by a lone \\r',
      '[Variant "hoyito-2"]\r[Holes "6"]\r\rc Z *\r',
      'syntax',
      4,
      3,
      'not a hole',
    ],
    [
      'not a hole, lines broken by U+2028 and U+2029',
      '[Variant "hoyito-2"]\u2028\u2029c\u2028 Z',
      'syntax',
      4,
      2,
      'not a hole',
    ],
    [
      'wrong side',
      '[Variant "hoyito-1"]\n\nc d',
      'illegal-move',
      3,
      3,
      "(d) is not legal: Hole 3 (d) is south's; it is north's turn",
    ],
    ['pass when moves exist', '[Variant "hoyito-1"]\n\n-', 'illegal-move', 3, 1, 'cannot pass'],
    ['unclosed comment', '[Variant "hoyito-1"]\n\nc {oops', 'syntax', 3, 3, 'never closed'],
    [
      'two comments on a move',
      '[Variant "hoyito-1"]\n\nc {a} {b}',
      'syntax',
      3,
      7,
      'at most one comment',
    ],
    ['wrong result token', '[Variant "hoyito-1"]\n\nc 1-0', 'inconsistent', 3, 3, 'not over'],
    ['text after the result', '[Variant "hoyito-1"]\n\nc * F', 'syntax', 3, 5, 'follow the result'],
    [
      'Result tag disagrees',
      '[Variant "hoyito-1"]\n[Result "south"]\n\nc',
      'inconsistent',
      2,
      1,
      'Result tag',
    ],
    [
      'Result tag that is no result',
      '[Variant "hoyito-1"]\n[Result "foo"]\n\nc',
      'syntax',
      2,
      1,
      'or 1-0, 0-1 or 1/2-1/2',
    ],
    [
      'Result tag in PGN’s form that disagrees',
      '[Variant "hoyito-2"]\n[Holes "6"]\n[Result "0-1"]\n\ne D A a b c E D B f c f',
      'inconsistent',
      3,
      1,
      'or 1-0, 0-1 or 1/2-1/2',
    ],
  ] as const)('reports %s with where and what', (_name, text, code, line, column, words) => {
    const parsed = parseRecord(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe(code);
    expect([parsed.error.line, parsed.error.column]).toEqual([line, column]);
    expect(parsed.error.message).toContain(words);
    expect(parsed.error.message).toMatch(/^Line \d+, column \d+: /);
    expect(parsed.error.expected.length).toBeGreaterThan(0);
  });

  it('never throws on garbage', () => {
    const random = new Random(7);
    const alphabet = '[]"{}abcABC-=*10/ \n\\VariantHolesStart.';
    for (let i = 0; i < 2000; i++) {
      let text = '';
      const length = random.int(60);
      for (let j = 0; j < length; j++) text += alphabet[random.int(alphabet.length)];
      const parsed = parseRecord(text);
      // The message is the reason in the engine's English, after where it is.
      if (!parsed.ok) {
        expect(parsed.error.message.replace(/^Line \d+, column \d+: /, '')).toBe(
          explain(parsed.error.reason, ENGLISH),
        );
      }
    }
    expect(parseRecord(42 as unknown as string).ok).toBe(false);
  });
});
