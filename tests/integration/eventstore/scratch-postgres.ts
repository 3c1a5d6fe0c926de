import pg from 'pg';
import type { Database } from '../../../server/src/db/database';
import { openPostgresDatabase } from '../../../server/src/db/postgres-database';
import { createScratchDatabase } from '../../support/real-servers';
import { migrated } from '../../support/migrated-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fresh database on the real server with a pool over it and the write-side tables, dropped by `close`. The pool's
 * `end()` resolves before its connections have hung up, and `DROP DATABASE ... WITH (FORCE)`
 * would then kill them mid-goodbye: the pool, having no error listener, turns that into an
 * uncaught exception. So `close` waits until the server shows no session on the database.
 */
export async function openScratchPostgres(serverUrl: string, maxConnections = 20): Promise<{ db: Database; url: string; close: () => Promise<void> }> {
  const scratch = await createScratchDatabase(serverUrl);
  const db = await migrated(await openPostgresDatabase(scratch.url, maxConnections));
  const name = new URL(scratch.url).pathname.slice(1);
  return {
    db,
    url: scratch.url,
    async close() {
      await db.close();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        for (let waited = 0; waited < 5000; waited += 25) {
          const { rows } = await admin.query<{ sessions: number }>(`SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1`, [name]);
          if (rows[0]?.sessions === 0) break;
          await sleep(25);
        }
      } finally {
        await admin.end();
      }
      await scratch.drop();
    },
  };
}
