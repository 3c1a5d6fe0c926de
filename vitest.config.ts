import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { testPgliteTemplate } from './tests/support/pglite-template-setup';

// Files run in parallel, each in a process of its own (forks): they share no state (every app gets
// its own in-memory PGlite or scratch PostgreSQL database, port 0, its own data folder and queue
// prefix; every Redis key a file writes is under a random prefix of its own). One worker per core
// by default; TEST_WORKERS=n says how many (TEST_WORKERS=1: one file at a time).
const workers = Number(process.env.TEST_WORKERS ?? os.availableParallelism());

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules', 'tests/e2e/**', 'web/**'],
    testTimeout: 30000,
    hookTimeout: 60000,
    globalSetup: ['tests/support/pglite-template-setup.ts'],
    env: { PGLITE_TEMPLATE: testPgliteTemplate },
    fileParallelism: workers > 1,
    pool: 'forks',
    maxWorkers: workers,
  },
});
