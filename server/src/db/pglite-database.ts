import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataFolder } from './data-folder-lock';
import type { Database, Queryable, Row } from './database';

/**
 * Embedded PostgreSQL in a folder (or in memory when `dataDir` is undefined). The folder is locked
 * for this process (`DataFolderLockedError` while another live process has it open): two PGlite
 * instances writing one folder corrupt it.
 */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const lock = dataDir ? lockDataFolder(dataDir) : undefined;
  let pg: PGlite;
  try {
    pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
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
    transaction: (work) => pg.transaction((tx) => work(asQueryable(tx))),
    async exec(sql) {
      await pg.exec(sql);
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
