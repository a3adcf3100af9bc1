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

  // What the README lists as exported: a page's TypeScript switches on an error's code.
  it('exports the codes a hoyito-error may carry, each an attribute or a kind of failure', async () => {
    const { CONFIG_ERROR_CODES } = await import('../src/index.ts');
    expect(CONFIG_ERROR_CODES).toContain('variant');
    expect(CONFIG_ERROR_CODES).toContain('storage');
    expect(new Set(CONFIG_ERROR_CODES).size).toBe(CONFIG_ERROR_CODES.length);
  });
});
