/**
 * Turns and the end of a game (rules §2.4, §3 extra turn, §4 winner, §5 conventions): extra
 * turns, passes, the no-capture limit, how the seeds left are shared, and the mutable
 * `GameState` that implements them. Board notation as in sow.test.ts: `S 1 0 0 0 0 0 | N 2 0 …`
 * is canonical holes 0…2n-1, `h7` is hole 7.
 */
import { describe, expect, it } from 'vitest';
import { playTraced as play, position } from '../test/fixtures.ts';
import { initialPosition, type Position } from './position.ts';
import { DRAWN, GameState, NOBODY, PLAY_ILLEGAL } from './state.ts';
import type { TraceEvent } from './trace.ts';
import type { RemainingRule } from './types.ts';

/** Plays the lowest legal move (or passes) `plies` times; returns every position. */
function lowestLine(start: Position, plies: number): Position[] {
  const line = [start];
  let p = start;
  for (let i = 0; i < plies && !p.over; i++) {
    const moves = p.legalMoves();
    p = play(p, moves.length === 0 ? 'pass' : moves[0]).position;
    line.push(p);
  }
  return line;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

const lastEvents = (trace: readonly TraceEvent[] | null, n: number) => (trace ?? []).slice(-n);

describe('the extra turn (§3)', () => {
  // S 3 3 3 3 0 0 | N 1 1 1 1 1 1, South plays h0: h1 3→4, h2 3→4, h3 3→4 = casa.
  // Hoyito II takes h3, h2, h1 (12 seeds; 6 left, the game goes on); Hoyito III takes h3 only.
  const board = [3, 3, 3, 3, 0, 0, 1, 1, 1, 1, 1, 1];

  it.each([
    ['hoyito-1', 'north', false, [12, 0], [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]],
    ['hoyito-2', 'south', true, [12, 0], [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]],
    ['hoyito-3', 'south', true, [4, 0], [0, 4, 4, 0, 0, 0, 1, 1, 1, 1, 1, 1]],
  ] as const)(
    '%s: next to move is %s (extra turn: %s)',
    (variant, next, extra, captured, after) => {
      // Hoyito I: h1, h2, h3 each reach 4 during the lap and are taken en passant; no extra turn.
      const played = play(position(variant, board), 0);
      expect(played.position.board).toEqual(after);
      expect(played.position.captured).toEqual(captured);
      expect(played.position.toMove).toBe(next);
      expect(played.extraTurn).toBe(extra);
      expect((played.trace ?? []).filter((e) => e.type === 'extra-turn')).toEqual(
        extra ? [{ type: 'extra-turn', side: 'south' }] : [],
      );
      // A capture resets the no-capture count.
      expect(played.position.noCapture).toBe(0);
    },
  );

  it("Hoyito III: the extra turn may use any of the mover's holes", () => {
    // After the capture above South has h1 = 4 and h2 = 4: both are legal moves.
    const after = play(position('hoyito-3', board), 0).position;
    expect(after.legalMoves()).toEqual([1, 2]);
  });

  it("Hoyito II: with no seed left on the mover's side, the extra turn is a pass", () => {
    const after = play(position('hoyito-2', board), 0).position;
    expect(after.toMove).toBe('south');
    expect(after.legalMoves()).toEqual([]);
    expect(after.mustPass()).toBe(true);
    const passed = play(after, 'pass');
    expect(passed.trace).toEqual([{ type: 'pass', side: 'south', reason: 'no-seeds' }]);
    expect(passed.position.toMove).toBe('north');
    expect(passed.position.board).toEqual(after.board);
    expect(passed.position.noCapture).toBe(1);
  });
});

describe('passes (§2.4, §5)', () => {
  // S 0 0 0 0 0 0 | N 1 0 1 0 0 0, South to move: no seed on South's side.
  const empty = position('hoyito-1', [0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0]);

  it('a side with no seeds has no legal move and must pass', () => {
    expect(empty.legalMoves()).toEqual([]);
    expect(empty.mustPass()).toBe(true);
    expect(empty.isLegal('pass')).toBe(true);
  });

  it.each([0, 5, 6, 8])('playing hole %i instead is refused with "must-pass"', (hole) => {
    const result = empty.play(hole);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('must-pass');
      expect(result.error.move).toBe(hole);
      expect(result.error.message).toMatch(/South has no legal move and must pass/);
    }
  });

  it('the pass hands the turn over, counts as a turn, and is traced with its reason', () => {
    const passed = play(empty, 'pass');
    expect(passed.move).toBe('pass');
    expect(passed.trace).toEqual([{ type: 'pass', side: 'south', reason: 'no-seeds' }]);
    expect(passed.position.toMove).toBe('north');
    expect(passed.position.board).toEqual(empty.board);
    expect(passed.position.noCapture).toBe(1);
    expect(passed.captured).toBe(0);
    // North plays h6: h7 0→1 — and when seeds reach South, South plays again.
    const north = play(passed.position, 6).position;
    expect(north.toMove).toBe('south');
    expect(north.mustPass()).toBe(true);
    expect(north.noCapture).toBe(2);
  });

  it('a side with a legal move cannot pass ("cannot-pass")', () => {
    const start = initialPosition();
    if (!start.ok) throw new Error(start.error.message);
    const result = start.value.play('pass');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('cannot-pass');
      expect(result.error.message).toContain('0, 1, 2, 3, 4, 5');
    }
  });

  // Found by an exhaustive search of 2×3 Hoyito I boards with up to 12 seeds a hole (9 such
  // boards exist for South): S 10 0 0 | N 0 0 4. South's only move, h0 (10 seeds), falls into a
  // cycle of 18 laps; North's h5 ends normally.
  const allEndless = position('hoyito-1', [10, 0, 0, 0, 0, 4]);

  it('a side whose every move is endless must pass, traced as "all-endless"', () => {
    expect(allEndless.legalMoves()).toEqual([]);
    expect(allEndless.mustPass()).toBe(true);
    expect(allEndless.toState().cycleLength(0)).toBe(18);
    // Playing it says why it is refused: the sowing never ends.
    const refused = allEndless.play(0);
    expect(refused.ok || [refused.error.code, refused.error.cycleLength]).toEqual(['endless', 18]);
    const passed = play(allEndless, 'pass');
    expect(passed.trace).toEqual([{ type: 'pass', side: 'south', reason: 'all-endless' }]);
    expect(passed.position.toMove).toBe('north');
    // North's h5 (4 seeds): h0 10→11, h1 0→1, h2 0→1, h3 0→1: empty before, stop.
    expect(play(passed.position, 5).position.board).toEqual([11, 1, 1, 1, 0, 0]);
  });

  // A UI must be able to show why the player must pass.
  it('preview still reports an endless move when the side to move must pass because of it', () => {
    expect(allEndless.preview(0)).toMatchObject({
      ok: true,
      value: { endless: true, cycleLength: 18 },
    });
  });
});

