#!/usr/bin/env node
// Usage: node scripts/build.mjs [--bundle-only]
//
// Builds packages/board/dist:
//   hoyito-board.bundle.js  one minified ESM file with Lit and the engine inside, for a
//                           <script type="module"> tag (the demo loads it), minified by esbuild
//                           and then once more by terser;
//   index.js                ESM for npm consumers, with lit and @hoyito/engine left as imports;
//   *.d.ts                  declarations, from `tsc -p tsconfig.build.json`.
// Then prints the size of each .js file, raw and gzipped. --bundle-only builds just the bundle
// (scripts/serve.mjs and bench/size.mjs use that).
//
// The engine is bundled from its TypeScript sources (its "development" export), so the board
// never needs the engine's dist/ to be built first. Lit is bundled in its production build:
// the "development" condition is applied to workspace packages only, because for Lit it
// selects the dev-mode build (larger, and it warns in the console).

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { minify } from 'terser';
import { squeezeCssTemplates } from './squeeze-css.mjs';

export const PACKAGE_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
export const DIST = join(PACKAGE_DIR, 'dist');
export const BUNDLE = join(DIST, 'hoyito-board.bundle.js');
const ENTRY = join(PACKAGE_DIR, 'src', 'index.ts');

/** esbuild plugin: `@hoyito/<name>` resolves to the package's "development" export (its sources). */
const workspaceSources = {
  name: 'hoyito-workspace-sources',
  setup(b) {
    b.onResolve({ filter: /^@hoyito\/[^/]+$/ }, ({ path }) => {
      const dir = realpathSync(join(PACKAGE_DIR, 'node_modules', path));
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const source = manifest.exports?.['.']?.development;
      if (typeof source !== 'string') {
        return { errors: [{ text: `${path} has no "development" export to bundle from` }] };
      }
      return { path: join(dir, source) };
    });
  },
};

const STANDALONE_OFF = 'const STANDALONE_BUNDLE = false;';
const STANDALONE_ON = 'const STANDALONE_BUNDLE = true;';

/**
 * esbuild plugin: the search worker's script sits beside the built file as `name` (the sources
 * point at worker.ts; see startWorker in src/computer/computer.ts). `standalone` marks the
 * standalone bundle, which no bundler reads, so that it may start its worker through the Trusted
 * Types policy first.
 */
function workerBeside(name, { standalone = false } = {}) {
  return {
    name: 'hoyito-worker-url',
    setup(b) {
      b.onLoad({ filter: /[\\/]computer[\\/]computer\.ts$/ }, ({ path }) => {
        const source = readFileSync(path, 'utf8');
        let contents = source.replaceAll("'./worker.ts'", `'./${name}'`);
        if (contents === source) {
          return { errors: [{ text: `no './worker.ts' reference to rewrite in ${path}` }] };
        }
        if (standalone) {
          const marked = contents.replace(STANDALONE_OFF, STANDALONE_ON);
          if (marked === contents) {
            return { errors: [{ text: `no "${STANDALONE_OFF}" to switch on in ${path}` }] };
          }
          contents = marked;
        }
        return { contents, loader: 'ts' };
      });
    },
  };
}

const squeezedStyles = {
  name: 'hoyito-squeezed-styles',
  setup(b) {
    b.onLoad({ filter: /\.styles\.ts$/ }, ({ path }) => ({
      contents: squeezeCssTemplates(readFileSync(path, 'utf8')),
      loader: 'ts',
    }));
  },
};

export const WORKER_BUNDLE = join(DIST, 'hoyito-board.worker.js');
const WORKER_ENTRY = join(PACKAGE_DIR, 'src', 'computer', 'worker.ts');

const common = {
  entryPoints: [ENTRY],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  sourcemap: true,
  logLevel: 'warning',
  absWorkingDir: PACKAGE_DIR,
};

/**
 * Keys of the board's messages (src/i18n/messages.ts) that the standalone bundle shortens too, 0.37
 * KB of it gzipped: the camel-case ones that no DOM interface, Lit or the engine has and that the
 * board reads only as a message (`m.errors.badMode`), never by a computed name. Words that other
 * objects may well have (`label`, `position`, `next`) stay as they are; so do keys added since,
 * until listed here.
 */
