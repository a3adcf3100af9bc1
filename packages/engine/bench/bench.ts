/**
 * `pnpm --silent bench`: one JSON line per workload on stdout, nothing else.
 * Workload: random games from the initial position; each turn the legal moves are listed (endless
 * ones excluded exactly) and one is picked uniformly with a seeded generator; a game stops at its
 * end or after 1,000 moves. Each workload runs for about 2 s after a short warm-up.
 * Then one through `Game`: a record of 5,600 random moves on 2×12 with the no-capture limit off,
 * which has long stretches without a capture, read again and again by `parseRecord` (each move
 * replayed through `Game.play`, repetition counted); its line says `"record": true`.
 */
import { Game } from '../src/game.ts';
import { initialPosition } from '../src/position.ts';
import { Random } from '../src/random.ts';
import { makeRecord, parseRecord } from '../src/record.ts';
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

const RECORD = { variant: 'hoyito-1', holes: 12, seeds: 3, moves: 5600, seed: 26 } as const;

function replayRecords(text: string, budgetMs: number): { records: number; ms: number } {
  let records = 0;
  const t0 = performance.now();
  let now = t0;
  while (now - t0 < budgetMs) {
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    records++;
    now = performance.now();
  }
  return { records, ms: now - t0 };
}

{
  const { variant, holes, seeds } = RECORD;
  const created = Game.create({ variant, holes, seeds, rules: { noCaptureLimit: 0 } });
  if (!created.ok) throw new Error(created.error.message);
  const game = created.value.playOut(new Random(RECORD.seed), RECORD.moves);
  const text = makeRecord(game);
  replayRecords(text, 200);
  const { records, ms } = replayRecords(text, seconds * 1000);
  const moves = records * game.ply;
  const movesPerSecond = Math.round((moves / ms) * 1000);
  const line = { variant, holes, record: true, records, moves, movesPerSecond };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
