import { defineConfig } from 'vitest/config';
import { faultSuites, scenarioFiles } from './tests/support/lane-files';
import { parallelFiles } from './tests/support/parallel-files';
import { testLane } from './tests/support/test-lane';

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

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * The root suite by lane (tests/support/test-lane.ts): `npm test` runs every unit and integration
 * file but the fault suites, the scenarios on the embedded store; `test:full` runs the fault suites
 * and the scenario files again for their PostgreSQL + Redis runs.
 */
const lane =
  testLane === 'fast'
    ? { include: ['**/*.test.ts'], exclude: ['**/node_modules/**', 'tests/e2e/**', 'web/**', ...faultSuites] }
    : { include: [...faultSuites, ...scenarioFiles(root)], exclude: ['**/node_modules/**'] };

export default defineConfig({
  test: {
    ...lane,
    testTimeout: 30000,
    hookTimeout: 60000,
    // One file per core in npm test (its stages run one after another, docs/test-run.md); two per
    // core in test:full, whose fault suites mostly wait on processes they started, Redis and timers.
    // TEST_WORKERS=n: n files at a time (see parallel-files.ts).
    ...parallelFiles('TEST_WORKERS', slowestFiles, testLane === 'fast' ? 1 : 2),
  },
});
