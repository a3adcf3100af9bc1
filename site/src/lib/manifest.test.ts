import { describe, expect, it } from 'vitest';
import { methodSignature } from './manifest.ts';

describe('methodSignature', () => {
  it.each([
    [{ name: 'undo', return: { type: { text: 'boolean' } } }, 'undo(): boolean'],
    [
      { name: 'load', parameters: [{ name: 'text', type: { text: 'string' } }] },
      'load(text: string)',
    ],
    [
      {
        name: 'newGame',
        parameters: [{ name: 'options', type: { text: '{ holes?: number }' }, default: '{}' }],
        return: { type: { text: 'void' } },
      },
      'newGame(options?: { holes?: number }): void',
    ],
    [
      { name: 'play', parameters: [{ name: 'move', optional: true }, { name: 'then' }] },
      'play(move?, then)',
    ],
  ])('%j is %s', (method, signature) => {
    expect(methodSignature(method)).toBe(signature);
  });
});
