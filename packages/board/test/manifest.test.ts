// Runs the custom elements manifest analyzer exactly as `pnpm run build` does, but into a
// temporary folder, and checks that custom-elements.json describes <hoyito-board> with what
// the element's JSDoc declares.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PACKAGE_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
const ELEMENT_SOURCE = join(PACKAGE_DIR, 'src', 'hoyito-board', 'hoyito-board.ts');

type Named = { name: string; description?: string; default?: string; type?: { text: string } };
type Declaration = Named & {
  kind: string;
  customElement?: boolean;
  tagName?: string;
  summary?: string;
  attributes?: Named[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
};
type Manifest = {
  schemaVersion: string;
  modules: { path: string; declarations?: Declaration[] }[];
};

/** Names given by a JSDoc tag (`@event name - …`, `@csspart name - …`) in the source. */
function taggedNames(source: string, tags: string[]): string[] {
  const pattern = new RegExp(`@(?:${tags.join('|')})\\s+(?:\\{[^}]*\\}\\s*)?\\[?([\\w-]+)`, 'g');
  return [...new Set([...source.matchAll(pattern)].map((m) => m[1]))];
}

const names = (list: Named[] | undefined) => (list ?? []).map((item) => item.name);

let outdir = '';
let manifest: Manifest;
let board: Declaration | undefined;

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'hoyito-cem-'));
  const cem = join(PACKAGE_DIR, 'node_modules', '.bin', 'custom-elements-manifest');
  const result = spawnSync(
    cem,
    [
      'analyze',
      '--litelement',
      '--config',
      'custom-elements-manifest.config.mjs',
      // The analyzer joins --outdir onto its working directory, so it has to be relative.
      '--outdir',
      relative(PACKAGE_DIR, outdir),
    ],
    { cwd: PACKAGE_DIR, encoding: 'utf8' },
  );
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`analyzer exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  }
  manifest = JSON.parse(readFileSync(join(outdir, 'custom-elements.json'), 'utf8'));
  board = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .find((declaration) => declaration.tagName === 'hoyito-board');
});

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

describe('custom-elements.json', () => {
  it('declares <hoyito-board> as a custom element class', () => {
    expect(manifest.schemaVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(board, 'a declaration with tagName "hoyito-board"').toBeDefined();
    expect(board?.kind).toBe('class');
    expect(board?.customElement).toBe(true);
  });

  it('has the summary from @summary', () => {
    expect(board?.summary?.trim(), '@summary').toBeTruthy();
  });

  it('lists the attributes, including mode, and none for internal state', () => {
    const attributes = names(board?.attributes);
    expect(attributes).toContain('mode');
    expect(attributes.filter((name) => name.startsWith('_'))).toEqual([]);
    const source = readFileSync(ELEMENT_SOURCE, 'utf8');
    for (const name of taggedNames(source, ['attr', 'attribute'])) {
      expect(attributes, `@attr ${name}`).toContain(name);
    }
  });

  it('gives each attribute the default the README’s table gives', () => {
    // README: | `name`[, `name`] | values | default |
    const readme = readFileSync(join(PACKAGE_DIR, 'README.md'), 'utf8');
    const table = readme.split('### Attributes')[1].split('\n\n')[1];
    const documented = new Map<string, string>();
    for (const row of table.split('\n').slice(2)) {
      const cells = row.split('|').map((cell) => cell.trim());
      const defaultText = cells[cells.length - 2];
      for (const [, name] of cells[1].matchAll(/`([\w-]+)`/g)) documented.set(name, defaultText);
    }
    const attributes = board?.attributes ?? [];
    expect(attributes.map((a) => a.name).sort()).toEqual([...documented.keys()].sort());
    for (const attribute of attributes) {
      // The manifest's defaults are plain text (the site shows them as code).
      const said = documented.get(attribute.name)?.replaceAll('`', '');
      const expected =
        said === '—'
          ? 'null'
          : said === 'off' && attribute.type?.text === 'boolean'
            ? 'false'
            : said;
      expect(attribute.default, attribute.name).toBe(expected);
    }
  });

  it('lists the @event tags of the JSDoc (at least one) and no other event', () => {
    const tagged = taggedNames(readFileSync(ELEMENT_SOURCE, 'utf8'), ['event', 'fires']);
    expect(tagged.length, '@event tags in hoyito-board.ts').toBeGreaterThan(0);
    expect(names(board?.events).sort()).toEqual([...tagged].sort());
  });

  it('types each event with its class, as the global event map does', () => {
    // Wrapper generators (React, Vue, JSX) type a listener from the manifest: without a type,
    // the detail of `hoyito-move` would be unknown there.
    const map = readFileSync(join(PACKAGE_DIR, 'src', 'events.ts'), 'utf8');
    const declared = new Map(
      [...map.matchAll(/'(hoyito-[\w-]+)': (Hoyito\w+Event);/g)].map((m) => [m[1], m[2]]),
    );
    expect(declared.size).toBeGreaterThan(0);
    const typed = new Map((board?.events ?? []).map((event) => [event.name, event.type?.text]));
    expect(typed).toEqual(declared);
  });

  it('lists every @csspart of the JSDoc (at least one, including "hole")', () => {
    const tagged = taggedNames(readFileSync(ELEMENT_SOURCE, 'utf8'), ['csspart']);
    expect(tagged.length, '@csspart tags in hoyito-board.ts').toBeGreaterThan(0);
    expect(names(board?.cssParts)).toEqual(expect.arrayContaining([...tagged, 'hole']));
  });

  it('lists every @cssproperty of the JSDoc (at least one)', () => {
    const tagged = taggedNames(readFileSync(ELEMENT_SOURCE, 'utf8'), ['cssprop', 'cssproperty']);
    expect(tagged.length, '@cssproperty tags in hoyito-board.ts').toBeGreaterThan(0);
    expect(names(board?.cssProperties)).toEqual(expect.arrayContaining(tagged));
  });

  it('gives each custom property the board sets its default, as the styles set it', async () => {
    const { styles } = await import('../src/hoyito-board/hoyito-board.styles.ts');
    const css = styles.cssText.replace(/\/\*[\s\S]*?\*\//g, '');
    const host = /:host\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const set = new Map(
      [...host.matchAll(/(--hoyito-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]),
    );
    expect(set.size).toBeGreaterThan(8);
    const documented = new Map(
      (board?.cssProperties ?? []).map((property) => [property.name, property.default]),
    );
    for (const [name, value] of set) expect(documented.get(name), name).toBe(value);
  });
});
