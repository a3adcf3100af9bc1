import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, typed by use
import * as buildScript from '../scripts/build.mjs';

const { assertNoQuotedMangledNames, BUNDLE_PARTS, bundleParts, INTERNAL_NAMES, MESSAGE_KEYS } =
  buildScript;

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

  it('refuses a string that names a shortened message key', () => {
    const dir = sources({ 'text.ts': "const say = m.errors['badMode'];\n" });
    expect(() => assertNoQuotedMangledNames(dir)).toThrow(/text\.ts: 'badMode'$/);
  });

  it('shortens message keys that the messages declare, each once', () => {
    const declared = new Set(
      [
        ...readFileSync(new URL('../src/i18n/messages.ts', import.meta.url), 'utf8').matchAll(
          /readonly (\w+)\??:/g,
        ),
      ].map((m) => m[1]),
    );
    expect(MESSAGE_KEYS.filter((key: string) => !declared.has(key))).toEqual([]);
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length);
  });

  it('shortens none of the names a page uses: the element’s, its events’ or its players’', async () => {
    const { HoyitoBoard } = await import('../src/index.ts');
    const shortened = new Set<string>([...MESSAGE_KEYS, ...INTERNAL_NAMES]);
    const own = [
      ...Object.getOwnPropertyNames(HoyitoBoard.prototype),
      ...Object.getOwnPropertyNames(HoyitoBoard),
    ];
    expect(own.filter((name) => shortened.has(name))).toEqual([]);
    const api = ['events.ts', 'players.ts']
      .map((file) => readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8'))
      .join('\n');
    expect([...shortened].filter((name) => new RegExp(`\\b${name}\\b`).test(api))).toEqual([]);
  });
});

describe('the standalone bundle’s parts (bench/size.mjs)', () => {
  // [a source file, the part that takes it]
  it.each([
    ['/r/packages/board/src/i18n/es.ts', 'words'],
    ['/r/packages/engine/src/explain.ts', 'words'],
    ['/r/node_modules/.pnpm/lit-html@3.3.1/node_modules/lit-html/lit-html.js', 'lit'],
    [
      '/r/node_modules/.pnpm/@lit+reactive-element@2.1.1/node_modules/@lit/reactive-element/css-tag.js',
      'lit',
    ],
    ['/r/node_modules/lit-element/lit-element.js', 'lit'],
    ['/r/packages/engine/src/position.ts', 'engine'],
    ['/r/packages/board/src/hoyito-board/hoyito-board.styles.ts', 'styles'],
    ['/r/packages/board/src/hoyito-board/hoyito-board.ts', 'element'],
    ['/r/packages/board/src/state/model.ts', 'element'],
  ])('puts %s in %s', (file, part) => {
    expect(
      BUNDLE_PARTS.find(([, takes]: [string, (f: string) => boolean]) => takes(file))?.[0],
    ).toBe(part);
  });

  it('weighs every part, each file of the bundle in one', async () => {
    const parts: Record<string, number> = await bundleParts();
    expect(Object.keys(parts)).toEqual(['words', 'lit', 'engine', 'styles', 'element']);
    for (const [part, bytes] of Object.entries(parts)) expect(bytes, part).toBeGreaterThan(1000);
  });
});

describe('dist/index.js, as an app’s bundler reads it', () => {
  // Bundlers (Vite, webpack, Parcel) rewrite every `new URL(path, import.meta.url)` they find.
  // One whose path is not literal, webpack turns into a call that throws, so that the worker
  // never started; a literal one outside `new Worker(…)`, Vite and webpack copy into the app as
  // a file of no use. The worker's literal start is the one such form there may be.
  it('names its worker to bundlers once, literally, inside new Worker(…)', async () => {
    const text = readFileSync(await buildScript.buildModule(), 'utf8');
    const found = [...text.matchAll(/new URL\(([^()]*?),\s*import\.meta\.url\)/g)].map((match) => ({
      path: match[1],
      before: text.slice(0, match.index).trimEnd(),
    }));
    expect(found.map(({ path }) => path)).toEqual(['"./worker.js"']);
    expect(found[0]?.before.endsWith('new Worker(')).toBe(true);
  }, 60_000);
});
