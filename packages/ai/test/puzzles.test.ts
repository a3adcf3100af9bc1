/**
 * Hand-made puzzles with their answers. Boards are 2×6 unless said otherwise: holes 0–5 are
 * South's (a–f), 6–11 North's (A–F); sowing goes i → i+1. Captured counts start at 0–0, so a
 * score is the final captured difference the side to move can force (an exact score when the
 * search proved it).
 */
import { createPosition, type Position, type Variant } from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
import { analyse, bestMove } from '../src/index.ts';

function position(
  variant: Variant,
  board: number[],
  toMove: 'south' | 'north' = 'south',
  holes = 6,
): Position {
  const p = createPosition({ variant, holes, board, captured: [0, 0], toMove });
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

interface Puzzle {
  readonly name: string;
  readonly variant: Variant;
  readonly board: number[];
  readonly holes?: number;
  /** The right answers (any of them). */
  readonly answers: readonly number[];
  /** The exact score of the answer, when the reasoning pins it down. */
  readonly score?: number;
  /** Moves that must score strictly lower than the answer. */
  readonly worse?: readonly number[];
}

const PUZZLES: readonly Puzzle[] = [
  {
    // South: b=3, d=3; North: E=1. 7 seeds. Hoyito I takes en passant: b sows c (0→1), then d
    // (3→4), taken at once. 3 seeds are left (c and E on the board, 1 still in hand): the last
    // four go to the capturer and the game ends, South 7–0, every seed: no move can do better.
    // d captures nothing (it sows e, f, A, all empty).
    name: 'Hoyito I: an en-passant capture that takes every seed',
    variant: 'hoyito-1',
    board: [0, 3, 0, 3, 0, 0, 0, 0, 0, 0, 1, 0],
    answers: [1],
    score: 7,
  },
  {
    // South: a=3, e=1; North: E=2. 6 seeds. North's E sows F and a: with a still at 3 the drop
    // makes a four, which North takes (Hoyito I: en passant on the last seed; II and III: a casa).
    // 2 seeds are left, so the last four go to North too: e loses all 6 seeds (score −6, the
    // worst there is). a sows b, c, d (all empty: the move ends) and leaves North's E nothing
    // to take: North's only move then drops into F and the empty a.
    name: 'Hoyito I: do not leave a three in the path of a sowing',
    variant: 'hoyito-1',
    board: [3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2, 0],
    answers: [0],
    worse: [4],
  },
  {
    name: 'Hoyito II: do not leave a three where a sowing ends',
    variant: 'hoyito-2',
    board: [3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2, 0],
    answers: [0],
    worse: [4],
  },
  {
    name: 'Hoyito III: do not leave a three where a sowing ends',
    variant: 'hoyito-3',
    board: [3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2, 0],
    answers: [0],
    worse: [4],
  },
  {
    // South: b=c=d=e=3; North: A=1. 13 seeds. b sows c, d, e: each becomes 4 and the last seed
    // lands in e: a casa. Hoyito II takes it and the chain behind it (d, c: fours; b is empty:
    // stop): 12 seeds. 1 is left (A), so the last four go to South too: 13–0, every seed. The
    // other moves capture nothing: c ends in f (empty), d relays from A and ends in C, e ends in
    // B.
    name: 'Hoyito II: a casa with a backward chain of fours',
    variant: 'hoyito-2',
    board: [0, 3, 3, 3, 3, 0, 1, 0, 0, 0, 0, 0],
    answers: [1],
    score: 13,
    worse: [2, 3, 4],
  },
  {
    // South: a=1, f=1; North: A=3. 5 seeds. f drops its seed into A (3→4): a casa, taken; 1 seed
    // is left (a), the last four go to South: 5–0, all seeds. a only moves a seed to b.
    name: 'Hoyito III: take the casa',
    variant: 'hoyito-3',
    board: [1, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 0],
    answers: [5],
    score: 5,
    worse: [0],
  },
  {
    // 2×12 (South a–l = 0–11, North A–L = 12–23). South: k=1, l=1; North: A=3, F=2, I=2.
    // l drops its seed into A (3→4): a casa, taken (the chain behind it stops at l, just
    // emptied); 5 seeds stay, South moves again. k drops into l (1→2) and relays: A becomes 4
    // mid-lap (Hoyito II has no en passant) and the lap ends in B (empty): nothing taken, South's
    // row is empty and North is to move with a four in A.
    name: 'Hoyito II on 2×12: take the casa',
    variant: 'hoyito-2',
    holes: 12,
    board: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 3, 0, 0, 0, 0, 2, 0, 0, 2, 0, 0, 0],
    answers: [11],
    worse: [10],
  },
];

