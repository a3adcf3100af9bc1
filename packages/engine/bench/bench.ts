/**
 * `pnpm --silent bench`: one JSON line per workload on stdout, nothing else.
 * Workload: random games from the initial position; each turn the legal moves are listed (endless
 * ones excluded exactly) and one is picked uniformly with a seeded generator; a game stops at its
 * end or after 1,000 moves. Each workload runs for about 2 s after a short warm-up.
 */
import { initialPosition } from '../src/position.ts';
import { Random } from '../src/random.ts';
import type { GameState } from '../src/state.ts';
import type { Variant } from '../src/types.ts';

const WORKLOADS: readonly { variant: Variant; holes: number }[] = [
  { variant: 'hoyito-1', holes: 6 },
  { variant: 'hoyito-2', holes: 6 },
  { variant: 'hoyito-3', holes: 6 },
  { variant: 'hoyito-2', holes: 12 },
];
const MAX_MOVES = 1000;
const seconds = Number(process.env.HOYITO_BENCH_SECONDS ?? 2);

function randomGame(start: GameState, state: GameState, random: Random, moves: Int32Array): number {
  state.copyFrom(start);
  let played = 0;
  while (!state.over && played < MAX_MOVES) {
    const count = state.legalMoves(moves);
    if (count === 0) state.pass();
    else state.play(moves[random.int(count)]);
    played++;
  }
  return played;
}

function run(
  variant: Variant,
  holes: number,
  budgetMs: number,
  seed: number,
): { games: number; moves: number; ms: number } {
  const initial = initialPosition({ variant, holes });
  if (!initial.ok) throw new Error(initial.error.message);
  const start = initial.value.toState();
  const state = start.clone();
  const random = new Random(seed);
  const moves = new Int32Array(12);
  let games = 0;
  let total = 0;
  const t0 = performance.now();
  let now = t0;
  while (now - t0 < budgetMs) {
    total += randomGame(start, state, random, moves);
    games++;
    now = performance.now();
  }
  return { games, moves: total, ms: now - t0 };
}

for (const { variant, holes } of WORKLOADS) {
  run(variant, holes, 200, 1); // warm-up, so the measured run sees optimised code
  const { games, moves, ms } = run(variant, holes, seconds * 1000, 20261130);
  const movesPerSecond = Math.round((moves / ms) * 1000);
  process.stdout.write(`${JSON.stringify({ variant, holes, games, moves, movesPerSecond })}\n`);
}
