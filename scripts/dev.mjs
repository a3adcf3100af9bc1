#!/usr/bin/env node
// Usage: node scripts/dev.mjs test|start   (what `npm test` and `npm start` run)
//
// Bootstraps a machine that has only Node (>= 18) and npm, then runs the project:
//   1. node@22.23.3 and pnpm@12.4.2 into .tools/ (npm install --prefix .tools),
//   2. the workspace's dependencies (pnpm install --frozen-lockfile) when node_modules is
//      missing or pnpm-lock.yaml changed,
//   3. for `test`: Debian's Chromium, when a workspace package.json declares
//      "hoyito": { "needsChromium": true }; its path is passed on as CHROMIUM_PATH,
//   4. `pnpm run check` (test) or `pnpm run start:main` (start), with .tools first on PATH.
// Progress lines start with [hoyito] and go to stderr.
//
// This file keeps to syntax that old Node versions can parse (no top-level await, no ?. or
// ??), so that Node 12 or 16 gets the message below instead of a SyntaxError; the rest of the
// code is in tools.mjs and is loaded only after the version check.

const MIN_NODE_MAJOR = 18;

function say(line) {
  process.stderr.write(`[hoyito] ${line}\n`);
}

async function main(command) {
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  if (!(nodeMajor >= MIN_NODE_MAJOR)) {
    say(`Node.js ${MIN_NODE_MAJOR} or newer is needed to bootstrap; this is ${process.version}.`);
    say('Install Node.js 20 or 22 together with npm (https://nodejs.org/), then run this again.');
    process.exit(1);
  }
  if (command !== 'test' && command !== 'start') {
    say('usage: node scripts/dev.mjs test|start');
    process.exit(2);
  }

  const { join } = await import('node:path');
  const tools = await import('./tools.mjs');
  const { ROOT, log } = tools;
  tools.requireNpm();

  const rootPkg = tools.readJson(join(ROOT, 'package.json')) || {};
  const scripts = rootPkg.scripts || {};
  if (command === 'start' && !scripts['start:main']) {
    log('start: there is nothing to serve yet. `npm start` will serve the <hoyito-board>');
    log('start: demo once the board package lands (it adds a "start:main" script).');
    log('start: until then, `npm test` checks the rules engine.');
    process.exit(1);
  }

  log(`step 1/4: toolchain (node ${tools.NODE_VERSION}, pnpm ${tools.PNPM_VERSION} in .tools/)`);
  tools.ensureTools(ROOT);
  const env = Object.assign({}, process.env, {
    PATH: tools.pathWithTools(ROOT),
    ASTRO_TELEMETRY_DISABLED: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
  });

  log('step 2/4: workspace dependencies');
  tools.ensureDependencies(ROOT, env);

  log('step 3/4: browser');
  const needers = command === 'test' ? tools.packagesNeedingChromium(ROOT) : [];
  if (needers.length > 0) {
    log(`chromium: needed by ${needers.join(', ')}`);
    env.CHROMIUM_PATH = tools.ensureChromium();
  } else {
    const found = tools.findChromium();
    if (found) env.CHROMIUM_PATH = found;
    const why = command === 'test' ? 'no workspace package needs it' : 'not needed to start';
    log(`chromium: ${why}${found ? ` (found ${found})` : ''}`);
  }

  const script = command === 'test' ? 'check' : 'start:main';
  log(`step 4/4: pnpm run ${script}`);
  tools.runAndExit('pnpm', ['run', script], { cwd: ROOT, env });
}

main(process.argv[2]).catch((error) => {
  // biome-ignore lint/complexity/useOptionalChain: this file must parse on Node 12 and 16
  say(`failed: ${error && error.stack ? error.stack : error}`);
  process.exit(1);
});
