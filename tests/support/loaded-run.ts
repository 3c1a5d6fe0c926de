import { testLane } from './test-lane';

/**
 * How much slower a test may run inside its lane than alone. `npm test` runs its stages one after
 * another with at most one test worker per core, so a test there gets at most 3× its time alone.
 * `test:full` keeps the old margin of 8×: its fault suites start and kill whole server processes
 * beside the other files (measured 2026-11-27, when every suite ran at once: up to 6×). Work on an
 * embedded database (PGlite: PostgreSQL in WebAssembly) slows with the CPU share it gets, so its
 * budget is its time alone times this, not vitest's default.
 */
export const loadedRunSlowdown = testLane === 'full' ? 8 : 3;

/** The time limit of a test or hook that takes `aloneMs` when run alone, inside its lane. */
export const budgetUnderLoad = (aloneMs: number): number => Math.ceil((aloneMs * loadedRunSlowdown) / 1000) * 1000;
