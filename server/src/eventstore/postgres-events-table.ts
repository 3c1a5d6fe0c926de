import type { EventMetadata, RecordedEvent } from './event-store';

/**
 * One table holds every event, kept forever. `position` is the global order; `transaction_id` is
 * the writer's transaction, which readers compare with the oldest transaction still in flight.
 * The constraint names are PostgreSQL's defaults, spelled out because errors are matched on them.
 * The table is a write-side migration's (`db/migrations/`), not created here.
 */

export const streamRevisionConstraint = 'events_stream_id_revision_key';
export const eventIdConstraint = 'events_id_key';

/**
 * Advisory lock (two-key form, so it cannot collide with a one-key lock elsewhere) held by every
 * append from before its first insert until it commits. See `appendEvents` for why.
 */
export const appendLock = { namespace: 0x65767473 /* 'evts' */, key: 1 } as const;

export type EventRow = {
  position: string;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date | string;
};

/**
 * Positions travel as text so no driver-wide bigint parser can round them. The alias shadows the
 * column in ORDER BY, so queries must order by `events.position`, or they sort text.
 */
export const eventColumns = 'position::text AS position, id::text AS id, stream_id, revision, type, data, metadata, recorded_at';

/**
 * The rows of `rowsSql` (a query of whole `events` rows) as one JSON array of `EventRow`s. A page
 * of thousands of events decodes about twice as fast on PGlite as one value than as eight values
 * per row. The array is not ordered on the server (an ordered aggregate sorts the whole page in
 * memory and spills to a temporary file beyond `work_mem`): `recordedEventsOfPage` orders it.
 */
export const eventPageQuery = (rowsSql: string): string => `
  SELECT coalesce(json_agg(json_build_object(
           'position', position::text, 'id', id::text, 'stream_id', stream_id, 'revision', revision,
           'type', type, 'data', data, 'metadata', metadata, 'recorded_at', recorded_at
         )), '[]')::text AS page
  FROM (${rowsSql}) page_rows`;

const byPosition = (a: RecordedEvent, b: RecordedEvent): number => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0);

/** The events of an `eventPageQuery` answer, in position order. */
export const recordedEventsOfPage = (page: string): RecordedEvent[] => (JSON.parse(page) as EventRow[]).map(toRecordedEvent).sort(byPosition);

export const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  id: row.id,
  streamId: row.stream_id,
  revision: row.revision,
  position: BigInt(row.position),
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  recordedAt: new Date(row.recorded_at),
});

export const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  const details = error as { code?: unknown; constraint?: unknown } | null;
  return details?.code === '23505' && details.constraint === constraint;
};