export const MESSAGE_KEYS = [
  'addCaptured',
  'addSeedTo',
  'agreedName',
  'badControls',
  'badFirst',
  'badHighlight',
  'badLang',
  'badLoop',
  'badMatch',
  'badMatchGame',
  'badMode',
  'badMove',
  'badOrientation',
  'badPersist',
  'badPlayer',
  'badPosition',
  'badRecord',
  'badRounds',
  'badSpeed',
  'boardEmpty',
  'cannotPass',
  'clearBoard',
  'computerNext',
  'controlsNoneAlone',
  'copyPosition',
  'corruptSave',
  'enPassant',
  'endReasons',
  'endResult',
  'fewerHoles',
  'fillBoard',
  'gameEnd',
  'hideNarration',
  'hintPass',
  'holeFull',
  'holesOutOfRange',
  'languageName',
  'loadNotText',
  'longRun',
  'matchOver',
  'moreHoles',
  'moreLaps',
  'moveName',
  'mustPassAllEndless',
  'mustPassNoSeeds',
  'noSeeds',
  'nobodyCanMove',
  'notYours',
  'passAllEndless',
  'passName',
  'passNoSeeds',
  'playerFailed',
  'playerIllegal',
  'playerNext',
  'playerTurn',
  'removeCaptured',
  'removeSeedFrom',
  'replayPlace',
  'roundsWithStart',
  'seedsOutOfRange',
  'setupDraft',
  'sharedKey',
  'showNarration',
  'sideToMove',
  'staleSave',
  'startPlaying',
  'stepLap',
  'stepSeed',
  'suggestedBlocked',
  'thinkingNamed',
  'toCopy',
  'tooManySeeds',
  'unknownVariant',
];

/**
 * Other camel-case names of the board's own (BoardModel's methods, the diagram's layouts, the
 * element's text helpers, their options), shortened for 0.22 KB more: none of them is the
 * element's, an event's or a save's, nor a DOM interface's, Lit's or the engine's.
 */
export const INTERNAL_NAMES = [
  'atStart',
  'boardLabel',
  'canStartNextGame',
  'captionBand',
  'captionFont',
  'computerTurn',
  'countFont',
  'dropsFont',
  'errorHeading',
  'fromMatchRecords',
  'fromPositionText',
  'fromRecordText',
  'fromSpec',
  'gameCount',
  'headRelays',
  'holeBlock',
  'keepGame',
  'labelBand',
  'labelFont',
  'leadsTo',
  'legendFont',
  'legendRow',
  'loopSeconds',
  'matchScore',
  'matchSentence',
  'notesOf',
  'playedBy',
  'playedRecord',
  'positionText',
  'redoTarget',
  'roundOf',
  'setSpeed',
  'setupAction',
  'setupInvalid',
  'setupStoreAction',
  'showCurrentGame',
  'showGame',
  'shownGame',
  'sownAgain',
  'speedName',
  'storeBand',
  'tailRelays',
  'undoTarget',
];

/** Property names the standalone bundle shortens. */
const MANGLED = new RegExp(`^(?:_[a-z]|(?:${[...MESSAGE_KEYS, ...INTERNAL_NAMES].join('|')})$)`);

/**
 * The bundle renames `x._model` but not the string '_model' (`changed.has('_model')` would then
 * never be true in the bundle alone, the one build the browser tests do not run): such a string
 * in the sources fails the build, naming where it is.
 */
