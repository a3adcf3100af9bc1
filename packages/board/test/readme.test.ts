// The README's lists that code also keeps: they must name what the code has, no more, no less.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_ERROR_CODES } from '../src/state/config.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the README', () => {
  it('explains every hoyito-error code, and only those', () => {
    const table = readme
      .split("A `hoyito-error`'s `code` says what was refused")[1]
      ?.split('\n\n')[1];
    expect(table, 'the table of codes under Events').toBeDefined();
    const named = (table ?? '')
      .split('\n')
      .slice(2)
      .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([\w-]+)`/g)].map((m) => m[1]));
    expect([...named].sort()).toEqual([...CONFIG_ERROR_CODES].sort());
  });
});
