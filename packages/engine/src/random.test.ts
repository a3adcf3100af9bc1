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

  // Past 2^32 no draw would ever fall under the limit, and int() would never return.
  it.each([0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 0x100000001, 1e10])(
    'int(%s) is a RangeError that says what it takes',
    (n) => {
      expect(() => new Random(1).int(n)).toThrow(
        new RangeError(`Random.int takes a whole number from 1 to 2^32; got ${String(n)}.`),
      );
    },
  );
});
