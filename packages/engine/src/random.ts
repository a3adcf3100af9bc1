import { show } from './position.ts';

/**
 * A small seeded pseudo-random generator (xoshiro128**), so that random games, benchmarks and the
 * computer player are repeatable for a given seed.
 */
export class Random {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  /**
   * `seed` is a whole number from 0 to 2^32 − 1 (-0 is 0); any other is a RangeError. Cutting it
   * to 32 bits instead would give 1.5 and 1, or 2^32 + 1 and 1, the same draws without a word.
   */
  constructor(seed: number) {
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
      throw new RangeError(
        `A Random's seed is a whole number from 0 to 2^32 - 1; got ${show(seed)}.`,
      );
    // splitmix32 spreads any seed, 0 included, over the four words of state.
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.#a = next();
    this.#b = next();
    this.#c = next();
    this.#d = next();
  }

  /** A uniform 32-bit unsigned integer. */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.#b, 5), 7), 9) >>> 0;
    const t = this.#b << 9;
    this.#c ^= this.#a;
    this.#d ^= this.#b;
    this.#b ^= this.#c;
    this.#a ^= this.#d;
    this.#c ^= t;
    this.#d = rotl(this.#d, 11);
    return result;
  }

  /**
   * A uniform integer in [0, n), without modulo bias. `n` is a whole number from 1 to 2^32: any
   * other is a RangeError (past 2^32 no draw would ever fall under the limit, and the loop below
   * would never end).
   */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000)
      throw new RangeError(`Random.int takes a whole number from 1 to 2^32; got ${show(n)}.`);
    const limit = 0x100000000 - (0x100000000 % n);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % n;
  }

  /** A uniform float in [0, 1). */
  float(): number {
    return this.nextUint32() / 0x100000000;
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
