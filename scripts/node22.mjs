#!/usr/bin/env node
// Usage: node scripts/node22.mjs FILE.ts [args...]
//
// Runs a TypeScript entry point with a Node that strips types: the current node when it is
// >= 22.12, else the project's own node from .tools/ (installed on first use). Works when
// started by Node 20 or 22. It prints nothing on stdout itself (callers parse the program's
// stdout); progress and errors go to stderr. It exits with the program's exit code.
//
// Relative file arguments after FILE.ts: pnpm runs root scripts in the repository root, so
// when INIT_CWD (the directory pnpm/npm was called from) is elsewhere, an argument that does
// not start with '-' and names an existing file relative to INIT_CWD is passed on as an
// absolute path, and so is the file that `--out FILE` names, which need not exist yet. Other
// arguments (a position's text, a shell command) are passed on as they are.

import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import {
  ensureTools,
  log,
  MIN_NODE,
  parseVersion,
  pathWithTools,
  ROOT,
  runAndExit,
  typeStripping,
  versionAtLeast,
} from './tools.mjs';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  log('usage: node scripts/node22.mjs FILE.ts [args...]');
  process.exit(2);
}

/** Options whose value is a file the program writes. */
const OUTPUT_OPTIONS = ['--out'];

const initCwd = process.env.INIT_CWD;
const args =
  initCwd && resolve(initCwd) !== ROOT
    ? rest.map((arg, i) => {
        if (arg.startsWith('-') || isAbsolute(arg) || arg === '') return arg;
        const candidate = resolve(initCwd, arg);
        if (OUTPUT_OPTIONS.includes(rest[i - 1])) return candidate;
        return existsSync(candidate) ? candidate : arg;
      })
    : rest;

const env = { ...process.env };
let nodeBin = process.execPath;
let stripping = typeStripping(process.version);
if (!versionAtLeast(parseVersion(process.version), MIN_NODE)) {
  const bin = ensureTools(ROOT, { quiet: true });
  nodeBin = join(bin, 'node');
  stripping = 'native';
  env.PATH = pathWithTools(ROOT, env.PATH);
}

// 'development' selects the workspace packages' TypeScript sources in their "exports".
const nodeArgs = ['--conditions=development'];
if (stripping === 'flag') nodeArgs.push('--experimental-strip-types');

runAndExit(nodeBin, [...nodeArgs, file, ...args], { env });
