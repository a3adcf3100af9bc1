/**
 * What the board's worker relies on: every level answers a legal move (or a pass exactly when the
 * side must pass) for any position it may meet, analyses list every legal move best first, and
 * the levels the board uses by default repeat themselves for the same seed.
 */
import { initialPosition, type Position, Random, VARIANTS } from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
// The engine's own test helper, so that test positions are built one way across packages.
import { position } from '../../engine/test/fixtures.ts';
import { analyse, bestMove, LEVELS, TIE_RULES } from '../src/index.ts';

/** Positions from random games of each variant on 2×3 to 2×6, every few turns. */
function positions(): Position[] {
  const out: Position[] = [];
  const random = new Random(2026);
  for (const variant of VARIANTS) {
    for (const holes of [3, 4, 6]) {
      const start = initialPosition({ variant, holes, seeds: 3 });
      if (!start.ok) throw new Error(start.error.message);
      let p = start.value;
      for (let ply = 0; ply < 40 && !p.over; ply++) {
        if (ply % 7 === 3) out.push(p);
        const moves = p.legalMoves();
        const played = p.play(moves.length === 0 ? 'pass' : moves[random.int(moves.length)]);
        if (!played.ok) throw new Error(played.error.message);
        p = played.value.position;
      }
    }
  }
  return out;
}

describe('the computer player, as the board uses it', () => {
  const sample = positions();

  it.each(LEVELS.filter((l) => l !== 'expert'))(
    '%s answers a legal move or a due pass',
    (level) => {
      for (const p of sample) {
        const best = bestMove(p, { level, seed: 7 });
        if (p.mustPass()) expect(best.move).toBe('pass');
        else expect(p.legalMoves()).toContain(best.move);
        expect(best.pv[0]).toBe(best.move);
      }
    },
  );

  it('expert with a node budget answers legal moves and repeats itself', () => {
    for (const p of sample.slice(0, 12)) {
      const a = bestMove(p, { level: 'expert', nodes: 20_000, seed: 3 });
      const b = bestMove(p, { level: 'expert', nodes: 20_000, seed: 3 });
      expect(a.move).toBe(b.move);
      expect(a.score).toBe(b.score);
      if (!p.mustPass()) expect(p.legalMoves()).toContain(a.move);
    }
  });

  it('expert against an opponent model, each tie rule, answers legal moves and repeats itself', () => {
    let modelled = 0;
    for (const ties of TIE_RULES) {
      for (const p of sample) {
        const a = bestMove(p, { level: 'expert', nodes: 8_000, opponent: { ties } });
        const b = bestMove(p, { level: 'expert', nodes: 8_000, opponent: { ties } });
        expect(a.move).toBe(b.move);
        if (a.model !== undefined) modelled++;
        if (p.mustPass()) expect(a.move).toBe('pass');
        else expect(p.legalMoves()).toContain(a.move);
      }
    }
    expect(modelled).toBeGreaterThan(0);
  });

  it('analyse lists every legal move once, best first', () => {
    for (const p of sample.slice(0, 12)) {
      if (p.mustPass()) continue;
      const lines = analyse(p, { level: 'casual' });
      expect(lines.map((l) => l.move).sort()).toEqual([...p.legalMoves()].sort());
      for (let i = 1; i < lines.length; i++)
        expect(lines[i - 1].score).toBeGreaterThanOrEqual(lines[i].score);
    }
  });

  it('takes an obvious casa rather than a quiet move (Hoyito II, 2×3)', () => {
    // North's B (2 seeds): C 3→4, a 3→4 — a casa in a and, chaining back, C: 8 seeds.
    // North's A (1 seed) lands in B (2→3): nothing. North's C (3 seeds) gives nothing either.
    const p = position('hoyito-2', [3, 5, 5, 1, 2, 3], 'north');
    for (const level of ['casual', 'strong'] as const) {
      expect(bestMove(p, { level }).move).toBe(4);
    }
  });
});
