import type { Database, Transaction } from '../server/src/db/database';
import type { RecordedEvent } from '../server/src/eventstore/event-store';
import { tablesOf, type Projection } from './projection';
import { batchedWrites, immediateWrites, type BatchWrites, type ProjectionWriter } from './projection-writes';

/**
 * Creates the projection's tables; when they were built by another version of the projection,
 * drops them and moves its checkpoint back to the start first, so they are rebuilt from the events.
 * Returns whether a rebuild starts.
 */
export async function prepareProjection(db: Database, projection: Projection): Promise<boolean> {
  const version = projection.version ?? 1;
  const rebuild = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ version: number }>(`SELECT version FROM projection_checkpoints WHERE name = $1 FOR UPDATE`, [projection.name]);
    const stored = rows[0]?.version;
    if (stored === undefined || stored === version) return false;
    for (const table of tablesOf(projection)) await tx.query(`DROP TABLE IF EXISTS ${table}`);
    await tx.query(`UPDATE projection_checkpoints SET position = 0, version = $2 WHERE name = $1`, [projection.name, version]);
    // The new version gets its own chance at the event the old one failed on.
    await tx.query(`DELETE FROM projection_failures WHERE name = $1`, [projection.name]);
    return true;
  });
  await db.exec(projection.schema);
  await db.query(`INSERT INTO projection_checkpoints (name, position, version) VALUES ($1, 0, $2) ON CONFLICT (name) DO NOTHING`, [projection.name, version]);
  return rebuild;
}

/** Makes sure the projection has a checkpoint row (so it can be locked) and returns its position. */
export async function loadCheckpoint(db: Database, name: string): Promise<bigint> {
  await db.query(`INSERT INTO projection_checkpoints (name, position) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING`, [name]);
  const { rows } = await db.query<{ position: string }>(`SELECT position::text AS position FROM projection_checkpoints WHERE name = $1`, [name]);
  return BigInt(rows[0]?.position ?? '0');
}

/** A handler threw: which projection, at which event. */
export class ProjectionHandlerError extends Error {
  constructor(
    readonly projection: string,
    readonly event: RecordedEvent,
    override readonly cause: unknown,
  ) {
    super(`Projection ${projection} failed on ${event.type} at position ${event.position} (stream ${event.streamId})`, { cause });
    this.name = 'ProjectionHandlerError';
  }
}

/** Applies one event to one projection; a handler's failure names the projection and the event. */
export async function applyEvent(tx: ProjectionWriter, projection: Projection, event: RecordedEvent): Promise<void> {
  const handler = projection.handlers[event.type];
  if (!handler) return;
  try {
    await handler(tx, event);
  } catch (error) {
    throw new ProjectionHandlerError(projection.name, event, error);
  }
}

export type BatchOutcome =
  | { kind: 'applied'; checkpoint: bigint }
  /** Another runner (a second app instance) moved the checkpoint first; nothing was applied. */
  | { kind: 'moved'; checkpoint: bigint };

/**
 * Runs `work` in one transaction with its handlers' writes collected and sent together at the end
 * (`batchedWrites`: rows of a batch as a few multi-row statements per table, SQL in order). A write
 * that fails there cannot be traced to its event from the statement's error, so the work then runs
 * again in a fresh transaction with every write sent at once (`immediateWrites`), where a failing
 * handler is named with its event (`ProjectionHandlerError`) and a passing one commits as usual.
 * `tx` is for the batch's own statements (checkpoint, search path), sent as they come.
 */
export async function inBatchTransaction<T>(db: Database, work: (tx: Transaction, writes: BatchWrites) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const writes = batchedWrites(tx);
      const result = await work(tx, writes);
      await writes.flush();
      return result;
    });
  } catch (error) {
    if (error instanceof ProjectionHandlerError) throw error;
    return db.transaction((tx) => work(tx, immediateWrites(tx)));
  }
}

/**
 * Applies `events` (all after `from`, in order) and moves the checkpoint to the last of them, in
 * one transaction: a crash or a failing handler leaves both the read model and the checkpoint as
 * they were. The checkpoint row is locked and compared with `from` first, so two runners on one
 * database cannot both apply the same events.
 */
export async function applyBatch(db: Database, projection: Projection, from: bigint, events: readonly RecordedEvent[]): Promise<BatchOutcome> {
  const last = events.at(-1);
  if (!last) return { kind: 'applied', checkpoint: from };
  return inBatchTransaction(db, async (tx, writes): Promise<BatchOutcome> => {
    const { rows } = await tx.query<{ position: string }>(`SELECT position::text AS position FROM projection_checkpoints WHERE name = $1 FOR UPDATE`, [
      projection.name,
    ]);
    const stored = BigInt(rows[0]?.position ?? '0');
    if (stored !== from) return { kind: 'moved', checkpoint: stored };
    const writer = writes.writerFor(projection.name);
    for (const event of events) await applyEvent(writer, projection, event);
    await tx.query(`UPDATE projection_checkpoints SET position = $2 WHERE name = $1`, [projection.name, String(last.position)]);
    return { kind: 'applied', checkpoint: last.position };
  });
}
