// The speed and size budgets the issues set, checked against the JSON lines the benchmarks print.
// Kept apart from bench.mjs so that tests can import it without running anything.

/** The limits themselves; the benchmarks that print a budget beside a measure read them here. */
export const LIMITS = Object.freeze({
  /** Search nodes per second on 2×6 (issue 4), at least. */
  searchNodesPerSecond: 1_000_000,
  /** How long after its time budget a line-protocol answer may come (issue 4), at most. */
  answerOverBudgetMs: 100,
  /** The standalone bundle, gzipped (issue 3), at most. */
  bundleGzipBytes: 25 * 1024,
  /** 30 boards, from creation to the frame after they have rendered (issue 3), at most. */
  firstRenderMs: 100,
  /** Script in any one animation frame while 30 boards animate (issue 3), at most. */
  frameScriptMs: 4,
});

/** A budget on one of the board benchmark's `{"metric", "value"}` lines, an upper bound. */
function boardMetric(name, metric, max) {
  return {
    bench: 'board',
    name,
    applies: (line) => line.metric === metric,
    measure: (line) => line.value,
    max,
  };
}

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
    min: LIMITS.searchNodesPerSecond,
  },
  {
    bench: 'ai',
    name: 'line protocol, slowest answer past its time budget, ms',
    applies: (line) => line.protocol === true && typeof line.slowestAnswerMs === 'number',
    measure: (line) => line.slowestAnswerMs - line.timeMs,
    label: (line) =>
      `${line.startUp ? 'first answer, start-up included' : `${line.variant} 2×${line.holes}`}, at ${line.timeMs} ms`,
    max: LIMITS.answerOverBudgetMs,
  },
  boardMetric('standalone bundle, gzipped bytes', 'bundle-gzip-bytes', LIMITS.bundleGzipBytes),
  boardMetric('first render of 30 boards, ms', 'first-render-ms', LIMITS.firstRenderMs),
  boardMetric('script per animation frame, ms', 'animation-frame-script-ms', LIMITS.frameScriptMs),
  // The same frames as CPU time of the main thread, which leaves out the time the thread was not
  // running at all (see packages/board/bench/render.mjs). Both are judged.
  boardMetric(
    'script per animation frame, CPU ms',
    'animation-frame-script-cpu-ms',
    LIMITS.frameScriptMs,
  ),
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
