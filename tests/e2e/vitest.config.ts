import { defineConfig } from 'vitest/config';
import { budgetUnderLoad } from '../support/loaded-run';
import { parallelFiles } from '../support/parallel-files';
import { testLane } from '../support/test-lane';

/** The longest files, longest first (2026-11-24, 2 workers on 2 cores). */
const slowestFiles = [
  'tests/e2e/accessibility.e2e.test.ts',
  'tests/e2e/back-office-products.e2e.test.ts',
  'tests/e2e/everyday-purchases.e2e.test.ts',
];

/**
 * `npm test`'s end-to-end files: six journeys (sign-in; booking and paying; a guest buying a
 * product; a gift certificate; the coach's first day; a public page rendered on the server and
 * hydrated) and the accessibility suites in the light scheme. `test:full` runs every other file,
 * and the accessibility suites again in the dark scheme (`color-scheme.ts`).
 */
const journeys = [
  'tests/e2e/sign-in.e2e.test.ts',
  'tests/e2e/booking.e2e.test.ts',
  'tests/e2e/products.e2e.test.ts',
  'tests/e2e/gift-certificates.e2e.test.ts',
  'tests/e2e/coach-first-day.e2e.test.ts',
  'tests/e2e/public-site.e2e.test.ts',
];
const accessibility = ['tests/e2e/accessibility.e2e.test.ts'];

export default defineConfig({
  test: {
    include: testLane === 'fast' ? [...journeys, ...accessibility] : ['tests/e2e/**/*.e2e.test.ts'],
    exclude: testLane === 'fast' ? [] : journeys,
    // A scenario takes up to about 20 s alone (booking.e2e: 19.8 s, 2026-11-28) and, like every
    // test here, gets its time alone times the loaded-run slowdown (loaded-run.ts).
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
