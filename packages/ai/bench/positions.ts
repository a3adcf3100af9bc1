/** The benchmarks' workloads: every variant on 2×6 and 2×12, from seeded random openings. */
import { initialPosition, type Position, Random, type Variant } from '@hoyito/engine';

export const WORKLOADS: readonly { variant: Variant; holes: number }[] = [
  { variant: 'hoyito-1', holes: 6 },
  { variant: 'hoyito-2', holes: 6 },
  { variant: 'hoyito-3', holes: 6 },
  { variant: 'hoyito-1', holes: 12 },
  { variant: 'hoyito-2', holes: 12 },
  { variant: 'hoyito-3', holes: 12 },
];

/** `count` unfinished positions, each after 2–9 random moves from the start (seeded). */
export function openingPositions(
  variant: Variant,
  holes: number,
  seed: number,
  count: number,
): Position[] {
  const start = initialPosition({ variant, holes });
  if (!start.ok) throw new Error(start.error.message);
  const random = new Random(seed);
  const out: Position[] = [];
  while (out.length < count) {
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
