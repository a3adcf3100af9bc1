/**
 * Varied openings for the attract loop: a computer playing game after game against itself
 * would otherwise play the same game every time (every level above `beginner` is deterministic).
 * For the first plies of each game in a loop, the computer picks at random among the moves its
 * analysis scores nearly as well as the best, never one proven to end worse.
 */
import type { Move, Random } from '@hoyito/engine';
import type { AnalysedLine } from './protocol.ts';

/** How far below the best move a varied choice may score, in seeds of the expected result. */
export const VARY_MARGIN_SEEDS = 2;

/** How many plies at the start of each game in a loop are varied (three moves a side). */
export const VARIED_PLIES = 6;

/**
 * How many moves, at least, a varied choice is made among at each ply of the game: the best few
 * when none is near the best. Openings where one move is far ahead (Hoyito I's often are) would
 * otherwise repeat every game; the first two plies thus give at least six games.
 */
export function variedAtLeast(ply: number): number {
  return ply === 0 ? 3 : ply === 1 ? 2 : 1;
}

const OUTCOME_RANK = { loss: 0, draw: 1, win: 2 } as const;

/**
 * The moves a varied choice may take: those within `margin` seeds of the best, or the best
 * `atLeast` if fewer are; never one proven to end worse than the best.
 */
export function variedCandidates(
  lines: readonly AnalysedLine[],
  margin = VARY_MARGIN_SEEDS,
  atLeast = 1,
): AnalysedLine[] {
  const sorted = [...lines].sort((a, b) => b.score - a.score);
  const best = sorted[0];
  if (best === undefined) return [];
  // With the best move's result proven, only moves proven to do as well; without, any move not
  // proven to lose.
  const proven = (line: AnalysedLine): boolean =>
    best.outcome === undefined
      ? line.outcome !== 'loss'
      : line.outcome !== undefined && OUTCOME_RANK[line.outcome] >= OUTCOME_RANK[best.outcome];
  const allowed = sorted.filter(proven);
  const near = allowed.filter((line) => line.score >= best.score - margin);
  return near.length >= atLeast ? near : allowed.slice(0, atLeast);
}

/**
 * One of the candidates, drawn from `random`, leaving out those in `avoid` unless every candidate
 * is; null when there is no legal move at all.
 */
export function variedChoice(
  lines: readonly AnalysedLine[],
  random: Random,
  atLeast = 1,
  avoid: readonly Move[] = [],
): AnalysedLine | null {
  const candidates = variedCandidates(lines, VARY_MARGIN_SEEDS, atLeast);
  const fresh = candidates.filter((line) => !avoid.includes(line.move));
  const pool = fresh.length > 0 ? fresh : candidates;
  return pool.length === 0 ? null : pool[random.int(pool.length)];
}
