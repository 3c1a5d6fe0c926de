import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { nodeFlags } from '../support/node-flags';
import { testPgliteTemplate } from '../support/pglite-template-setup';
import { slowFirst } from '../support/slow-first-sequencer';

/** The longest files, longest first (2026-11-24, 2 workers on 2 cores). */
const slowestFiles = [
  'tests/e2e/accessibility-dialogs.e2e.test.ts',
  'tests/e2e/accessibility-screens.e2e.test.ts',
  'tests/e2e/back-office-products.e2e.test.ts',
  'tests/e2e/everyday-purchases.e2e.test.ts',
];

// Files run in parallel, each in a process of its own: every file starts its own app (in-memory
// PGlite, port 0, own data folder) and its own Chromium, and only reads the built web app. One
// worker per core by default; E2E_WORKERS=n says how many (E2E_WORKERS=1: one file at a time).
const workers = Number(process.env.E2E_WORKERS ?? os.availableParallelism());

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll step here is a page load or a click in Chromium: vitest's default of one second for the
    // whole poll fails a correct page on a busy machine (seen with load average 23). Polls that name
    // their own timeout keep it.
    expect: { poll: { timeout: 15_000 } },
    // Each app's in-memory PGlite starts from the run's template (see the root config).
    globalSetup: ['tests/support/pglite-template-setup.ts'],
    env: { PGLITE_TEMPLATE: testPgliteTemplate },
    fileParallelism: workers > 1,
    pool: 'forks',
    // A worker keeps its modules (the server, playwright) from one file to the next, as the root config.
    isolate: false,
    execArgv: [...nodeFlags],
    maxWorkers: workers,
    sequence: { sequencer: slowFirst(slowestFiles) },
  },
});
