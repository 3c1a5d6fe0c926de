import type { Database } from '../server/src/db/database';
import type { Logger } from '../server/src/config/logger';
import { loadCheckpoint, prepareProjection } from './apply-batch';
import type { Projection } from './projection';

/**
 * Creates each projection's tables and its checkpoint row (dropping tables
 * a different version of the projection built, see `prepareProjection`), and returns the
 * checkpoints in the order of `projections`. Every process that reads or writes the read models
 * runs it, so the API can read them before the projection runner (maybe another process) starts.
 * The checkpoint and failure tables are a write-side migration's (`0002-projection-bookkeeping`):
 * `migrateWriteSide` runs first.
 */
export async function prepareReadModels(db: Database, projections: readonly Projection[], logger?: Logger): Promise<bigint[]> {
  const names = projections.map((projection) => projection.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new Error(`Two projections are named ${duplicate}; they would share a checkpoint`);

  const checkpoints: bigint[] = [];
  for (const projection of projections) {
    if (await prepareProjection(db, projection)) {
      logger?.warn({ projection: projection.name, version: projection.version ?? 1 }, 'projection changed: its tables are rebuilt from the first event');
    }
    checkpoints.push(await loadCheckpoint(db, projection.name));
  }
  return checkpoints;
}
