// Shared helpers for scripts/dev.mjs and scripts/node22.mjs.
//
// Plain ESM JavaScript with no dependencies: it must run on the Node 20 that a fresh
// machine has, before anything else is installed. Its own messages and the output of the
// installers it runs (npm, pnpm install, apt-get) go to stderr, because node22.mjs must leave
// stdout to the program it runs.

import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  existsSync,
  constants as fsConstants,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { constants } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: the parent of this scripts/ folder. */
export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Exact versions the project's toolchain is pinned to. */
export const NODE_VERSION = '22.23.3';
export const PNPM_VERSION = '12.4.2';

/** Lowest Node that runs the project's TypeScript entry points. */
export const MIN_NODE = [22, 12, 0];

export const toolsDir = (root = ROOT) => join(root, '.tools');
export const toolsBin = (root = ROOT) => join(toolsDir(root), 'node_modules', '.bin');

/** Prints one progress line on stderr, prefixed with [hoyito]. */
export function log(message) {
  process.stderr.write(`[hoyito] ${message}\n`);
}

/** Parses "v22.23.3" or "22.23.3" into [22, 23, 3]; unknown parts become 0. */
export function parseVersion(version) {
  const parts = String(version).replace(/^v/, '').split('.');
  return [0, 1, 2].map((i) => Number.parseInt(parts[i] ?? '0', 10) || 0);
}

/** True when version a >= version b (both as [major, minor, patch]). */
export function versionAtLeast(a, b) {
  for (let i = 0; i < 3; i++) {
    if (a[i] !== b[i]) return a[i] > b[i];
  }
  return true;
}

/**
 * How a Node version runs .ts files: 'native' (type stripping on by default: 22.18+, 23.6+),
 * 'flag' (needs --experimental-strip-types: 22.6–22.17, 23.0–23.5) or 'none'.
 */
export function typeStripping(version) {
  const [major, minor] = parseVersion(version);
  if (major >= 24 || (major === 23 && minor >= 6) || (major === 22 && minor >= 18)) {
    return 'native';
  }
  if (major === 23 || (major === 22 && minor >= 6)) return 'flag';
  return 'none';
}

/** PATH with the project's tools first. */
export function pathWithTools(root = ROOT, path = process.env.PATH ?? '') {
  const bin = toolsBin(root);
  const rest = path.split(delimiter).filter((p) => p && p !== bin);
  return [bin, ...rest].join(delimiter);
}

function installedVersion(root, name) {
  try {
    const file = join(toolsDir(root), 'node_modules', name, 'package.json');
    return JSON.parse(readFileSync(file, 'utf8')).version ?? null;
  } catch {
    return null;
  }
}

