/**
 * Endgame exactness: on small positions of every variant the solver's score for every move equals
 * a plain full-width minimax to the end, written here independently over the engine's
 * `GameState` (`copyFrom` + `play`/`pass`, no table, no pruning). Three sets: at most 8 seeds on
 * 2×3 and 2×6; 9–12 seeds on 2×3 (with at most 8 seeds a capture always ends the game, so extra
 * turns need more); and 2×3 positions with the default no-capture limit.
 *
 * Both follow the same rules: the engine's (captures, extra turns, passes, last four, the end
 * when nobody can move, the no-capture limit, the `remaining` rule, Hoyito III's last four by
 * round) and the search's repetition convention: a position (board, side to move) that repeats on
 * the line since the last capture ends the game, the seeds left shared by the `remaining` rule.
 * The first two sets have small no-capture limits (1–6 moves) so that the reference, which sees
 * every line, finishes; the third keeps the positions the reference decides within a node budget.
 * A ply cap makes the reference fail loudly rather than guess.
 *
 * Then 2×6 endings with long capture-free lines that the solver must finish within a million
 * nodes: what sharing table values across paths (see src/search.ts) bought.
 */
import {
  createPosition,
  type GameState,
  type Position,
  parsePosition,
  Random,
  type RemainingRule,
  type Variant,
} from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
import { analyse, bestMove } from '../src/index.ts';
import { proveOutcome } from '../src/prove.ts';

const PLY_CAP = 80;

/**
 * What the reference met, over all positions: each must be met for the test to mean something.
 * (The end when neither side can move while seeds remain — every move endless — is not among
 * them: no board of 2×3 or 2×4 with up to 10 seeds has it, checked exhaustively.)
 */
const seen = { pass: 0, extraTurn: 0, lastFour: 0, repetition: 0, noCaptureLimit: 0 };

class Undecided extends Error {}

/**
 * Final captured difference for the side to move under best play, by plain minimax. Throws
 * `Undecided` past `PLY_CAP` plies or `maxNodes` positions.
 */
function reference(
  start: GameState,
  maxNodes = Infinity,
): { value: number; moves: Map<number | 'pass', number> } {
  let nodes = 0;
  const stack: GameState[] = [];
  for (let i = 0; i <= PLY_CAP + 1; i++) stack.push(start.clone());
  const lists: number[][] = stack.map(() => []);
  const keyOf = (s: GameState): string =>
    `${Array.from(s.board.subarray(0, s.len)).join(',')}/${s.toMove}`;

  // The value of the position just played into `child` for `me`, the side that moved into it;
  // `path` holds the positions since the last capture, the parent included.
  const childValue = (
    parent: GameState,
    child: GameState,
    me: number,
    ply: number,
    path: readonly string[],
  ): number => {
    if (child.endReason === 'last-four') seen.lastFour++;
    if (child.endReason === 'no-capture-limit') seen.noCaptureLimit++;
    if (child.over) return child.captured[me] - child.captured[1 - me];
    if (child.toMove === me) seen.extraTurn++;
    const capture =
      child.captured[0] !== parent.captured[0] || child.captured[1] !== parent.captured[1];
    const v = node(ply, capture ? [] : path);
    return child.toMove === me ? v : 0 - v;
  };

  // The value of stack[ply] for its side to move.
  const node = (ply: number, path: readonly string[]): number => {
    const state = stack[ply];
    const me = state.toMove;
    const key = keyOf(state);
    if (path.includes(key)) {
      seen.repetition++;
      const end = state.clone();
      end.finish('repetition', null);
      return end.captured[me] - end.captured[1 - me];
    }
    if (ply >= PLY_CAP || ++nodes > maxNodes) throw new Undecided();
    const list = lists[ply];
    const n = state.legalMoves(list);
    const next = [...path, key];
    let best = -Infinity;
    for (let i = 0; i < Math.max(n, 1); i++) {
      const child = stack[ply + 1];
      child.copyFrom(state);
      if (n === 0) {
        seen.pass++;
        child.pass();
      } else child.play(list[i]);
      best = Math.max(best, childValue(state, child, me, ply + 1, next));
    }
    return best;
  };

  const moves = new Map<number | 'pass', number>();
  const me = start.toMove;
  const list: number[] = [];
  const n = start.legalMoves(list);
  for (let i = 0; i < Math.max(n, 1); i++) {
    const child = stack[1];
    child.copyFrom(start);
    if (n === 0) child.pass();
    else child.play(list[i]);
    moves.set(n === 0 ? 'pass' : list[i], childValue(start, child, me, 1, [keyOf(start)]));
  }
  return { value: Math.max(...moves.values()), moves };
}

