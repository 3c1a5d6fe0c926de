import type { Database } from '../server/src/db/database';
import type { Logger } from '../server/src/config/logger';
import { checkpointSchema, loadCheckpoint, prepareProjection } from './apply-batch';
import type { Projection } from './projection';

/**
 * Creates the checkpoint table, each projection's tables and its checkpoint row (dropping tables
 * a different version of the projection built, see `prepareProjection`), and returns the
 * checkpoints in the order of `projections`. Every process that reads or writes the read models
 * runs it, so the API can read them before the projection runner (maybe another process) starts.
 */
export async function prepareReadModels(db: Database, projections: readonly Projection[], logger?: Logger): Promise<bigint[]> {
  const names = projections.map((projection) => projection.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new Error(`Two projections are named ${duplicate}; they would share a checkpoint`);

  await db.exec(checkpointSchema);
  const checkpoints: bigint[] = [];
  for (const projection of projections) {
    if (await prepareProjection(db, projection)) {
      logger?.warn({ projection: projection.name, version: projection.version ?? 1 }, 'projection changed: its tables are rebuilt from the first event');
    }
    checkpoints.push(await loadCheckpoint(db, projection.name));
  }
  return checkpoints;
}
