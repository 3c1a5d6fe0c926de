import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite's own start parameters (its defaults, as in `PGlite.defaultStartParams`) with PostgreSQL's
 * memory settings cut to what one practice needs: the defaults (128 MB shared buffers, …) are
 * sized for a server and, once touched, stay resident in the WebAssembly heap for good.
 */
export const pgliteStartParams = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'shared_buffers=16MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=2MB',
  '-c',
  'wal_buffers=512kB',
];

/**
 * An empty database folder made from the template `npm run build:server` writes (`scripts/pglite-template.ts`) (an initialised,
 * empty PGlite data folder), so a first start skips initdb: a second WebAssembly instance that
 * alone takes hundreds of MB. Undefined when the folder holds a database or there is no template.
 * An in-memory database (`dataDir` undefined) is always fresh, so it always takes the template.
 */
export async function freshFolderTemplate(dataDir: string | undefined, templateFile: string | undefined): Promise<Uint8Array | undefined> {
  if (!templateFile || !existsSync(templateFile)) return undefined;
  if (dataDir) {
    const entries = await readdir(dataDir).catch(() => [] as string[]);
    if (entries.length > 0) return undefined;
  }
  return templateBytes(templateFile);
}

// A process that opens many in-memory databases (a test file) reads the test runs' template once.
// Any other (a server's first start, a restore's target) is read for its one database and not
// kept: the server would hold its bytes for nothing.
const templates = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
const templateBytes = (templateFile: string) => {
  if (templateFile !== environmentTemplate()) return readFile(templateFile).then((content) => new Uint8Array(content));
  let bytes = templates.get(templateFile);
  if (!bytes) {
    bytes = readFile(templateFile).then((content) => new Uint8Array(content));
    templates.set(templateFile, bytes);
  }
  return bytes;
};

/**
 * The template a new database starts from when its opener names none: `PGLITE_TEMPLATE`, which the
 * test runs set to the template their global setup makes (`ensurePgliteTemplate`,
 * `scripts/pglite-template.ts`), saving initdb (about a second alone, several under a loaded
 * test run) per database, in memory or in a new folder (a restore's or a copy's target).
 * Without it a new database runs initdb as before.
 */
export const environmentTemplate = (): string | undefined => process.env.PGLITE_TEMPLATE || undefined;

/** Where `npm run build:server` puts the template, under the repository root. */
export const pgliteTemplatePath = (repositoryRoot: string) => path.join(repositoryRoot, 'dist/pglite-template.tar.gz');
