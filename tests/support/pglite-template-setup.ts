import path from 'node:path';
import { pgliteTemplatePath } from '../../server/src/db/pglite-settings';
import { ensurePgliteTemplate, installedPgliteVersion } from '../../scripts/pglite-template';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The PGlite template of a test run: an empty, initdb'd data folder, uncompressed (it loads in
 * about 0.3 s where initdb takes 1.5 s and the gzipped build template 0.6 s), made once before any
 * file runs, and again only for another PGlite version. Every in-memory database of the run
 * starts from it (`PGLITE_TEMPLATE`, set by the vitest configs) instead of running initdb. It lives
 * in node_modules' cache, not in `dist/`, which the Docker image copies.
 */
export const testPgliteTemplate = path.join(repositoryRoot, 'node_modules/.cache/coach-tests/pglite-template.tar');

/**
 * Vitest global setup, in the main process before the workers start: makes the test template, and
 * the build's gzipped one (`dist/pglite-template.tar.gz`) that a spawned server
 * (`tests/support/app-process.ts`) looks for when it starts on a fresh data folder.
 */
export default async function setup(): Promise<void> {
  const version = await installedPgliteVersion(repositoryRoot);
  await ensurePgliteTemplate(testPgliteTemplate, version, 'none');
  await ensurePgliteTemplate(pgliteTemplatePath(repositoryRoot), version);
}
