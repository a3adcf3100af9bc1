/**
 * `pnpm --silent bench:ai`: one JSON line per workload on stdout, nothing else.
 *
 * Workload: 8 positions per variant and size, each after 2–9 seeded random moves from the start.
 * `nodesPerSecond`: every position is searched by `bestMove` with a node budget of 400,000 (no
 * endgame solving); nodes over wall time, after a warm-up. `depthIn1s`: the median depth that
 * `expert` completes in 1000 ms over the same positions.
 */
import { bestMove } from '../src/api.ts';
import { openingPositions, WORKLOADS } from './positions.ts';

const POSITIONS = 8;
const NODES = 400_000;

for (const { variant, holes } of WORKLOADS) {
  const list = openingPositions(variant, holes, 20261130, POSITIONS);
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
