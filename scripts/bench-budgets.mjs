// The speed and size budgets the issues set, checked against the JSON lines the benchmarks print.
// Kept apart from bench.mjs so that tests can import it without running anything.

/**
 * Each budget: which benchmark's lines it reads, which lines (`applies`), the measure and its
 * limit. `max` is an upper bound, `min` a lower one.
 */
export const BUDGETS = [
  {
    bench: 'ai',
    name: 'search nodes per second on 2×6',
    applies: (line) => line.holes === 6 && typeof line.nodesPerSecond === 'number',
    measure: (line) => line.nodesPerSecond,
    label: (line) => `${line.variant} 2×${line.holes}`,
    min: 1_000_000,
  },
  {
    bench: 'board',
    name: 'standalone bundle, gzipped bytes',
    applies: (line) => line.metric === 'bundle-gzip-bytes',
    measure: (line) => line.value,
    max: 25 * 1024,
  },
  {
    bench: 'board',
    name: 'first render of 30 boards, ms',
    applies: (line) => line.metric === 'first-render-ms',
    measure: (line) => line.value,
    max: 100,
  },
  {
    bench: 'board',
    name: 'script per animation frame, ms',
    applies: (line) => line.metric === 'animation-frame-script-ms',
    measure: (line) => line.value,
    max: 4,
  },
];

/**
 * The verdicts for one benchmark's output lines (already parsed): one per line a budget applies
 * to, `{ name, label, value, limit, kind: 'max'|'min', met }`.
 */
export function judge(bench, lines) {
  const verdicts = [];
  for (const budget of BUDGETS) {
    if (budget.bench !== bench) continue;
    for (const line of lines) {
      if (!budget.applies(line)) continue;
      const value = budget.measure(line);
      const kind = budget.max === undefined ? 'min' : 'max';
      const limit = kind === 'max' ? budget.max : budget.min;
      verdicts.push({
        name: budget.name,
        label: budget.label?.(line) ?? '',
        value,
        limit,
        kind,
        met: Number.isFinite(value) && (kind === 'max' ? value <= limit : value >= limit),
      });
    }
  }
  return verdicts;
}

/** One line of the closing summary, e.g. `met     search nodes per second … 2100000 (≥ 1000000)`. */
export function describeVerdict(verdict) {
  const what = verdict.label ? `${verdict.name}, ${verdict.label}` : verdict.name;
  const bound = `${verdict.kind === 'max' ? '≤' : '≥'} ${verdict.limit}`;
  return `${verdict.met ? 'met   ' : 'MISSED'}  ${what}: ${verdict.value} (${bound})`;
}
