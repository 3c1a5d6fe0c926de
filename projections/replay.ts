import type { Database, Queryable } from '../server/src/db/database';
import type { EventStore } from '../server/src/eventstore/event-store';
import { applyEvent, inBatchTransaction } from './apply-batch';
import { tablesOf, type Projection } from './projection';

export type TableDifference = { table: string; onlyLive: number; onlyReplayed: number; examples: string[] };

export type ReplayReport = { events: number; seconds: number; differences: TableDifference[] };


const inSchema = async (tx: Queryable, schema: string) => {
  await tx.query(`SET LOCAL search_path TO ${schema}, public`);
};

/**
 * Replays every event from the start into a fresh copy of the read models (its own schema) and
 * compares it, table by table, with the live read models. Nothing live is changed; the copy is
 * dropped afterwards. An event a projection cannot apply stops the replay with
 * `ProjectionHandlerError` (projection, event position, stream, type and the cause).
 */
export async function replayAndCompare(
  db: Database,
  store: EventStore,
  projections: readonly Projection[],
  options: { batchSize?: number; onProgress?: (events: number) => void } = {},
): Promise<ReplayReport> {
  const schema = `replay_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await db.exec(`CREATE SCHEMA ${schema}`);
  try {
    for (const projection of projections) {
      await db.transaction(async (tx) => {
        await inSchema(tx, schema);
        // Only the schema's own statements: CREATE ... IF NOT EXISTS would otherwise find the live tables on the search path.
        for (const statement of projection.schema.split(';').map((sql) => sql.trim()).filter(Boolean)) {
          await tx.query(
            /^CREATE (UNIQUE )?INDEX/i.test(statement)
              ? statement.replace(/ ON (\w+)/i, ` ON ${schema}.$1`)
              : statement.replace(/IF NOT EXISTS (\w+)/i, `IF NOT EXISTS ${schema}.$1`),
          );
        }
      });
    }
    const started = performance.now();
    let position = 0n;
    let events = 0;
    for (;;) {
      const batch = await store.readAll({ fromPosition: position, limit: options.batchSize ?? 2000 });
      if (batch.length === 0) break;
      await inBatchTransaction(db, async (tx, writes) => {
        await inSchema(tx, schema);
        const writers = projections.map((projection) => writes.writerFor(projection.name));
        for (const event of batch) {
          for (const [index, projection] of projections.entries()) await applyEvent(writers[index]!, projection, event);
        }
      });
      position = batch.at(-1)!.position;
      events += batch.length;
      options.onProgress?.(events);
    }
    const seconds = (performance.now() - started) / 1000;
    const differences: TableDifference[] = [];
    for (const table of projections.flatMap(tablesOf)) {
      const onlyLive = await db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM (SELECT * FROM public.${table} EXCEPT SELECT * FROM ${schema}.${table}) t`);
      const onlyReplayed = await db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM (SELECT * FROM ${schema}.${table} EXCEPT SELECT * FROM public.${table}) t`);
      if (onlyLive.rows.length + onlyReplayed.rows.length > 0) {
        differences.push({
          table,
          onlyLive: onlyLive.rows.length,
          onlyReplayed: onlyReplayed.rows.length,
          examples: [...onlyLive.rows.slice(0, 3).map((r) => `live:     ${r.row}`), ...onlyReplayed.rows.slice(0, 3).map((r) => `replayed: ${r.row}`)],
        });
      }
    }
    return { events, seconds, differences };
  } finally {
    await db.exec(`DROP SCHEMA ${schema} CASCADE`);
  }
}
