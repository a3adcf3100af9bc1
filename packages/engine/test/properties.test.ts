/**
 * Property tests over random games of every variant, size (2×3 … 2×12), seed count (1–12 a hole)
 * and first player, with random rules (remaining seeds, no-capture limit) and match rounds.
 *
 * fast-check's seed is fixed so that every run plays the same games: exact endless-sowing
 * detection takes minutes on rare positions whose cycles run to billions of laps (see the report
 * that came with these tests), and a test run must not depend on luck. Change PROPERTY_SEED to
 * explore other games.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGLISH, explain, type Reason } from '../src/explain.ts';
import { makePosition, parseHole, parseMove, parsePosition } from '../src/notation.ts';
import {
  createPosition,
  initialPosition,
  type Played,
  POSITION_ERROR_CODES,
  type Position,
} from '../src/position.ts';
import { Random } from '../src/random.ts';
import {
  type Move,
  type Outcome,
  REMAINING_RULES,
  type RemainingRule,
  type Side,
  VARIANTS,
  type Variant,
} from '../src/types.ts';

const PROPERTY_SEED = 1130;

interface GameSpec {
  readonly variant: Variant;
  readonly holes: number;
  readonly seeds: number;
  readonly first: Side;
  readonly remaining: RemainingRule;
  /** undefined: the default limit. */
  readonly limit: number | undefined;
  readonly round: number;
  readonly previousWinner: Outcome | null;
  readonly seed: number;
}

const gameSpec = (
  seeds: fc.Arbitrary<number> = fc.integer({ min: 1, max: 12 }),
): fc.Arbitrary<GameSpec> =>
  fc.record({
    variant: fc.constantFrom(...VARIANTS),
    holes: fc.integer({ min: 3, max: 12 }),
    seeds,
    first: fc.constantFrom<Side>('south', 'north'),
    remaining: fc.constantFrom(...REMAINING_RULES),
    limit: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined, freq: 2 }),
    round: fc.integer({ min: 1, max: 4 }),
    previousWinner: fc.constantFrom<Outcome | null>('south', 'north', 'draw', null),
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
  });

interface Ply {
  readonly before: Position;
  readonly move: Move;
  readonly played: Played;
}

const MAX_PLIES = 800;

/** A random game from the spec's start, every move traced; stops at the end or after MAX_PLIES. */
function randomGame(spec: GameSpec): { start: Position; plies: Ply[] } {
  const start = initialPosition({
    variant: spec.variant,
    holes: spec.holes,
    seeds: spec.seeds,
    first: spec.first,
    round: spec.round,
    previousWinner: spec.previousWinner,
    rules: { remaining: spec.remaining, noCaptureLimit: spec.limit },
  });
  if (!start.ok) throw new Error(start.error.message);
  const random = new Random(spec.seed);
  const plies: Ply[] = [];
  let p = start.value;
  while (!p.over && plies.length < MAX_PLIES) {
    const moves = p.legalMoves();
    const move: Move = moves.length === 0 ? 'pass' : moves[random.int(moves.length)];
    const played = p.play(move, { trace: true });
    if (!played.ok) throw new Error(`legal move ${move} refused: ${played.error.message}`);
    plies.push({ before: p, move, played: played.value });
    p = played.value.position;
  }
  return { start: start.value, plies };
}

const positionsOf = (game: { start: Position; plies: Ply[] }): Position[] => [
  game.start,
  ...game.plies.map((ply) => ply.played.position),
];

const seedsOf = (p: Position): number => p.seedsOnBoard() + p.captured[0] + p.captured[1];

const swapSide = <T extends Outcome | null>(s: T): T =>
  (s === 'south' ? 'north' : s === 'north' ? 'south' : s) as T;

