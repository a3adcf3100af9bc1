import {
  createPosition,
  type Position,
  parsePosition,
  Random,
  REMAINING_RULES,
  VARIANTS,
} from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
import { SPEED_MS } from '../state/config.ts';
import {
  frameMs,
  framesDue,
  holeMark,
  nextLapFrame,
  nextSeedFrame,
  traceFrames,
} from './frames.ts';

function position(
  variant: 'hoyito-1' | 'hoyito-2' | 'hoyito-3',
  board: number[],
  toMove: 'south' | 'north',
): Position {
  const p = createPosition({ variant, holes: board.length / 2, board, captured: [0, 0], toMove });
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe('trace frames', () => {
  it('follow a relay seed by seed and end on the engine position', () => {
    // 7 from a on 2×3: four laps (see the engine's rules tests).
    const before = position('hoyito-2', [7, 0, 0, 0, 0, 0], 'south');
    const played = before.play(0, { trace: true });
    if (!played.ok) throw new Error(played.error.message);
    const frames = traceFrames(before, played.value.trace ?? []);
    expect(frames[0]).toMatchObject({ board: [0, 0, 0, 0, 0, 0], hand: 7, hole: 0, lap: 1 });
    expect(frames[1]).toMatchObject({ board: [0, 1, 0, 0, 0, 0], hand: 6, hole: 1 });
    expect(frames.at(-1)?.board).toEqual([...played.value.position.board]);
    expect(frames.filter((f) => f.event.type === 'relay').map((f) => f.lap)).toEqual([2, 3, 4]);
    // Stepping: the next seed after the lift is frame 1; the first lap ends at the first relay.
    expect(nextSeedFrame(frames, 0)).toBe(1);
    expect(frames[nextLapFrame(frames, 0)].event.type).toBe('relay');
    expect(nextLapFrame(frames, frames.length - 2)).toBe(frames.length - 1);
  });

  it('move captured seeds to the capturer and end on the engine position for every variant', () => {
    for (const variant of ['hoyito-1', 'hoyito-2', 'hoyito-3'] as const) {
      const before = position(variant, [3, 5, 5, 1, 2, 3], 'north');
      const played = before.play(4, { trace: true });
      if (!played.ok) throw new Error(played.error.message);
      const frames = traceFrames(before, played.value.trace ?? []);
      const last = frames.at(-1);
      expect(last?.board).toEqual([...played.value.position.board]);
      expect(last?.captured).toEqual([...played.value.position.captured]);
      const captures = frames.filter((f) => f.event.type === 'capture');
      expect(captures.length).toBeGreaterThan(0);
      for (const f of captures) expect(f.board[f.hole ?? -1]).toBe(0);
    }
  });

  it('mark the hole of each event, a capture’s apart from a sowing’s', () => {
    // North's E: F and a make four; a's casa is taken, then F behind it (Hoyito II's chain).
    const before = position('hoyito-2', [3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3], 'north');
    const played = before.play(10, { trace: true });
    if (!played.ok) throw new Error(played.error.message);
    const frames = traceFrames(before, played.value.trace ?? []);
    const marks = frames.map((f) =>
      Array.from({ length: 12 }, (_, h) => holeMark(f, h))
        .map((mark, h) => (mark === null ? '' : `${h} ${mark}`))
        .filter(Boolean)
        .join(),
    );
    expect(frames.map((f) => f.event.type)).toEqual([
      'lift',
      'drop',
      'drop',
      'capture',
      'capture',
      'stop',
      'extra-turn',
    ]);
    expect(marks).toEqual([
      '10 active',
      '11 active',
      '0 active',
      '0 captured',
      '11 captured',
      '0 active',
      '',
    ]);
    expect(holeMark(null, 0)).toBe(null);
  });

  it('share the last four', () => {
    const before = position('hoyito-3', [1, 3, 0, 0, 0, 3], 'south');
    const played = before.play(0, { trace: true });
    if (!played.ok) throw new Error(played.error.message);
    const frames = traceFrames(before, played.value.trace ?? []);
    const last = frames.at(-1);
    expect(last?.board).toEqual([0, 0, 0, 0, 0, 0]);
    expect(last?.captured).toEqual([...played.value.position.captured]);
    // The holes the last four lay in are marked together, as their seeds leave at once.
    const four = frames.find((f) => f.event.type === 'last-four');
    if (four?.event.type !== 'last-four') throw new Error('no last four');
    const left = four.event.holes.map((x) => x.hole);
    expect(left.length).toBeGreaterThan(0);
    for (let h = 0; h < 6; h++)
      expect(holeMark(four, h), `hole ${h}`).toBe(left.includes(h) ? 'captured' : null);
  });

  // South's a ends the game at the no-capture limit (one turn each), leaving S 0 1 0 0 0 0 and
  // N 0 1 1 0 0 0 on the board.
  it.each([
    {
      remaining: 'own-side',
      option: '',
      left: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      captured: [1, 2],
      emptied: [1, 7, 8],
    },
    // Three seeds split: one each, the odd one kept in b, the first hole holding seeds after the
    // move (a held one before it), so b keeps its seed and is not marked.
    {
      remaining: 'split',
      option: '/ms',
      left: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      captured: [1, 1],
      emptied: [7, 8],
    },
    {
      remaining: 'none',
      option: '/mn',
      left: [0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0],
      captured: [0, 0],
      emptied: [],
    },
  ])(
    'share out the seeds left at the end ($remaining), marking the holes they leave',
    ({ option, left, captured, emptied }) => {
      const before = parsePosition(`h2/1.0.0.0.0.0/0.1.1.0.0.0/0-0/s/c1/l1${option}`);
      if (!before.ok) throw new Error(before.error.message);
      const played = before.value.play(0, { trace: true });
      if (!played.ok) throw new Error(played.error.message);
      const frames = traceFrames(before.value, played.value.trace ?? []);
      const share = frames.find((f) => f.event.type === 'remaining');
      if (share === undefined) throw new Error('no share-out');
      expect(share.board).toEqual(left);
      expect(share.captured).toEqual(captured);
      expect(share.emptied).toEqual(emptied);
      for (let h = 0; h < 12; h++)
        expect(holeMark(share, h), `hole ${h}`).toBe(emptied.includes(h) ? 'captured' : null);
      expect(frames.at(-1)?.board).toEqual([...played.value.position.board]);
    },
  );

  // Custom positions, since a game from the start keeps an even number of seeds on the board and
  // never leaves a split its odd seed.
  it('end every move on the engine position, from random positions, for every variant and rule', () => {
    const random = new Random(2005);
    let games = 0;
    for (const variant of VARIANTS)
      for (const remaining of REMAINING_RULES)
        for (let game = 0; game < 40; game++) {
          const holes = 3 + (game % 4);
          const start = createPosition({
            variant,
            holes,
            board: Array.from({ length: 2 * holes }, () => random.int(4)),
            captured: [0, 0],
            toMove: game % 2 === 0 ? 'south' : 'north',
            rules: { noCaptureLimit: 1 + random.int(6), remaining },
          });
          if (!start.ok) continue;
          games++;
          let position = start.value;
          for (let ply = 0; !position.over; ply++) {
            const where = `${variant} ${remaining}, game ${game}, ply ${ply}`;
            const moves = position.legalMoves();
            const move = moves.length === 0 ? 'pass' : moves[random.int(moves.length)];
            const played = position.play(move, { trace: true });
            if (!played.ok) throw new Error(`${where}: ${played.error.message}`);
            const last = traceFrames(position, played.value.trace ?? []).at(-1);
            expect(last?.board, where).toEqual([...played.value.position.board]);
            expect(last?.captured, where).toEqual([...played.value.position.captured]);
            position = played.value.position;
          }
        }
    expect(games).toBeGreaterThan(300);
  });
});

describe('timing', () => {
  it('keeps the chosen speed for short moves and speeds up long relays', () => {
    expect(frameMs(20, 220)).toBe(220);
    expect(frameMs(4000, 220)).toBe(2);
    // The longest moves still go slower at a slower speed, faster at a faster one.
    const moveMs = (speed: 'slow' | 'normal' | 'fast') => 4000 * frameMs(4000, SPEED_MS[speed]);
    expect(moveMs('normal')).toBe(8000);
    expect(moveMs('slow')).toBeGreaterThan(1.5 * moveMs('normal'));
    expect(moveMs('fast')).toBeLessThan(moveMs('normal') / 2);
    expect(frameMs(10, 0)).toBe(0);
    expect(frameMs(0, 220)).toBe(0);
  });

  it('counts the frames due', () => {
    expect(framesDue(0, 100, 10)).toBe(0);
    expect(framesDue(250, 100, 10)).toBe(2);
    expect(framesDue(5000, 100, 10)).toBe(10);
    expect(framesDue(1, 0, 10)).toBe(10);
  });
});
