import { PGlite } from '@electric-sql/pglite';
import { lockDataFolder } from './data-folder-lock';
import type { Database, Queryable, Row, Transaction } from './database';
import { environmentTemplate, freshFolderTemplate, pgliteStartParams } from './pglite-settings';
import { makePrivate, privateFolder } from './private-files';

/**
 * Embedded PostgreSQL in a folder (or in memory when `dataDir` is undefined). The folder is locked
 * for this process (`DataFolderLockedError` while another live process has it open): two PGlite
 * instances writing one folder corrupt it. An empty folder is made from `templateFile` when there
 * is one, else from `environmentTemplate()` when there is one (see `pglite-settings.ts`).
 */
export async function openPgliteDatabase(dataDir: string | undefined, templateFile?: string): Promise<Database> {
  if (dataDir) await privateFolder(dataDir);
  const lock = dataDir ? lockDataFolder(dataDir) : undefined;
  let pg: PGlite;
  try {
    const loadDataDir = await freshFolderTemplate(dataDir, templateFile ?? environmentTemplate());
    pg = dataDir ? await PGlite.create(dataDir, { startParams: pgliteStartParams, loadDataDir }) : await PGlite.create({ startParams: pgliteStartParams, loadDataDir });
    if (dataDir) await makePrivate(dataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const asQueryable = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return { rows: result.rows };
    },
  });
  return {
    kind: 'pglite',
    ...asQueryable(pg),
    // PGlite has a single connection, so its transactions are already serialised.
    transaction: (work) =>
      pg.transaction((tx) => {
        const transaction: Transaction = {
          ...asQueryable(tx),
          async exec(sql) {
            await tx.exec(sql);
          },
        };
        return work(transaction);
      }),
    async exec(sql) {
      await pg.exec(sql);
    },
    async snapshot(inspect) {
      // PGlite serialises queries, so the dump sees no half-done transaction. Writes continue
      // right after it, so `inspect` reads the dump itself, loaded into a throwaway in-memory
      // instance: exact, and proof that the dump opens.
      const tarball = await pg.dumpDataDir('gzip');
      const copy = await PGlite.create({ loadDataDir: tarball, startParams: pgliteStartParams });
      try {
        return { bytes: new Uint8Array(await tarball.arrayBuffer()), inspected: await inspect(asQueryable(copy)) };
      } finally {
        await copy.close();
      }
    },
    async close() {
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
