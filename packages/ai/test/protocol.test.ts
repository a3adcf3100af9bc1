import {
  createPosition,
  initialPosition,
  type Move,
  parsePosition,
  Random,
  toJsonPosition,
  VARIANTS,
} from '@hoyito/engine';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchOptions } from '../src/api.ts';
import { LargestCaptureWatch } from '../src/opponent.ts';
import { greedyMove } from '../src/players.ts';
import { type Answer, answer, type ProtocolOptions, searchTimeMs } from '../src/protocol.ts';
import { randomOpening } from '../src/selfplay.ts';

const searched: SearchOptions[] = [];
vi.mock('../src/api.ts', async (importOriginal) => {
  const api = await importOriginal<typeof import('../src/api.ts')>();
  return {
    ...api,
    bestMove: (position: Parameters<typeof api.bestMove>[0], options: SearchOptions) => {
      searched.push(options);
      // A time budget is only looked at here: searching for it would make the tests slow.
      const quick =
        options.timeMs === undefined ? options : { ...options, timeMs: undefined, nodes: 1000 };
      return api.bestMove(position, quick);
    },
    bestMoveWatching: (
      position: Parameters<typeof api.bestMove>[0],
      options: SearchOptions,
      watch: LargestCaptureWatch,
      useModel: boolean,
    ) => {
      searched.push({ ...options, useModel } as SearchOptions);
      const quick =
        options.timeMs === undefined ? options : { ...options, timeMs: undefined, nodes: 1000 };
      return api.bestMoveWatching(position, quick, watch, useModel);
    },
  };
});

afterEach(() => {
  vi.restoreAllMocks();
  searched.length = 0;
});

describe('searchTimeMs', () => {
  it.each([
    [1000, 900],
    [5000, 4900],
    [200, 180],
    [50, 45],
    [1, 1],
    [Infinity, Infinity],
  ])('a budget of %d ms searches for %d ms', (budget, search) => {
    expect(searchTimeMs(budget)).toBe(search);
  });
});

describe('answer', () => {
  const start = initialPosition({ variant: 'hoyito-2', holes: 6 });
  if (!start.ok) throw new Error(start.error.message);
  const line = JSON.stringify(toJsonPosition(start.value));

  /**
   * The answer to the start position with a `budget` ms budget, for a line that waited `waited` ms
   * unread (null: it was read at once) and took `spent` ms to read: the clock is set by hand.
   */
  const answerAfter = (budget: number, waited: number | null, spent: number) => {
    const read = 1_700_000_000_000;
    const now = vi.spyOn(Date, 'now');
    if (waited === null) now.mockReturnValueOnce(read);
    now.mockReturnValueOnce(read + spent);
    const writtenAt = waited === null ? undefined : read - waited;
    return answer(line, { level: 'expert', timeMs: budget, seed: 0 }, writtenAt);
  };

  // The budget runs from the line's arrival: from when it was read, or, for a line that waited
  // unread (`null`: it did not), from when it was written. Reading the position comes out of it.
  it.each([
    [1000, null, 0, 900],
    [1000, null, 300, 600],
    [1000, null, 899, 1],
    [1000, 400, 0, 500],
    [1000, 400, 100, 400],
    [1000, 890, 0, 10],
    [300, 100, 0, 170],
  ])(
    'with a %d ms budget, a line that waited %s ms unread and took %d ms to read searches for %d ms',
    (budget, waited, spent, search) => {
      expect(answerAfter(budget, waited, spent)).toHaveProperty('move');
      expect(searched.map((o) => o.timeMs)).toEqual([search]);
      expect(searched.map((o) => o.depth)).toEqual([undefined]);
    },
  );

  // Many lines written at once are read one after another: one whose budget ran out while it
  // waited is answered at once, from a one-ply search with no clock, not from a short deep one.
  it.each([
    [1000, null, 900],
    [1000, null, 2000],
    [1000, 900, 0],
    [1000, 950, 0],
    [300, 300, 0],
  ])(
    'with a %d ms budget, a line that waited %s ms unread and took %d ms to read is answered from one ply',
    (budget, waited, spent) => {
      const out = answerAfter(budget, waited, spent);
      expect(out).toMatchObject({ depth: 1 });
      expect(start.value.legalMoves()).toContain((out as { move: number }).move);
      expect(searched).toMatchObject([{ depth: 1, timeMs: undefined, endgame: false }]);
    },
  );
});

