import { initialPosition, toJsonPosition } from '@hoyito/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchOptions } from '../src/api.ts';
import { answer, searchTimeMs } from '../src/protocol.ts';

const searched: SearchOptions[] = [];
vi.mock('../src/api.ts', async (importOriginal) => {
  const api = await importOriginal<typeof import('../src/api.ts')>();
  return {
    ...api,
    bestMove: (position: Parameters<typeof api.bestMove>[0], options: SearchOptions) => {
      searched.push(options);
      return api.bestMove(position, { ...options, timeMs: undefined, nodes: 1000 });
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

  // The clock reads `received` when the line comes in and `checked` once the position is read.
  it.each([
    [1000, 0, 900],
    [1000, 300, 600],
    [1000, 899, 1],
    [1000, 2000, 1],
  ])(
    'with a %d ms budget and %d ms spent reading the line, searches for %d ms',
    (budget, spent, search) => {
      const received = 1_700_000_000_000;
      vi.spyOn(Date, 'now')
        .mockReturnValueOnce(received)
        .mockReturnValueOnce(received + spent);
      const out = answer(line, { level: 'expert', timeMs: budget, seed: 0 });
      expect(out).toHaveProperty('move');
      expect(searched.map((o) => o.timeMs)).toEqual([search]);
    },
  );
});
