import type { Logger } from '../server/src/config/logger';
import type { Database } from '../server/src/db/database';
import type { EventStore, RecordedEvent } from '../server/src/eventstore/event-store';
import { clearFailure, readFailures, type ProjectionFailure } from '../server/src/read-models/projection-failures';
import type { Projection } from './projection';
import { prepareReadModels } from './read-model-setup';
import { startProjections } from './runner';

/** How far counting the events a projection still has to apply goes; beyond it the status says "more than". */
const lagCountLimit = 10_000;

export type ProjectionStatus = {
  projection: string;
  checkpoint: bigint;
  /** Events after the checkpoint, counted up to `lagCountLimit`. */
  behind: number;
  behindMore: boolean;
  failure?: ProjectionFailure & { event?: RecordedEvent };
};

/** The event at `position`, read back from the store (positions are exclusive lower bounds there). */
async function eventAt(store: EventStore, position: bigint): Promise<RecordedEvent | undefined> {
  const [event] = await store.readAll({ fromPosition: position - 1n, limit: 1 });
  return event?.position === position ? event : undefined;
}

const tableExists = async (db: Database, table: string) =>
  (await db.query<{ found: string | null }>(`SELECT to_regclass($1)::text AS found`, [table])).rows[0]?.found != null;

/**
 * Where each read model stands and, for a stuck one, the event it failed on with its data. Reads
 * only: it creates nothing, so it is safe beside a running server of another version.
 */
export async function projectionStatus(db: Database, store: EventStore, projections: readonly Projection[]): Promise<ProjectionStatus[]> {
  const names = projections.map((projection) => projection.name);
  const checkpoints = new Map<string, bigint>();
  if (await tableExists(db, 'projection_checkpoints')) {
    const { rows } = await db.query<{ name: string; position: string }>(`SELECT name, position::text AS position FROM projection_checkpoints WHERE name = ANY($1::text[])`, [names]);
    for (const row of rows) checkpoints.set(row.name, BigInt(row.position));
  }
  const failures = (await tableExists(db, 'projection_failures')) ? await readFailures(db, names) : [];
  return Promise.all(
    projections.map(async (projection): Promise<ProjectionStatus> => {
      const checkpoint = checkpoints.get(projection.name) ?? 0n;
      const behind = (await store.readAll({ fromPosition: checkpoint, limit: lagCountLimit + 1 })).length;
      const failure = failures.find((candidate) => candidate.projection === projection.name);
      return {
        projection: projection.name,
        checkpoint,
        behind: Math.min(behind, lagCountLimit),
        behindMore: behind > lagCountLimit,
        failure: failure && { ...failure, event: await eventAt(store, failure.position) },
      };
    }),
  );
}

export type ResumeOutcome =
  | { kind: 'caught-up'; checkpoint: bigint; resumedFrom?: ProjectionFailure }
  | { kind: 'still-failing'; failure: ProjectionFailure };

/**
 * Clears the projection's recorded failure (a running runner that sees it gone retries at once)
 * and applies everything up to the head with the projection as this code has it. Safe beside a
 * running runner: batches lock the checkpoint row, so no event is applied twice.
 */
export async function resumeProjection(db: Database, store: EventStore, projection: Projection, logger: Logger): Promise<ResumeOutcome> {
  const [resumedFrom] = await readFailures(db, [projection.name]);
  await clearFailure(db, projection.name);
  const runner = await startProjections(db, store, [projection], logger, { pollIntervalMs: 3_600_000 });
  try {
    await runner.catchUp();
  } catch (error) {
    const [failure] = await readFailures(db, [projection.name]);
    if (failure) return { kind: 'still-failing', failure };
    throw error;
  } finally {
    await runner.stop();
  }
  const [checkpoint] = await prepareReadModels(db, [projection]);
  return { kind: 'caught-up', checkpoint: checkpoint ?? 0n, resumedFrom };
}