function binaryVersion(file) {
  if (!existsSync(file)) return null;
  // cwd '/': pnpm records itself in the pnpm-lock.yaml of a project it runs in.
  const result = spawnSync(file, ['--version'], {
    cwd: '/',
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (result.status !== 0) return null;
  return result.stdout.trim().replace(/^v/, '');
}

/**
 * What is wrong with <root>/.tools, as a list of short descriptions (empty when it has
 * exactly node@NODE_VERSION and pnpm@PNPM_VERSION and both binaries answer --version).
 */
export function toolsProblems(root = ROOT) {
  const problems = [];
  const bin = toolsBin(root);
  const wanted = [
    ['node', NODE_VERSION],
    ['pnpm', PNPM_VERSION],
  ];
  for (const [name, version] of wanted) {
    const pkg = installedVersion(root, name);
    if (pkg === null) {
      problems.push(`${name} is not installed`);
    } else if (pkg !== version) {
      problems.push(`${name} is ${pkg}, want ${version}`);
    } else if (binaryVersion(join(bin, name)) !== version) {
      problems.push(`${name} ${version} is installed but its binary does not run`);
    }
  }
  return problems;
}

/** The global npmrc path, passed on so that npm keeps its registry settings (cafile etc.). */
function npmGlobalConfig() {
  const result = spawnSync('npm', ['config', 'get', 'globalconfig'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (result.error || result.status !== 0) return null;
  const value = result.stdout.trim();
  return value && value !== 'undefined' ? value : null;
}

/** Fails with a clear message when npm is not on PATH. */
export function requireNpm() {
  const result = spawnSync('npm', ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (result.error || result.status !== 0) {
    log('npm was not found on PATH. Install Node.js 20 or newer together with npm');
    log('(on Debian/Ubuntu: sudo apt-get install -y nodejs npm), then run this again.');
    process.exit(1);
  }
  return result.stdout.trim();
}

/**
 * node and pnpm install their binaries from npm lifecycle scripts. npm 11 warns about
 * install scripts that no `allowScripts` entry covers, and says a later release will block
 * them, so .tools/package.json allows these two by name.
 */
function allowToolInstallScripts(root) {
  mkdirSync(toolsDir(root), { recursive: true });
  const file = join(toolsDir(root), 'package.json');
  const manifest = readJson(file) ?? {};
  const allowed = manifest.allowScripts ?? {};
  if (allowed.node === true && allowed.pnpm === true) return;
  manifest.allowScripts = { ...allowed, node: true, pnpm: true };
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Makes sure <root>/.tools holds node@NODE_VERSION and pnpm@PNPM_VERSION, installing them
 * from the npm registry when missing or wrong. Prints progress on stderr only. Returns the
 * tools' bin directory; exits the process when the install fails.
 */
export function ensureTools(root = ROOT, { quiet = false } = {}) {
  const bin = toolsBin(root);
  const before = toolsProblems(root);
  if (before.length === 0) {
    if (!quiet) log(`tools: node ${NODE_VERSION} and pnpm ${PNPM_VERSION} are in .tools/`);
    return bin;
  }
  requireNpm();
  log(`tools: ${before.join('; ')}`);
  log(`tools: installing node@${NODE_VERSION} and pnpm@${PNPM_VERSION} into ${toolsDir(root)} ...`);
  allowToolInstallScripts(root);
  const args = ['install', '--prefix', toolsDir(root)];
  const globalconfig = npmGlobalConfig();
  if (globalconfig) args.push('--globalconfig', globalconfig);
  args.push('-E', '--no-audit', '--no-fund', `node@${NODE_VERSION}`, `pnpm@${PNPM_VERSION}`);
  // npm's own output goes to stderr: callers may need a clean stdout.
  const result = spawnSync('npm', args, { cwd: root, stdio: ['ignore', 2, 2] });
  const after = result.error || result.status !== 0 ? ['npm install failed'] : toolsProblems(root);
  if (after.length > 0) {
    log(`tools: install failed (${after.join('; ')}). The command was:`);
    log(`  npm ${args.join(' ')}`);
    process.exit(1);
  }
  log('tools: installed');
  return bin;
}

/**
 * Runs a command with inherited stdio, forwards SIGINT/SIGTERM/SIGHUP/SIGQUIT to it, and
 * ends this process the way the command ended (same exit code, or same signal).
 */
export function runAndExit(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of forwarded) process.on(signal, forward);
  child.on('error', (error) => {
    log(`could not start ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    for (const s of forwarded) process.off(s, forward);
    if (signal) {
      // Die of the same signal, so that the caller sees what happened to the command.
      process.kill(process.pid, signal);
      setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), 200);
      return;
    }
    process.exit(code ?? 1);
  });
  return child;
}

/** Parsed JSON of a file, or null when it is missing or invalid. */
export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function isExecutable(file) {
  try {
    accessSync(file, fsConstants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Full path of an executable found on PATH, or null. */
export function which(name, path = process.env.PATH ?? '') {
  for (const dir of path.split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return null;
}

export const CHROMIUM_INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

/**
 * Chromium already on this machine: $CHROMIUM_PATH, /usr/bin/chromium, or `chromium` on PATH.
 * (The options exist for testing the branches on a machine that has Chromium.)
 */
export function findChromium({ standard = '/usr/bin/chromium', path = process.env.PATH } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && isExecutable(fromEnv)) return fromEnv;
  if (isExecutable(standard)) return standard;
  return which('chromium', path ?? '');
}

/**
 * Returns the path of a Chromium binary (Debian's, for the browser tests). When there is
 * none, installs Debian's `chromium` package if this process is root and apt-get exists;
 * otherwise stops (exit 1) and prints the command to run.
 */
export function ensureChromium(options = {}) {
  const found = findChromium(options);
  if (found) {
    log(`chromium: ${found}`);
    return found;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !which('apt-get')) {
    log('chromium: not found; the browser tests need it. Install it with:');
    log(`  ${CHROMIUM_INSTALL_COMMAND}`);
    log('then run this again (or set CHROMIUM_PATH to a Chromium binary).');
    process.exit(1);
  }
  log('chromium: not found; running apt-get update && apt-get install -y chromium');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 2, 2], env });
    if (result.error || result.status !== 0) {
      log(`chromium: apt-get ${args.join(' ')} failed; try by hand: ${CHROMIUM_INSTALL_COMMAND}`);
      process.exit(1);
    }
  }
  const installed = findChromium();
  if (!installed) {
    log('chromium: apt-get finished but no chromium binary was found');
    process.exit(1);
  }
  log(`chromium: installed ${installed}`);
  return installed;
}

/** Workspace package directories, from pnpm-workspace.yaml ("dir" and "dir/*" patterns). */
export function workspaceDirs(root = ROOT) {
  let patterns = ['packages/*', 'site', 'stories'];
  try {
    const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
    const block = yaml.match(/^packages:[ \t]*\n((?:[ \t]+-.*\n?|[ \t]*#.*\n?|[ \t]*\n)*)/m);
    if (block) {
      const listed = [...block[1].matchAll(/^[ \t]+-[ \t]*['"]?([^'"#\s]+)/gm)].map((m) => m[1]);
      if (listed.length > 0) patterns = listed;
    }
  } catch {
    // no pnpm-workspace.yaml: keep the defaults
  }
  const dirs = [];
  for (const pattern of patterns) {
    if (pattern.startsWith('!')) continue;
    const star = pattern.match(/^(.*?)\/\*{1,2}$/);
    if (!star) {
      dirs.push(join(root, pattern));
      continue;
    }
    let entries = [];
    try {
      entries = readdirSync(join(root, star[1]), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.isDirectory() && entry.name !== 'node_modules') {
        dirs.push(join(root, star[1], entry.name));
      }
    }
  }
  return dirs;
}

/** Names of workspace packages whose package.json has "hoyito": { "needsChromium": true }. */
export function packagesNeedingChromium(root = ROOT) {
  const names = [];
  for (const dir of workspaceDirs(root)) {
    const pkg = readJson(join(dir, 'package.json'));
    if (pkg?.hoyito?.needsChromium === true) names.push(pkg.name ?? dir);
  }
  return names;
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Runs `pnpm install --frozen-lockfile` (with the given env, whose PATH should have the
 * tools first) when node_modules is missing or pnpm-lock.yaml is newer than
 * node_modules/.modules.yaml. Exits the process when the install fails.
 */
export function ensureDependencies(root = ROOT, env = process.env) {
  const state = join(root, 'node_modules', '.modules.yaml');
  const installed = mtime(state);
  const lockfile = mtime(join(root, 'pnpm-lock.yaml'));
  let reason = null;
  if (installed === null) reason = 'node_modules is missing';
  else if (lockfile !== null && lockfile > installed) reason = 'pnpm-lock.yaml changed';
  if (!reason) {
    log('dependencies: up to date (node_modules is newer than pnpm-lock.yaml)');
    return;
  }
  log(`dependencies: ${reason}; running pnpm install --frozen-lockfile`);
  const result = spawnSync('pnpm', ['install', '--frozen-lockfile'], {
    cwd: root,
    env,
    stdio: ['ignore', 2, 2],
  });
  if (result.error || result.status !== 0) {
    log('dependencies: pnpm install --frozen-lockfile failed');
    process.exit(result.status || 1);
  }
  // pnpm leaves .modules.yaml alone when nothing changed: mark this install as done.
  if (existsSync(state)) {
    const now = new Date();
    utimesSync(state, now, now);
  }
}