const VARIANTS: readonly Variant[] = ['hoyito-1', 'hoyito-2', 'hoyito-3'];

/** A board of `holes` holes with `seeds` seeds dropped into holes drawn at random. */
function scatter(random: Random, holes: number, seeds: number): number[] {
  const board = new Array(holes).fill(0);
  for (let s = 0; s < seeds; s++) board[random.int(holes)]++;
  return board;
}
const RULES: readonly RemainingRule[] = ['own-side', 'own-side', 'split', 'none'];

/**
 * Seeded small positions: `minSeeds`–`maxSeeds` seeds, no-capture limits of 1 to `maxLimit`
 * moves, varied rules. With at most 8 seeds a capture always ends the game (at most 4 are left:
 * the last four), so extra turns need more seeds.
 */
function smallPositions(
  count: number,
  seed: number,
  minSeeds: number,
  maxSeeds: number,
  maxLimit: number,
  sizes: readonly number[],
): Position[] {
  const random = new Random(seed);
  const out: Position[] = [];
  while (out.length < count) {
    const i = out.length;
    const variant = VARIANTS[i % 3];
    const holes = sizes[i % sizes.length];
    const board = scatter(random, 2 * holes, minSeeds + random.int(maxSeeds - minSeeds + 1));
    const limit = 1 + random.int(maxLimit);
    const round = variant === 'hoyito-3' ? 1 + random.int(4) : 1;
    const p = createPosition({
      variant,
      holes,
      board,
      captured: [random.int(20), random.int(20)],
      toMove: random.int(2) === 0 ? 'south' : 'north',
      round,
      previousWinner: round > 1 ? (['south', 'north', 'draw'] as const)[random.int(3)] : null,
      noCapture: random.int(2 * limit),
      rules: { noCaptureLimit: limit, remaining: RULES[random.int(RULES.length)] },
    });
    if (p.ok) out.push(p.value);
  }
  return out;
}

/**
 * Positions with the default no-capture limit (200 moves: out of reach, so the table key leaves
 * the no-capture count out): 2×3 with 2–6 seeds, those that the reference decides within 20,000
 * positions (about half of them).
 */
function decidablePositions(count: number, seed: number): Position[] {
  const random = new Random(seed);
  const out: Position[] = [];
  for (let i = 0; out.length < count; i++) {
    const board = scatter(random, 6, 2 + random.int(5));
    const p = createPosition({
      variant: VARIANTS[i % 3],
      holes: 3,
      board,
      captured: [0, 0],
      toMove: random.int(2) === 0 ? 'south' : 'north',
    });
    if (!p.ok) continue;
    try {
      reference(p.value.toState(), 20_000);
      out.push(p.value);
    } catch (e) {
      if (!(e instanceof Undecided)) throw e;
    }
  }
  return out;
}

/**
 * Close games: `minSeeds`–`maxSeeds` seeds, captured counts at most 2 apart, no-capture limits of
 * 1 to `maxLimit` moves (so that the reference sees every line).
 */