describe('the no-capture limit (§5 b): noCaptureLimit moves = 2 × noCaptureLimit turns', () => {
  // Hoyito II, S 1 0 0 0 0 0 | N 2 0 0 0 0 0: 3 seeds can never make a four, so no capture ever
  // happens. Lowest legal move each turn:
  //  1 S h0 → h1.                     S 0 1 0 0 0 0 | N 2 0 0 0 0 0
  //  2 N h6 (2) → h7, h8.             S 0 1 0 0 0 0 | N 0 1 1 0 0 0
  //  3 S h1 → h2.                     S 0 0 1 0 0 0 | N 0 1 1 0 0 0
  //  4 N h7 → h8 1→2, relay → h9, h10. S 0 0 1 0 0 0 | N 0 0 0 1 1 0
  //  5 S h2 → h3.                     S 0 0 0 1 0 0 | N 0 0 0 1 1 0
  //  6 N h9 → h10 1→2, relay → h11, h0. S 1 0 0 1 0 0 | N 0 0 0 0 0 1
  // With noCaptureLimit L the game ends right after turn 2L; the seeds go to their row's owner.
  const quiet = [1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0];

  it.each([
    { limit: 1, board: [0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0], captured: [1, 2], winner: 'north' },
    { limit: 2, board: [0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0], captured: [1, 2], winner: 'north' },
    { limit: 3, board: [1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1], captured: [2, 1], winner: 'south' },
  ] as const)(
    'limit $limit: the game ends after 2 × $limit turns',
    ({ limit, board, captured, winner }) => {
      const line = lowestLine(
        position('hoyito-2', quiet, 'south', { rules: { noCaptureLimit: limit } }),
        100,
      );
      expect(line).toHaveLength(2 * limit + 1);
      line.slice(0, -1).forEach((p, turn) => {
        expect(p.over).toBe(false);
        expect(p.noCapture).toBe(turn);
      });
      const end = line[2 * limit];
      expect(end.over).toBe(true);
      expect(end.endReason).toBe('no-capture-limit');
      expect(end.board).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
      expect(end.captured).toEqual(captured);
      expect(end.winner).toBe(winner);
      // The last turn's trace: the seeds left are shared, then the game ends.
      const last = play(line[2 * limit - 1], line[2 * limit - 1].legalMoves()[0]);
      expect(lastEvents(last.trace, 2)).toEqual([
        {
          type: 'remaining',
          rule: 'own-side',
          south: sum(board.slice(0, 6)),
          north: sum(board.slice(6)),
          uncounted: 0,
          oddSeedHole: null,
        },
        { type: 'game-end', reason: 'no-capture-limit', winner, captured },
      ]);
    },
  );

  it('the default limit on 2×6 (200 moves) ends the game after turn 400, not before', () => {
    // The public conformance games play 259 turns without a capture on 2×6 and go on.
    const line = lowestLine(position('hoyito-2', quiet), 1000);
    expect(line).toHaveLength(401);
    expect(line[259].over).toBe(false);
    expect(line[399].over).toBe(false);
    expect(line[400].endReason).toBe('no-capture-limit');
  });

  it('a limit of 0 turns the rule off', () => {
    const line = lowestLine(
      position('hoyito-2', quiet, 'south', { rules: { noCaptureLimit: 0 } }),
      600,
    );
    expect(line).toHaveLength(601);
    expect(line[600].over).toBe(false);
    expect(line[600].noCapture).toBe(600);
  });

  it('passes count as turns', () => {
    // S 0 0 0 0 0 0 | N 1 0 0 0 0 0, one quiet turn already played, limit 1: South's forced pass
    // is the second turn without a capture.
    const p = position('hoyito-1', [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], 'south', {
      noCapture: 1,
      rules: { noCaptureLimit: 1 },
    });
    const passed = play(p, 'pass');
    expect(passed.position.over).toBe(true);
    expect(passed.position.endReason).toBe('no-capture-limit');
    expect(passed.position.captured).toEqual([0, 1]);
  });

  it('a capture resets the count', () => {
    // S 1 3 0 0 0 0 | N 1 1 1 1 1 1, 3 quiet turns played, limit 2 (4 turns): South's h0 → h1
    // 3→4 is a casa; 6 seeds are left, the game goes on and the count starts again.
    const p = position('hoyito-2', [1, 3, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1], 'south', {
      noCapture: 3,
      rules: { noCaptureLimit: 2 },
    });
    const after = play(p, 0).position;
    expect(after.over).toBe(false);
    expect(after.noCapture).toBe(0);
    expect(after.captured).toEqual([4, 0]);
  });

  it('a quiet turn that reaches the limit ends the game', () => {
    // Same count, but South plays a quiet move: S 0 1 0 0 0 0 | N 1 1 1 1 1 1 … h1 → h2.
    const p = position('hoyito-2', [0, 1, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1], 'south', {
      noCapture: 3,
      rules: { noCaptureLimit: 2 },
    });
    const after = play(p, 1).position;
    expect(after.over).toBe(true);
    expect(after.endReason).toBe('no-capture-limit');
    expect(after.captured).toEqual([1, 6]);
  });

  it.each([
    [3, 200],
    [6, 200],
    [7, 400],
    [12, 400],
  ])('default limit on 2×%i: %i', (holes, limit) => {
    const p = initialPosition({ holes });
    expect(p.ok && p.value.rules.noCaptureLimit).toBe(limit);
  });
});

