import type { Linter } from 'eslint';

/** The import boundary rules of eslint.boundaries.js, for tests/lint/boundaries.test.ts. */
declare const boundaries: Linter.Config[];
export default boundaries;