export function assertNoQuotedMangledNames(dir = join(PACKAGE_DIR, 'src')) {
  const found = [];
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = join(dir, entry);
    if (!/\.ts$/.test(file) || /\.test\.ts$/.test(file)) continue;
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const [, name] of code.matchAll(/['"`]([A-Za-z_]\w*)['"`]/g))
      if (MANGLED.test(name)) found.push(`${relative(PACKAGE_DIR, file)}: '${name}'`);
  }
  if (found.length > 0)
    throw new Error(
      `these names are shortened in the bundle, so no string may name them:\n${found.join('\n')}`,
    );
}

/** esbuild options of dist/hoyito-board.bundle.js: everything inside, minified. */
export function bundleOptions() {
  return {
    ...common,
    outfile: BUNDLE,
    minify: true,
    // The element's reactive state (_model, _lines…) and the like: internal names, never read from
    // outside the bundle, shortened as local names are (see assertNoQuotedMangledNames).
    mangleProps: MANGLED,
    // Lit's notices, one per module it is made of, said once: the same copyright holder and
    // licence for all of them.
    legalComments: 'none',
    banner: {
      js: '/*! @hoyito/board, with Lit inside: Copyright 2017-2022 Google LLC, SPDX-License-Identifier: BSD-3-Clause */',
    },
    plugins: [
      workerBeside('hoyito-board.worker.js', { standalone: true }),
      workspaceSources,
      squeezedStyles,
    ],
  };
}

/**
 * Builds dist/hoyito-board.bundle.js and, beside it, dist/hoyito-board.worker.js (the computer
 * player's search, loaded only when a computer side or a hint is used); returns the bundle's path.
 */
export async function buildBundle() {
  assertNoQuotedMangledNames();
  await build(bundleOptions());
  await squeeze(BUNDLE);
  await build({
    ...common,
    entryPoints: [WORKER_ENTRY],
    outfile: WORKER_BUNDLE,
    minify: true,
    plugins: [workspaceSources],
  });
  return BUNDLE;
}

/**
 * Minifies an esbuild-minified file once more with terser, which finds about 0.9 KB more to take
 * out of the standalone bundle when gzipped (1.5%: inlined and merged statements, shorter
 * conditionals), the room a page's script budget needs; its source map follows.
 */
async function squeeze(file) {
  const name = file.split(/[\\/]/).pop();
  const result = await minify(
    { [name]: readFileSync(file, 'utf8') },
    {
      module: true,
      ecma: 2022,
      // Three of its rewrites make the text shorter but gzip larger, the size a page pays for: one
      // statement joined to the next by commas (sequences), a constant put before `===`
      // (lhs_constants), a function used once moved into its one caller (reduce_funcs). Without
      // them the bundle is 0.19 KB smaller gzipped; each only leaves code as esbuild wrote it.
      compress: { passes: 2, sequences: false, lhs_constants: false, reduce_funcs: false },
      mangle: true,
      // The licence banner (/*! … */) stays, as it is.
      format: { comments: /^!/ },
      sourceMap: {
        content: readFileSync(`${file}.map`, 'utf8'),
        url: `${name}.map`,
      },
    },
  );
  if (typeof result.code !== 'string') throw new Error(`terser gave no code for ${name}`);
  writeFileSync(file, result.code);
  writeFileSync(`${file}.map`, String(result.map));
}

/** dist/index.js: the element for bundlers; lit and @hoyito/engine stay imports. */
export async function buildModule() {
  const outfile = join(DIST, 'index.js');
  await build({
    ...common,
    outfile,
    packages: 'external',
    plugins: [workerBeside('worker.js'), squeezedStyles],
  });
  await build({
    ...common,
    entryPoints: [WORKER_ENTRY],
    outfile: join(DIST, 'worker.js'),
    packages: 'external',
  });
  return outfile;
}

/** dist/**\/*.d.ts from tsc. */
export function buildDeclarations() {
  const tsc = join(PACKAGE_DIR, 'node_modules', '.bin', 'tsc');
  const result = spawnSync(tsc, ['-p', 'tsconfig.build.json'], {
    cwd: PACKAGE_DIR,
    stdio: 'inherit',
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`tsc -p tsconfig.build.json exited ${result.status}`);
}

/**
 * The parts of the standalone bundle a reader of its size wants apart, each a test on the path of
 * a source file; the first that matches takes the file, `element` is the rest of the board.
 */
export const BUNDLE_PARTS = [
  ['words', (f) => /[\\/]board[\\/]src[\\/]i18n[\\/]|[\\/]engine[\\/]src[\\/]explain\.ts$/.test(f)],
  [
    'lit',
    (f) =>
      /[\\/]node_modules[\\/](?:\.pnpm[\\/].*[\\/])?(?:lit|lit-html|lit-element|@lit[\\/][^\\/]+)[\\/]/.test(
        f,
      ),
  ],
  ['engine', (f) => /[\\/]engine[\\/]src[\\/]/.test(f)],
  ['styles', (f) => /\.styles\.ts$/.test(f)],
  ['element', (f) => /[\\/]board[\\/]src[\\/]/.test(f)],
];

/**
 * What each part of the standalone bundle weighs, as esbuild minified it (before terser, and
 * before gzip, which packs words and code differently): `{ part: bytes }`, every file counted
 * once; a file no part takes throws, so that nothing is left out unsaid.
 */
export async function bundleParts() {
  // Input paths come relative to `common`'s absWorkingDir, the package.
  const result = await build({ ...bundleOptions(), write: false, metafile: true });
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint !== undefined);
  const parts = Object.fromEntries(BUNDLE_PARTS.map(([name]) => [name, 0]));
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const file = join(PACKAGE_DIR, input);
    const part = BUNDLE_PARTS.find(([, takes]) => takes(file));
    if (part === undefined) throw new Error(`no part of the bundle takes ${file}`);
    parts[part[0]] += bytesInOutput;
  }
  return parts;
}

/** Raw and gzipped (level 9) byte counts of a file. */
export function fileSize(file) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function kib(n) {
  return `${(n / 1024).toFixed(1)} KiB`;
}

export function printSize(file) {
  const { raw, gzip } = fileSize(file);
  const name = relative(PACKAGE_DIR, file).padEnd(28);
  console.log(`${name} ${kib(raw).padStart(10)} raw ${kib(gzip).padStart(10)} gzip`);
}

async function main(args) {
  const bundleOnly = args.includes('--bundle-only');
  const started = performance.now();
  if (!bundleOnly) rmSync(DIST, { recursive: true, force: true });
  const files = [await buildBundle(), WORKER_BUNDLE];
  if (!bundleOnly) {
    files.push(await buildModule());
    buildDeclarations();
  }
  console.log(`built in ${Math.round(performance.now() - started)} ms`);
  for (const file of files) printSize(file);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    // esbuild has already printed its own errors (they come with an `errors` list).
    if (!Array.isArray(error?.errors))
      console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
