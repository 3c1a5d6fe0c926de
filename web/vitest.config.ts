import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests of the web app (pure modules; Node environment) and component tests (Testing Library,
// `// @vitest-environment happy-dom` in the file, the API answered by MSW). The root config leaves web/ out.
export default defineConfig({
  test: {
    root: decodeURIComponent(new URL('.', import.meta.url).pathname),
    // The stories run as tests too (stories/stories.test.tsx).
    include: ['src/**/*.test.{ts,tsx}', '../stories/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Rendering Joy UI in happy-dom takes seconds on a loaded machine.
    testTimeout: 30000,
    // One worker per core: vitest's default leaves one of two cores idle. Files stay isolated (each
    // imports React and Joy UI again, a third of the suite's time): kept modules made some files
    // depend on the ones before them (the session, the CSRF token, the alert store).
    maxWorkers: Number(process.env.WEB_TEST_WORKERS ?? os.availableParallelism()),
  },
});
