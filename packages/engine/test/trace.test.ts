/** The event trace is complete: replaying it on the board reproduces the move (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialPosition, type Position } from '../src/position.ts';
import { Random } from '../src/random.ts';
import { VARIANTS } from '../src/types.ts';

// A fixed seed keeps every run identical: exact endless-sowing detection on the largest boards
// can take long for rare moves with huge cycles, and a test run must not depend on luck.
fc.configureGlobal({ seed: 20261130 });

const gameArb = fc.record({
  variant: fc.constantFrom(...VARIANTS),
  holes: fc.integer({ min: 3, max: 12 }),
  seeds: fc.integer({ min: 1, max: 12 }),
  first: fc.constantFrom('south' as const, 'north' as const),
  remaining: fc.constantFrom('own-side' as const, 'split' as const, 'none' as const),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  plies: fc.integer({ min: 0, max: 120 }),
});

/** Plays a random game for `plies` turns and returns every position on the way. */
type GameSpec = typeof gameArb extends fc.Arbitrary<infer T> ? T : never;

function line(g: GameSpec): Position[] {
  const start = initialPosition({
    variant: g.variant,
    holes: g.holes,
    seeds: g.seeds,
    first: g.first,
    rules: { remaining: g.remaining },
  });
  if (!start.ok) throw new Error(start.error.message);
  const random = new Random(g.seed);
  const positions = [start.value];
  let p = start.value;
  for (let i = 0; i < g.plies && !p.over; i++) {
    const moves = p.legalMoves();
    const played = p.play(moves.length === 0 ? 'pass' : moves[random.int(moves.length)]);
    if (!played.ok) throw new Error(played.error.message);
    p = played.value.position;
    positions.push(p);
  }
  return positions;
}

describe('the event trace', () => {
  it('replaying a trace on the board gives the position after the move', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        for (const p of line(g)) {
          for (const h of p.legalMoves()) {
            const played = p.play(h, { trace: true });
            if (!played.ok) throw new Error(played.error.message);
            const board = [...p.board];
            const captured = [...p.captured];
            for (const e of played.value.trace ?? []) {
              if (e.type === 'lift' || e.type === 'relay') board[e.hole] -= e.seeds;
              else if (e.type === 'drop') {
                board[e.hole]++;
                expect(board[e.hole]).toBe(e.count);
              } else if (e.type === 'capture') {
                expect(board[e.hole]).toBe(4);
                board[e.hole] = 0;
                captured[e.by === 'south' ? 0 : 1] += 4;
              } else if (e.type === 'last-four') {
                for (const { hole, seeds } of e.holes) board[hole] -= seeds;
                captured[e.to === 'south' ? 0 : 1] += e.seeds;
              } else if (e.type === 'remaining') {
                // A split keeps its odd seed in the first hole holding seeds, South's row first.
                const first = board.findIndex((c) => c > 0);
                expect(e.oddSeedHole).toBe(e.rule === 'split' && e.uncounted > 0 ? first : null);
                if (e.rule !== 'none') board.fill(0);
                if (e.oddSeedHole !== null) board[e.oddSeedHole] = 1;
                captured[0] += e.south;
                captured[1] += e.north;
              }
            }
            expect(board).toEqual([...played.value.position.board]);
            expect(captured).toEqual([...played.value.position.captured]);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
