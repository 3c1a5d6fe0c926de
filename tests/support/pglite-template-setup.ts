import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readModelProjections } from '../../projections';
import { prepareReadModels } from '../../projections/read-model-setup';
import { createLogger } from '../../server/src/config/logger';
import { openPgliteDatabase } from '../../server/src/db/pglite-database';
import { pgliteTemplatePath } from '../../server/src/db/pglite-settings';
import { openMigratedStore } from '../../server/src/runtime/migrated-store';
import { workerThreadSources } from '../../server/src/runtime/worker-script';
import { ensurePgliteTemplate, installedPgliteVersion } from '../../scripts/pglite-template';
import { bundleServerEntries } from '../../scripts/server-bundle';
import { testMigratedTemplate, testPgliteTemplate, testRunCache, testWorkerThreads } from './test-run-cache';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** Writes `bytes` to `file` in one rename, so a run reading it meanwhile sees the old file or the new one. */
async function replaceFile(file: string, bytes: Uint8Array): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

async function makeMigratedTemplate(): Promise<void> {
  const database = await openPgliteDatabase(undefined, testPgliteTemplate);
  try {
    const logger = createLogger('silent');
    await openMigratedStore(database, { logger, now: () => new Date() });
    await prepareReadModels(database, readModelProjections);
    const { bytes } = await database.snapshot(async () => undefined);
    await replaceFile(testMigratedTemplate, gunzipSync(bytes));
  } finally {
    await database.close();
  }
}

/**
 * Vitest global setup, in the main process before the workers start: bundles the worker threads,
 * makes the test templates, and the build's gzipped one (`dist/pglite-template.tar.gz`) that a
 * spawned server (`tests/support/app-process.ts`) looks for when it starts on a fresh data folder.
 */
export default async function setup(): Promise<void> {
  await mkdir(testRunCache, { recursive: true });
  await bundleServerEntries(repositoryRoot, workerThreadSources, testWorkerThreads);
  process.env.WORKER_THREADS_DIR = testWorkerThreads;
  const version = await installedPgliteVersion(repositoryRoot);
  await ensurePgliteTemplate(testPgliteTemplate, version, 'none');
  await ensurePgliteTemplate(pgliteTemplatePath(repositoryRoot), version);
  await makeMigratedTemplate();
}