describe('answer with a watch on the opponent', () => {
  const start = initialPosition({ variant: 'hoyito-1', holes: 6 });
  if (!start.ok) throw new Error(start.error.message);
  const line = JSON.stringify(toJsonPosition(start.value));
  const answerAfter = (waited: number, options: Partial<ProtocolOptions> = {}) => {
    const read = 1_700_000_000_000;
    vi.spyOn(Date, 'now').mockReturnValueOnce(read);
    const watch = new LargestCaptureWatch();
    const out = answer(
      line,
      { level: 'expert', timeMs: 1000, seed: 0, ...options },
      read - waited,
      watch,
    );
    return { out, watch };
  };

  it('searches its budget, and may play for the model', () => {
    expect(answerAfter(0).out).toHaveProperty('move');
    expect(searched).toMatchObject([{ timeMs: 900, useModel: true }]);
  });

  it('answers a line whose budget ran out at once, from one ply and without the model', () => {
    const { out } = answerAfter(2000);
    expect(out).toMatchObject({ depth: 1 });
    expect(searched).toMatchObject([{ depth: 1, timeMs: undefined, useModel: false }]);
  });

  it('does not use the model when told not to, but still watches', () => {
    answerAfter(0, { opponentModel: false });
    expect(searched).toMatchObject([{ useModel: false }]);
  });
});

describe('answer in an endgame', () => {
  // South has 12 and North 28 of the 48 seeds; with 8 on the board South cannot catch up.
  it.each([
    ['h2/0.0.0.0.1.2/0.1.0.0.0.4/12-28/s', 'loss'],
    ['h2/0.0.0.0.1.2/0.1.0.0.0.4/12-28/n', 'win'],
    ['h1/0.2.0.0.2.1/1.1.0.1.0.0/24-16/s', 'draw'],
  ])('%s: says the proven outcome, %s', (notation, outcome) => {
    const parsed = parsePosition(notation);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const out = answer(JSON.stringify(toJsonPosition(parsed.value)), {
      level: 'expert',
      nodes: 1_000_000,
      seed: 0,
    });
    expect(out).toMatchObject({ outcome });
  });

  it('searches a node budget without the level’s clock, so that the answer repeats', () => {
    const start = initialPosition({ variant: 'hoyito-2', holes: 6 });
    if (!start.ok) throw new Error(start.error.message);
    const line = JSON.stringify(toJsonPosition(start.value));
    const first = answer(line, { level: 'expert', nodes: 30_000, seed: 0 });
    expect(searched.map((o) => o.timeMs)).toEqual([undefined]);
    expect(answer(line, { level: 'expert', nodes: 30_000, seed: 0 })).toEqual(first);
    expect(answer(line, { level: 'expert', depth: 3, seed: 0 })).toMatchObject({ depth: 3 });
    expect(searched.map((o) => o.timeMs)).toEqual([undefined, undefined, undefined]);
  });

  it('leaves the outcome out when it is not proven', () => {
    const start = initialPosition({ variant: 'hoyito-1', holes: 6 });
    if (!start.ok) throw new Error(start.error.message);
    const out = answer(JSON.stringify(toJsonPosition(start.value)), {
      level: 'expert',
      nodes: 20_000,
      seed: 0,
    });
    expect(out).not.toHaveProperty('outcome');
  });
});

