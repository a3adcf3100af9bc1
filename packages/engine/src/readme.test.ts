// The README's examples are read by people who copy them: each record in it must be a legal game
// and each position one the engine accepts.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as engine from './index.ts';
import { ENGLISH, parsePosition, parseRecord } from './index.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1]);
const records = blocks.filter((block) => block.trimStart().startsWith('['));
const positions = blocks.flatMap((block) =>
  [...block.matchAll(/^(h[123]\/\S+)/gm)].map((m) => m[1]),
);

describe('the README', () => {
  it('shows records and positions to check', () => {
    expect(records.length).toBeGreaterThan(0);
    expect(positions.length).toBeGreaterThan(0);
  });

  it.each(records)('holds a record that parses: %s', (text) => {
    const parsed = parseRecord(text);
    expect(parsed.ok ? 'ok' : parsed.error.message).toBe('ok');
  });

  it.each(positions)('holds a position that parses: %s', (text) => {
    const parsed = parsePosition(text);
    expect(parsed.ok ? 'ok' : parsed.error.message).toBe('ok');
  });

  it('counts the reasons there are', () => {
    const said = readme.match(/\((\d+) of them, finer than the codes/);
    expect(Number(said?.[1])).toBe(Object.keys(ENGLISH).length);
  });

  // A constant the README names in code type is one a reader will import.
  it.each([...new Set(readme.match(/(?<=`)[A-Z][A-Z0-9_]+(?=`)/g))])(
    'names %s, which the package exports',
    (name) => {
      expect(name in engine).toBe(true);
    },
  );
});