function closePositions(
  count: number,
  seed: number,
  holes: number,
  minSeeds: number,
  maxSeeds: number,
  maxLimit: number,
): Position[] {
  const random = new Random(seed);
  const out: Position[] = [];
  for (let i = 0; out.length < count; i++) {
    const board = scatter(random, 2 * holes, minSeeds + random.int(maxSeeds - minSeeds + 1));
    const south = 2 * random.int(10);
    const limit = 1 + random.int(maxLimit);
    const p = createPosition({
      variant: VARIANTS[i % 3],
      holes,
      board,
      captured: [south, south + random.int(5) - 2],
      toMove: random.int(2) === 0 ? 'south' : 'north',
      noCapture: random.int(2 * limit),
      rules: { noCaptureLimit: limit, remaining: RULES[random.int(RULES.length)] },
    });
    if (p.ok) out.push(p.value);
  }
  return out;
}

describe('endgame solver', () => {
  const positions = [
    ...smallPositions(90, 20261130, 2, 8, 6, [3, 6]),
    ...smallPositions(30, 7, 9, 12, 3, [3]),
    ...decidablePositions(15, 99),
  ];

  it('scores every move exactly as a plain minimax to the end does', () => {
    let checked = 0;
    for (const p of positions) {
      const ref = reference(p.toState());
      const analysis = analyse(p, { nodes: 5_000_000 });
      expect(analysis.length).toBe(ref.moves.size);
      for (const m of analysis) {
        expect(m.exact, `${JSON.stringify(p.toSetup())} move ${m.move}`).toBe(true);
        expect(m.score, `${JSON.stringify(p.toSetup())} move ${m.move}`).toBe(
          ref.moves.get(m.move),
        );
        expect(m.outcome).toBe(m.score > 0 ? 'win' : m.score < 0 ? 'loss' : 'draw');
        checked++;
      }
      const best = bestMove(p, { nodes: 5_000_000 });
      expect(best.exact).toBe(true);
      expect(best.score).toBe(ref.value);
      expect(ref.moves.get(best.move)).toBe(ref.value);
    }
    expect(checked).toBeGreaterThan(150);
  });

  // With a budget too small to score a position exactly, the outcome search may still prove
  // who wins; then the result must be the reference's, and the move must keep it. Close games
  // (captured counts at most 2 apart) on 2×3 with 8–12 seeds, so that the captured seeds alone
  // decide none of them.
  // (A draw proven this way is an exact score, which the test above checks.)
  it('proves outcomes it cannot score exactly, and plays a move that keeps them', () => {
    const classOf = (value: number) => (value > 0 ? 'win' : value < 0 ? 'loss' : 'draw');
    const inexact = { win: 0, loss: 0 };
    for (const p of closePositions(400, 2026, 3, 8, 12, 3)) {
      const ref = reference(p.toState());
      for (const nodes of [30, 100, 300, 1000, 3000]) {
        const best = bestMove(p, { nodes });
        if (best.outcome === undefined) continue;
        const where = `${JSON.stringify(p.toSetup())} with ${nodes} nodes`;
        expect(best.outcome, where).toBe(classOf(ref.value));
        expect(classOf(ref.moves.get(best.move) as number), where).toBe(best.outcome);
        if (best.exact) expect(best.score, where).toBe(ref.value);
        else {
          expect(best.outcome, where).not.toBe('draw');
          inexact[best.outcome as 'win' | 'loss']++;
        }
      }
    }
    // Losses proven this way are rarer here (1 of 12); the next test proves many.
    expect(inexact.win).toBeGreaterThan(5);
  });

  // The analysis marks the moves whose result it knows: from an exact score, or proven by the
  // proof-number search or, failing that, by the outcome search, where the score is not exact. Close 2×6 games of 6–10 seeds, where
  // small budgets leave scores inexact; the reference checks the positions it decides.
  it('analysis: every move marked with an outcome has the reference’s result', () => {
    const classOf = (value: number) => (value > 0 ? 'win' : value < 0 ? 'loss' : 'draw');
    let proven = 0;
    let byWindow = 0;
    for (const p of closePositions(200, 2026, 6, 6, 10, 6)) {
      const budgets = [3000, 10_000, 30_000];
      const analyses = budgets.map((nodes) => analyse(p, { nodes }));
      const lines = analyses.flat();
      // Where the proof-number search, on its share of the budget, proves nothing, the outcome
      // search may still prove the best result.
      analyses.forEach(([best], i) => {
        if (best === undefined || best.exact || best.outcome === undefined) return;
        const nodes = (budgets[i] as number) / 20;
        if (proveOutcome(p, { nodes, deadline: Infinity }) === null) byWindow++;
      });
      if (!lines.some((m) => !m.exact && m.outcome !== undefined)) continue;
      let ref: ReturnType<typeof reference>;
      try {
        ref = reference(p.toState(), 100_000);
      } catch (e) {
        if (e instanceof Undecided) continue;
        throw e;
      }
      for (const m of lines) {
        if (m.outcome === undefined) continue;
        const where = `${JSON.stringify(p.toSetup())} move ${m.move}`;
        expect(m.outcome, where).toBe(classOf(ref.moves.get(m.move) as number));
        if (!m.exact) proven++;
      }
    }
    expect(proven).toBeGreaterThan(4);
    expect(byWindow).toBeGreaterThan(2);
  });

  // The proof-number search alone: its result is the reference's, every move it returns keeps
  // it (for a loss, it returns every move), and it proves all three results.
  it('proof-number search: proves the reference’s result and the moves that keep it', () => {
    const classOf = (value: number) => (value > 0 ? 'win' : value < 0 ? 'loss' : 'draw');
    const proven = { win: 0, draw: 0, loss: 0 };
    for (const p of [...closePositions(100, 7, 6, 4, 8, 6), ...decidablePositions(15, 99)]) {
      const ref = reference(p.toState());
      const proof = proveOutcome(p, { nodes: 20_000, deadline: Infinity });
      const where = JSON.stringify(p.toSetup());
      if (proof === null) continue;
      expect(proof.outcome, where).toBe(classOf(ref.value));
      expect(proof.moves.length, where).toBeGreaterThan(0);
      for (const m of proof.moves) {
        expect(classOf(ref.moves.get(m) as number), `${where} move ${m}`).toBe(proof.outcome);
      }
      if (proof.outcome === 'loss') expect(proof.moves.length, where).toBe(ref.moves.size);
      proven[proof.outcome]++;
    }
    expect(proven.win).toBeGreaterThan(10);
    expect(proven.draw).toBeGreaterThan(0);
    expect(proven.loss).toBeGreaterThan(10);
  });

  it('met passes, extra turns, last fours, repetitions and the no-capture limit on the way', () => {
    for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(0);
  });

  // Endings with long capture-free lines: with every table value keyed by its path (before
  // values that no repetition touched were shared) none of these was solved within a million
  // nodes; now each is, well within.
  it.each([
    'h1/0.2.0.0.2.1/1.1.0.1.0.0/24-16/s',
    'h1/2.0.0.3.0.0/1.1.0.1.0.0/12-28/n',
    'h2/2.1.0.0.1.0/1.0.2.0.0.1/40-0/s',
    'h2/0.0.0.0.1.2/0.1.0.0.0.4/12-28/s',
    'h2/1.1.0.0.1.0/0.1.1.1.1.1/0-40/n',
    'h3/2.0.0.1.0.0/2.1.0.2.0.0/4-36/s',
    'h3/1.2.0.1.1.0/1.0.1.0.1.0/28-12/n',
  ])('solves %s exactly within a million nodes', (notation) => {
    const parsed = parsePosition(notation);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const best = bestMove(parsed.value, { nodes: 1_000_000 });
    expect(best.exact).toBe(true);
    expect(best.nodes).toBeLessThan(1_000_000);
    expect(parsed.value.play(best.move).ok).toBe(true);
  });
});
