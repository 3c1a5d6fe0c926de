import type { EventMetadata, RecordedEvent } from './event-store';

/**
 * One table holds every event, kept forever. `position` is the global order; `transaction_id` is
 * the writer's transaction, which readers compare with the oldest transaction still in flight.
 * The constraint names are PostgreSQL's defaults, spelled out because errors are matched on them.
 */
export const eventsTableSchema = `
  -- One statement batch runs as one transaction: the lock keeps processes starting together apart.
  SELECT pg_advisory_xact_lock(1702262899, 2);
  CREATE TABLE IF NOT EXISTS events (
    position bigserial PRIMARY KEY,
    id uuid NOT NULL,
    stream_id text NOT NULL,
    revision integer NOT NULL,
    type text NOT NULL,
    data jsonb NOT NULL,
    metadata jsonb NOT NULL,
    recorded_at timestamptz NOT NULL DEFAULT now(),
    transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
    CONSTRAINT events_id_key UNIQUE (id),
    CONSTRAINT events_stream_id_revision_key UNIQUE (stream_id, revision)
  );
  -- Kept forever: no event is deleted or rewritten. Only the bookkeeping columns may change
  -- (transaction_id when a restored dump is healed, recorded_at when a migration keeps the source's).
  CREATE OR REPLACE FUNCTION events_keep_forever() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'UPDATE' AND (NEW.position, NEW.id, NEW.stream_id, NEW.revision, NEW.type, NEW.data, NEW.metadata)
        IS NOT DISTINCT FROM (OLD.position, OLD.id, OLD.stream_id, OLD.revision, OLD.type, OLD.data, OLD.metadata) THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'events are kept forever: % on events is refused', TG_OP USING ERRCODE = 'restrict_violation';
  END
  $fn$;
  CREATE OR REPLACE TRIGGER events_keep_forever BEFORE UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION events_keep_forever();
  CREATE OR REPLACE TRIGGER events_keep_forever_truncate BEFORE TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION events_keep_forever();
`;

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
