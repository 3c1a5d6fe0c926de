import type { Logger } from '../config/logger';
import type { Database } from '../db/database';
import type { EventStore } from './event-store';
import { createPostgresEventStore } from './postgres-event-store';

export type OpenEventStoreOptions = {
  /** `EVENTSTORE_URL`: an EventStoreDB / KurrentDB connection string, e.g. `kurrentdb://localhost:2113?tls=false`. */
  eventstoreUrl: string | undefined;
  /** The application's database: holds the events when no `eventstoreUrl` is given. */
  db: Database;
  logger?: Logger;
};

/**
 * The event store the configuration asks for: EventStoreDB / KurrentDB when `EVENTSTORE_URL` is
 * set, otherwise the PostgreSQL adapter on the application's database (a server or embedded
 * PGlite). Either way the read models stay in `db`.
 */
export async function openEventStore(options: OpenEventStoreOptions): Promise<EventStore> {
  const url = options.eventstoreUrl?.trim();
  if (url) {
    // Loaded only when asked for: the client brings a native module the PostgreSQL setup does not need.
    const { createKurrentEventStore } = await import('./kurrentdb-event-store');
    return createKurrentEventStore(url, { logger: options.logger });
  }
  return createPostgresEventStore(options.db, { logger: options.logger });
}
