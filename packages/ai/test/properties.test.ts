/**
 * Properties over random positions (fast-check): the player never answers an illegal or endless
 * move, its principal variations are playable lines, analysis lists exactly the legal moves, and
 * everything repeats for the same seed and node budget.
 */
import { readFileSync } from 'node:fs';
import {
  createPosition,
  initialPosition,
  type Move,
  type Position,
  Random,
  unwrap,
  VARIANTS,
} from '@hoyito/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { features } from '../src/evaluate.ts';
import { analyse, bestMove, LEVELS, SEARCH_MAX_LAPS } from '../src/index.ts';
import { greedyMove, referenceMove } from '../src/players.ts';

const arbPosition = fc
  .record({
    variant: fc.constantFrom(...VARIANTS),
    holes: fc.integer({ min: 3, max: 12 }),
    counts: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 24, maxLength: 24 }),
    sparse: fc.boolean(),
    captured: fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 })),
    toMove: fc.constantFrom('south' as const, 'north' as const),
    round: fc.integer({ min: 1, max: 4 }),
    previousWinner: fc.constantFrom(null, 'south' as const, 'north' as const, 'draw' as const),
    noCapture: fc.integer({ min: 0, max: 30 }),
  })
  .map((r) => {
    const board = r.counts.slice(0, 2 * r.holes).map((c) => (r.sparse ? c % 3 : c));
    return createPosition({
      variant: r.variant,
      holes: r.holes,
      board,
      captured: r.captured,
      toMove: r.toMove,
      round: r.round,
      previousWinner: r.round === 1 ? null : r.previousWinner,
      noCapture: r.noCapture,
    });
  })
  .filter((p) => p.ok)
  .map((p) => (p as { ok: true; value: Position }).value);

/** Plays `line` from `p`; returns false at the first move that is not legal. */
function playable(p: Position, line: readonly Move[]): boolean {
  let q = p;
  for (const m of line) {
    if (q.over) return false;
    const played = q.play(m);
    if (!played.ok) return false;
    q = played.value.position;
  }
  return true;
}

function legalOrPass(p: Position): Move[] {
  return p.legalMoves().length === 0 ? ['pass'] : [...p.legalMoves()];
}

describe('never an illegal move', () => {
  it('bestMove at every level answers a legal move with a playable line', () => {
    fc.assert(
      fc.property(arbPosition, fc.integer({ min: 0, max: 1000 }), (p, seed) => {
        for (const level of LEVELS) {
          const best = bestMove(p, { level, nodes: 3000, seed });
          expect(p.isLegal(best.move)).toBe(true);
          expect(best.pv[0]).toBe(best.move);
          expect(playable(p, best.pv)).toBe(true);
          expect(Number.isFinite(best.score)).toBe(true);
        }
      }),
      { numRuns: 120, seed: 20261130 },
    );
  });

  it('analyse lists exactly the legal moves (or the pass), best first, each with a playable line', () => {
    fc.assert(
      fc.property(arbPosition, (p) => {
        const all = analyse(p, { depth: 3, endgame: false });
        expect(new Set(all.map((m) => m.move))).toEqual(new Set(legalOrPass(p)));
        expect(all.length).toBe(legalOrPass(p).length);
        for (let i = 1; i < all.length; i++)
          expect(all[i].score).toBeLessThanOrEqual(all[i - 1].score);
        for (const m of all) {
          expect(m.pv[0]).toBe(m.move);
          expect(playable(p, m.pv)).toBe(true);
        }
      }),
      { numRuns: 80, seed: 7 },
    );
  });

  it('the reference players answer legal moves', () => {
    fc.assert(
      fc.property(arbPosition, (p) => {
        expect(p.isLegal(referenceMove('greedy', p))).toBe(true);
        expect(p.isLegal(referenceMove('capture-depth4', p))).toBe(true);
      }),
      { numRuns: 60, seed: 3 },
    );
  });

  // Positions of the rule book's worked cases where some moves never end (rules §5): those moves
  // are not legal, and neither the search nor the analysis may offer them.
  const ENDLESS = [
    {
      variant: 'hoyito-2',
      board: [4, 0, 2, 1, 0, 1, 0, 1, 2, 0, 1, 0],
      captured: [36, 0],
      toMove: 'north',
      legal: [7, 10],
    },
    {
      variant: 'hoyito-3',
      board: [4, 3, 1, 0, 1, 0, 2, 1, 3, 7, 6, 0],
      captured: [20, 0],
      toMove: 'south',
      legal: [0, 2, 4],
    },
    {
      variant: 'hoyito-2',
      board: [2, 0, 2, 3, 0, 1, 0, 2, 1, 3, 15, 3],
      captured: [16, 0],
      toMove: 'south',
      legal: [2, 3, 5],
    },
    {
      variant: 'hoyito-1',
      board: [1, 2, 0, 2, 1, 0, 2, 1, 0, 2, 1, 0],
      captured: [36, 0],
      toMove: 'south',
      legal: [0, 3, 4],
    },
    {
      // Reached in play on the standard board (e E f B c D d D): South's c (2) falls into a
      // cycle of 4,628,448 laps from its first lap. The search leaves it out after
      // SEARCH_MAX_LAPS laps; the analysis, which lists every legal move, decides it exactly.
      variant: 'hoyito-3',
      board: [4, 1, 5, 3, 10, 1, 0, 4, 1, 0, 1, 18],
      captured: [0, 0],
      toMove: 'south',
      noCapture: 8,
      legal: [0, 1, 3, 4, 5],
    },
  ] as const;

  // Exported for a caller who wants to know where the search stops looking; the README gives it.
  it('leaves out sowings past SEARCH_MAX_LAPS, 100,000 laps, as the README says', () => {
    expect(SEARCH_MAX_LAPS).toBe(100_000);
    expect(readFileSync(new URL('../README.md', import.meta.url), 'utf8')).toMatch(
      /100,000 laps\s+\(`SEARCH_MAX_LAPS`\)/,
    );
  });

  for (const c of ENDLESS) {
    it(`never plays an endless sowing (${c.variant}, legal ${c.legal.join(', ')})`, () => {
      const p = createPosition({ holes: 6, ...c });
      if (!p.ok) throw new Error(p.error.message);
      expect(p.value.legalMoves()).toEqual(c.legal);
      for (const level of LEVELS) {
        expect(c.legal).toContain(bestMove(p.value, { level, nodes: 20_000 }).move);
      }
      expect(new Set(analyse(p.value, { depth: 4 }).map((m) => m.move))).toEqual(new Set(c.legal));
    });
  }
});

