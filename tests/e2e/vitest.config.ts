import { defineConfig } from 'vitest/config';
import { testPgliteTemplate } from '../support/pglite-template-setup';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file's app starts on an in-memory PGlite made from the run's template (see the root config).
    globalSetup: ['tests/support/pglite-template-setup.ts'],
    env: { PGLITE_TEMPLATE: testPgliteTemplate },
    fileParallelism: false,
  },
});
