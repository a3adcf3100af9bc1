#!/usr/bin/env node
/**
 * `node scripts/node22.mjs packages/ai/scripts/tune.ts [--seconds N] [--depth D]
 *   [--check-games N] [--variant V] [--seed S] [--dry-run]`
 *
 * Self-play tuning of the evaluation weights by SPSA (simultaneous perturbation stochastic
 * approximation), one variant at a time on 2×6:
 *
 * 1. Start from the weights in `src/weights.json`.
 * 2. Each step draws a random ±1 direction for every weight and plays a pair of games (one
 *    seeded balanced random opening, colours swapped) between θ + cΔ and θ − cΔ, both searching
 *    to a fixed depth. (Balanced: most random openings are decided before the players start,
 *    and a pair of such games says nothing about the weights; see `balancedOpening`.) The pair's result (points plus a small share of the seed difference) estimates the
 *    gradient along Δ; θ moves by a step that shrinks over time.
 * 3. For `--seconds` per variant; then the tuned weights play a check match against the starting
 *    weights (`--check-games` games, rounded up to an even number, at depth + 1, other openings).
 *    The tuned weights are kept only if they score at least 50%.
 *
 * Writes `src/weights.json` and `tuning/results.md` (unless --dry-run), and the results to stdout.
 * Everything is seeded: the same arguments give the same games, except that the number of SPSA
 * steps depends on the time.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Position, Random, VARIANTS, type Variant } from '@hoyito/engine';
import { bestMove } from '../src/api.ts';
import { FEATURES, WEIGHTS, type Weights } from '../src/evaluate.ts';
import { MAX_PLY } from '../src/search.ts';
import { balancedOpening, playGame, playMatch } from '../src/selfplay.ts';
import { CommandLine, MAX_SEED } from './args.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Args {
  seconds: number;
  depth: number;
  checkGames: number;
  variants: Variant[];
  seed: number;
  dryRun: boolean;
}

const USAGE =
  'usage: node scripts/node22.mjs packages/ai/scripts/tune.ts [--seconds N] [--depth D] [--check-games N] [--variant V] [--seed S] [--dry-run]';

function parseArgs(argv: string[]): Args {
  const args: Args = {
    seconds: 45,
    depth: 3,
    checkGames: 100,
    variants: [...VARIANTS],
    seed: 2026,
    dryRun: false,
  };
  // Annotated: TypeScript takes a `never` method's call as the end of the path only then.
  const cli: CommandLine = new CommandLine(USAGE, argv);
  for (let arg = cli.next(); arg !== undefined; arg = cli.next()) {
    switch (arg) {
      case '--seconds':
        args.seconds = cli.int(1, 7 * 24 * 3600);
        break;
      // The check match searches one ply deeper, and the search goes no deeper than MAX_PLY.
      case '--depth':
        args.depth = cli.int(1, MAX_PLY - 1);
        break;
      // Each opening is played with both colours.
      case '--check-games':
        args.checkGames = 2 * Math.ceil(cli.int(1, 100_000) / 2);
        break;
      case '--seed':
        args.seed = cli.int(0, MAX_SEED);
        break;
      case '--dry-run':
        args.dryRun = true;
        break;
      case '--variant':
        args.variants = [cli.variant()];
        break;
      default:
        cli.unknown();
    }
  }
  return args;
}

const args = parseArgs(process.argv.slice(2));
const HOLES = 6;
const LIMIT = 500;
/** Perturbation size and step size per weight (centi-seeds), SPSA's c and a. */
const C = 20;
const A_STEP = 800;

const toWeights = (theta: number[]): Weights =>
  Object.fromEntries(FEATURES.map((f, i) => [f, Math.round(theta[i])])) as unknown as Weights;

const playerOf = (weights: Weights, depth: number) => (position: Position) =>
  bestMove(position, { level: 'expert', depth, endgame: false, weights, timeMs: 60_000 }).move;

interface VariantReport {
  variant: Variant;
  steps: number;
  games: number;
  seconds: number;
  start: Weights;
  tuned: Weights;
  check: Awaited<ReturnType<typeof playMatch>>;
  kept: boolean;
}

