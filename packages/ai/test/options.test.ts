// Options are checked before any search: a wrong type or value is a RangeError that names the
// option, what was given and what is allowed, never read as something else.
import { initialPosition } from '@hoyito/engine';
import { describe, expect, it } from 'vitest';
import { analyse, bestMove, type SearchOptions, ZERO_WEIGHTS } from '../src/index.ts';

const start = initialPosition({ variant: 'hoyito-2' });
if (!start.ok) throw new Error(start.error.message);
const position = start.value;

/** Cheap options to which each row adds or changes one. */
const quick = { level: 'casual' } as const;

describe('bestMove and analyse refuse a bad option', () => {
  it.each([
    // [options, what the message must say]
    [{ level: 'master' }, /Unknown level master; expected one of beginner, casual, strong, expert/],
    [{ timeMs: 0 }, /timeMs must be a positive finite number; got 0/],
    [{ timeMs: '50' }, /timeMs must be a positive finite number; got "50"/],
    [{ timeMs: Number.POSITIVE_INFINITY }, /timeMs must be a positive finite number; got Infinity/],
    [{ levle: 'beginner' }, /There is no option "levle"; the options are level, timeMs, nodes, /],
    [{ time: 50, node: 9 }, /There is no option "time", "node"; the options are level, /],
    [{ nodes: 1.5 }, /nodes must be a whole number from 1 to 9007199254740991; got 1\.5/],
    [
      { nodes: 2 ** 60 },
      /nodes must be a whole number from 1 to 9007199254740991; got 1152921504606847000/,
    ],
    [{ nodes: 0 }, /nodes must be a whole number from 1 to 9007199254740991; got 0/],
    [{ depth: 2.5 }, /depth must be a whole number from 1 to 9007199254740991; got 2\.5/],
    [{ depth: Number.NaN }, /depth must be a whole number from 1 to 9007199254740991; got NaN/],
    [{ seed: 'x' }, /seed must be a whole number within ±9007199254740991; got "x"/],
    [{ seed: 0.5 }, /seed must be a whole number within ±9007199254740991; got 0\.5/],
    [{ endgame: 'yes' }, /endgame must be true or false; got "yes"/],
    [
      { endgameSeeds: -1 },
      /endgameSeeds must be a whole number from 0 to 9007199254740991; got -1/,
    ],
    [
      { endgameSeeds: 2.5 },
      /endgameSeeds must be a whole number from 0 to 9007199254740991; got 2\.5/,
    ],
    [{ weights: 'tuned' }, /weights must be an object with a number for each of material, /],
    [{ weights: [1, 2] }, /weights must be an object .*; got an array/],
    [
      { weights: { ...ZERO_WEIGHTS, material: 'x' } },
      /weights\.material must be a finite number .*got "x"/,
    ],
    [
      { weights: { ...ZERO_WEIGHTS, threat: Number.POSITIVE_INFINITY } },
      /weights\.threat must be a finite number .*got Infinity/,
    ],
    [{ weights: { material: 100 } }, /weights\.mobility must be a finite number .*got undefined/],
    [
      { weights: { ...ZERO_WEIGHTS, tempo: 5 } },
      /weights has no feature "tempo"; the features are material, /,
    ],
  ] as const)('%o', (bad, said) => {
    const options = { ...quick, ...bad } as unknown as SearchOptions;
    expect(() => bestMove(position, options)).toThrow(RangeError);
    expect(() => bestMove(position, options)).toThrow(said);
    expect(() => analyse(position, options)).toThrow(said);
  });

  it.each([['fast'], [5], [[]]] as const)('options that are not an object: %o', (bad) => {
    const options = bad as unknown as SearchOptions;
    expect(() => bestMove(position, options)).toThrow(/options must be an object; got /);
  });

  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    ['h2/4.4.4/4.4.4/0-0/s', '"h2/4.4.4/4.4.4/0-0/s"'],
    [{ ...position }, 'an object'],
    [JSON.parse(JSON.stringify(position)), 'an object'],
  ])(
    'a position that is not an engine Position (%o) is refused, naming what to pass',
    (bad, said) => {
      const refused = () => bestMove(bad as unknown as typeof position, quick);
      expect(refused).toThrow(RangeError);
      expect(refused).toThrow(
        `position must be an engine Position (from createPosition, parsePosition or initialPosition); got ${said}.`,
      );
      expect(() => analyse(bad as unknown as typeof position, quick)).toThrow(RangeError);
    },
  );
});

describe('bestMove and analyse take good options', () => {
  it.each([
    [undefined],
    [null],
    [{ ...quick, seed: -7 }],
    // Any safe integer seeds a beginner's oversights: the search folds it into a Random's 32 bits.
    [{ level: 'beginner', seed: 2 ** 32 }],
    [{ level: 'beginner', seed: Number.MAX_SAFE_INTEGER }],
    [{ level: 'beginner', seed: -Number.MAX_SAFE_INTEGER }],
    [{ ...quick, endgame: false, endgameSeeds: 0 }],
    [{ level: 'strong', nodes: 2000, depth: 3 }],
    [{ ...quick, weights: { ...ZERO_WEIGHTS, material: 120.4 } }],
    [{ level: 'expert', timeMs: 30 }],
    // A field given as null is not given.
    [{ level: 'casual', timeMs: null, seed: null, endgame: null, weights: null, nodes: null }],
  ] as const)('%o', (options) => {
    const given = options as SearchOptions | null | undefined;
    expect(position.legalMoves()).toContain(bestMove(position, given).move);
    expect(analyse(position, given ?? { timeMs: 30 }).length).toBe(position.legalMoves().length);
  });
});
