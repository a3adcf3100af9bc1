#!/usr/bin/env node
/**
 * `pnpm --silent ai [options]` runs this: the line protocol program (`bin/ai.ts`, same options)
 * bundled into one JavaScript file, `dist/ai.mjs`. Node starts that in about 80 ms, where the
 * TypeScript sources take about 310 (Node strips their types at every start), and a program's
 * first answer includes its start-up. The bundle is built again whenever a file it was built
 * from, or this one, has changed since, and runs in this process: the protocol's clock, which
 * starts with the process, covers this launcher too.
 */
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist', 'ai.mjs');
/** The files the bundle was built from, relative to the package: JSON, written beside it. */
const inputs = join(root, 'dist', 'ai.inputs.json');

function isFresh() {
  try {
    const built = statSync(bundle).mtimeMs;
    // This file too: it says how the bundle is built.
    const files = [...JSON.parse(readFileSync(inputs, 'utf8')), 'bin/ai.mjs'];
    return files.every((file) => statSync(join(root, file)).mtimeMs <= built);
  } catch {
    return false; // no bundle yet, or a source file was renamed or removed
  }
}

async function build() {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    process.stderr.write('bin/ai.mjs: esbuild is not installed; run `pnpm install` first\n');
    process.exit(2);
  }
  // Two programs started at once (a match) may both build: each writes its own files, then
  // renames them into place, so that neither ever runs half a bundle.
  const tmp = `.${process.pid}.tmp`;
  const result = await esbuild.build({
    entryPoints: ['bin/ai.ts'],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['development'],
    outfile: bundle + tmp,
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(inputs + tmp, JSON.stringify(Object.keys(result.metafile.inputs)));
  renameSync(bundle + tmp, bundle);
  renameSync(inputs + tmp, inputs);
}

if (!isFresh()) await build();
await import(pathToFileURL(bundle).href);