describe('answer to any line', () => {
  // Valid position lines with one field replaced, removed or added, and text cut or spliced:
  // every line gets either an error or a legal move, and nothing throws.
  const starts = VARIANTS.flatMap((variant) =>
    [3, 6, 12].map((holes) => {
      const p = initialPosition({ variant, holes });
      if (!p.ok) throw new Error(p.error.message);
      return toJsonPosition(p.value) as unknown as Record<string, unknown>;
    }),
  );
  const anyJson = fc.oneof(
    fc.integer({ min: -5, max: 400 }),
    fc.double(),
    fc.string({ maxLength: 8 }),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.integer({ min: -2, max: 300 }), { maxLength: 26 }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.integer({ min: -1, max: 500 }), { maxKeys: 3 }),
  );
  // The fields a position line has, the optional ones, and one no position has.
  const field = fc.constantFrom(...Object.keys(starts[0] ?? {}), 'noCapture', 'rules', 'extra');
  const line = fc.oneof(
    fc
      .tuple(fc.constantFrom(...starts), field, fc.option(anyJson, { nil: undefined }))
      .map(([start, key, value]) => {
        const copy: Record<string, unknown> = { ...start };
        if (value === undefined) delete copy[key];
        else copy[key] = value;
        return JSON.stringify(copy);
      }),
    fc
      .tuple(fc.constantFrom(...starts), fc.nat(400), fc.string({ maxLength: 5 }))
      .map(([start, at, text]) => {
        const whole = JSON.stringify(start);
        const cut = at % (whole.length + 1);
        return whole.slice(0, cut) + text + whole.slice(cut + text.length);
      }),
  );

  it('is an error or a legal move, never an exception', () => {
    fc.assert(
      fc.property(line, (text) => {
        const out = answer(text, { level: 'casual', seed: 1 });
        if (out === null) return text.trim() === '';
        if ('error' in out) return typeof out.error === 'string' && out.error.length > 0;
        const parsed = createPosition(JSON.parse(text));
        return parsed.ok && parsed.value.isLegal(out.move);
      }),
      { numRuns: 600, seed: 2026 },
    );
  });
});

describe('answer against one opponent, line after line', () => {
  /**
   * Plays `games` games of Hoyito I through `answer` against the greedy reference player, with
   * one watch for the whole run as `bin/ai.ts` keeps, and returns every answer.
   */
  const run = (options: ProtocolOptions, games: number) => {
    const watch = new LargestCaptureWatch();
    const answers: Answer[] = [];
    const random = new Random(3);
    for (let g = 0; g < games; g++) {
      let p = randomOpening('hoyito-1', 6, 2 + random.int(5), random);
      const mine = g % 2 === 0 ? 'south' : 'north';
      while (!p.over) {
        let move: Move;
        if (p.toMove === mine) {
          const out = answer(JSON.stringify(toJsonPosition(p)), options, undefined, watch);
          if (out === null || 'error' in out) throw new Error(JSON.stringify(out));
          answers.push(out);
          move = out.move;
        } else {
          move = greedyMove(p);
        }
        const played = p.play(move);
        if (!played.ok) throw new Error(played.error.message);
        p = played.value.position;
      }
    }
    return { answers, watch };
  };

  it('expert plays for the mistakes of an opponent seen to take its largest capture every time', () => {
    const { answers, watch } = run({ level: 'expert', nodes: 4000, seed: 0 }, 6);
    expect(watch.model).toEqual({ ties: 'lowest' });
    const modelled = answers.filter((a) => 'model' in a && a.model !== undefined);
    expect(modelled.length).toBeGreaterThan(0);
    expect(modelled[0]).toMatchObject({ model: { ties: 'lowest', plies: expect.any(Number) } });
    // Never before the watch had seen enough.
    expect(answers.indexOf(modelled[0])).toBeGreaterThan(0);
  });

  it.each([
    [
      'expert with opponentModel false',
      { level: 'expert', nodes: 4000, seed: 0, opponentModel: false },
    ],
    ['strong', { level: 'strong', nodes: 4000, seed: 0 }],
  ] as const)('%s plays against best play only', (_, options) => {
    const { answers, watch } = run(options as ProtocolOptions, 6);
    // The watch still judges the opponent; the answers do not use it.
    expect(watch.model).toEqual({ ties: 'lowest' });
    expect(answers.some((a) => 'model' in a)).toBe(false);
  });
});
