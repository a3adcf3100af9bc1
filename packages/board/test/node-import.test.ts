import { describe, expect, it } from 'vitest';

describe('importing the board in Node (server rendering, tooling)', () => {
  it('touches no DOM and throws nothing', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const board = await import('../src/index.ts');
    expect(typeof board.HoyitoBoard).toBe('function');
    expect(typeof board.HoyitoMoveEvent).toBe('function');
    // Still no document: nothing was rendered or inserted.
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });
});
