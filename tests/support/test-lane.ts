import { describe } from 'vitest';

/**
 * The two lanes of the suites (docs/test-run.md), one rule between them: every assertion runs in
 * one of them, once.
 * - `fast` (`npm test`, the developer's loop): every scenario on the embedded store, the store and
 *   queue contract suites on every store that is reachable, one journey on PostgreSQL + Redis.
 * - `full` (`npm run test:full`, after `npm test` in CI): the scenarios on PostgreSQL + Redis, the
 *   fault suites (kill -9, restarts, lost servers, backups, the fuzzers), every end-to-end scenario.
 * `TEST_LANE=full` selects the full lane; anything else is the fast one.
 */
export type TestLane = 'fast' | 'full';

export const testLane: TestLane = process.env.TEST_LANE === 'full' ? 'full' : 'fast';

/**
 * The store a scenario suite runs on in this lane, of the two it is written for: the embedded one
 * (PGlite, in-process jobs) in the fast lane, the server one (PostgreSQL, Redis) in the full lane.
 * The two behave alike by the event-store and job-queue contract suites, so a scenario needs each
 * only once: `for (const backend of scenarioStores<Backend>('embedded', 'servers'))`. The full
 * lane's root config picks the files that call this (`tests/support/lane-files.ts`).
 */
export function scenarioStores<const T>(embedded: T, server: T): T[] {
  return testLane === 'full' ? [server] : [embedded];
}

/**
 * A suite of a scenario file that does not depend on the backend (it runs its own app in its own
 * way): it runs in the fast lane only, where the file's embedded scenarios run, and is reported as
 * skipped in the full lane, which runs the same file for its PostgreSQL + Redis scenarios.
 */
export const describeOnceInFastLane = describe.runIf(testLane === 'fast');
