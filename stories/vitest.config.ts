import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './workspace.ts';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxConcurrency: 2,
  },
});
