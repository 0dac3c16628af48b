import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src-shared/**/*.test.ts', 'src-main/**/*.test.ts', 'src-renderer/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tools/test-scratch.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    reporters: ['default'],
  },
});
