import type { Database, Queryable } from '../server/src/db/database';
import type { EventStore } from '../server/src/eventstore/event-store';
import { applyEvent, inBatchTransaction } from './apply-batch';
import { applyOverlapped, type Batch, type BatchWork } from './overlapped-batches';
import type { BatchWrites } from './projection-writes';
import { tablesOf, type Projection } from './projection';

export type TableDifference = { table: string; onlyLive: number; onlyReplayed: number; examples: string[] };

export type ReplayReport = {
  events: number;
  seconds: number;
  /**
   * This process's CPU time over the same span: on PGlite all of the replay's work, so a figure a
   * shared machine's load disturbs far less than `seconds`; against a server only the client's share.
   */
  cpuSeconds: number;
  differences: TableDifference[];
};

/**
 * A projection's schema statements in the order a replay runs them: tables, constraints and the
 * indexes its handlers read through first; the other indexes after the events (built once over
 * all rows instead of row by row).
 */
function replaySchema(projection: Projection): { first: string[]; afterEvents: string[] } {
  const statements = projection.schema.split(';').map((sql) => sql.trim()).filter(Boolean);
  const deferred = (statement: string) => {
    const index = /^CREATE INDEX IF NOT EXISTS (\w+)/i.exec(statement)?.[1];
    return index !== undefined && !(projection.writeIndexes ?? []).includes(index);
  };
  return { first: statements.filter((statement) => !deferred(statement)), afterEvents: statements.filter(deferred) };
}

/** The store's events in pages of `size`, the next page read while the current one is applied (on a server, over another connection). */
async function* pagesOf(store: EventStore, size: number): AsyncGenerator<Batch> {
  const readAfter = (from: bigint) => {
    const page = store.readAll({ fromPosition: from, limit: size });
    // Awaited by the next round; when the replay stops before that, its own error is the one reported.
    page.catch(() => undefined);
    return page;
  };
  for (let reading = readAfter(0n); ; ) {
    const page = await reading;
    if (page.length === 0) return;
    reading = readAfter(page.at(-1)!.position);
    yield page;
  }
}

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
  const inCopy = (statement: string) =>
    // Only the copy's own tables: CREATE ... IF NOT EXISTS would otherwise find the live ones on the search path.
    /^CREATE (UNIQUE )?INDEX/i.test(statement)
      ? statement.replace(/ ON (\w+)/i, ` ON ${schema}.$1`)
      : // The copy is compared and dropped, never recovered after a crash: its tables skip the write-ahead log.
        statement.replace(/CREATE TABLE IF NOT EXISTS (\w+)/i, `CREATE UNLOGGED TABLE IF NOT EXISTS ${schema}.$1`);
  const inSchemaTransaction = (statements: readonly string[]) =>
    db.transaction(async (tx) => {
      await inSchema(tx, schema);
      for (const statement of statements) await tx.query(inCopy(statement));
    });
  await db.exec(`CREATE SCHEMA ${schema}`);
  try {
    const schemas = projections.map(replaySchema);
    for (const { first } of schemas) await inSchemaTransaction(first);
    const started = performance.now();
    const cpuAtStart = process.cpuUsage();
    const pages = pagesOf(store, options.batchSize ?? 5000);
    const applyTo = async (writes: BatchWrites, batch: Batch) => {
      const writers = projections.map((projection) => writes.writerFor(projection.name));
      for (const event of batch) {
        for (const [index, projection] of projections.entries()) await applyEvent(writers[index]!, projection, event);
      }
    };
    const work: BatchWork = { begin: (tx) => inSchema(tx, schema), handle: applyTo };
    let events = 0;
    const progress = (applied: number) => {
      events += applied;
      options.onProgress?.(events);
    };
    for (;;) {
      const overlapped = await applyOverlapped(db, pages, work, progress);
      if (overlapped.unapplied.length === 0) break;
      // A batch the server refused: applied one statement per row from here, which names the failing event.
      for (const batch of overlapped.unapplied) {
        await inBatchTransaction(db, async (tx, writes) => {
          await work.begin(tx);
          await applyTo(writes, batch);
        });
        progress(batch.length);
      }
    }
    for (const { afterEvents } of schemas) await inSchemaTransaction(afterEvents);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuAtStart);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
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
    return { events, seconds, cpuSeconds, differences };
  } finally {
    await db.exec(`DROP SCHEMA ${schema} CASCADE`);
  }
}
