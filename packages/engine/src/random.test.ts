import { describe, expect, it } from 'vitest';
import { Random } from './random.ts';

describe('Random', () => {
  it('repeats its draws for a seed', () => {
    const draws = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 8 }, () => random.int(1000));
    };
    expect(draws(3)).toEqual(draws(3));
    expect(draws(3)).not.toEqual(draws(4));
  });

  it.each([1, 2, 6, 7, 1000, 0xffffffff, 0x100000000])('int(%s) draws in [0, n)', (n) => {
    const random = new Random(5);
    for (let i = 0; i < 200; i++) {
      const x = random.int(n);
      expect(Number.isInteger(x)).toBe(true);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(n);
    }
  });

  it.each([0, -0, 1, 0xffffffff])('takes the seed %s', (seed) => {
    expect(new Random(seed).int(1000)).toBeGreaterThanOrEqual(0);
  });

  it('draws as 0 for a seed of -0', () => {
    const draws = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 8 }, () => random.nextUint32());
    };
    expect(draws(-0)).toEqual(draws(0));
  });

  // A seed cut to 32 bits would make 1.5, 2^32 + 1 and 1 the same seed without a word.
  it.each([
    [-1, '-1'],
    [1.5, '1.5'],
    [0x100000000, '4294967296'],
    [0x100000001, '4294967297'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    ['7', '"7"'],
    [undefined, 'nothing'],
  ])('new Random(%j) is a RangeError that says what a seed is', (seed, shown) => {
    expect(() => new Random(seed as number)).toThrow(
      new RangeError(`A Random's seed is a whole number from 0 to 2^32 - 1; got ${shown}.`),
    );
  });

  // Past 2^32 no draw would ever fall under the limit, and int() would never return.
  it.each([
    [0, '0'],
    [-0, '-0'],
    [-3, '-3'],
    [1.5, '1.5'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [0x100000001, '4294967297'],
    [1e10, '10000000000'],
    ['6', '"6"'],
  ])('int(%j) is a RangeError that says what it takes', (n, shown) => {
    expect(() => new Random(1).int(n as number)).toThrow(
      new RangeError(`Random.int takes a whole number from 1 to 2^32; got ${shown}.`),
    );
  });
});
