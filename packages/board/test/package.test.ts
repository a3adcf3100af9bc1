// What `npm install @hoyito/board` would get. npm itself lists the files a pack takes (with
// --dry-run, and --ignore-scripts so that prepack does not build); the build's outputs are put in
// place as empty files in a copy of the package, so that the test needs no build and checks the
// `files` field, not whatever a last build left in dist/.

import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, typed by use
import { BUNDLE, DIST, PACKAGE_DIR, WORKER_BUNDLE } from '../scripts/build.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));

/** What `node scripts/build.mjs` and the manifest analyzer write, relative to the package. */
const BUILT = [
  BUNDLE,
  WORKER_BUNDLE,
  join(DIST, 'index.js'),
  join(DIST, 'worker.js'),
  join(DIST, 'index.d.ts'),
  join(DIST, 'hoyito-board', 'hoyito-board.d.ts'),
].map((file: string) => relative(PACKAGE_DIR, file));

let copy = '';
let packed: string[] = [];

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'hoyito-pack-'));
  copyFileSync(join(PACKAGE_DIR, 'package.json'), join(copy, 'package.json'));
  copyFileSync(join(PACKAGE_DIR, 'LICENSE'), join(copy, 'LICENSE'));
  // npm leaves out what .gitignore does when `files` does not name it: the repository's ignores
  // (dist/ among them) and the package's (custom-elements.json).
  const ignores = [join(PACKAGE_DIR, '..', '..', '.gitignore'), join(PACKAGE_DIR, '.gitignore')];
  writeFileSync(
    join(copy, '.gitignore'),
    ignores.map((file) => readFileSync(file, 'utf8')).join('\n'),
  );
  const placed = [
    ...BUILT,
    'custom-elements.json',
    'src/index.ts',
    'src/hoyito-board/hoyito-board.ts',
    'src/hoyito-board/hoyito-board.browser.test.ts',
    'src/state/model.test.ts',
    'test/manifest.test.ts',
    'bench/size.mjs',
  ];
  for (const file of placed) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    writeFileSync(join(copy, file), '');
  }
  const npm = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: copy,
    encoding: 'utf8',
  });
  if (npm.error) throw npm.error;
  if (npm.status !== 0) throw new Error(`npm pack failed: ${npm.stderr}`);
  packed = JSON.parse(npm.stdout)[0].files.map((f: { path: string }) => f.path);
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('the published package', () => {
  it.each(BUILT)('holds the built %s', (file) => {
    expect(packed).toContain(file);
  });

  it('holds the licence its package.json names', () => {
    expect(manifest.license).toBe('MIT');
    expect(packed).toContain('LICENSE');
  });

  it('holds the custom elements manifest that package.json names', () => {
    expect(manifest.customElements).toBe('custom-elements.json');
    expect(packed).toContain('custom-elements.json');
  });

  it('holds every file its published entry points name', () => {
    const published = manifest.publishConfig;
    const named = [
      manifest.main,
      published.types,
      published.exports['.'].types,
      published.exports['.'].default,
    ].map((path: string) => path.replace(/^\.\//, ''));
    for (const path of named) expect(packed).toContain(path);
  });

  // A bundler resolves only what `exports` lists: the standalone file and the worker it looks for
  // beside itself (copied together to a site's public folder) and the manifest (read by wrapper
  // generators and Storybook) are there by name.
  it.each([manifest.exports, manifest.publishConfig.exports])(
    'exports the standalone bundle, its worker, the manifest and package.json, each a packed file',
    (exports: Record<string, unknown>) => {
      for (const name of [
        './dist/hoyito-board.bundle.js',
        './dist/hoyito-board.worker.js',
        './custom-elements.json',
        './package.json',
      ]) {
        expect(exports[name]).toBe(name);
        expect([...packed, 'package.json']).toContain(name.slice(2));
      }
    },
  );

  it('points its published types at declarations, not at TypeScript sources', () => {
    expect(manifest.publishConfig.types).toMatch(/\.d\.ts$/);
    expect(manifest.publishConfig.exports['.'].types).toMatch(/\.d\.ts$/);
  });

  it('leaves tests, benchmarks and the test folder out', () => {
    expect(packed).toContain('src/index.ts');
    expect(packed.filter((file) => /\.test\.ts$/.test(file))).toEqual([]);
    expect(packed.filter((file) => file.startsWith('test/') || file.startsWith('bench/'))).toEqual(
      [],
    );
  });
});
