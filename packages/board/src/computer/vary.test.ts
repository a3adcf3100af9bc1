import { Random } from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
import type { AnalysedLine } from './protocol.ts';
import {
  VARIED_PLIES,
  VARY_MARGIN_SEEDS,
  variedAtLeast,
  variedCandidates,
  variedChoice,
} from './vary.ts';

const line = (move: number, score: number, outcome?: AnalysedLine['outcome']): AnalysedLine => ({
  move,
  score,
  pv: [move],
  ...(outcome === undefined ? {} : { outcome }),
});

describe('variedCandidates', () => {
  // [what, the analysis, the moves a varied choice may take]
  const cases: [string, AnalysedLine[], number[]][] = [
    ['no move', [], []],
    ['one move', [line(3, -20)], [3]],
    ['within the margin', [line(1, 5), line(2, 3.5), line(0, 3), line(4, 2.9)], [1, 2, 0]],
    ['best not listed first', [line(0, 1), line(1, 4), line(2, 2.5)], [1, 2]],
    ['nothing close', [line(8, 23.2), line(10, -6.2)], [8]],
    ['a proven win needs a proven win', [line(2, 8, 'win'), line(1, 7, 'win'), line(0, 7)], [2, 1]],
    ['a proven draw: draws and wins', [line(0, 0, 'draw'), line(1, 0), line(2, 0, 'draw')], [0, 2]],
    ['unproven best: never a proven loss', [line(0, 1), line(1, 0.5, 'loss'), line(2, 0)], [0, 2]],
    [
      'a proven loss: any move within the margin',
      [line(0, -1, 'loss'), line(1, -2, 'loss')],
      [0, 1],
    ],
  ];
  for (const [what, lines, moves] of cases) {
    it(what, () => {
      expect(variedCandidates(lines).map((l) => l.move)).toEqual(moves);
    });
  }

  // [what, the analysis, at least, the moves]
  const widened: [string, AnalysedLine[], number, number[]][] = [
    [
      'none near: the best three',
      [line(0, -8.6), line(1, -14), line(2, -15), line(3, -20)],
      3,
      [0, 1, 2],
    ],
    ['none near: the best two', [line(7, 16.4), line(8, 7.6), line(9, 1)], 2, [7, 8]],
    ['enough near: all of them', [line(0, 5), line(1, 4), line(2, 3.5), line(3, 0)], 2, [0, 1, 2]],
    ['never a proven loss to widen', [line(0, 3), line(1, -9, 'loss'), line(2, -12)], 2, [0, 2]],
    ['fewer moves than asked', [line(4, 1)], 3, [4]],
  ];
  for (const [what, lines, atLeast, moves] of widened) {
    it(what, () => {
      expect(variedCandidates(lines, VARY_MARGIN_SEEDS, atLeast).map((l) => l.move)).toEqual(moves);
    });
  }

  it('varies the first plies of a game most', () => {
    expect(Array.from({ length: VARIED_PLIES }, (_, ply) => variedAtLeast(ply))).toEqual([
      3, 2, 1, 1, 1, 1,
    ]);
  });

  it('takes a margin in seeds', () => {
    expect(VARY_MARGIN_SEEDS).toBe(2);
    expect(variedCandidates([line(0, 0), line(1, -0.5)], 0.25).map((l) => l.move)).toEqual([0]);
  });
});

describe('variedChoice', () => {
  it('draws every candidate, and only candidates, from the seed', () => {
    const lines = [line(0, 10), line(1, 9), line(2, 8.5), line(3, 2)];
    const random = new Random(7);
    const counts = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      const move = variedChoice(lines, random)?.move as number;
      counts.set(move, (counts.get(move) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([0, 1, 2]);
    for (const n of counts.values()) expect(n).toBeGreaterThan(60);
  });

  it('repeats for the same seed, and has nothing to choose without moves', () => {
    const lines = [line(0, 1), line(1, 1), line(2, 1), line(3, 1)];
    const draw = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 8 }, () => variedChoice(lines, random)?.move);
    };
    expect(draw(5)).toEqual(draw(5));
    expect(variedChoice([], new Random(1))).toBe(null);
  });

  it('leaves out the moves to avoid while another candidate is left, and only candidates count', () => {
    const lines = [line(0, 10), line(1, 9), line(2, 8.5), line(3, 2)];
    const random = new Random(11);
    for (let i = 0; i < 50; i++) {
      expect(variedChoice(lines, random, 1, [0, 2])?.move).toBe(1);
      // 3 is no candidate: avoiding every candidate leaves them all to draw from.
      expect([0, 1, 2]).toContain(variedChoice(lines, random, 1, [0, 1, 2, 3])?.move);
    }
    // Avoiding moves that are not candidates changes nothing.
    const fromSeed = (avoid: number[]) => variedChoice(lines, new Random(3), 1, avoid)?.move;
    expect(fromSeed([3])).toBe(fromSeed([]));
  });
});
