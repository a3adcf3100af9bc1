/**
 * The public conformance cases (../../shared/conformance format `hoyito-conformance/1`, copied in
 * test/conformance/public.json), one test per case; cases from a second, independent reading of
 * the rule book (test/conformance/independent.json, see below); and the runner's own behaviour.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCase, parseConformanceFile, runCase } from '../src/conformance.ts';

const parsed = parseConformanceFile(
  readFileSync(new URL('./conformance/public.json', import.meta.url), 'utf8'),
);
if ('error' in parsed) throw new Error(`public.json: ${parsed.error}`);
const cases = parsed.cases as Record<string, unknown>[];

/** A deep copy of the first case of `kind` whose id starts with `prefix`. */
function caseLike(kind: string, prefix = ''): Record<string, unknown> {
  const found = cases.find((c) => c.kind === kind && String(c.id).startsWith(prefix));
  if (found === undefined) throw new Error(`no ${kind} case starting with ${prefix}`);
  return structuredClone(found);
}

describe('public conformance cases', () => {
  it('the file holds the expected cases, each with a unique id', () => {
    expect(cases).toHaveLength(1642);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    const kinds = cases.map((c) => c.kind);
    expect(new Set(kinds)).toEqual(new Set(['play', 'legal', 'game']));
  });

  it.each(cases.map((c, i) => [String(c.id), c, i] as const))('%s', (_id, c, i) => {
    const report = runCase(c, i);
    expect(report.failure).toBeNull();
    expect(report.id).toBe(c.id);
  });
});

/**
 * test/conformance/independent.json: 1,104 cases computed by a second implementation of the rule
 * book, written from rules.md and the format alone without this engine's code (2026-12-02), by a
 * seeded generator aimed at what two careful readers could read differently. Unlike the public
 * cases, whose 49 games all end by the last four, these games also end by the third repetition
 * (120) and by the no-capture limit (62), on every board from 2×3 to 2×12, with passes, custom
 * seed counts, either side first and Hoyito III's rounds; and the moves include 27 endless sowings
 * (one of 1,457,728 laps), the last four with seeds still in hand, and chains wrapping past hole 0.
 * Of the 3,200 cases generated, the two implementations differed on 289 games and nothing else:
 * that reading counts no pass towards the no-capture limit, where this engine counts each pass as
 * a turn of the side that passed (state.test.ts, 'passes count as turns'). Those games are left
 * out; the rest are a sample of each kind and ending.
 */
const independent = parseConformanceFile(
  readFileSync(new URL('./conformance/independent.json', import.meta.url), 'utf8'),
);
if ('error' in independent) throw new Error(`independent.json: ${independent.error}`);
const independentCases = independent.cases as Record<string, unknown>[];

describe('independent conformance cases', () => {
  it('the file holds games of every ending, and positions of every kind', () => {
    expect(independentCases).toHaveLength(1104);
    expect(new Set(independentCases.map((c) => c.id)).size).toBe(independentCases.length);
    const endings = independentCases
      .filter((c) => c.kind === 'game')
      .map((c) => String(c.id).split('-').at(-1));
    expect(new Set(endings)).toEqual(new Set(['four', 'repetition', 'limit']));
  });

  it.each(independentCases.map((c, i) => [String(c.id), c, i] as const))('%s', (_id, c, i) => {
    const report = runCase(c, i);
    expect(report.failure).toBeNull();
  });
});

/**
 * test/conformance/long-cycles.json: endless sowings whose cycles run to millions of laps, each
 * found by an outside review (2026-12-07) in random play from the standard start (4 seeds a hole)
 * on 2×6, 2×7 and 2×9, and two with 9 seeds a hole on 2×5, and decided exactly by that review's
 * own implementation of the rule book, with the same cycle lengths. The engine once stopped at
 * 2²³ laps and refused every one of them as undecided; the rules ask for an exact decision
 * however long the cycle. Each id names its cycle's length, which the engine must find too.
 */
const longCycles = parseConformanceFile(
  readFileSync(new URL('./conformance/long-cycles.json', import.meta.url), 'utf8'),
);
if ('error' in longCycles) throw new Error(`long-cycles.json: ${longCycles.error}`);
const longCycleCases = longCycles.cases as Record<string, unknown>[];

