import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules', 'tests/e2e/**', 'web/**'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // TEST_WORKERS=n runs n files at once, each in a process of its own: they share no state (every
    // app gets its own in-memory PGlite or scratch PostgreSQL database, port 0, its own data folder
    // and queue prefix). Off by default: on a machine shared with other heavy work, app starts in
    // parallel files outlast the hook timeout.
    fileParallelism: Number(process.env.TEST_WORKERS ?? 1) > 1,
    pool: 'forks',
    maxWorkers: Number(process.env.TEST_WORKERS ?? 1),
  },
});
