import type { Logger } from '../config/logger';
import type { Database } from '../db/database';
import { migrateData, migrateWriteSide } from '../db/migrations/migrate';
import type { EventStore } from '../eventstore/event-store';
import { seedCatalog } from '../modules/catalog/seed';
import { openProtectedEventStore } from '../modules/privacy/protected-event-store';

/**
 * What every start runs first on its database: the write-side tables (numbered migrations, each
 * applied once and recorded, `db/migrations/`), the seeded catalog, the event store, and the one-off
 * data migrations that read the history (`db/migrations/data-migrations.ts`). The tests' migrated
 * PGlite template holds a fresh database after it (`tests/support/pglite-template-setup.ts`).
 */
export async function openMigratedStore(database: Database, options: { eventstoreUrl?: string; logger: Logger; now: () => Date }): Promise<EventStore> {
  await migrateWriteSide(database, options.logger);
  await seedCatalog(database);
  const store = await openProtectedEventStore({ eventstoreUrl: options.eventstoreUrl, db: database, logger: options.logger, now: options.now });
  await migrateData(database, { store, now: options.now }, options.logger);
  return store;
}