describe('the seeds left at an end without a last capture (§5, option "remaining")', () => {
  // The limit-1 game above ends with S 0 1 0 0 0 0 | N 0 1 1 0 0 0: 1 seed on South's row, 2 on
  // North's, 3 in all.
  const quiet = [1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0];
  const cases: readonly {
    remaining: RemainingRule;
    captured: readonly [number, number];
    board: readonly number[];
    shared: { south: number; north: number; uncounted: number; oddSeedHole: number | null };
    winner: 'south' | 'north' | 'draw';
  }[] = [
    // own-side: each side takes its row.
    {
      remaining: 'own-side',
      captured: [1, 2],
      board: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      shared: { south: 1, north: 2, uncounted: 0, oddSeedHole: null },
      winner: 'north',
    },
    // split: 3 → 1 each, the odd seed stays on the board, uncounted (in the first hole holding seeds).
    {
      remaining: 'split',
      captured: [1, 1],
      board: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      shared: { south: 1, north: 1, uncounted: 1, oddSeedHole: 1 },
      winner: 'draw',
    },
    // none: nobody gets them; they stay on the board.
    {
      remaining: 'none',
      captured: [0, 0],
      board: [0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0],
      shared: { south: 0, north: 0, uncounted: 3, oddSeedHole: null },
      winner: 'draw',
    },
  ];

  it.each(cases)(
    '$remaining at the no-capture limit',
    ({ remaining, captured, board, shared, winner }) => {
      const p = position('hoyito-2', quiet, 'south', { rules: { noCaptureLimit: 1, remaining } });
      const second = play(play(p, 0).position, 6);
      expect(second.position.over).toBe(true);
      expect(second.position.captured).toEqual(captured);
      expect(second.position.board).toEqual(board);
      expect(second.position.winner).toBe(winner);
      expect(second.position.rules.remaining).toBe(remaining);
      expect(lastEvents(second.trace, 2)).toEqual([
        { type: 'remaining', rule: remaining, ...shared },
        { type: 'game-end', reason: 'no-capture-limit', winner, captured },
      ]);
    },
  );

  it.each(cases)(
    '$remaining when the players agree (Position.end)',
    ({ remaining, captured, board, shared, winner }) => {
      // The same board, reached by hand: S 0 1 0 0 0 0 | N 0 1 1 0 0 0, South to move.
      const p = position('hoyito-3', [0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0], 'south', {
        rules: { remaining },
      });
      const ended = p.end('agreement', { trace: true });
      expect(ended.position.endReason).toBe('agreement');
      expect(ended.position.captured).toEqual(captured);
      expect(ended.position.board).toEqual(board);
      expect(ended.position.winner).toBe(winner);
      expect(ended.trace).toEqual([
        { type: 'remaining', rule: remaining, ...shared },
        { type: 'game-end', reason: 'agreement', winner, captured },
      ]);
      // Ending a finished game changes nothing.
      expect(ended.position.end('repetition').position).toBe(ended.position);
    },
  );

  // The trace names the hole a split's odd seed stays in: the first holding seeds, South's row
  // (a, b, …) before North's (A, B, …), whichever side is to move.
  it.each([
    { board: [0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0], turn: 'south', oddSeedHole: 1 },
    { board: [0, 0, 0, 3, 0, 0, 2, 0, 0, 0, 0, 0], turn: 'north', oddSeedHole: 3 },
    { board: [0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0], turn: 'north', oddSeedHole: 8 },
    { board: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], turn: 'north', oddSeedHole: 11 },
    { board: [0, 2, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0], turn: 'south', oddSeedHole: null },
  ] as const)(
    'split of $board keeps its odd seed in hole $oddSeedHole',
    ({ board, turn, oddSeedHole }) => {
      const ended = position('hoyito-2', board, turn, { rules: { remaining: 'split' } }).end(
        'agreement',
        { trace: true },
      );
      const shared = ended.trace?.find((e) => e.type === 'remaining');
      expect(shared).toMatchObject({ rule: 'split', oddSeedHole });
      const left = ended.position.board.flatMap((c, h) => (c > 0 ? [h] : []));
      expect(left).toEqual(oddSeedHole === null ? [] : [oddSeedHole]);
    },
  );

  it('split with an even count leaves nothing on the board', () => {
    // S 0 2 0 0 0 0 | N 0 0 0 3 1 0 → 6 seeds: 3 each.
    const p = position('hoyito-2', [0, 2, 0, 0, 0, 0, 0, 0, 0, 3, 1, 0], 'south', {
      captured: [8, 4],
      rules: { remaining: 'split' },
    });
    const ended = p.end('agreement').position;
    expect(ended.captured).toEqual([11, 7]);
    expect(ended.seedsOnBoard()).toBe(0);
    expect(ended.winner).toBe('south');
  });

  it('equal captured counts are a draw (§4)', () => {
    const p = position('hoyito-1', [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0], 'south', {
      captured: [20, 20],
    });
    const ended = p.end('agreement').position;
    expect(ended.captured).toEqual([21, 21]);
    expect(ended.winner).toBe('draw');
  });
});

