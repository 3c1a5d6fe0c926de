import os from 'node:os';
import { nodeFlags } from './node-flags';
import { testPgliteTemplate, testWorkerThreads } from './test-run-cache';
import { slowFirst } from './slow-first-sequencer';

/**
 * How the root and the end-to-end suites run their files, the one place for both configs.
 *
 * - Files run in parallel, `workersPerCore` workers per core by default (`workersVariable`=n says
 *   how many; =1 runs one file at a time). They share no state: every app gets its own in-memory PGlite or
 *   scratch PostgreSQL database, port 0, its own data folder and queue prefix; every Redis key a
 *   file writes is under a random prefix of its own.
 * - A worker is a process (forks) that keeps its modules from one file to the next instead of
 *   importing the server again for each (about 1.5 s of CPU a file): the files share no module
 *   state (no module mocks, no globals; the one file with fake timers restores them).
 * - Workers run Node with the product's flags (`nodeFlags`), the longest files first.
 * - Each in-memory PGlite starts from the run's template, an app's from the migrated one, and their
 *   worker threads run from bundles made once per run (`pglite-template-setup.ts`).
 */
export function parallelFiles(workersVariable: 'TEST_WORKERS' | 'E2E_WORKERS', slowestFiles: readonly string[], workersPerCore = 1) {
  const workers = Number(process.env[workersVariable] ?? os.availableParallelism() * workersPerCore);
  return {
    globalSetup: ['tests/support/pglite-template-setup.ts'],
    env: { PGLITE_TEMPLATE: testPgliteTemplate, WORKER_THREADS_DIR: testWorkerThreads },
    fileParallelism: workers > 1,
    pool: 'forks' as const,
    isolate: false,
    execArgv: [...nodeFlags],
    maxWorkers: workers,
    sequence: { sequencer: slowFirst(slowestFiles) },
  };
}