describe('endless sowings of millions of laps', () => {
  it.each(longCycleCases.map((c, i) => [String(c.id), c, i] as const))('%s', (id, c, i) => {
    const report = runCase(c, i);
    expect(report.failure).toBeNull();
    const cycle = /^endless-cycle-(\d+)-laps/.exec(id)?.[1];
    if (cycle !== undefined) {
      expect(report.outcome).toEqual({ endless: true, cycleLength: Number(cycle) });
    }
  });

  it('holds cycles from 4 to 30 million laps, on boards of the standard seeds', () => {
    const cycles = longCycleCases
      .map((c) => Number(/^endless-cycle-(\d+)/.exec(String(c.id))?.[1] ?? 0))
      .filter((n) => n > 0);
    expect(Math.min(...cycles)).toBeGreaterThan(4_000_000);
    expect(Math.max(...cycles)).toBe(30_174_003);
    expect(longCycleCases.filter((c) => String(c.id).endsWith('-4-seeds'))).toHaveLength(7);
  });
});

describe('the conformance runner', () => {
  it.each([
    ['play', '', 'position'],
    ['play', 'endless-cycle-66', 'endless'],
    ['legal', '', 'moves'],
    ['game', '', 'position'],
  ] as const)(
    'a %s case %s without "expect" still yields its outcome (%s)',
    (kind, prefix, key) => {
      const c = caseLike(kind, prefix);
      delete c.expect;
      const report = runCase(c, 0);
      expect(report.failure).toBeNull();
      expect(report.outcome).toHaveProperty(key);
    },
  );

  it.each([
    [[], /start must be an object with the variant and holes; got \[\]/],
    [null, /start must be an object with the variant and holes; got null/],
    ['hoyito-2', /start must be an object with the variant and holes; got "hoyito-2"/],
    [{ holes: 6 }, /start must give the variant and the holes/],
    [{ variant: 'hoyito-2' }, /start must give the variant and the holes/],
    [{ variant: null, holes: null }, /start must give the variant and the holes/],
  ])('a game case whose start is %j is refused, not played from a default start', (start, said) => {
    const report = runCase({ kind: 'game', start, moves: [] }, 0);
    expect(report.outcome).toEqual({ error: expect.stringMatching(said) });
  });

  it('a game case whose moves are not a list is refused', () => {
    const report = runCase(
      { kind: 'game', start: { variant: 'hoyito-1', holes: 6 }, moves: 'c d' },
      0,
    );
    expect(report.outcome).toEqual({
      error: 'moves must be a list of holes and "pass"; got "c d"',
    });
  });

  // A case file is outside input: a malformed expect fails the case with a reason, never throws.
  it.each([
    ['legal', null, "the case's expect must be an object; got null"],
    ['legal', 'moves', 'the case\'s expect must be an object; got "moves"'],
    ['play', { position: null }, "the case's expect.position must be a position object; got null"],
    ['play', { position: 3 }, "the case's expect.position must be a position object; got 3"],
  ] as const)('a %s case whose expect is %j fails, saying why', (kind, expected, said) => {
    const c = { ...caseLike(kind), expect: expected };
    expect(runCase(c, 0).failure).toBe(said);
  });

  it('reports the cycle length of an endless move', () => {
    const c = caseLike('play', 'endless-cycle-66');
    expect(runCase(c, 0).outcome).toEqual({ endless: true, cycleLength: 66 });
  });

  it('a case without an id is named by its index', () => {
    const c = caseLike('legal');
    delete c.id;
    expect(runCase(c, 41).id).toBe('#41');
  });

  it('a wrong expected board is reported as a failure naming "board"', () => {
    const c = caseLike('play', 'chain-wraps');
    const want = (c.expect as { position: { board: number[] } }).position;
    want.board[0] += 1;
    const failure = runCase(c, 0).failure;
    expect(failure).not.toBeNull();
    expect(failure).toMatch(/^board: expected \[/);
    expect(failure).not.toMatch(/captured|toMove|winner/);
  });

  it('each compared field is named when it differs', () => {
    const c = caseLike('game');
    const want = (c.expect as { position: Record<string, unknown> }).position;
    want.captured = [999, 999];
    want.winner = 'draw';
    want.over = !want.over;
    const failure = runCase(c, 0).failure ?? '';
    for (const field of ['captured', 'over']) expect(failure).toContain(`${field}: expected`);
  });

  it('wrong legal moves are reported', () => {
    const c = caseLike('legal', 'endless-excluded-66');
    (c.expect as { moves: number[] }).moves = [7, 8, 10];
    expect(runCase(c, 0).failure).toBe('moves: expected [7,8,10], got [7,10]');
  });

  it('a finite move expected to be endless is reported', () => {
    const c = caseLike('play', 'chain-wraps');
    c.expect = { endless: true };
    expect(runCase(c, 0).failure).toMatch(/^expected an endless move, got position/);
  });

  it('an endless move expected to end is reported', () => {
    const c = caseLike('play', 'endless-cycle-66');
    c.expect = { position: { board: [] } };
    expect(runCase(c, 0).failure).toMatch(
      /^expected a position, got an endless move \(cycle of 66 laps\)/,
    );
  });

  it('a pass where the side has a legal move fails the game case', () => {
    const c = caseLike('game');
    c.moves = ['pass', ...(c.moves as unknown[])];
    expect(runCase(c, 0).failure).toMatch(/^move 1 \("pass"\): .*cannot pass/);
  });

  it('bad cases are reported, not thrown', () => {
    expect(runCase(null, 3).failure).toBeNull(); // no expect: only an outcome
    expect(runCase(null, 3).outcome).toEqual({
      error: 'unknown case kind nothing; expected "play", "legal" or "game"',
    });
    expect(
      runCase({ kind: 'play', position: {}, move: 0, expect: { position: {} } }, 0).failure,
    ).toMatch(/^position: Unknown variant/);
    expect(
      runCase(
        {
          kind: 'game',
          start: { variant: 'hoyito-1', holes: 99 },
          moves: [],
          expect: { position: {} },
        },
        0,
      ).failure,
    ).toMatch(/^start: Holes per row/);
    expect(
      runCase({ kind: 'legal', position: caseLike('legal').position, expect: {} }, 0).failure,
    ).toMatch(/none of position, endless, moves/);
  });

  // Checked against nothing, a case would pass: the command fails it, with the engine's outcome.
  const unknownKind = 'unknown case kind nothing; expected "play", "legal" or "game"';
  const endless = caseLike('play', 'endless-cycle-66');
  it.each<[string, unknown, string]>([
    ['null', null, unknownKind],
    ['a number', 5, unknownKind],
    [
      'a legal case with no expect',
      { ...caseLike('legal', 'endless-excluded-66'), expect: undefined },
      'moves [7,10]',
    ],
    [
      'a play case whose expect is misspelt',
      { ...endless, expect: undefined, expected: endless.expect },
      'an endless move (cycle of 66 laps)',
    ],
  ])('checkCase: %s fails as having no expect', (_name, raw, outcome) => {
    expect(checkCase(raw, 4).failure).toBe(
      `the case has no expect, so nothing was checked; the engine's outcome: ${outcome}`,
    );
    expect(runCase(raw, 4).failure).toBeNull();
  });

  it('checkCase judges a case with an expect as runCase does', () => {
    const good = caseLike('play', 'chain-wraps');
    const bad = { ...caseLike('legal', 'endless-excluded-66'), expect: { moves: [7] } };
    expect(checkCase(good, 0)).toEqual(runCase(good, 0));
    expect(checkCase(bad, 0)).toEqual(runCase(bad, 0));
    expect(checkCase(bad, 0).failure).toBe('moves: expected [7], got [7,10]');
  });

  it.each([
    ['not JSON', '{', /^not JSON/],
    ['no cases', '{"format":"hoyito-conformance/1"}', /^expected an object/],
    [
      'another format',
      '{"format":"hoyito-conformance/2","cases":[]}',
      /^unsupported format "hoyito-conformance\/2"/,
    ],
  ])('parseConformanceFile: %s', (_name, text, error) => {
    const result = parseConformanceFile(text);
    expect('error' in result && result.error).toMatch(error);
  });

  it.each([
    ['a file as the format has it', '{"format":"hoyito-conformance/1","cases":[{}]}', []],
    ['no format', '{"cases":[{}]}', ['no "format"; read as "hoyito-conformance/1"']],
    ['no cases', '{"format":"hoyito-conformance/1","cases":[]}', ['no cases: nothing is checked']],
    [
      'an id given twice, and thrice',
      JSON.stringify({
        format: 'hoyito-conformance/1',
        cases: [{ id: 'a' }, { id: 'b' }, null, { id: 'a' }, { id: 'b' }, 7, { id: 'b' }, {}],
      }),
      [
        'id "a" is given to cases #0 and #3 (counted from #0); a line naming it does not say which',
        'id "b" is given to cases #1, #4 and #6 (counted from #0); a line naming it does not say which',
      ],
    ],
    [
      'a game case with no moves',
      JSON.stringify({
        format: 'hoyito-conformance/1',
        cases: [
          { id: 'start', kind: 'game', start: { variant: 'hoyito-1', holes: 6 } },
          { kind: 'game', start: { variant: 'hoyito-1', holes: 6 } },
          { kind: 'game', start: { variant: 'hoyito-1', holes: 6 }, moves: [] },
          { kind: 'legal' },
        ],
      }),
      [
        'case "start": a "game" case with no "moves"; played as no moves',
        'case #1: a "game" case with no "moves"; played as no moves',
      ],
    ],
    [
      'fields the format does not have, which are not read',
      JSON.stringify({
        format: 'hoyito-conformance/1',
        cases: [
          {
            id: 'seed',
            kind: 'game',
            start: { variant: 'hoyito-1', holes: 6, seed: 3 },
            moves: [],
            note: 'a misspelt seeds',
          },
          { kind: 'play', move: 0, expect: { endless: true, cycleLength: 12, laps: 3 } },
          { kind: 'legal', expect: null, start: [] },
          {
            kind: 'play',
            position: { variant: 'hoyito-2', noCapture: 3, toPlay: 'south' },
            expect: { position: { board: [], winner: null, score: [1, 2] } },
          },
        ],
      }),
      [
        'case "seed": "note" is not in the format, so not read; it has "id", "kind", "position", "move", "moves", "start", "expect"',
        'case "seed": "start.seed" is not in the format, so not read; it has "start.variant", "start.holes", "start.seeds", "start.first", "start.round", "start.previousWinner"',
        'case #1: "expect.cycleLength", "expect.laps" are not in the format, so not read; it has "expect.position", "expect.endless", "expect.moves"',
        'case #3: "position.toPlay" is not in the format, so not read; it has "position.variant", "position.holes", "position.board", "position.captured", "position.toMove", "position.round", "position.previousWinner", "position.over", "position.winner", "position.endReason", "position.noCapture", "position.rules"',
        'case #3: "expect.position.score" is not in the format, so not read; it has "expect.position.variant", "expect.position.holes", "expect.position.board", "expect.position.captured", "expect.position.toMove", "expect.position.round", "expect.position.previousWinner", "expect.position.over", "expect.position.winner"',
      ],
    ],
  ])('parseConformanceFile warns of %s, and still reads every case', (_name, text, warnings) => {
    const result = parseConformanceFile(text);
    if ('error' in result) throw new Error(result.error);
    expect(result.warnings).toEqual(warnings);
    expect(result.cases).toEqual(JSON.parse(text).cases);
  });

  it('reads a file saved with a byte-order mark, and warns of it', () => {
    const text = '{"format":"hoyito-conformance/1","cases":[{"id":"x"}]}';
    const result = parseConformanceFile(`\uFEFF${text}`);
    if ('error' in result) throw new Error(result.error);
    expect(result.cases).toEqual([{ id: 'x' }]);
    expect(result.warnings).toEqual(['starts with a byte-order mark (U+FEFF); read without it']);
  });

  it('the public and independent files give no warning', () => {
    expect('warnings' in parsed && parsed.warnings).toEqual([]);
    expect('warnings' in independent && independent.warnings).toEqual([]);
    expect('warnings' in longCycles && longCycles.warnings).toEqual([]);
  });
});
