import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCase } from '../src/conformance.ts';

const file = join(dirname(fileURLToPath(import.meta.url)), 'conformance', 'public.json');
const cases: { id: string }[] = JSON.parse(readFileSync(file, 'utf8')).cases;

describe('public conformance cases', () => {
  it.each(cases.map((c, i) => [c.id, c, i] as const))('%s', (_id, c, i) => {
    expect(runCase(c, i).failure).toBeNull();
  });
});
