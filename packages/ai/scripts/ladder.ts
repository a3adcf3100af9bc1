#!/usr/bin/env node
/**
 * `node --conditions=development packages/ai/scripts/ladder.ts [--games N] [--variant V,…]
 *   [--holes N] [--seed S] [--expert-nodes N | --expert-time-ms N] [--pairs casual/beginner,…]`
 *
 * The level ladder, in-process (the same code the line protocol runs, without the process
 * overhead): each stronger level against the one below, over N games (default 100) from balanced
 * seeded openings, each played with both colours. One line per pairing on stdout. `expert` thinks
 * for 1000 ms a move unless a node budget is given (deterministic, and unaffected by other work
 * on the machine).
 */
import { isVariant, type Position, VARIANTS, type Variant } from '@hoyito/engine';
import { bestMove, type SearchOptions } from '../src/api.ts';
import { isLevel, type Level } from '../src/levels.ts';
import { playMatch } from '../src/selfplay.ts';

let games = 100;
let variants: Variant[] = [...VARIANTS];
let holes = 6;
let seed = 31337;
let expert: SearchOptions = { level: 'expert' };
let pairs: [Level, Level][] = [
  ['casual', 'beginner'],
  ['strong', 'casual'],
  ['expert', 'strong'],
];
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) {
  const [arg, value] = [argv[i], argv[i + 1] ?? ''];
  if (arg === '--games') games = Number(value);
  else if (arg === '--holes') holes = Number(value);
  else if (arg === '--seed') {
    seed = Number(value);
    // A Random's seed, refused here with the option's name rather than deep in the first match.
    if (!/^\d{1,10}$/.test(value) || seed > 0xffffffff)
      throw new Error(
        `--seed needs a whole number from 0 to ${0xffffffff}; got ${JSON.stringify(value)}`,
      );
  } else if (arg === '--expert-nodes') expert = { level: 'expert', nodes: Number(value) };
  else if (arg === '--expert-time-ms') expert = { level: 'expert', timeMs: Number(value) };
  else if (arg === '--variant') {
    variants = value.split(',').filter(isVariant);
    if (variants.length === 0) throw new Error(`no known variant in ${value}`);
  } else if (arg === '--pairs') {
    pairs = value.split(',').map((p) => {
      const [a, b] = p.split('/');
      if (!isLevel(a) || !isLevel(b)) throw new Error(`bad pair ${p}`);
      return [a, b];
    });
  } else throw new Error(`unknown argument ${arg}`);
}

const player = (level: Level) => {
  const options: SearchOptions = level === 'expert' ? expert : { level };
  return (p: Position) => bestMove(p, options).move;
};
const describe = (level: Level): string =>
  level !== 'expert'
    ? level
    : expert.nodes !== undefined
      ? `expert (${expert.nodes} nodes)`
      : `expert (${expert.timeMs ?? 1000} ms)`;

for (const variant of variants) {
  for (const [a, b] of pairs) {
    const t0 = performance.now();
    const s = await playMatch(player(a), player(b), { games, variant, holes, seed });
    const seconds = ((performance.now() - t0) / 1000).toFixed(0);
    process.stdout.write(
      `${variant} 2×${holes}: ${describe(a)} vs ${b}: ${s.wins}-${s.draws}-${s.losses} (W-D-L), ${s.percentage}%, seeds ${s.seeds[0]}-${s.seeds[1]}, ${seconds} s\n`,
    );
  }
}
