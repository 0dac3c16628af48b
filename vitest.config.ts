import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Vitest's default pool is one worker fewer than the cores: one worker on a two-core machine.
 * The heaviest files (the kill tests) wait on child processes, so a worker per core keeps
 * both busy: 7m10s → 5m51s for the whole suite on this two-core machine.
 */
const workers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    include: ['src-shared/**/*.test.ts', 'src-main/**/*.test.ts', 'src-renderer/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tools/test-scratch.ts'],
    pool: 'forks',
    maxWorkers: workers,
    testTimeout: 60_000,
    reporters: ['default'],
  },
});
