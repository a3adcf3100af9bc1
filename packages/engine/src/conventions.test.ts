/** The project's conventions (rule book §5), each on a hand-followed 2×3 position. */
import { describe, expect, it } from 'vitest';
import { Game } from './game.ts';
import { createPosition, type Position } from './position.ts';
import type { RemainingRule } from './types.ts';

function position(
  board: number[],
  options: { limit?: number; remaining?: RemainingRule } = {},
): Position {
  const p = createPosition({
    variant: 'hoyito-2',
    holes: 3,
    board,
    captured: [10, 12],
    toMove: 'south',
    rules: { noCaptureLimit: options.limit, remaining: options.remaining },
  });
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe('conventions', () => {
  // South a→b, North A→B: two quiet turns, one "move" in the chess sense: a limit of 1 ends it.
  it.each([
    ['own-side', [0, 0, 0, 0, 0, 0], [11, 14]],
    ['split', [0, 1, 0, 0, 0, 0], [11, 13]],
    ['none', [0, 1, 0, 0, 1, 1], [10, 12]],
  ] as const)(
    'the no-capture limit ends the game; the seeds left go %s',
    (remaining, board, captured) => {
      const game = new Game(position([1, 0, 0, 1, 0, 1], { limit: 1, remaining }));
      expect(game.play(0).ok).toBe(true);
      expect(game.position.over).toBe(false);
      const played = game.play(3, { trace: true });
      if (!played.ok) throw new Error(played.error.message);
      const p = game.position;
      expect(p.over).toBe(true);
      expect(p.endReason).toBe('no-capture-limit');
      expect([...p.board]).toEqual(board);
      expect([...p.captured]).toEqual(captured);
      expect(played.value.trace?.at(-1)).toMatchObject({
        type: 'game-end',
        reason: 'no-capture-limit',
      });
    },
  );

  it('a no-capture limit of 0 is off', () => {
    const game = new Game(position([1, 0, 0, 1, 0, 1], { limit: 0 }));
    for (const move of [0, 3, 1, 4]) expect(game.play(move).ok).toBe(true);
    expect(game.position.over).toBe(false);
    expect(game.position.noCapture).toBe(4);
  });

  it('the third repetition ends the game', () => {
    // a→b, A→B, b→c, B→C, c→A, C→a brings back the start with South to move.
    const game = new Game(position([1, 0, 0, 1, 0, 0]));
    const cycle = [0, 3, 1, 4, 2, 5];
    for (const move of [...cycle, ...cycle.slice(0, 5)]) expect(game.play(move).ok).toBe(true);
    expect(game.position.over).toBe(false);
    expect(game.occurrences(game.position)).toBe(2);
    expect(game.play(5).ok).toBe(true);
    expect(game.position.over).toBe(true);
    expect(game.position.endReason).toBe('repetition');
    expect([...game.position.captured]).toEqual([11, 13]);
    game.undo();
    expect(game.position.over).toBe(false);
    expect(game.canRedo).toBe(true);
  });

  it('agreement ends the game and shares the seeds left', () => {
    const game = new Game(position([2, 0, 0, 1, 0, 0]));
    expect(game.agree().ok).toBe(true);
    expect(game.position.endReason).toBe('agreement');
    expect([...game.position.captured]).toEqual([12, 13]);
    expect(game.agree().ok).toBe(false);
  });

  it('a side with no seeds must pass, and the pass is traced', () => {
    const p = createPosition({
      variant: 'hoyito-3',
      holes: 3,
      board: [0, 0, 0, 1, 2, 0],
      captured: [20, 21],
      toMove: 'south',
    });
    if (!p.ok) throw new Error(p.error.message);
    expect(p.value.legalMoves()).toEqual([]);
    expect(p.value.play(0).ok).toBe(false);
    const passed = p.value.play('pass', { trace: true });
    expect(passed.ok && passed.value.trace).toEqual([
      { type: 'pass', side: 'south', reason: 'no-seeds' },
    ]);
    expect(passed.ok && passed.value.position.toMove).toBe('north');
    const wrong = passed.ok ? passed.value.position.play('pass') : null;
    expect(wrong?.ok === false && wrong.error.code).toBe('cannot-pass');
  });
});
