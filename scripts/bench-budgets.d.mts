/** Types of bench-budgets.mjs, for the TypeScript tests that import it. */
export interface Verdict {
  name: string;
  label: string;
  value: number;
  limit: number;
  kind: 'max' | 'min';
  met: boolean;
}
export const LIMITS: Readonly<{
  searchNodesPerSecond: number;
  bundleGzipBytes: number;
  firstRenderMs: number;
  frameScriptMs: number;
}>;
export const BUDGETS: readonly {
  bench: string;
  name: string;
  max?: number;
  min?: number;
}[];
export function judge(bench: string, lines: readonly Record<string, unknown>[]): Verdict[];
export function describeVerdict(verdict: Verdict): string;
