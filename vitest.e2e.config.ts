import { defineConfig } from 'vitest/config';

/** End-to-end specs: one at a time, against the built app (`npm run build` first). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['tools/test-scratch.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
