#!/usr/bin/env node
/**
 * `node --conditions=development packages/ai/scripts/endgames.ts [--per N] [--nodes N]
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
import { isVariant, type Position, Random, VARIANTS, type Variant } from '@hoyito/engine';
import { bestMove } from '../src/api.ts';
import { randomOpening } from '../src/selfplay.ts';

let per = 20;
let nodes = 1_000_000;
let variants: Variant[] = [...VARIANTS];
let seed = 2026;
let minSeeds = 9;
let maxSeeds = 12;
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) {
  const [arg, value] = [argv[i], argv[i + 1] ?? ''];
  const number = Number(value);
  if (arg === '--variant') {
    const list = value.split(',');
    const bad = list.find((v) => !isVariant(v));
    if (bad !== undefined) fail(`unknown variant ${bad}; use ${VARIANTS.join(', ')}`);
    variants = list as Variant[];
  } else if (!Number.isInteger(number) || number < 0) {
    fail(`${arg} needs a whole number, not ${JSON.stringify(value)}`);
  } else if (arg === '--seed' && number > 0xffffffff) {
    fail(`--seed needs a whole number from 0 to ${0xffffffff}, not ${JSON.stringify(value)}`);
  } else if (arg === '--per') per = number;
  else if (arg === '--nodes') nodes = number;
  else if (arg === '--seed') seed = number;
  else if (arg === '--min-seeds') minSeeds = number;
  else if (arg === '--max-seeds') maxSeeds = number;
  else fail(`unknown option ${arg}`);
}

function fail(message: string): never {
  process.stderr.write(
    `${message}\nusage: endgames.ts [--per N] [--nodes N] [--variant V,…] [--seed S] [--min-seeds N] [--max-seeds N]\n`,
  );
  process.exit(2);
}

const onBoard = (p: Position) => p.board.reduce((sum, n) => sum + n, 0);

/** Positions in the seed range from self-play games, at most one per game. */
function endgames(variant: Variant, random: Random): Position[] {
  const found: Position[] = [];
  for (let game = 0; found.length < per && game < per * 20; game++) {
    let p = randomOpening(variant, 6, 2 + random.int(5), random);
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
