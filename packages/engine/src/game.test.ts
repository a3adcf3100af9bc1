/**
 * `Game`: a line of moves with undo/redo/goTo, the third repetition (rules §5 a) and agreement
 * (§5 c). Board notation as in sow.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './game.ts';
import { createPosition, type Position } from './position.ts';
import { Random } from './random.ts';
import type { Move } from './types.ts';

function game(): Game {
  const created = Game.create({ variant: 'hoyito-2' });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

function mustPlay(g: Game, move: Move, comment?: string): Position {
  const played = g.play(move, comment === undefined ? {} : { comment });
  if (!played.ok) throw new Error(`move ${move} refused: ${played.error.message}`);
  return played.value.position;
}

describe('playing, undoing, redoing', () => {
  it('starts from the initial position', () => {
    const g = game();
    expect(g.ply).toBe(0);
    expect(g.moves).toEqual([]);
    expect(g.position).toBe(g.start);
    expect(g.start.variant).toBe('hoyito-2');
    expect(g.canUndo).toBe(false);
    expect(g.canRedo).toBe(false);
    expect(g.undo()).toBe(false);
    expect(g.redo()).toBe(false);
  });

  it('reports bad start options', () => {
    const created = Game.create({ holes: 2 });
    expect(created.ok || created.error.code).toBe('bad-holes');
  });

  it('plays moves and records each with the position it led to', () => {
    const g = game();
    const a = mustPlay(g, 2, 'opening');
    const b = mustPlay(g, 8);
    expect(g.ply).toBe(2);
    expect(g.position).toBe(b);
    expect(g.moves).toEqual([
      { move: 2, position: a, comment: 'opening' },
      { move: 8, position: b },
    ]);
    expect(a.equals(play(g.start, 2))).toBe(true);
    expect(b.equals(play(a, 8))).toBe(true);
  });

  it('a refused move changes nothing', () => {
    const g = game();
    mustPlay(g, 2);
    const result = g.play(3); // South's hole, North to move
    expect(result.ok || result.error.code).toBe('not-your-hole');
    expect(g.ply).toBe(1);
    expect(g.canRedo).toBe(false);
  });

  it('undo and redo walk the line without losing it', () => {
    const g = game();
    const positions = [g.start, mustPlay(g, 0), mustPlay(g, 6), mustPlay(g, 1)];
    expect(g.undo()).toBe(true);
    expect(g.position).toBe(positions[2]);
    expect(g.undo()).toBe(true);
    expect(g.position).toBe(positions[1]);
    expect(g.ply).toBe(1);
    expect(g.moves.map((m) => m.move)).toEqual([0]);
    expect(g.canRedo).toBe(true);
    expect(g.redo()).toBe(true);
    expect(g.redo()).toBe(true);
    expect(g.redo()).toBe(false);
    expect(g.position).toBe(positions[3]);
    expect(g.moves.map((m) => m.move)).toEqual([0, 6, 1]);
  });

  it('goTo jumps to any ply of the line and refuses plies outside it', () => {
    const g = game();
    const positions = [g.start, mustPlay(g, 0), mustPlay(g, 6), mustPlay(g, 1)];
    for (const n of [0, 3, 1, 2]) {
      expect(g.goTo(n)).toBe(true);
      expect(g.ply).toBe(n);
      expect(g.position).toBe(positions[n]);
    }
    for (const n of [-1, 4, 1.5, Number.NaN]) expect(g.goTo(n)).toBe(false);
    expect(g.ply).toBe(2);
  });

  it('a new move after undo clears the moves that could be redone', () => {
    const g = game();
    mustPlay(g, 0);
    mustPlay(g, 6);
    mustPlay(g, 1);
    g.goTo(1);
    const other = mustPlay(g, 10);
    expect(g.canRedo).toBe(false);
    expect(g.redo()).toBe(false);
    expect(g.goTo(3)).toBe(false);
    expect(g.moves.map((m) => m.move)).toEqual([0, 10]);
    expect(g.position).toBe(other);
  });
});

function play(p: Position, move: Move): Position {
  const played = p.play(move);
  if (!played.ok) throw new Error(played.error.message);
  return played.value.position;
}

describe('the third repetition ends the game (§5 a)', () => {
  // Hoyito I, 2×3, a single seed: S 1 0 0 | N 0 0 0, South to move. Every turn is forced:
  //  1 S h0→h1   2 N pass   3 S h1→h2   4 N pass   5 S h2→h3 (onto North's row)
  //  6 N h3→h4   7 S pass   8 N h4→h5   9 S pass  10 N h5→h0 (back onto South's row)
  // After turn 10 the start position (board, captured 0–0, South to move) stands again: its
  // second occurrence. After turn 20 it stands a third time and the game ends; the seed lies on
  // South's row, so South receives it (own-side).
  const forced: Move[] = [0, 'pass', 1, 'pass', 2, 3, 'pass', 4, 'pass', 5];

  function loop(): Game {
    const start = createPosition({
      variant: 'hoyito-1',
      holes: 3,
      board: [1, 0, 0, 0, 0, 0],
      captured: [0, 0],
      toMove: 'south',
    });
    if (!start.ok) throw new Error(start.error.message);
    return new Game(start.value);
  }

  it('the forced line really is forced and comes back to the start after 10 turns', () => {
    const g = loop();
    for (const move of forced) {
      const legal = g.position.legalMoves();
      expect(legal).toEqual(move === 'pass' ? [] : [move]);
      mustPlay(g, move);
    }
    expect(g.position.repetitionKey()).toBe(g.start.repetitionKey());
    expect(g.occurrences(g.position)).toBe(2);
    expect(g.position.over).toBe(false);
  });

  it('ends exactly on the third occurrence, with reason "repetition"', () => {
    const g = loop();
    const line = [...forced, ...forced];
    line.forEach((move, i) => {
      const played = g.play(move, { trace: i === line.length - 1 });
      expect(played.ok).toBe(true);
      if (!played.ok) return;
      const p = played.value.position;
      if (i < line.length - 1) {
        expect(p.over).toBe(false);
      } else {
        expect(p.over).toBe(true);
        expect(p.endReason).toBe('repetition');
        expect(p.board).toEqual([0, 0, 0, 0, 0, 0]);
        expect(p.captured).toEqual([1, 0]);
        expect(p.winner).toBe('south');
        // The move's own events, then the end by repetition.
        expect(played.value.trace?.map((e) => e.type)).toEqual([
          'lift',
          'drop',
          'stop',
          'remaining',
          'game-end',
        ]);
        expect(played.value.trace?.at(-1)).toEqual({
          type: 'game-end',
          reason: 'repetition',
          winner: 'south',
          captured: [1, 0],
        });
      }
    });
    expect(g.ply).toBe(20);
    expect(g.position.legalMoves()).toEqual([]);
    expect(g.play('pass').ok).toBe(false);
  });

  it('counts only the moves before the current ply (undo, then the same line)', () => {
    const g = loop();
    for (const move of [...forced, ...forced.slice(0, 9)]) mustPlay(g, move);
    expect(g.ply).toBe(19);
    g.goTo(5);
    // Replaying from ply 5 reaches the start position a second time only.
    for (const move of forced.slice(5)) mustPlay(g, move);
    expect(g.ply).toBe(10);
    expect(g.position.over).toBe(false);
    for (const move of forced.slice(0, 9)) mustPlay(g, move);
    expect(mustPlay(g, 5).endReason).toBe('repetition');
  });

  it('the remaining rule of the start position applies', () => {
    const start = createPosition({
      variant: 'hoyito-1',
      holes: 3,
      board: [1, 0, 0, 0, 0, 0],
      captured: [0, 0],
      toMove: 'south',
      rules: { remaining: 'none' },
    });
    if (!start.ok) throw new Error(start.error.message);
    const g = new Game(start.value);
    for (const move of [...forced, ...forced]) mustPlay(g, move);
    expect(g.position.endReason).toBe('repetition');
    expect(g.position.board).toEqual([1, 0, 0, 0, 0, 0]);
    expect(g.position.winner).toBe('draw');
  });
});

describe('agreement ends the game (§5 c)', () => {
  it('records the agreement and shares the seeds left', () => {
    const g = game();
    mustPlay(g, 0);
    const before = g.position;
    const agreed = g.agree({ trace: true });
    expect(agreed.ok).toBe(true);
    if (!agreed.ok) return;
    const p = agreed.value.position;
    expect(p.over).toBe(true);
    expect(p.endReason).toBe('agreement');
    expect(p.seedsOnBoard()).toBe(0);
    const row = (from: number) => before.board.slice(from, from + 6).reduce((a, b) => a + b, 0);
    expect(row(0)).toBeGreaterThan(0);
    expect(p.captured).toEqual([before.captured[0] + row(0), before.captured[1] + row(6)]);
    expect(agreed.value.trace?.map((e) => e.type)).toEqual(['remaining', 'game-end']);
    expect(g.ply).toBe(2);
    expect(g.moves.at(-1)).toEqual({ move: 'agree', position: p });
    expect(g.position).toBe(p);
  });

  it('nothing can be played or agreed after the end, but it can be undone', () => {
    const g = game();
    g.agree();
    expect(g.agree()).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(g.play(0)).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(g.undo()).toBe(true);
    expect(g.position.over).toBe(false);
    expect(g.position).toBe(g.start);
  });
});

describe('playOut: random legal moves to the end', () => {
  const moveList = (g: Game) => g.moves.map((m) => m.move);

  it.each([
    ['hoyito-1', 6],
    ['hoyito-2', 6],
    ['hoyito-3', 6],
    ['hoyito-2', 12],
    ['hoyito-1', 3],
  ] as const)('%s on 2×%i: ends the game, the same way for the same seed', (variant, holes) => {
    const make = () => {
      const created = Game.create({ variant, holes });
      if (!created.ok) throw new Error(created.error.message);
      return created.value;
    };
    const g = make().playOut(new Random(7));
    expect(g.position.over).toBe(true);
    expect(moveList(make().playOut(new Random(7)))).toEqual(moveList(g));
    expect(moveList(make().playOut(new Random(8)))).not.toEqual(moveList(g));
    // Each move was legal where it was played: a pass only where no move was.
    g.moves.forEach((m, i) => {
      const before = i === 0 ? g.start : g.moves[i - 1].position;
      if (m.move === 'pass') expect(before.legalMoves()).toEqual([]);
      else expect(before.legalMoves()).toContain(m.move);
    });
  });

  it('stops after maxMoves, and plays nothing once the game is over', () => {
    const g = game().playOut(new Random(1), 5);
    expect(g.ply).toBe(5);
    expect(g.position.over).toBe(false);
    const ended = g.playOut(new Random(1));
    const length = ended.length;
    expect(ended.position.over).toBe(true);
    expect(ended.playOut(new Random(2)).length).toBe(length);
  });
});

describe('occurrences through undo, redo and goTo, across captures', () => {
  /** The count as the rule states it: a scan back from the current ply to the last capture. */
  function scanned(g: Game, position: Position): number {
    const line = [g.start, ...g.line.map((m) => m.position)];
    let count = 0;
    for (let i = g.ply; i >= 0; i--) {
      const p = line[i];
      if (p.captured[0] !== position.captured[0] || p.captured[1] !== position.captured[1]) break;
      if (p.repetitionKey() === position.repetitionKey()) count++;
    }
    return count;
  }

  /** Every position of the recorded line, redo part included, as `occurrences` and the scan count it. */
  function counts(g: Game): { got: number[]; want: number[] } {
    const all = [g.start, ...g.line.map((m) => m.position)];
    return { got: all.map((p) => g.occurrences(p)), want: all.map((p) => scanned(g, p)) };
  }

  // Hoyito II on 2×3 with 9 seeds: South captures a four at ply 9 (the mover moves again) and the
  // position after ply 25 stands for the third time since, which ends the game.
  function small(): Game {
    const start = createPosition({
      variant: 'hoyito-2',
      holes: 3,
      board: [1, 1, 3, 3, 1, 0],
      captured: [0, 0],
      toMove: 'south',
      rules: { noCaptureLimit: 0 },
    });
    if (!start.ok) throw new Error(start.error.message);
    return new Game(start.value);
  }
  const line: Move[] = [2, 5, 1, 5, 1, 3, 0, 3, 0, 2, 4, 0, 5, 0, 4, 2, 4, 1, 5, 1, 4, 0, 3, 2, 3];

  function fromSetup(variant: 'hoyito-2' | 'hoyito-3', holes: number, seeds: number): () => Game {
    return () => {
      const created = Game.create({ variant, holes, seeds, rules: { noCaptureLimit: 0 } });
      if (!created.ok) throw new Error(created.error.message);
      return created.value;
    };
  }

  it('the line of the small game captures, then ends by the third repetition', () => {
    const g = small();
    for (const move of line) mustPlay(g, move);
    expect(g.moves[7].position.captured).toEqual([0, 0]);
    expect(g.moves[8].position.captured).toEqual([4, 0]);
    expect(g.position.endReason).toBe('repetition');
    // Undone to before the capture and played again, then played again from the start: the same
    // end, on the same ply.
    for (const back of [24, 5, 0]) {
      g.goTo(back);
      for (const move of line.slice(back)) mustPlay(g, move);
      expect(g.ply).toBe(25);
      expect(g.position.endReason).toBe('repetition');
      expect(counts(g).got).toEqual(counts(g).want);
    }
  });

  it.each([
    { name: 'Hoyito II 2×3, 9 seeds', make: small, seed: 1 },
    { name: 'Hoyito II 2×3, 9 seeds', make: small, seed: 2 },
    { name: 'Hoyito II 2×4, 3 a hole', make: fromSetup('hoyito-2', 4, 3), seed: 9 },
    { name: 'Hoyito III 2×4, 3 a hole', make: fromSetup('hoyito-3', 4, 3), seed: 4 },
  ])(
    '$name, random walk $seed: every count equals the scan back to the capture',
    ({ make, seed }) => {
      const g = make();
      const random = new Random(seed);
      let repeated = 0;
      let undoneCaptures = 0;
      for (let step = 0; step < 400; step++) {
        const before = g.position.captured;
        const roll = random.int(20);
        if (roll < 12 && !g.position.over) {
          const moves = g.position.legalMoves();
          mustPlay(g, moves.length > 0 ? moves[random.int(moves.length)] : 'pass');
        } else if (roll < 15) g.undo();
        else if (roll < 17) g.redo();
        else if (roll < 19) g.goTo(random.int(g.length + 1));
        else if (!g.position.over) g.agree();
        const { got, want } = counts(g);
        expect(got, `step ${step}, ply ${g.ply}`).toEqual(want);
        if (want.some((n) => n >= 2)) repeated++;
        if (g.position.captured[0] + g.position.captured[1] < before[0] + before[1])
          undoneCaptures++;
      }
      // The walk did what it is for: counts above one, and captures taken back.
      expect(repeated).toBeGreaterThan(0);
      expect(undoneCaptures).toBeGreaterThan(0);
    },
  );
});
