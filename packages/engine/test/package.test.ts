// What `npm install @hoyito/engine` would get: npm's own list of the tarball, after the build
// that `prepack` runs.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { declarationsOldTypeScriptRefuses, packedFiles } from '../../../scripts/pack.mjs';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

let packed: string[] = [];
beforeAll(() => {
  packed = packedFiles(packageDir);
}, 60_000);

describe('the published package', () => {
  it('holds every file its published entry points name, built by prepack', () => {
    const published = manifest.publishConfig;
    for (const path of [
      published.exports['.'].default,
      published.exports['.'].types,
      published.types,
    ])
      expect(packed).toContain(path.replace(/^\.\//, ''));
  });

  it('holds the licence its package.json names', () => {
    expect(manifest.license).toBe('MIT');
    expect(packed).toContain('LICENSE');
  });

  it('leaves the tests out', () => {
    expect(packed.filter((path) => /\.test\.ts$/.test(path))).toEqual([]);
    expect(packed.some((path) => path.startsWith('test/'))).toBe(false);
  });

  it('declares typed arrays as TypeScript before 5.7 reads them', () => {
    expect(packed.some((path) => path.endsWith('.d.ts'))).toBe(true);
    expect(declarationsOldTypeScriptRefuses(packageDir, packed)).toEqual([]);
  });
});
