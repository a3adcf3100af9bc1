import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, typed by use
import { assertNoQuotedMangledNames } from '../scripts/build.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function sources(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'hoyito-mangle-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('the standalone bundle’s shortened names', () => {
  it('none of them is named by a string in the sources', () => {
    expect(() => assertNoQuotedMangledNames()).not.toThrow();
  });

  it('refuses a string that names one, and says where, but not in comments or tests', () => {
    const dir = sources({
      'element.ts': "if (changed.has('_model')) this.redraw();\n",
      'notes.ts': '// `_thinking` is set here\n/* "_draft" */\nconst ok = "_$lit";\n',
      'element.test.ts': "expect(changed.has('_lines'));\n",
    });
    expect(() => assertNoQuotedMangledNames(dir)).toThrow(/element\.ts: '_model'$/);
  });
});
