import { emailOwnersFromHistory } from './data-0001-email-owners-from-history';
import type { DataMigration } from './data-migration';

/**
 * The one-off data migrations, applied once after the write-side migrations and the event store
 * are ready and recorded in `data_migrations` (`migrateData` in `migrate.ts`). Names sort in the
 * order they apply; a released one is never edited, a change is a new one at the end.
 */
export const dataMigrations: Record<string, DataMigration> = {
  '0001-email-owners-from-history': emailOwnersFromHistory,
};
