import type { Migration } from 'kysely';
import type { EventStore } from '../../eventstore/event-store';
import { emailOwnersFromHistory } from './data-0001-email-owners-from-history';

/** What a data migration may read besides the database: the event history (decrypted), and the clock. */
export type DataMigrationContext = { store: EventStore; now: () => Date };

/**
 * A one-off change of the data that needs more than SQL. It reads what it needs (the history)
 * when it is pending, outside the migration's transaction, and returns the migration that writes it.
 */
export type DataMigration = (context: DataMigrationContext) => Promise<Migration>;

/**
 * The one-off data migrations, applied once after the write-side migrations and the event store
 * are ready and recorded in `data_migrations` (`migrateData` in `migrate.ts`). Names sort in the
 * order they apply; a released one is never edited, a change is a new one at the end.
 */
export const dataMigrations: Record<string, DataMigration> = {
  '0001-email-owners-from-history': emailOwnersFromHistory,
};
