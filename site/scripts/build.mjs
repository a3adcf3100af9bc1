#!/usr/bin/env node
// Usage: node scripts/build.mjs [--skip-board]
//
// Builds the site into site/dist:
//   1. the board's standalone bundle, search worker and manifest
//      (`pnpm --filter @hoyito/board run build`; --skip-board reuses the last build),
//   2. copies the bundle and worker (with their source maps) to public/board/, which Astro
//      copies into dist/board/,
//   3. `astro build` (static output; Starlight also writes the Pagefind search index).

import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SITE = dirname(dirname(fileURLToPath(import.meta.url)));
const ROOT = dirname(SITE);
const BOARD_DIST = join(ROOT, 'packages', 'board', 'dist');
const PUBLIC_BOARD = join(SITE, 'public', 'board');
export const BOARD_FILES = [
  'hoyito-board.bundle.js',
  'hoyito-board.bundle.js.map',
  'hoyito-board.worker.js',
  'hoyito-board.worker.js.map',
];

function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
}

function main(args) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) {
    throw new Error(
      `Astro 7 needs Node.js 22 or newer; this is ${process.version}. Run \`npm start\` or \`npm test\` at the repository root, which installs the project's Node.js into .tools/.`,
    );
  }
  if (!args.includes('--skip-board'))
    run('pnpm', ['--filter', '@hoyito/board', 'run', 'build'], ROOT);
  rmSync(PUBLIC_BOARD, { recursive: true, force: true });
  mkdirSync(PUBLIC_BOARD, { recursive: true });
  for (const file of BOARD_FILES) {
    const from = join(BOARD_DIST, file);
    if (!existsSync(from))
      throw new Error(`${from} is missing: build the board first (drop --skip-board).`);
    copyFileSync(from, join(PUBLIC_BOARD, file));
  }
  run(join(SITE, 'node_modules', '.bin', 'astro'), ['build'], SITE);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(`site build: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
