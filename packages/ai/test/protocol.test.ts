import { describe, expect, it } from 'vitest';
import { searchTimeMs } from '../src/protocol.ts';

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
