import type { Queryable } from '../db/database';
import type { RecordedEvent } from '../eventstore/event-store';

/**
 * The event a projection could not apply, kept in the database (`projection_failures`) so that
 * every process (API instances waiting on checkpoints, `/api/ready/`, the operator command) and
 * the next start see it. One row per projection: a projection stops at its first failing event.
 */
export type ProjectionFailure = {
  projection: string;
  position: bigint;
  streamId: string;
  type: string;
  eventId: string;
  error: string;
  /** How many times in a row applying this event failed. */
  attempts: number;
  firstFailedAt: Date;
  lastFailedAt: Date;
};

type FailureRow = {
  name: string;
  position: string;
  stream_id: string;
  event_type: string;
  event_id: string;
  error: string;
  attempts: number;
  first_failed_at: Date | string;
  last_failed_at: Date | string;
};

const fromRow = (row: FailureRow): ProjectionFailure => ({
  projection: row.name,
  position: BigInt(row.position),
  streamId: row.stream_id,
  type: row.event_type,
  eventId: row.event_id,
  error: row.error,
  attempts: row.attempts,
  firstFailedAt: new Date(row.first_failed_at),
  lastFailedAt: new Date(row.last_failed_at),
});

// The message may quote the very input that broke the projection; PostgreSQL text cannot hold NUL.
const storableText = (text: string) => text.replace(/\0/g, '\\0').slice(0, 2000);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Records (or counts another attempt at) the projection's failure on `event`; returns the row. */
export async function recordFailure(db: Queryable, projection: string, event: RecordedEvent, error: unknown, now = new Date()): Promise<ProjectionFailure> {
  const { rows } = await db.query<FailureRow>(
    `INSERT INTO projection_failures (name, position, stream_id, event_type, event_id, error, attempts, first_failed_at, last_failed_at)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $7)
     ON CONFLICT (name) DO UPDATE SET
       attempts = CASE WHEN projection_failures.position = EXCLUDED.position THEN projection_failures.attempts + 1 ELSE 1 END,
       first_failed_at = CASE WHEN projection_failures.position = EXCLUDED.position THEN projection_failures.first_failed_at ELSE EXCLUDED.first_failed_at END,
       position = EXCLUDED.position, stream_id = EXCLUDED.stream_id, event_type = EXCLUDED.event_type,
       event_id = EXCLUDED.event_id, error = EXCLUDED.error, last_failed_at = EXCLUDED.last_failed_at
     RETURNING name, position::text AS position, stream_id, event_type, event_id, error, attempts, first_failed_at, last_failed_at`,
    [projection, String(event.position), event.streamId, event.type, event.id, storableText(messageOf(error)), now.toISOString()],
  );
  return fromRow(rows[0]!);
}

/** Forgets the failure once the projection has applied its event (or is told to try again). */
export async function clearFailure(db: Queryable, projection: string): Promise<boolean> {
  const { rows } = await db.query<{ name: string }>(`DELETE FROM projection_failures WHERE name = $1 RETURNING name`, [projection]);
  return rows.length > 0;
}

/** The recorded failures of these projections (all when `names` is absent). */
export async function readFailures(db: Queryable, names?: readonly string[]): Promise<ProjectionFailure[]> {
  const { rows } = await db.query<FailureRow>(
    `SELECT name, position::text AS position, stream_id, event_type, event_id, error, attempts, first_failed_at, last_failed_at
     FROM projection_failures WHERE $1::text[] IS NULL OR name = ANY($1::text[]) ORDER BY position, name`,
    [names ?? null],
  );
  return rows.map(fromRow);
}

export const describeFailure = (failure: ProjectionFailure) =>
  `projection ${failure.projection} failed on ${failure.type} at position ${failure.position} (stream ${failure.streamId}): ${failure.error}`;

/**
 * A request waited for read models that cannot show its write now: a projection failed on an
 * earlier event, or the read models lag more than the wait allows. The write itself is stored.
 */
export class ReadModelsUnavailableError extends Error {
  constructor(
    readonly reason: { kind: 'failed'; failure: ProjectionFailure } | { kind: 'lagging'; position: bigint; waitedMs: number; behind: string },
  ) {
    super(
      reason.kind === 'failed'
        ? `Read models cannot reach the write: ${describeFailure(reason.failure)}`
        : `Read models did not reach position ${reason.position} within ${reason.waitedMs} ms: ${reason.behind}`,
    );
    this.name = 'ReadModelsUnavailableError';
  }
}
