import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // As in astro.config.mjs: the engine from its sources, never from a dist/ built by hand.
    alias: {
      '@hoyito/engine': fileURLToPath(new URL('../packages/engine/src/index.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // One browser serves every site test; two cores are shared with the rest of the suite.
    fileParallelism: false,
    testTimeout: 60_000,
    // What a page does after a click (a narration, a link, a status) shows within a frame or two
    // here, but a CI machine of this kind has run Chromium four times slower, with the page's
    // other boards animating: 1 s, the default, has not always been enough.
    expect: { poll: { timeout: 5000 } },
    hookTimeout: 120_000,
  },
});
