import { globSync, readFileSync } from 'node:fs';

/**
 * The root suite's fault suites: whole processes killed, restarted or cut off from their servers,
 * backups and restores, the event copy between stores, the fuzzers, the production entry's roles and
 * its compiled bundle, the reverse proxy and a newcomer's `npm ci`. They run in `test:full` only, on every store they
 * are written for.
 */
export const faultSuites: readonly string[] = [
  'tests/integration/jobs/restart-durability.test.ts',
  'tests/integration/jobs/mail-once-after-takeover.test.ts',
  'tests/integration/payments/receipt-after-kill.test.ts',
  'tests/integration/payments/payment-provider-process.test.ts',
  'tests/integration/welcome-series/welcome-after-kill.test.ts',
  'tests/integration/consultations/series-after-kill.test.ts',
  'tests/integration/operations/redis-faults.test.ts',
  'tests/integration/operations/postgres-connection-loss.test.ts',
  'tests/integration/operations/pglite-lock.test.ts',
  'tests/integration/operations/process-roles.test.ts',
  'tests/integration/operations/projection-failure.test.ts',
  'tests/integration/operations/split-roles-projection-failure.test.ts',
  'tests/integration/operations/backup-command.test.ts',
  'tests/integration/operations/backup-on-demand.test.ts',
  'tests/integration/operations/backup-restore.test.ts',
  'tests/integration/operations/nightly-backup.test.ts',
  'tests/integration/operations/operator-commands.test.ts',
  'tests/integration/operations/quiet-install.test.ts',
  'tests/integration/operations/production-build.test.ts',
  'tests/integration/eventstore/migrate-events.test.ts',
  'tests/integration/fuzz/contract-fuzz.test.ts',
  'tests/integration/fuzz/deep-bodies.test.ts',
  'tests/integration/http/reverse-proxy.test.ts',
];

/**
 * The scenario files: those that run their scenarios on one store per lane (`scenarioStores`,
 * `tests/support/test-lane.ts`). `npm test` runs them on the embedded store, `test:full` on the
 * servers, so `test:full` takes them too.
 */
export function scenarioFiles(root: string): string[] {
  return globSync('tests/integration/**/*.test.ts', { cwd: root }).filter((file) => readFileSync(`${root}/${file}`, 'utf8').match(/\bscenarioStores(<[^>]*>)?\(/) !== null);
}
