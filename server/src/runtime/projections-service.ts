import { readModelProjections } from '../../../projections';
import { startProjections } from '../../../projections/runner';
import type { Config } from '../config/config';
import type { Logger } from '../config/logger';
import { openDatabase } from '../db/open-database';
import { migrateWriteSide } from '../db/migrations/migrate';
import { openProtectedEventStore } from '../modules/privacy/protected-event-store';
import { readinessProbes } from '../modules/operations/readiness';
import type { RoleServices } from './role-services';

/**
 * A process with the `projections` role only: the database, the event store and the projection
 * runner, nothing of the API or the jobs. Its probes are the same as the API's, without Redis.
 */
export async function startProjectionsService(config: Config, logger: Logger): Promise<RoleServices> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Whichever process starts first migrates; the others find the migrations recorded.
  await migrateWriteSide(db, logger);
  const store = await openProtectedEventStore({ eventstoreUrl: config.eventstoreUrl, db, logger, now: () => new Date() });
  const runner = await startProjections(db, store, readModelProjections, logger);
  const readiness = readinessProbes({ db, store, redisUrl: undefined, maxProjectionLag: config.readyMaxProjectionLag, logger });
  return {
    db,
    probes: readiness.probes,
    async close() {
      await runner.stop();
      await readiness.close();
      await store.close();
      await db.close();
    },
  };
}
