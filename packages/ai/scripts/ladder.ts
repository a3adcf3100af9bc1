#!/usr/bin/env node
/**
 * `node scripts/node22.mjs packages/ai/scripts/ladder.ts [--games N] [--variant V,…]
 *   [--holes N] [--seed S] [--expert-nodes N | --expert-time-ms N] [--pairs casual/beginner,…]`
 *
 * The level ladder, in-process (the same code the line protocol runs, without the process
 * overhead): each stronger level against the one below, over N games (default 100) from balanced
 * seeded openings, each played with both colours. One line per pairing on stdout. `expert` thinks
 * for 1000 ms a move unless a node budget is given (deterministic, and unaffected by other work
 * on the machine). Settings that cannot give enough different openings (many games on a small
 * board) stop it with a message and exit status 1; a bad argument, with the usage and status 2.
 */
import { MAX_HOLES, MIN_HOLES, type Position, VARIANTS, type Variant } from '@hoyito/engine';
import { bestMove, type SearchOptions } from '../src/api.ts';
import { isLevel, LEVELS, type Level } from '../src/levels.ts';
import { playMatch } from '../src/selfplay.ts';
import { CommandLine, given, MAX_SEED, MAX_WHOLE } from './args.ts';

const USAGE =
  'usage: node scripts/node22.mjs packages/ai/scripts/ladder.ts [--games N] [--variant V,…] [--holes N] [--seed S] [--expert-nodes N | --expert-time-ms N] [--pairs casual/beginner,…]';

let games = 100;
let variants: Variant[] = [...VARIANTS];
let holes = 6;
let seed = 31337;
let expert: SearchOptions = { level: 'expert' };
/** The expert budget's option, once one is given: the two budgets exclude each other. */
let budget: string | undefined;
/** --pairs as given, for a message. */
let pairsGiven: string | undefined;
let pairs: [Level, Level][] = [
  ['casual', 'beginner'],
  ['strong', 'casual'],
  ['expert', 'strong'],
];
// Annotated: TypeScript takes a `never` method's call as the end of the path only then.
const cli: CommandLine = new CommandLine(USAGE, process.argv.slice(2));
for (let arg = cli.next(); arg !== undefined; arg = cli.next()) {
  switch (arg) {
    case '--games':
      games = cli.int(1, 100_000);
      break;
    case '--variant':
      variants = cli.variants();
      break;
    case '--holes':
      holes = cli.int(MIN_HOLES, MAX_HOLES);
      break;
    // A Random's seed, refused here with the option's name rather than deep in the first match.
    case '--seed':
      seed = cli.int(0, MAX_SEED);
      break;
    case '--expert-nodes':
    case '--expert-time-ms': {
      if (budget !== undefined)
        cli.fail(`${arg} and ${budget} cannot go together: give expert one budget`);
      budget = arg;
      expert =
        arg === '--expert-nodes'
          ? { level: 'expert', nodes: cli.int(1, MAX_WHOLE) }
          : { level: 'expert', timeMs: cli.int(1, 3_600_000) };
      break;
    }
    case '--pairs': {
      const needs = `pairs of levels A/B (each one of ${LEVELS.join(', ')}), separated by commas`;
      const value = cli.value(needs);
      pairsGiven = value;
      pairs = value.split(',').map((pair) => {
        const [a, b, ...more] = pair.split('/');
        if (!isLevel(a) || !isLevel(b) || more.length > 0) cli.refuse(needs, value);
        return [a, b];
      });
      break;
    }
    default:
      cli.unknown();
  }
}
// A budget for an expert that plays no pairing would be silently ignored.
if (budget !== undefined && !pairs.some((pair) => pair.includes('expert')))
  cli.fail(`${budget} is for expert, but no pair of --pairs ${given(pairsGiven)} plays expert`);

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

try {
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
} catch (error) {
  // Openings the settings cannot give (too many games for a small board): said plainly, with a
  // failing status, as the match script says it, not as a stack trace.
  if (!(error instanceof RangeError)) throw error;
  process.stderr.write(`ladder: ${error.message}\n`);
  process.exitCode = 1;
}
