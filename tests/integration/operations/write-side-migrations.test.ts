import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/src/db/database';
import { tablesBeforeMigrations } from '../../../server/src/db/migrations/0001-write-side-tables';
import type { DataMigration } from '../../../server/src/db/migrations/data-migration';
import { MigrationFailedError, migrateData, migrateWriteSide } from '../../../server/src/db/migrations/migrate';
import { sqlMigration, writeSideMigrations } from '../../../server/src/db/migrations/write-side-migrations';
import { sql } from 'kysely';
import { createPostgresEventStore } from '../../../server/src/eventstore/postgres-event-store';
import { seedCatalog } from '../../../server/src/modules/catalog/seed';
import { databaseBackends, type OpenedDatabase } from '../../support/database-backends';

const backends = await databaseBackends();

/** An embedded PGlite takes a while to open on a busy machine; each test opens a fresh database. */
const testTimeoutMs = 120_000;

const tableExists = async (db: Database, table: string) =>
  (await db.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1`, [table])).rows.length > 0;
/** The released migrations, in the order they apply. */
const released = Object.keys(writeSideMigrations);
/** What the projection runner created at every start before migration 0002 (without the later version column). */
const checkpointsBeforeMigrations = `
  CREATE TABLE IF NOT EXISTS projection_checkpoints (name text PRIMARY KEY, position bigint NOT NULL);
  INSERT INTO projection_checkpoints (name, position) VALUES ('users', 42);
`;
const recorded = async (db: Database) => (await db.query<{ name: string }>(`SELECT name FROM write_side_migrations ORDER BY name`)).rows.map((row) => row.name);

for (const backend of backends) {
  describe.skipIf(!backend.available)(`write-side migrations (${backend.name})`, () => {
    let opened: OpenedDatabase | undefined;
    const open = async () => {
      opened = await backend.open();
      return opened.db;
    };
    afterEach(async () => {
      await opened?.drop();
      opened = undefined;
    }, testTimeoutMs);

    it('should create every write-side table in a new database once, and apply nothing the second time', async () => {
      const db = await open();
      expect(await migrateWriteSide(db)).toEqual(['0001-write-side-tables', '0002-projection-bookkeeping', '0003-login-code-guesses', '0004-consultation-type-length', '0005-busy-calendar', '0006-wrong-guesses', '0007-mail-deliveries', '0008-busy-calendar-paused', '0009-coach-notices', '0010-session-rooms', '0011-messenger', '0012-advertisement-marks', '0013-registration-mail-consent']);
      const tables = ['events', 'jobs', 'login_codes', 'sessions', 'email_owners', 'personal_data_keys', 'newsletters', 'failed_mails', 'projection_checkpoints', 'projection_failures'];
      for (const table of tables) expect(await tableExists(db, table), table).toBe(true);
      expect(await migrateWriteSide(db)).toEqual([]);
      expect(await recorded(db)).toEqual(released);
    }, testTimeoutMs);

    it('should take over a database the code before migrations made, keeping its data', async () => {
      const db = await open();
      // What every start did before: each module ran its CREATE/ALTER … IF NOT EXISTS.
      const before = tablesBeforeMigrations;
      for (const schema of [before.events, before.personalDataKeys, before.jobs, before.auth, before.emailOwners, before.catalog, before.schedule, before.content]) await db.exec(schema);
      await db.exec(checkpointsBeforeMigrations);
      await seedCatalog(db);
      const store = await createPostgresEventStore(db);
      await store.appendToStream('probe-1', [{ type: 'Probed', data: { n: 1 }, metadata: { actor: 'system', correlationId: 'c' } }]);
      const catalog = (await db.query(`SELECT count(*)::int AS n FROM consultation_types`)).rows[0];

      expect(await migrateWriteSide(db)).toEqual(released);
      expect((await store.readStream('probe-1')).map((event) => event.data)).toEqual([{ n: 1 }]);
      // The runner's checkpoint is kept, with the version every projection had before versions were recorded.
      expect((await db.query(`SELECT name, position::int AS position, version FROM projection_checkpoints`)).rows).toEqual([{ name: 'users', position: 42, version: 1 }]);
      expect((await db.query(`SELECT count(*)::int AS n FROM consultation_types`)).rows[0]).toEqual(catalog);
      await store.close();
    }, testTimeoutMs);

    it('should apply a later migration once, after those before it', async () => {
      const db = await open();
      await migrateWriteSide(db);
      const later = { ...writeSideMigrations, '9999-probe': sqlMigration(`CREATE TABLE migration_probe (n integer); INSERT INTO migration_probe VALUES (1)`) };
      expect(await migrateWriteSide(db, undefined, later)).toEqual(['9999-probe']);
      expect(await migrateWriteSide(db, undefined, later)).toEqual([]);
      expect((await db.query(`SELECT n FROM migration_probe`)).rows).toEqual([{ n: 1 }]);
      expect(await recorded(db)).toEqual([...released, '9999-probe']);
    }, testTimeoutMs);

    it('should apply a data migration once, reading the history before its transaction', async () => {
      const db = await open();
      await migrateWriteSide(db);
      const store = await createPostgresEventStore(db);
      await store.appendToStream('probe-1', [{ type: 'Probed', data: { n: 7 }, metadata: { actor: 'system', correlationId: 'c' } }]);
      // On a shared PostgreSQL server, another client's open transaction may hide the event from readAll for a moment.
      await vi.waitFor(async () => expect(await store.readAll()).toHaveLength(1), { timeout: 30_000, interval: 100 });
      let reads = 0;
      // On PGlite a read of the history inside the migration's transaction would wait for it forever.
      const copyHistory: DataMigration = async ({ store: history }) => {
        reads += 1;
        const events = await history.readAll();
        return {
          async up(kysely) {
            await sql`CREATE TABLE probe_copy (n integer)`.execute(kysely);
            for (const event of events) await sql`INSERT INTO probe_copy VALUES (${(event.data as { n: number }).n})`.execute(kysely);
          },
        };
      };
      const context = { store, now: () => new Date('2026-11-24T07:00:00Z') };
      expect(await migrateData(db, context, undefined, { '0001-copy': copyHistory })).toEqual(['0001-copy']);
      expect(await migrateData(db, context, undefined, { '0001-copy': copyHistory })).toEqual([]);
      expect(reads).toBe(1);
      expect((await db.query(`SELECT n FROM probe_copy`)).rows).toEqual([{ n: 7 }]);
      expect((await db.query<{ name: string }>(`SELECT name FROM data_migrations`)).rows).toEqual([{ name: '0001-copy' }]);
      await store.close();
    }, testTimeoutMs);

    it('should leave nothing of a migration that fails, nor record it', async () => {
      const db = await open();
      await migrateWriteSide(db);
      const broken = { ...writeSideMigrations, '9999-broken': sqlMigration(`CREATE TABLE half_done (n integer); SELECT no_such_function()`) };
      await expect(migrateWriteSide(db, undefined, broken)).rejects.toBeInstanceOf(MigrationFailedError);
      expect(await tableExists(db, 'half_done')).toBe(false);
      expect(await recorded(db)).toEqual(released);
    }, testTimeoutMs);
  });
}