/** North and South exchanged: halves of the board, captured counts, side to move, winners. */
function mirror(p: Position): Position {
  const n = p.holes;
  const result = createPosition({
    ...p.toSetup(),
    board: [...p.board.slice(n), ...p.board.slice(0, n)],
    captured: [p.captured[1], p.captured[0]],
    toMove: swapSide(p.toMove),
    previousWinner: swapSide(p.previousWinner),
    winner: swapSide(p.winner),
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('random games', () => {
  it('conserve seeds: board + captured = the starting total after every move', () => {
    fc.assert(
      fc.property(gameSpec(), (spec) => {
        const game = randomGame(spec);
        const total = 2 * spec.holes * spec.seeds;
        for (const p of positionsOf(game)) {
          expect(seedsOf(p)).toBe(total);
          expect(p.board.every((c) => Number.isInteger(c) && c >= 0)).toBe(true);
        }
        // Seeds left uncounted at the end stay on the board: none with 'own-side', at most one
        // with 'split', any number with 'none'.
        const end = positionsOf(game).at(-1) as Position;
        if (end.over && end.endReason !== 'last-four' && end.endReason !== 'board-empty') {
          if (spec.remaining === 'own-side') expect(end.seedsOnBoard()).toBe(0);
          if (spec.remaining === 'split') expect(end.seedsOnBoard()).toBeLessThanOrEqual(1);
        }
        if (end.endReason === 'last-four' || end.endReason === 'board-empty') {
          expect(end.seedsOnBoard()).toBe(0);
        }
      }),
      { numRuns: 60, seed: PROPERTY_SEED },
    );
  });

  it('on standard boards captures stay multiples of 4, and a last four is exactly 4 seeds', () => {
    // 4 seeds a hole: the total is a multiple of 4, every capture takes 4, so the seeds left after
    // a capture are a multiple of 4 too, and "1 to 4 left" means exactly 4. Only the sharing of
    // the seeds left at an end without a last capture (no-capture limit, …) can break the fours.
    let lastFours = 0;
    fc.assert(
      fc.property(gameSpec(fc.constant(4)), (spec) => {
        const game = randomGame(spec);
        for (const { played } of game.plies) {
          const p = played.position;
          const byFours = !p.over || p.endReason === 'last-four' || p.endReason === 'board-empty';
          if (byFours) {
            expect(p.captured[0] % 4).toBe(0);
            expect(p.captured[1] % 4).toBe(0);
          }
          expect((p.seedsOnBoard() + p.captured[0] + p.captured[1]) % 4).toBe(0);
          for (const e of played.trace ?? []) {
            if (e.type === 'capture') expect(e.seeds).toBe(4);
            if (e.type === 'last-four') {
              lastFours++;
              expect(e.seeds).toBe(4);
            }
          }
        }
      }),
      { numRuns: 60, seed: PROPERTY_SEED },
    );
    expect(lastFours).toBeGreaterThan(0);
  });

  it('mirroring North and South mirrors every move: result, errors and endlessness', () => {
    fc.assert(
      fc.property(gameSpec(), fc.integer({ min: 1, max: 8 }), (spec, every) => {
        const positions = positionsOf(randomGame(spec))
          .filter((p, i) => !p.over && i % every === 0)
          .slice(0, 6);
        for (const p of positions) {
          const m = mirror(p);
          const n = p.holes;
          const flip = (h: number) => (h + n) % (2 * n);
          expect([...m.legalMoves()]).toEqual(
            p
              .legalMoves()
              .map(flip)
              .sort((a, b) => a - b),
          );
          const moves: Move[] = [...Array.from({ length: 2 * n }, (_, h) => h), 'pass'];
          for (const move of moves) {
            const a = p.play(move);
            const b = m.play(move === 'pass' ? 'pass' : flip(move));
            expect(b.ok).toBe(a.ok);
            if (!a.ok && !b.ok) {
              expect(b.error.code).toBe(a.error.code);
              expect(b.error.cycleLength).toBe(a.error.cycleLength);
            }
            if (!a.ok || !b.ok) continue;
            const want = mirror(a.value.position);
            const got = b.value.position;
            // Exception: with 'split', the odd seed that stays uncounted lies in the first hole
            // (canonical order) that held seeds — a choice the rule book leaves open and which
            // does not mirror. Everything else must.
            const oddSeed = got.over && got.rules.remaining === 'split' && got.seedsOnBoard() === 1;
            if (oddSeed) {
              expect(want.seedsOnBoard()).toBe(1);
              expect(got.repetitionKey().split('|').slice(1)).toEqual(
                want.repetitionKey().split('|').slice(1),
              );
              expect(got.endReason).toBe(want.endReason);
            } else {
              expect(got.equals(want)).toBe(true);
            }
            expect(b.value.extraTurn).toBe(a.value.extraTurn);
            expect(b.value.captured).toBe(a.value.captured);
          }
        }
      }),
      { numRuns: 40, seed: PROPERTY_SEED },
    );
  });

  it('play is deterministic and never mutates its input; traced and untraced agree', () => {
    fc.assert(
      fc.property(gameSpec(), (spec) => {
        for (const { before, move, played } of randomGame(spec).plies) {
          const snapshot = JSON.stringify(before.toSetup());
          const again = before.play(move, { trace: true });
          const untraced = before.play(move);
          expect(JSON.stringify(before.toSetup())).toBe(snapshot);
          expect(again.ok && untraced.ok).toBe(true);
          if (!again.ok || !untraced.ok) return;
          expect(again.value.position.equals(played.position)).toBe(true);
          expect(again.value.trace).toEqual(played.trace);
          expect({ ...again.value, position: null, trace: null }).toEqual({
            ...played,
            position: null,
            trace: null,
          });
          expect(untraced.value.position.equals(played.position)).toBe(true);
          expect(untraced.value.trace).toBeNull();
          expect(untraced.value.extraTurn).toBe(played.extraTurn);
          expect(untraced.value.captured).toBe(played.captured);
        }
      }),
      { numRuns: 40, seed: PROPERTY_SEED },
    );
  });

  it('the legal moves are exactly the own non-empty holes whose sowing ends, and each ends', () => {
    let endless = 0;
    fc.assert(
      fc.property(gameSpec(), (spec) => {
        for (const p of positionsOf(randomGame(spec))) {
          if (p.over) {
            expect(p.legalMoves()).toEqual([]);
            continue;
          }
          const first = p.toMove === 'south' ? 0 : p.holes;
          const own = Array.from({ length: p.holes }, (_, i) => first + i).filter(
            (h) => p.board[h] > 0,
          );
          const finite = own.filter((h) => {
            const preview = p.preview(h);
            if (!preview.ok)
              throw new Error(`preview of an own non-empty hole failed: ${preview.error.message}`);
            if (preview.value.endless) {
              endless++;
              const played = p.play(h);
              expect(played.ok || played.error).toMatchObject({
                code: 'endless',
                cycleLength: preview.value.cycleLength,
              });
              expect(preview.value.cycleLength).toBeGreaterThan(0);
            }
            return !preview.value.endless;
          });
          expect([...p.legalMoves()]).toEqual(finite);
          expect(p.mustPass()).toBe(finite.length === 0);
          for (const h of finite) expect(p.play(h).ok).toBe(true);
        }
      }),
      { numRuns: 40, seed: PROPERTY_SEED },
    );
    // With PROPERTY_SEED these games meet a few endless moves (about 1 candidate move in 25,000
    // is endless, rules §5); if a new seed meets none, the check above went untested: pick another.
    expect(endless).toBeGreaterThan(0);
  });

  it('position notation round-trips', () => {
    fc.assert(
      fc.property(gameSpec(), (spec) => {
        for (const p of positionsOf(randomGame(spec))) {
          const text = makePosition(p);
          const parsed = parsePosition(text);
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          expect(parsed.value.equals(p)).toBe(true);
          expect(makePosition(parsed.value)).toBe(text);
        }
      }),
      { numRuns: 40, seed: PROPERTY_SEED },
    );
  });
});

describe('garbage in, an error result out (never an exception)', () => {
  // Every kind of value fast-check can make, objects without a prototype included.
  const garbage = fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withNullPrototype: true,
    withObjectString: true,
    withSet: true,
    withSparseArray: true,
    withTypedArray: true,
  });
  const holes = fc.integer({ min: 3, max: 12 });
  const labels = (n: number) => [...'abcdefghijkl'.slice(0, n), ...'ABCDEFGHIJKL'.slice(0, n)];
  const options = { numRuns: 300, seed: PROPERTY_SEED };
  /** An error's message is its reason in the engine's English (the reason is worded, not lost). */
  const explained = (result: { ok: boolean; error?: { message: string; reason: Reason } }) => {
    if (result.ok || result.error === undefined) return;
    expect(result.error.message).toBe(explain(result.error.reason, ENGLISH));
  };

  it('parseHole', () => {
    fc.assert(
      fc.property(garbage, holes, (text, n) => {
        const result = parseHole(text as string, n);
        expect(result.ok).toBe(typeof text === 'string' && labels(n).includes(text));
        explained(result);
      }),
      options,
    );
  });

  it('parseMove', () => {
    fc.assert(
      fc.property(garbage, holes, (text, n) => {
        const result = parseMove(text as string, n);
        expect(result.ok).toBe(
          text === '-' || (typeof text === 'string' && labels(n).includes(text)),
        );
        explained(result);
      }),
      options,
    );
  });

  it('parsePosition, any value', () => {
    fc.assert(
      fc.property(garbage, (value) => {
        const result = parsePosition(value as string);
        if (typeof value !== 'string') expect(result.ok).toBe(false);
        if (!result.ok) expect(['syntax', 'invalid-position']).toContain(result.error.code);
        explained(result);
      }),
      options,
    );
  });

  it('parsePosition, text near a valid position', () => {
    // A valid text with a few characters replaced, inserted or removed.
    const edits = fc.array(
      fc.record({
        at: fc.nat(),
        kind: fc.constantFrom('replace', 'insert', 'delete'),
        char: fc.constantFrom(...'0123456789./-snxhrpclmeLAZ \n'),
      }),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(edits, (changes) => {
        let text = 'h2/4.0.12.3.1.0/0.2.5.4.4.1/8-4/n/r3/pn/c7/l50/ms';
        for (const { at, kind, char } of changes) {
          const i = at % (text.length + 1);
          text =
            kind === 'insert'
              ? text.slice(0, i) + char + text.slice(i)
              : kind === 'replace'
                ? text.slice(0, i) + char + text.slice(i + 1)
                : text.slice(0, i) + text.slice(i + 1);
        }
        const result = parsePosition(text);
        if (result.ok) {
          expect(parsePosition(makePosition(result.value))).toMatchObject({ ok: true });
        } else {
          expect(result.error.offset).toBeGreaterThanOrEqual(0);
          expect(result.error.message.length).toBeGreaterThan(0);
          explained(result);
        }
      }),
      options,
    );
  });

  it('createPosition', () => {
    fc.assert(
      fc.property(garbage, (value) => {
        const result = createPosition(value);
        if (!result.ok) {
          expect(POSITION_ERROR_CODES).toContain(result.error.code);
          expect(result.error.message.length).toBeGreaterThan(0);
          explained(result);
        }
      }),
      options,
    );
  });

  it('createPosition, a valid setup with one field replaced by garbage', () => {
    const fields = [
      'variant',
      'holes',
      'board',
      'captured',
      'toMove',
      'round',
      'previousWinner',
      'over',
      'winner',
      'endReason',
      'noCapture',
      'rules',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...fields), garbage, (field, value) => {
        const setup = {
          variant: 'hoyito-2',
          holes: 3,
          board: [1, 2, 3, 0, 1, 2],
          captured: [4, 8],
          toMove: 'south',
          [field]: value,
        };
        const result = createPosition(setup);
        if (!result.ok) expect(POSITION_ERROR_CODES).toContain(result.error.code);
        explained(result);
      }),
      options,
    );
  });

  it('initialPosition', () => {
    fc.assert(
      fc.property(garbage, (value) => {
        const result = initialPosition(value as never);
        if (!result.ok) expect(POSITION_ERROR_CODES).toContain(result.error.code);
        explained(result);
        // No options or an object of unknown keys is the default game; other values are errors.
        if (value !== undefined && (value === null || typeof value !== 'object')) {
          expect(result.ok).toBe(false);
        }
      }),
      options,
    );
  });
});
