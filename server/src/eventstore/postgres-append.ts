import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { DuplicateEventIdError, WrongExpectedRevisionError, type AppendResult, type ExpectedRevision, type NewEvent } from './event-store';
import { appendLock } from './postgres-events-table';

/** Rows per INSERT: six parameters each, well below PostgreSQL's 65 535 parameter limit. */
const rowsPerInsert = 1000;

export async function currentRevision(db: Queryable, streamId: string): Promise<number | undefined> {
  const { rows } = await db.query<{ revision: number | null }>(`SELECT max(revision) AS revision FROM events WHERE stream_id = $1`, [streamId]);
  return rows[0]?.revision ?? undefined;
}

function assertExpected(streamId: string, expected: ExpectedRevision, actual: number | undefined): void {
  if (expected === 'any') return;
  if (expected === 'no_stream' ? actual === undefined : actual === expected) return;
  throw new WrongExpectedRevisionError(streamId, expected, actual ?? 'no_stream');
}

/**
 * When the events carry ids that are already recorded, this is a retry of an append that went
 * through (its answer was lost): return that append's result. Ids recorded anywhere else are a
 * conflict, not a retry.
 */
async function findEarlierAppend(tx: Queryable, streamId: string, events: readonly NewEvent[]): Promise<AppendResult | undefined> {
  const ids = events.flatMap((event) => (event.id ? [event.id] : []));
  if (ids.length === 0) return undefined;
  const { rows } = await tx.query<{ id: string; stream_id: string; revision: number; type: string; position: string }>(
    `SELECT id::text AS id, stream_id, revision, type, position::text AS position FROM events
     WHERE id IN (${ids.map((_, index) => `$${index + 1}`).join(', ')}) ORDER BY revision`,
    ids,
  );
  const first = rows[0];
  if (!first) return undefined;
  const sameAppend =
    rows.length === events.length &&
    rows.every(
      (row, index) =>
        row.stream_id === streamId && row.revision === first.revision + index && row.id === events[index]?.id && row.type === events[index]?.type,
    );
  if (!sameAppend) throw new DuplicateEventIdError(streamId, first.id);
  const last = rows.at(-1)!;
  return { nextExpectedRevision: last.revision, position: BigInt(last.position) };
}

async function insertEvents(tx: Queryable, streamId: string, events: readonly NewEvent[], firstRevision: number): Promise<bigint> {
  let lastPosition = 0n;
  for (let start = 0; start < events.length; start += rowsPerInsert) {
    const chunk = events.slice(start, start + rowsPerInsert);
    const params: unknown[] = [];
    const tuples = chunk.map((event, index) => {
      params.push(
        event.id ?? randomUUID(),
        streamId,
        firstRevision + start + index,
        event.type,
        JSON.stringify(event.data ?? null),
        JSON.stringify(event.metadata),
      );
      const base = index * 6;
      return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6})`;
    });
    const { rows } = await tx.query<{ position: string }>(
      `INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES ${tuples.join(', ')} RETURNING position::text AS position`,
      params,
    );
    for (const row of rows) {
      const position = BigInt(row.position);
      if (position > lastPosition) lastPosition = position;
    }
  }
  return lastPosition;
}

/**
 * Appends within `tx`, which must be a transaction of its own that commits right after.
 *
 * The advisory lock is taken before anything is written, so the transaction gets its id and its
 * positions while no other append is in flight, and keeps the lock until it commits. Positions
 * therefore become visible in order. Without it the snapshot-xmin guard of `readAll` is not
 * enough: a writer can draw position 5 from the sequence, be overtaken by one that gets an older
 * transaction id and position 6 and commits, and a reader that sees 6 while 5 is in flight moves
 * its checkpoint past 5 for good. The lock also makes the expected-revision check race-free;
 * the unique (stream_id, revision) index stays as the last line against writers that bypass it.
 */
export async function appendEvents(tx: Queryable, streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
  await tx.query(`SELECT pg_advisory_xact_lock($1, $2)`, [appendLock.namespace, appendLock.key]);
  const earlier = await findEarlierAppend(tx, streamId, events);
  if (earlier) return earlier;
  const actual = await currentRevision(tx, streamId);
  assertExpected(streamId, expected, actual);
  const firstRevision = (actual ?? -1) + 1;
  const position = await insertEvents(tx, streamId, events, firstRevision);
  return { nextExpectedRevision: firstRevision + events.length - 1, position };
}
