#!/usr/bin/env node
/**
 * `node --conditions=development packages/ai/scripts/greedy-bound.ts [--games N] [--variant V]
 *   [--holes N] [--seed S] [--opening-plies MIN-MAX] [--plies P]`
 *
 * How much any player could score against the greedy reference player from the openings of a
 * match (`pnpm run match` draws the same ones for the same seed, plies and board): greedy's reply
 * to every position is fixed (`greedyMove`), so the best a player can do from an opening is a
 * search over its own moves alone, greedy's answered for it. That is an upper bound on every
 * player, the expert included, and it shows how much of a score against greedy is there to be
 * had at all, and how much only by playing for greedy's replies rather than for the best ones.
 *
 * Each game counts 1 for a forced win, ½ for a forced draw, 0 else; a line still going after P
 * plies (default 20) counts as a draw, which makes the figure a lower bound on that upper bound.
 * Positions are searched without their history, so a third repetition is not seen (in Hoyito I
 * on 2×6 games from these openings end within 25 plies). Prints the score and the games that
 * cannot be won.
 */
import { isVariant, type Position, type Side, type Variant } from '@hoyito/engine';
import { greedyMove } from '../src/players.ts';
import { playMatch } from '../src/selfplay.ts';

let games = 100;
let variant: Variant = 'hoyito-1';
let holes = 6;
let seed = 2026;
let openingPlies: [number, number] = [2, 6];
let plies = 20;
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) {
  const [arg, value] = [argv[i], argv[i + 1] ?? ''];
  if (arg === '--games') games = Number(value);
  else if (arg === '--holes') holes = Number(value);
  else if (arg === '--seed') seed = Number(value);
  else if (arg === '--plies') plies = Number(value);
  else if (arg === '--variant' && isVariant(value)) variant = value;
  else if (arg === '--opening-plies' && /^\d+-\d+$/.test(value)) {
    openingPlies = value.split('-').map(Number) as [number, number];
  } else throw new Error(`unknown argument ${arg} ${value}`);
}

/** What `me` can force against greedy from `position`: 1, ½ or 0. */
function bound(position: Position, me: Side, depth: number, seen: Map<string, number>): number {
  if (position.over) return position.winner === me ? 1 : position.winner === 'draw' ? 0.5 : 0;
  if (depth >= plies) return 0.5;
  const key = `${position.repetitionKey()}|${position.noCapture}|${depth}`;
  const known = seen.get(key);
  if (known !== undefined) return known;
  let value = 0;
  if (position.toMove !== me) {
    const played = position.play(greedyMove(position));
    if (!played.ok) throw new Error(played.error.message);
    value = bound(played.value.position, me, depth + 1, seen);
  } else {
    const moves = position.legalMoves();
    for (const move of moves.length === 0 ? (['pass'] as const) : moves) {
      const played = position.play(move);
      if (!played.ok) throw new Error(played.error.message);
      value = Math.max(value, bound(played.value.position, me, depth + 1, seen));
      if (value === 1) break;
    }
  }
  seen.set(key, value);
  return value;
}

// The match's own openings: playMatch draws them, and each game's first position is its opening.
let opening: Position | null = null;
const note = (position: Position) => {
  opening ??= position;
  return greedyMove(position);
};
let score = 0;
const short: string[] = [];
await playMatch(note, note, {
  games,
  variant,
  holes,
  seed,
  openingPlies,
  onGame: (g) => {
    // Player A (the one measured) takes South in even games and North in odd ones.
    const me: Side = g % 2 === 0 ? 'south' : 'north';
    const value = bound(opening as Position, me, 0, new Map());
    score += value;
    if (value < 1) short.push(`game ${g + 1} (${me}): ${value === 0.5 ? 'draw' : 'loss'}`);
    opening = null;
  },
});
console.log(
  `${variant} 2×${holes}, seed ${seed}, openings of ${openingPlies.join('–')} plies, ${plies}-ply lines: at most ${((100 * score) / games).toFixed(1)}% against greedy (${score} of ${games})`,
);
if (short.length > 0) console.log(`not winnable: ${short.join(', ')}`);