describe('puzzles', () => {
  for (const puzzle of PUZZLES) {
    it(puzzle.name, () => {
      const p = position(puzzle.variant, puzzle.board, 'south', puzzle.holes ?? 6);
      const best = bestMove(p, { level: 'expert', nodes: 300_000 });
      expect(puzzle.answers).toContain(best.move);
      if (puzzle.score !== undefined) {
        expect(best.score).toBe(puzzle.score);
        expect(best.exact).toBe(true);
      }
      const all = analyse(p, { depth: 6 });
      expect(puzzle.answers).toContain(all[0].move);
      for (const move of puzzle.worse ?? []) {
        const m = all.find((x) => x.move === move);
        expect(m, `move ${move}`).toBeDefined();
        expect(m?.score).toBeLessThan(all[0].score);
      }
    });
  }

  it('every level finds a capture that takes every seed at once', () => {
    // The Hoyito III casa above. Only the beginner may overlook it (see the next test).
    const p = position('hoyito-3', [1, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 0]);
    for (const level of ['casual', 'strong', 'expert'] as const) {
      expect(bestMove(p, { level, nodes: 100_000 }).move).toBe(5);
    }
  });

  it('a beginner overlooks some captures, depending on the seed', () => {
    const p = position('hoyito-3', [1, 0, 0, 0, 0, 1, 3, 0, 0, 0, 0, 0]);
    const moves = new Set<number | 'pass'>();
    for (let seed = 0; seed < 40; seed++) moves.add(bestMove(p, { level: 'beginner', seed }).move);
    // Overlooked sometimes (plays a), seen other times (plays f).
    expect([...moves].sort()).toEqual([0, 5]);
  });
});

describe('extra turns', () => {
  // South: c=1, d=3, f=1; North: A=3, D=2. 10 seeds. f drops into A (3→4): a casa. In Hoyito II
  // and III South then moves again: c drops into d (3→4), another casa; 2 seeds are left, so the
  // last four go to South: 10–0, every seed, in two moves of South in a row (or c first, then f).
  // A search that handed the turn over after the first capture would not see this line.
  const board = [0, 0, 1, 3, 0, 1, 3, 0, 0, 2, 0, 0];

  for (const variant of ['hoyito-2', 'hoyito-3'] as const) {
    it(`${variant}: capture, move again, capture again`, () => {
      const p = position(variant, board);
      const best = bestMove(p, { level: 'expert', nodes: 300_000 });
      expect(best.score).toBe(10);
      expect(best.exact).toBe(true);
      expect([2, 5]).toContain(best.move);
      // The principal variation is two South moves in a row: both casas.
      expect(best.pv).toEqual(best.move === 5 ? [5, 2] : [2, 5]);
      // The two captures are two plies: depth 2 sees the whole line.
      expect(bestMove(p, { level: 'expert', depth: 2, endgame: false }).score).toBe(10);
    });
  }

  it('hoyito-1 has no extra turn: North moves between the two captures', () => {
    // After f takes A (en passant on the last seed), North moves (D: sows E, F) before South's
    // c takes d. Still every seed in the end, but the line alternates.
    const p = position('hoyito-1', board);
    const best = bestMove(p, { level: 'expert', nodes: 300_000 });
    expect(best.score).toBe(10);
    expect(best.pv[1]).toBeGreaterThanOrEqual(6);
  });
});
