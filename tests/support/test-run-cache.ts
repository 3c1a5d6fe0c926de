import path from 'node:path';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** What a test run makes before its files run (`pglite-template-setup.ts`), in node_modules' cache, not in `dist/`, which the Docker image copies. */
export const testRunCache = path.join(repositoryRoot, 'node_modules/.cache/coach-tests');

/**
 * The PGlite template of a test run: an empty, initdb'd data folder, uncompressed (it loads in
 * about 0.3 s where initdb takes 1.5 s and the gzipped build template 0.6 s), made again only for
 * another PGlite version. Every in-memory database of the run starts from it (`PGLITE_TEMPLATE`,
 * set by the vitest configs) instead of running initdb.
 */
export const testPgliteTemplate = path.join(testRunCache, 'pglite-template.tar');

/**
 * The same database after a first start's migrations (`openMigratedStore`) and the read models'
 * tables, with no event: what an app's own database starts from in the tests (`openAppDatabase`),
 * so each start skips about a second of migrations. Made again by every run, from the migrations
 * as they are.
 */
export const testMigratedTemplate = path.join(testRunCache, 'pglite-migrated.tar');

/** The worker threads' scripts, bundled by every run as the build bundles them (`workerScript`, `WORKER_THREADS_DIR`). */
export const testWorkerThreads = path.join(testRunCache, 'worker-threads');
