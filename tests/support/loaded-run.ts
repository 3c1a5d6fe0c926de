/**
 * How much slower a test runs inside `npm test` than alone, where the root suite's four workers,
 * the end-to-end suites' Chromium and the check lane share two cores. Measured 2026-11-27 on a
 * clean clone (docs/test-run.md): the embedded backup-and-restore tests took 27.7 s in the run
 * against 6.1 s alone, 4.5×; with more suites in the run, up to 6× (the nightly backups, the
 * migrate-events command, 2026-11-27 evening). Work on an embedded database (PGlite: PostgreSQL in WebAssembly, on
 * the test's own thread) slows with the CPU share it gets, so its budget is its time alone times
 * this, not vitest's default.
 */
export const loadedRunSlowdown = 8;

/** The time limit of a test or hook that takes `aloneMs` when run alone, under a loaded `npm test`. */
export const budgetUnderLoad = (aloneMs: number): number => Math.ceil((aloneMs * loadedRunSlowdown) / 1000) * 1000;
