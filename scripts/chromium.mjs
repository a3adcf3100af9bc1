// Where Debian's Chromium is and how to start it on this project's machines: the board's
// browser tests and render benchmark, the site's tests and the Storybook's tests all use these. Nothing here downloads a
// browser; run `npm test` at the root once to have Chromium installed (or set CHROMIUM_PATH).

import { accessSync, constants } from 'node:fs';

/** The Chromium binary: $CHROMIUM_PATH when set, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium was not found at ${path}. Install Debian's chromium ` +
        '(sudo apt-get update && sudo apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  return path;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Command-line flags for headless Chromium: no network chatter at start (background
 * networking, component updates, sync, QUIC), /tmp instead of a small /dev/shm, no GPU, and no
 * sandbox when running as root, where Chromium refuses to start with one.
 */
export const chromiumArgs = [
  ...(isRoot ? ['--no-sandbox'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--headless',
];
