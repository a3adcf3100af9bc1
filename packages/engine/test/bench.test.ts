import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUDGETS, describeVerdict, judge, LIMITS } from '../../../scripts/bench-budgets.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const runner = join(repo, 'scripts', 'bench.mjs');

function bench(args: string[]) {
  return spawnSync(process.execPath, [runner, ...args], {
    encoding: 'utf8',
    env: { ...process.env, HOYITO_BENCH_SECONDS: '0.05' },
  });
}

describe('judge', () => {
  const cases: [string, string, Record<string, unknown>[], [number, boolean][]][] = [
    [
      'the bundle under its budget',
      'board',
      [{ metric: 'bundle-gzip-bytes', value: 25600 }],
      [[25600, true]],
    ],
    [
      'the bundle over it',
      'board',
      [{ metric: 'bundle-gzip-bytes', value: 25601 }],
      [[25601, false]],
    ],
    [
      'a first render over 100 ms',
      'board',
      [{ metric: 'first-render-ms', value: 100.1 }],
      [[100.1, false]],
    ],
    ['a frame of 4 ms', 'board', [{ metric: 'animation-frame-script-ms', value: 4 }], [[4, true]]],
    [
      'a frame of 4.2 ms of CPU time',
      'board',
      [{ metric: 'animation-frame-script-cpu-ms', value: 4.2 }],
      [[4.2, false]],
    ],
    [
      'nodes per second on 2×6, one short',
      'ai',
      [
        { variant: 'hoyito-1', holes: 6, nodesPerSecond: 1_000_000 },
        { variant: 'hoyito-2', holes: 6, nodesPerSecond: 999_999 },
      ],
      [
        [1_000_000, true],
        [999_999, false],
      ],
    ],
    [
      'protocol answers within the budget plus 100 ms, and one 101 ms past it',
      'ai',
      [
        { protocol: true, variant: 'hoyito-2', holes: 12, timeMs: 1000, slowestAnswerMs: 1100 },
        { protocol: true, startUp: true, timeMs: 1000, slowestAnswerMs: 1101 },
      ],
      [
        [100, true],
        [101, false],
      ],
    ],
    [
      '2×12 search speed has no budget',
      'ai',
      [{ variant: 'hoyito-2', holes: 12, nodesPerSecond: 5 }],
      [],
    ],
    [
      'a measure that is not a number never meets',
      'board',
      [{ metric: 'first-render-ms', value: null }],
      [[Number.NaN, false]],
    ],
    [
      'lines of another benchmark are not judged',
      'engine',
      [{ metric: 'first-render-ms', value: 1e9 }],
      [],
    ],
    ['metrics without a budget', 'board', [{ metric: 'bundle-raw-bytes', value: 1e9 }], []],
  ];
  it.each(cases)('%s', (_, name, lines, expected) => {
    const verdicts = judge(name, lines);
    expect(verdicts.map((v) => v.met)).toEqual(expected.map(([, met]) => met));
    verdicts.forEach((v, i) => {
      if (Number.isNaN(expected[i][0])) expect(v.value).toBeNull();
      else expect(v.value).toBe(expected[i][0]);
    });
  });

  it('holds the budgets the issues set', () => {
    expect(LIMITS).toEqual({
      searchNodesPerSecond: 1_000_000,
      answerOverBudgetMs: 100,
      bundleGzipBytes: 25 * 1024,
      firstRenderMs: 100,
      frameScriptMs: 4,
    });
    const limits = Object.fromEntries(BUDGETS.map((b) => [b.name, b.max ?? b.min]));
    expect(limits).toEqual({
      'search nodes per second on 2×6': 1_000_000,
      'line protocol, slowest answer past its time budget, ms': 100,
      'standalone bundle, gzipped bytes': 25 * 1024,
      'first render of 30 boards, ms': 100,
      'script per animation frame, ms': 4,
      'script per animation frame, CPU ms': 4,
    });
  });

  it('says which budget, which workload, the value and the bound', () => {
    const [missed] = judge('ai', [{ variant: 'hoyito-3', holes: 6, nodesPerSecond: 900_000 }]);
    expect(describeVerdict(missed)).toBe(
      'MISSED  search nodes per second on 2×6, hoyito-3 2×6: 900000 (≥ 1000000)',
    );
    const [late] = judge('ai', [
      { protocol: true, startUp: true, timeMs: 1000, slowestAnswerMs: 1250 },
    ]);
    expect(describeVerdict(late)).toBe(
      'MISSED  line protocol, slowest answer past its time budget, ms, first answer, start-up included, at 1000 ms: 250 (≤ 100)',
    );
    const [met] = judge('board', [{ metric: 'first-render-ms', value: 80 }]);
    expect(describeVerdict(met)).toBe('met     first render of 30 boards, ms: 80 (≤ 100)');
  });
});

describe('bench runner', () => {
  it('passes the engine benchmark on, each line tagged with its name', () => {
    const r = bench(['engine']);
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.bench, l.variant, l.holes, l.record === true])).toEqual([
      ['engine', 'hoyito-1', 6, false],
      ['engine', 'hoyito-2', 6, false],
      ['engine', 'hoyito-3', 6, false],
      ['engine', 'hoyito-2', 12, false],
      ['engine', 'hoyito-1', 12, true],
    ]);
    for (const l of lines) expect(l.movesPerSecond).toBeGreaterThan(0);
    expect(r.stderr).not.toContain('MISSED');
  });

  it('refuses an unknown benchmark by name and lists the known ones', () => {
    const r = bench(['engine', 'speed']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('unknown benchmark "speed"; choose from engine, ai, board');
  });
});
