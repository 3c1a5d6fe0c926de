import { defineConfig } from 'vitest/config';
import { budgetUnderLoad } from '../support/loaded-run';
import { parallelFiles } from '../support/parallel-files';

/** The longest files, longest first (2026-11-24, 2 workers on 2 cores). */
const slowestFiles = [
  'tests/e2e/accessibility-dialogs.e2e.test.ts',
  'tests/e2e/accessibility-screens.e2e.test.ts',
  'tests/e2e/back-office-products.e2e.test.ts',
  'tests/e2e/everyday-purchases.e2e.test.ts',
];

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    // A scenario takes up to about 20 s alone (booking.e2e: 19.8 s, 2026-11-28) and, like every
    // test here, gets its time alone times the loaded-run slowdown (loaded-run.ts): 60 s was passed
    // by booking.e2e in clean-clone run 58, on a machine twice as slow as the morning's.
    testTimeout: budgetUnderLoad(20_000),
    hookTimeout: 60_000,
    // A poll step here is a page load or a click in Chromium: vitest's default of one second for the
    // whole poll fails a correct page on a busy machine (seen with load average 23). Polls that name
    // their own timeout keep it.
    expect: { poll: { timeout: 15_000 } },
    // Every file starts its own app and Chromium and only reads the built web app. E2E_WORKERS=n:
    // n files at a time (see parallel-files.ts).
    ...parallelFiles('E2E_WORKERS', slowestFiles),
  },
});
