/**
 * `pnpm --silent bench:ai`: one JSON line per workload on stdout, nothing else.
 *
 * Workload: 8 positions per variant and size, each after 2–9 seeded random moves from the start.
 * `nodesPerSecond`: every position is searched by `bestMove` with a node budget of 400,000 (no
 * endgame solving); nodes over wall time, after a warm-up. `depthIn1s`: the median depth that
 * `expert` completes in 1000 ms over the same positions.
 */
import { initialPosition, type Position, Random, type Variant } from '@hoyito/engine';
import { bestMove } from '../src/api.ts';

const WORKLOADS: readonly { variant: Variant; holes: number }[] = [
  { variant: 'hoyito-1', holes: 6 },
  { variant: 'hoyito-2', holes: 6 },
  { variant: 'hoyito-3', holes: 6 },
  { variant: 'hoyito-1', holes: 12 },
  { variant: 'hoyito-2', holes: 12 },
  { variant: 'hoyito-3', holes: 12 },
];
const POSITIONS = 8;
const NODES = 400_000;

function positions(variant: Variant, holes: number, seed: number): Position[] {
  const start = initialPosition({ variant, holes });
  if (!start.ok) throw new Error(start.error.message);
  const random = new Random(seed);
  const out: Position[] = [];
  while (out.length < POSITIONS) {
    let p = start.value;
    const plies = 2 + random.int(8);
    for (let i = 0; i < plies && !p.over; i++) {
      const moves = p.legalMoves();
      const played = p.play(moves.length === 0 ? 'pass' : moves[random.int(moves.length)]);
      if (!played.ok) throw new Error(played.error.message);
      p = played.value.position;
    }
    if (!p.over) out.push(p);
  }
  return out;
}

for (const { variant, holes } of WORKLOADS) {
  const list = positions(variant, holes, 20261130);
  bestMove(list[0], { level: 'expert', nodes: 100_000, endgame: false }); // warm-up
  let nodes = 0;
  const t0 = performance.now();
  for (const p of list)
    nodes += bestMove(p, { level: 'expert', nodes: NODES, endgame: false }).nodes;
  const ms = performance.now() - t0;
  const depths = list
    .map((p) => bestMove(p, { level: 'expert', timeMs: 1000 }).depth)
    .sort((a, b) => a - b);
  const depthIn1s = depths[Math.floor(depths.length / 2)];
  const nodesPerSecond = Math.round((nodes / ms) * 1000);
  process.stdout.write(`${JSON.stringify({ variant, holes, nodesPerSecond, depthIn1s })}\n`);
}
