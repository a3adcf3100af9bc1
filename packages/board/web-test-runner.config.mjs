// Browser tests: `pnpm run test:browser` (and the second half of `pnpm run test`).
// Runs src/**/*.browser.test.ts and test/**/*.browser.test.ts with mocha in headless
// Debian Chromium ($CHROMIUM_PATH, else /usr/bin/chromium). TypeScript goes through esbuild;
// the 'development' export condition makes @hoyito/engine resolve to its TypeScript sources.

import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

/**
 * `executeServerCommand('emulate-forced-colors', { active, colorScheme })`: Windows' high contrast,
 * as Chromium's DevTools emulate it (the system colours forced on the page), with a light or dark
 * theme's system colours when `colorScheme` is given. The runner's own emulateMedia command
 * passes on only the colour scheme and reduced motion, and each emulation replaces the other's
 * features, so the theme goes with forced colours here.
 */
function forcedColorsPlugin() {
  return {
    name: 'emulate-forced-colors',
    async executeCommand({ command, payload, session }) {
      if (command !== 'emulate-forced-colors') return undefined;
      const scheme = payload?.colorScheme;
      if (typeof payload?.active !== 'boolean' || ![undefined, 'light', 'dark'].includes(scheme)) {
        throw new Error(
          "emulate-forced-colors takes { active: boolean, colorScheme?: 'light' | 'dark' }",
        );
      }
      const page = session.browser.getPage(session.id);
      await page.emulateMediaFeatures([
        { name: 'forced-colors', value: payload.active ? 'active' : 'none' },
        ...(scheme === undefined ? [] : [{ name: 'prefers-color-scheme', value: scheme }]),
      ]);
      return true;
    },
  };
}

export default {
  files: ['src/**/*.browser.test.ts', 'test/**/*.browser.test.ts'],
  // Serve from the repository root so that the workspace symlinks
  // (node_modules/@hoyito/engine -> ../../engine) stay inside the served tree.
  rootDir: '../..',
  hostname: '127.0.0.1',
  nodeResolve: {
    exportConditions: ['development', 'browser', 'import', 'default'],
  },
  plugins: [
    forcedColorsPlugin(),
    esbuildPlugin({
      ts: true,
      // esnext keeps import attributes (`with { type: 'json' }`), which es2022 output would drop.
      target: 'esnext',
      // For useDefineForClassFields: false, as in tsc and the bundle (Lit's reactive
      // properties must not be shadowed by class fields).
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromiumPath(),
        headless: true,
        // Headless Chromium has no pointing device (its media say hover: none, pointer: none);
        // a desktop browser has a mouse, and the board keeps room for the previews a hover
        // shows only where one can hover. The same settings Playwright gives its headless pages.
        args: [
          ...chromiumArgs,
          '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
        ],
      },
      // A browser context (a window of its own, with its own localStorage) per test file: in a
      // shared window only the front tab is visible, and a hidden tab gets no animation frames,
      // so a test that waits for the board's animation would hang there.
      createPage: async ({ browser }) => {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        page.once('close', () => context.close().catch(() => {}));
        // Each page acts as the focused one, as a visitor's window is, whichever window the
        // headless browser last focused: otherwise focus() moves the active element but fires no
        // focus events, and a board cannot tell that someone came to it (see #unattended).
        const session = await page.createCDPSession();
        await session.send('Emulation.setFocusEmulationEnabled', { enabled: true });
        return page;
      },
    }),
  ],
  // The 'development' condition brings Lit's dev build, which announces itself in every page.
  filterBrowserLogs: ({ args }) => !String(args[0] ?? '').startsWith('Lit is in dev mode'),
  // One page at a time: besides animation frames (see createPage), focus and keyboard tests
  // need the page's window to be the focused one.
  concurrency: 1,
  concurrentBrowsers: 1,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  // The board's main file runs about 110 s on a 2-core machine: room for a slower one.
  testsFinishTimeout: 300_000,
  testFramework: {
    config: {
      ui: 'bdd',
      timeout: 10_000,
    },
  },
};
