import { defineConfig } from 'vitest/config';

// Node-side unit tests. Files named *.browser.test.ts run in Chromium through
// web-test-runner (web-test-runner.config.mjs), not here.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/*.browser.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