async function tune(variant: Variant, seed: number): Promise<VariantReport> {
  const start = WEIGHTS.variants[variant];
  const theta = FEATURES.map((f) => start[f]);
  const random = new Random(seed);
  const t0 = performance.now();
  let steps = 0;
  while ((performance.now() - t0) / 1000 < args.seconds) {
    const k = steps + 1;
    const ck = C / k ** 0.101;
    const ak = A_STEP / (k + 20) ** 0.602;
    const delta = FEATURES.map(() => (random.int(2) === 0 ? -1 : 1));
    const plus = toWeights(theta.map((t, i) => t + ck * delta[i]));
    const minus = toWeights(theta.map((t, i) => t - ck * delta[i]));
    const opening = balancedOpening(variant, HOLES, [2, 8], 6, random);
    let r = 0;
    for (const plusSouth of [true, false]) {
      const p = playerOf(plus, args.depth);
      const m = playerOf(minus, args.depth);
      const g = await playGame(opening, plusSouth ? p : m, plusSouth ? m : p);
      const ps = plusSouth ? 'south' : 'north';
      const pi = plusSouth ? 0 : 1;
      r += g.winner === 'draw' ? 0 : g.winner === ps ? 1 : -1;
      r += (g.captured[pi] - g.captured[1 - pi]) / 96;
    }
    for (let i = 0; i < theta.length; i++) {
      theta[i] = Math.max(-LIMIT, Math.min(LIMIT, theta[i] + (ak * r) / (2 * ck * delta[i])));
    }
    steps++;
  }
  const seconds = (performance.now() - t0) / 1000;
  const tuned = toWeights(theta);
  const check = await playMatch(playerOf(tuned, args.depth + 1), playerOf(start, args.depth + 1), {
    games: args.checkGames,
    variant,
    holes: HOLES,
    seed: (seed + 1) >>> 0,
  });
  return {
    variant,
    steps,
    games: 2 * steps,
    seconds,
    start,
    tuned,
    check,
    kept: check.percentage >= 50,
  };
}

const reports: VariantReport[] = [];
for (const variant of args.variants) {
  // A Random's seed is 32 bits: a --seed near 2^32 wraps round to 0 for the later variants.
  const report = await tune(variant, (args.seed + VARIANTS.indexOf(variant) * 1000) >>> 0);
  reports.push(report);
  process.stderr.write(
    `${variant}: ${report.steps} steps, ${report.games} games in ${report.seconds.toFixed(0)} s; ` +
      `check ${report.check.wins}-${report.check.draws}-${report.check.losses} (${report.check.percentage}%) → ${report.kept ? 'kept' : 'not kept'}\n` +
      `  ${JSON.stringify(report.tuned)}\n`,
  );
}

const variants = { ...WEIGHTS.variants };
for (const r of reports) if (r.kept) variants[r.variant] = r.tuned;
const file = {
  description:
    'Evaluation weights in centi-seeds per feature unit (see src/evaluate.ts), written by scripts/tune.ts (see tuning/results.md)',
  features: [...FEATURES],
  variants,
};

/** Half-width of the 95% interval of a match score, in percentage points. */
function interval(s: { games: number; wins: number; draws: number; points: number }): string {
  const mean = s.points / s.games;
  const square = (s.wins + s.draws / 4) / s.games;
  const sd = Math.sqrt(Math.max(0, square - mean * mean) / s.games);
  return `${(196 * sd).toFixed(1)}`;
}

const table = (w: Weights): string => FEATURES.map((f) => `${f} ${w[f]}`).join(', ');
const lines = [
  '# Tuning results',
  '',
  'Written by `scripts/tune.ts` (self-play SPSA over the evaluation weights of `src/evaluate.ts`).',
  '',
  `Command: \`node scripts/node22.mjs packages/ai/scripts/tune.ts --seconds ${args.seconds} --depth ${args.depth} --check-games ${args.checkGames} --seed ${args.seed}${args.variants.length === 1 ? ` --variant ${args.variants[0]}` : ''}\``,
  '',
  `Method: for each variant on 2×${HOLES}, SPSA steps for ${args.seconds} s; each step plays a pair of games`,
  `(one seeded balanced random opening: 2–8 random plies, depth-6 score within ±6 seeds; colours swapped)`,
  `between θ + cΔ and θ − cΔ at depth ${args.depth},`,
  `with c = ${C}/k^0.101 and step a = ${A_STEP}/(k + 20)^0.602 centi-seeds; the signal is the pair's points`,
  `(+1 win, −1 loss) plus the seed difference / 96. Then a check match, tuned against the starting`,
  `weights, ${args.checkGames} games at depth ${args.depth + 1} from other balanced openings (each played with both`,
  'colours). The tuned weights are written only if they score at least 50% in the check. The ± column is the',
  "95% interval of the check's score (normal approximation over games): a score inside 50 ± that is no",
  'evidence either way.',
  '',
  '| variant | SPSA steps | games | check: W-D-L (tuned vs start) | score | ± (95%) | kept |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...reports.map(
    (r) =>
      `| ${r.variant} | ${r.steps} | ${r.games} | ${r.check.wins}-${r.check.draws}-${r.check.losses} | ${r.check.percentage}% (seeds ${r.check.seeds[0]}-${r.check.seeds[1]}) | ${interval(r.check)} | ${r.kept ? 'yes' : 'no'} |`,
  ),
  '',
  '## Weights (centi-seeds per unit)',
  '',
  ...reports.flatMap((r) => [
    `- ${r.variant}`,
    `  - start: ${table(r.start)}`,
    `  - tuned: ${table(r.tuned)}`,
  ]),
  '',
  "SPSA steps depend on the machine's speed (the run is bounded by time); the games of a given step",
  'and the check match are seeded and repeat exactly.',
  '',
];

if (!args.dryRun) {
  writeFileSync(join(root, 'src', 'weights.json'), `${JSON.stringify(file, null, 2)}\n`);
  writeFileSync(join(root, 'tuning', 'results.md'), lines.join('\n'));
}
process.stdout.write(`${lines.join('\n')}\n`);
