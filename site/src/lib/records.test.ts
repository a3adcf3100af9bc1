/**
 * Every game record the documentation shows (a fenced block that starts with a `[Variant …]`
 * tag) is a legal game: a reader pastes them into the Replay page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRecord } from '@hoyito/engine';
import { describe, expect, it } from 'vitest';

const DOCS = fileURLToPath(new URL('../content/docs/', import.meta.url));

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? mdxFiles(join(dir, entry.name))
      : entry.name.endsWith('.mdx')
        ? [join(dir, entry.name)]
        : [],
  );
}

const records = mdxFiles(DOCS).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/```[a-z]*\n(\[Variant [^`]*?)```/g)].map(
    (match) => [file.slice(DOCS.length), match[1]] as const,
  ),
);

describe('the game records in the documentation', () => {
  it('are found, in both languages', () => {
    expect(records.some(([file]) => file.startsWith('es/'))).toBe(true);
    expect(records.some(([file]) => !file.startsWith('es/'))).toBe(true);
  });

  it.each(records)('%s: a legal game', (_file, record) => {
    const parsed = parseRecord(record);
    expect(parsed.ok ? null : parsed.error.message).toBeNull();
  });
});
