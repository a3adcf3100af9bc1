#!/usr/bin/env node
/**
 * `node scripts/node22.mjs packages/ai/scripts/endgames.ts [--per N] [--nodes N]
 *   [--variant V,…] [--seed S] [--min-seeds N] [--max-seeds N]`
 *
 * How often `expert` solves an endgame within a budget. For each variant it collects N
 * positions (default 20) with between --min-seeds and --max-seeds seeds on the board (default
 * 9–12) from seeded self-play games (`strong` against itself, 2×6, random openings), then asks
 * `expert` for a move with a node budget (default 1,000,000, about what it searches in 1000 ms;
 * a node budget makes the run repeatable) and counts the answers whose score is exact, and those
 * whose outcome (win, draw or loss) is proven, apart for the positions the captured seeds
 * already decide (one side has more than the other could still catch up). One line per variant
 * on stdout.
 */
import {
  DEFAULT_HOLES,
  DEFAULT_SEEDS,
  type Position,
  Random,
  VARIANTS,
  type Variant,
} from '@hoyito/engine';
import { bestMove } from '../src/api.ts';
import { randomOpening } from '../src/selfplay.ts';
import { CommandLine, given, MAX_SEED, MAX_WHOLE } from './args.ts';

const USAGE =
  'usage: node scripts/node22.mjs packages/ai/scripts/endgames.ts [--per N] [--nodes N] [--variant V,…] [--seed S] [--min-seeds N] [--max-seeds N]';
/** The games are on 2×6 from the usual start; fewer than two seeds leave no choice of move. */
const FEWEST_SEEDS = 2;
const MOST_SEEDS = 2 * DEFAULT_HOLES * DEFAULT_SEEDS;

let per = 20;
let nodes = 1_000_000;
let variants: Variant[] = [...VARIANTS];
let seed = 2026;
let minSeeds = 9;
let maxSeeds = 12;
// Annotated: TypeScript takes a `never` method's call as the end of the path only then.
const cli: CommandLine = new CommandLine(USAGE, process.argv.slice(2));
for (let arg = cli.next(); arg !== undefined; arg = cli.next()) {
  switch (arg) {
    case '--per':
      per = cli.int(1, 10_000);
      break;
    case '--nodes':
      nodes = cli.int(1, MAX_WHOLE);
      break;
    case '--variant':
      variants = cli.variants();
      break;
    case '--seed':
      seed = cli.int(0, MAX_SEED);
      break;
    case '--min-seeds':
      minSeeds = cli.int(FEWEST_SEEDS, MOST_SEEDS);
      break;
    case '--max-seeds':
      maxSeeds = cli.int(FEWEST_SEEDS, MOST_SEEDS);
      break;
    default:
      cli.unknown();
  }
}
// Said of --min-seeds whichever came last, the default of the other included.
if (minSeeds > maxSeeds)
  cli.fail(
    `--min-seeds needs a whole number no more than --max-seeds (${maxSeeds}); got ${given(String(minSeeds))}`,
  );

const onBoard = (p: Position) => p.board.reduce((sum, n) => sum + n, 0);

/** Positions in the seed range from self-play games, at most one per game. */
function endgames(variant: Variant, random: Random): Position[] {
  const found: Position[] = [];
  for (let game = 0; found.length < per && game < per * 20; game++) {
    let p = randomOpening(variant, DEFAULT_HOLES, 2 + random.int(5), random);
    while (!p.over && onBoard(p) > maxSeeds) {
      const move = bestMove(p, { level: 'strong', nodes: 20_000 }).move;
      const played = p.play(move);
      if (!played.ok) throw new Error(played.error.message);
      p = played.value.position;
    }
    if (!p.over && onBoard(p) >= minSeeds && p.legalMoves().length >= 2) found.push(p);
  }
  return found;
}

for (const variant of variants) {
  const positions = endgames(variant, new Random(seed));
  let solved = 0;
  let decided = 0;
  let proven = 0;
  let provenOpen = 0;
  let ms = 0;
  for (const position of positions) {
    // A node budget alone bounds expert (its 1000 ms apply only when no budget is given).
    const answer = bestMove(position, { level: 'expert', nodes });
    const lead = Math.abs(position.captured[0] - position.captured[1]);
    const settled = lead > onBoard(position);
    if (settled) decided++;
    if (answer.exact) solved++;
    if (answer.outcome !== undefined) {
      proven++;
      if (!settled) provenOpen++;
    }
    ms += answer.timeMs;
  }
  const open = positions.length - decided;
  process.stdout.write(
    `${variant}: ${minSeeds}–${maxSeeds} seeds, ${nodes} nodes: ${solved} of ${positions.length} solved exactly, outcome proven in ${proven} (${provenOpen} of the ${open} that the captured seeds do not decide) (${Math.round(ms / Math.max(1, positions.length))} ms each on average)\n`,
  );
}