describe('GameState: the mutable position behind Position', () => {
  function state(variant: 1 | 2 | 3, board: readonly number[], toMove: 0 | 1 = 0): GameState {
    const s = new GameState(variant, board.length / 2, 0);
    board.forEach((c, i) => {
      s.board[i] = c;
    });
    s.toMove = toMove;
    s.touch();
    return s;
  }

  it("writes the legal moves into a caller's array and returns their count", () => {
    // The 66-lap endless case: North's h8 is endless, h7 and h10 are legal.
    const s = state(2, [4, 0, 2, 1, 0, 1, 0, 1, 2, 0, 1, 0], 1);
    const out = new Int32Array(12).fill(-1);
    expect(s.legalMoves(out)).toBe(2);
    expect([out[0], out[1], out[2]]).toEqual([7, 10, -1]);
    expect(s.cycleLength(8)).toBe(66);
    expect(s.cycleLength(7)).toBe(0);
    expect(s.isLegal(8)).toBe(false);
    expect(s.isLegal(7)).toBe(true);
    // South's side, counted without changing whose turn it is.
    expect(s.countMoves(0)).toBe(4);
    expect(s.toMove).toBe(1);
  });

  it('refuses illegal moves without changing anything', () => {
    const s = state(2, [4, 0, 2, 1, 0, 1, 0, 1, 2, 0, 1, 0], 1);
    const before = Array.from(s.board.subarray(0, 12));
    for (const hole of [-1, 1.5, 12, 0, 6, 8, 9]) expect(s.play(hole)).toBe(PLAY_ILLEGAL);
    expect(s.pass()).toBe(false);
    expect(Array.from(s.board.subarray(0, 12))).toEqual(before);
    expect(s.toMove).toBe(1);
  });

  it('a clone is independent of its original', () => {
    const s = state(2, [2, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    const copy = s.clone();
    copy.play(0);
    expect(Array.from(copy.board.subarray(0, 12))).toEqual([0, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1]);
    expect(Array.from(s.board.subarray(0, 12))).toEqual([2, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    expect(s.toMove).toBe(0);
    expect(copy.toMove).toBe(1);
    expect(copy.noCapture).toBe(1);
  });

  it('play with and without a trace gives the same state', () => {
    const a = state(2, [3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3], 1);
    const b = a.clone();
    const trace: TraceEvent[] = [];
    expect(a.play(10)).toBe(b.play(10, trace));
    expect(Array.from(a.board)).toEqual(Array.from(b.board));
    expect(Array.from(a.captured)).toEqual([0, 12]);
    expect(Array.from(b.captured)).toEqual([0, 12]);
    expect(a.toMove).toBe(b.toMove);
    expect(trace.at(-1)).toEqual({ type: 'extra-turn', side: 'north' });
  });

  it('finish ends the game for a reason and shares the seeds left', () => {
    const s = state(1, [0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0]);
    s.captured[0] = 5;
    const trace: TraceEvent[] = [];
    s.finish('repetition', trace);
    expect(s.over).toBe(true);
    expect(s.toMove).toBe(NOBODY);
    expect(s.endReason).toBe('repetition');
    expect(Array.from(s.captured)).toEqual([6, 2]);
    expect(s.winner()).toBe(0);
    expect(trace.map((e) => e.type)).toEqual(['remaining', 'game-end']);
    expect(s.legalMoves(new Int32Array(12))).toBe(0);
    expect(s.pass()).toBe(false);
  });

  it.each([
    // [variant, round, previous winner, mover, receives, rule]
    [3, 1, NOBODY, 0, 0, 'capturer'],
    [3, 2, 1, 0, 0, 'capturer'],
    [3, 3, 1, 0, 1, 'previous-winner'],
    [3, 3, 0, 1, 0, 'previous-winner'],
    [3, 9, 0, 0, 0, 'previous-winner'],
    [3, 3, DRAWN, 1, 1, 'capturer-after-draw'],
    [3, 3, NOBODY, 1, 1, 'capturer'],
    [2, 3, 1, 0, 0, 'capturer'],
    [1, 4, 0, 1, 1, 'capturer'],
  ] as const)(
    'variant %i, round %i, previous winner %i: a capture by %i gives the last four to %i (%s)',
    (variant, round, previousWinner, mover, to, rule) => {
      const s = new GameState(variant, 6, 200);
      s.round = round;
      s.previousWinner = previousWinner;
      expect(s.lastFourTo(mover)).toBe(to);
      expect(s.lastFourRule()).toBe(rule);
    },
  );
});
