/**
 * One hand-checked case per rule of the rule book, on boards small enough to follow seed by seed.
 * Boards are in canonical order: South's holes from South's left, then North's from North's left.
 */
import { describe, expect, it } from 'vitest';
import { createPosition, type Setup } from './position.ts';
import type { Variant } from './types.ts';

interface Case {
  rule: string;
  variant: Variant;
  board: number[];
  captured?: [number, number];
  toMove: 'south' | 'north';
  move: number;
  after: {
    board: number[];
    captured: [number, number];
    toMove: 'south' | 'north' | null;
    laps?: number;
  };
}

const cases: Case[] = [
  {
    // a: 2 seeds → b=1, c=2; c was occupied: relay its 2 → d=1, e=1; e was empty: stop.
    rule: 'relay sowing; the move ends in an empty hole',
    variant: 'hoyito-3',
    board: [2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1],
    toMove: 'south',
    move: 0,
    after: {
      board: [0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1],
      captured: [0, 0],
      toMove: 'north',
      laps: 2,
    },
  },
  {
    // 7 from a on 2×3: b…C get 1, a (emptied, not skipped) 1, b 2 → relay b: c 2, A 2 → relay A:
    // B 2, C 2 → relay C: a 2, b 1 → stop. Four laps, no hole ever holds 4.
    rule: 'the emptied hole is not skipped on a long lap',
    variant: 'hoyito-2',
    board: [7, 0, 0, 0, 0, 0],
    toMove: 'south',
    move: 0,
    after: { board: [2, 1, 2, 0, 2, 0], captured: [0, 0], toMove: 'north', laps: 4 },
  },
  {
    // The one seed of a makes b a four: taken en passant; it was the last seed, so the move ends.
    rule: 'Hoyito I: a four made by the last seed is taken, no extra turn',
    variant: 'hoyito-1',
    board: [1, 3, 0, 3, 3, 2],
    toMove: 'south',
    move: 0,
    after: { board: [0, 0, 0, 3, 3, 2], captured: [4, 0], toMove: 'north' },
  },
  {
    rule: 'Hoyito III: a casa is taken and the mover moves again (here: must pass)',
    variant: 'hoyito-3',
    board: [1, 3, 0, 3, 3, 2],
    toMove: 'south',
    move: 0,
    after: { board: [0, 0, 0, 3, 3, 2], captured: [4, 0], toMove: 'south' },
  },
  {
    // North sows B's 2: C 3→4, a 3→4 (landing). II: take a, chain back to C (4), then B (0) stops.
    rule: 'Hoyito II: the backward chain crosses from hole 0 to the far end',
    variant: 'hoyito-2',
    board: [3, 5, 5, 1, 2, 3],
    toMove: 'north',
    move: 4,
    after: { board: [0, 5, 5, 1, 0, 0], captured: [0, 8], toMove: 'north' },
  },
  {
    rule: 'Hoyito III: the same move takes only the landing hole',
    variant: 'hoyito-3',
    board: [3, 5, 5, 1, 2, 3],
    toMove: 'north',
    move: 4,
    after: { board: [0, 5, 5, 1, 0, 4], captured: [0, 4], toMove: 'north' },
  },
  {
    // Hoyito I takes C en passant, then a on the last seed: both by North, on either side.
    rule: 'Hoyito I: two fours in one lap, on both sides, taken by the mover',
    variant: 'hoyito-1',
    board: [3, 5, 5, 1, 2, 3],
    toMove: 'north',
    move: 4,
    after: { board: [0, 5, 5, 1, 0, 0], captured: [0, 8], toMove: 'south' },
  },
  {
    // North sows B: C 3→4 (not in II: no en passant), a 0→1 empty: stop. C keeps its 4.
    rule: 'Hoyito II: no capture during a lap',
    variant: 'hoyito-2',
    board: [0, 5, 5, 1, 2, 3],
    toMove: 'north',
    move: 4,
    after: { board: [1, 5, 5, 1, 0, 4], captured: [0, 0], toMove: 'south' },
  },
  {
    // After South takes the casa in b, 3 seeds remain: they go to South and the game ends.
    rule: 'the last four (or fewer) go to the capturer',
    variant: 'hoyito-3',
    board: [1, 3, 0, 0, 0, 3],
    captured: [20, 18],
    toMove: 'south',
    move: 0,
    after: { board: [0, 0, 0, 0, 0, 0], captured: [27, 18], toMove: null },
  },
];

describe('rules, hand-checked', () => {
  it.each(cases.map((c) => [c.rule, c] as const))('%s', (_rule, c) => {
    const setup: Setup = {
      variant: c.variant,
      holes: c.board.length / 2,
      board: c.board,
      captured: c.captured ?? [0, 0],
      toMove: c.toMove,
    };
    const position = createPosition(setup);
    if (!position.ok) throw new Error(position.error.message);
    const played = position.value.play(c.move, { trace: true });
    if (!played.ok) throw new Error(played.error.message);
    const after = played.value.position;
    expect([...after.board]).toEqual(c.after.board);
    expect([...after.captured]).toEqual(c.after.captured);
    expect(after.toMove).toBe(c.after.toMove);
    if (c.after.laps !== undefined) {
      const stop = played.value.trace?.find((e) => e.type === 'stop');
      expect(stop).toMatchObject({ laps: c.after.laps });
    }
    // The input is untouched.
    expect([...position.value.board]).toEqual(c.board);
  });

  it('traces every seed, relay and capture in order', () => {
    const p = createPosition({
      variant: 'hoyito-2',
      holes: 3,
      board: [3, 5, 5, 1, 2, 3],
      captured: [0, 0],
      toMove: 'north',
    });
    if (!p.ok) throw new Error(p.error.message);
    const played = p.value.play(4, { trace: true });
    expect(played.ok && played.value.trace).toEqual([
      { type: 'lift', side: 'north', hole: 4, seeds: 2 },
      { type: 'drop', hole: 5, count: 4, lap: 1, hand: 1 },
      { type: 'drop', hole: 0, count: 4, lap: 1, hand: 0 },
      { type: 'capture', kind: 'landing', hole: 0, seeds: 4, by: 'north', lap: 1 },
      { type: 'capture', kind: 'chain', hole: 5, seeds: 4, by: 'north', lap: 1 },
      { type: 'stop', hole: 0, reason: 'capture', laps: 1 },
      { type: 'extra-turn', side: 'north' },
    ]);
    const quiet = p.value.play(4);
    expect(quiet.ok && quiet.value.trace).toBeNull();
  });

  it('previews without playing', () => {
    const p = createPosition({
      variant: 'hoyito-2',
      holes: 3,
      board: [3, 5, 5, 1, 2, 3],
      captured: [0, 0],
      toMove: 'north',
    });
    if (!p.ok) throw new Error(p.error.message);
    const preview = p.value.preview(4);
    if (!preview.ok) throw new Error(preview.error.message);
    expect(preview.value).toMatchObject({
      endless: false,
      lastHole: 0,
      laps: 1,
      capturedSeeds: 8,
      extraTurn: true,
      endsGame: false,
    });
    expect(preview.value.captures.map((c) => c.kind)).toEqual(['landing', 'chain']);
    expect(p.value.preview(0).ok).toBe(false);
  });
});