describe('determinism', () => {
  it('the same seed and node budget give the same answer, whatever was searched before', () => {
    const random = new Random(5);
    for (const variant of VARIANTS) {
      let p = unwrap(initialPosition({ variant }));
      for (let i = 0; i < 6; i++) {
        const moves = p.legalMoves();
        p = unwrap(p.play(moves.length ? moves[random.int(moves.length)] : 'pass')).position;
      }
      for (const level of LEVELS) {
        const first = bestMove(p, { level, nodes: 40_000, seed: 11 });
        bestMove(unwrap(initialPosition({ variant: 'hoyito-2', holes: 12 })), { nodes: 20_000 });
        const again = bestMove(p, { level, nodes: 40_000, seed: 11 });
        expect({ ...again, timeMs: 0 }).toEqual({ ...first, timeMs: 0 });
      }
      const a = analyse(p, { nodes: 30_000 });
      expect(analyse(p, { nodes: 30_000 })).toEqual(a);
    }
  });

  it("a node budget is not cut short by expert's own clock", () => {
    // Three million nodes take this machine well over expert's 1000 ms: with the clock in force
    // the search would stop at about two million.
    const p = unwrap(initialPosition({ variant: 'hoyito-2' }));
    const best = bestMove(p, { level: 'expert', nodes: 3_000_000 });
    expect(best.nodes).toBe(3_000_000);
    expect(best.exact).toBe(false);
  });

  it('the beginner repeats its oversights for a seed and varies them across seeds', () => {
    const random = new Random(9);
    let differs = false;
    for (let k = 0; k < 30 && !differs; k++) {
      let p = unwrap(initialPosition({ variant: 'hoyito-2' }));
      for (let i = 0; i < 4 + random.int(6) && !p.over; i++) {
        const moves = p.legalMoves();
        p = unwrap(p.play(moves.length ? moves[random.int(moves.length)] : 'pass')).position;
      }
      if (p.over) continue;
      const a = bestMove(p, { level: 'beginner', seed: 1 }).move;
      expect(bestMove(p, { level: 'beginner', seed: 1 }).move).toBe(a);
      for (let seed = 2; seed < 12; seed++) {
        if (bestMove(p, { level: 'beginner', seed }).move !== a) differs = true;
      }
    }
    expect(differs).toBe(true);
  });
});

describe('evaluation features', () => {
  it('the capture feature is a capture the side to move can make now (Hoyito II and III)', () => {
    fc.assert(
      fc.property(arbPosition, (p) => {
        if (p.variant === 'hoyito-1') return; // en passant sowings can go on and turn endless
        const me = p.toMove === 'south' ? 0 : 1;
        const f = [0, 0, 0, 0, 0, 0];
        features(Int32Array.from(p.board), p.holes, Number(p.variant.slice(-1)), me, f);
        if (f[4] === 0) return;
        let best = 0;
        for (const h of p.legalMoves()) {
          const played = p.play(h);
          if (played.ok) best = Math.max(best, played.value.position.captured[me] - p.captured[me]);
        }
        expect(best).toBeGreaterThanOrEqual(f[4]);
      }),
      { numRuns: 300, seed: 1 },
    );
  });

  it('greedy takes the largest immediate capture, ties by lowest hole', () => {
    // South: a=1 (drops into b), e=1 (drops into f=3: a casa of 4), and c=2 (sows d, e… ends):
    // only e captures.
    const p = createPosition({
      variant: 'hoyito-3',
      holes: 6,
      board: [1, 0, 2, 0, 1, 3, 0, 0, 1, 0, 2, 0],
      captured: [0, 0],
      toMove: 'south',
    });
    if (!p.ok) throw new Error(p.error.message);
    expect(greedyMove(p.value)).toBe(4);
    // No capture anywhere: the lowest hole.
    const q = unwrap(initialPosition({ variant: 'hoyito-3' }));
    expect(greedyMove(q)).toBe(q.legalMoves()[0]);
  });
});
