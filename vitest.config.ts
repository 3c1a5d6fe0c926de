import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { nodeFlags } from './tests/support/node-flags';
import { testPgliteTemplate } from './tests/support/pglite-template-setup';
import { slowFirst } from './tests/support/slow-first-sequencer';

/** The longest files, longest first (2026-11-24, 2 workers on 2 cores): mostly waits on real processes, Redis and timers. */
const slowestFiles = [
  'tests/integration/jobs/restart-durability.test.ts',
  'tests/integration/fuzz/contract-fuzz.test.ts',
  'tests/integration/booking/session-reminders.test.ts',
  'tests/integration/operations/operator-commands.test.ts',
  'tests/integration/operations/backup-command.test.ts',
  'tests/integration/operations/pglite-lock.test.ts',
  'server/src/adapters/queue/in-process-job-queue.test.ts',
  'tests/integration/eventstore/migrate-events.test.ts',
  'tests/integration/operations/redis-faults.test.ts',
  'tests/integration/payments/payment-provider-process.test.ts',
  'tests/integration/operations/nightly-backup.test.ts',
];

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
    // A worker keeps its modules from one file to the next instead of importing the server again
    // for each (about 1.5 s of CPU a file): the files share no module state (no module mocks, no
    // globals; the one file with fake timers restores them), only the imported code.
    isolate: false,
    execArgv: [...nodeFlags],
    maxWorkers: workers,
    sequence: { sequencer: slowFirst(slowestFiles) },
  },
});
