import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { testPgliteTemplate } from '../support/pglite-template-setup';

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
    maxWorkers: workers,
  },
});
