import { watchCheckpoints } from '../../../projections/checkpoint-watcher';
import { readModelProjections } from '../../../projections';
import type { Projection, ReadModelSync } from '../../../projections/projection';
import { prepareReadModels } from '../../../projections/read-model-setup';
import { startProjections } from '../../../projections/runner';
import type { Logger } from '../config/logger';
import type { Database } from '../db/database';
import type { EventStore } from '../eventstore/event-store';

export type ReadModelDeps = {
  db: Database;
  store: EventStore;
  logger: Logger;
  /** Whether this process runs the projection runner (`APP_ROLES` has `projections`). */
  runProjections: boolean;
  /** The read models; all of them (`readModelProjections`) unless a test adds a fault-injecting one. */
  projections?: readonly Projection[];
  /** How long a write waits for the read models before it answers 503 (`READ_MODEL_WAIT_MS`); unset, the projections' default. */
  waitTimeoutMs?: number;
};

/**
 * The read models as this process sees them: with the `projections` role it runs the runner and
 * waits on it in memory; without it, it only creates the tables (so the API can read them before
 * the projections process has started) and waits on the checkpoints that process commits.
 */
export async function syncReadModels({ db, store, logger, runProjections, projections = readModelProjections, waitTimeoutMs }: ReadModelDeps): Promise<ReadModelSync> {
  if (runProjections) return startProjections(db, store, projections, logger, { waitTimeoutMs });
  await prepareReadModels(db, projections);
  logger.info({ projections: 'elsewhere' }, 'read models: built by the projections process; waiting on its checkpoints');
  return watchCheckpoints(db, projections, logger, { waitTimeoutMs });
}
