import { defineConfig } from 'vitest/config';
import { parallelFiles } from './tests/support/parallel-files';

/** The longest files, longest first (2026-11-24, 2 workers on 2 cores): mostly waits on real processes, Redis and timers. */
const slowestFiles = [
  'tests/integration/jobs/restart-durability.test.ts',
  'tests/integration/fuzz/contract-fuzz.test.ts',
  'tests/integration/http/reverse-proxy.test.ts',
  'tests/integration/consultations/series-after-kill.test.ts',
  'tests/integration/consultations/session-reminders.test.ts',
  'tests/integration/operations/operator-commands.test.ts',
  'tests/integration/operations/backup-command.test.ts',
  'tests/integration/operations/pglite-lock.test.ts',
  'server/src/adapters/queue/in-process-job-queue.test.ts',
  'tests/integration/eventstore/migrate-events.test.ts',
  'tests/integration/operations/redis-faults.test.ts',
  'tests/integration/payments/payment-provider-process.test.ts',
  'tests/integration/payments/receipt-after-kill.test.ts',
  'tests/integration/operations/nightly-backup.test.ts',
];

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules', 'tests/e2e/**', 'web/**'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // Two files per core: one file at a time per core kept the cores busy about half the time (the
    // files wait on spawned processes, Redis and timers); measured 2026-11-24 alone on 2 cores:
    // 223 s with 2 workers, 163 s with 3, 137 s with 4 (same CPU time). TEST_WORKERS=n: n files at
    // a time (see parallel-files.ts).
    ...parallelFiles('TEST_WORKERS', slowestFiles, 2),
  },
});
