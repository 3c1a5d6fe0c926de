import { systemMetadata } from '../shared/system-metadata';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readModelProjections } from '../../../projections';
import { tablesOf } from '../../../projections/projection';
import { startProjections } from '../../../projections/runner';
import { loginCodeMailJob } from '../modules/auth/jobs/login-code-mail';
import { mailCoachOf } from '../mail/layout';
import { createMailer } from '../adapters/mail/create-mailer';
import { outboxDirectory } from '../adapters/mail/outbox-mailer';
import { openInProcessJobQueue } from '../adapters/queue/in-process-job-queue';
import type { Config } from '../config/config';
import type { Logger } from '../config/logger';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { migrateData, migrateWriteSide } from '../db/migrations/migrate';
import { restorePostgres } from '../db/pg-dump';
import { pgliteStartParams } from '../db/pglite-settings';
import type { EventStore } from '../eventstore/event-store';
import { createFailedMails } from '../modules/operations/failed-mails';
import { createAccountErasure } from '../modules/privacy/account-erasure';
import { openErasureLog, erasureLogFileName, type ErasureEntry } from '../modules/privacy/erasure-log';
import { createPersonalDataKeys } from '../modules/privacy/personal-data-keys';
import { openProtectedEventStore } from '../modules/privacy/protected-event-store';
import { userStreamId } from '../modules/users/events';
import { createUsers } from '../modules/users/users';
import { BackupArchiveError, withVerifiedArchive, type BackupManifest } from '../modules/backup/archive';
import { carriedFolders, databaseEntry } from '../modules/backup/create-backup';
import { privateFolder } from '../db/private-files';
import { unpackPgliteTarball } from '../modules/backup/pglite-tarball';
import { mailSenderOf } from '../modules/practice/practice-seed';

export type RestoreOptions = {
  archive: string;
  /** Where to restore: `DATA_DIR` and `DATABASE_URL` of this configuration, both empty. */
  config: Config;
  /** The erasure log kept beside the archives (`erasures.jsonl`); its erasures are applied again. */
  erasureLogFile: string;
  logger: Logger;
  /** The restore's clock (the system's, from `npm run restore`). */
  now: () => Date;
  /** Restore a format 1 archive (written before backups were authenticated with APP_SECRET). */
  allowUnauthenticated?: boolean;
};

export type RestoreReport = { manifest: BackupManifest; events: number; erasuresReapplied: string[] };

/** The restore refuses to overwrite anything: it goes into an empty data folder or database. */
export class RestoreTargetNotEmptyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreTargetNotEmptyError';
  }
}

const nonEmptyFolder = async (folder: string) =>
  (await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  })).length > 0;

/** A member of a carried folder (`create-backup.ts`, `carriedFolders`), by a plain relative path that stays inside it. */
const isCarriedMember = (name: string): boolean => {
  const [folder, ...rest] = name.split('/');
  return carriedFolders.includes(folder ?? '') && rest.length > 0 && rest.every((part) => part !== '' && part !== '.' && part !== '..');
};

async function refuseNonEmptyTarget(config: Config): Promise<void> {
  for (const folder of [outboxDirectory(config.dataDir), ...carriedFolders.map((name) => path.join(config.dataDir, name))]) {
    if (await nonEmptyFolder(folder)) throw new RestoreTargetNotEmptyError(`${folder} is not empty: restore into an empty data folder`);
  }
  if (!config.databaseUrl) {
    const folder = path.join(config.dataDir, 'pglite');
    if (await nonEmptyFolder(folder)) throw new RestoreTargetNotEmptyError(`${folder} already holds a database: restore into an empty data folder`);
    return;
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM pg_catalog.pg_tables WHERE schemaname = 'public'`);
    if (Number(rows[0]?.n) > 0) throw new RestoreTargetNotEmptyError('the database in DATABASE_URL already has tables: restore into an empty database');
  } finally {
    await db.close();
  }
}

/** Loads the archive's database member (a file of the scratch folder) into the empty target, streamed. */
async function loadDatabase(config: Config, member: string): Promise<void> {
  if (!config.databaseUrl) {
    const folder = path.join(config.dataDir, 'pglite');
    await unpackPgliteTarball(member, folder);
    // Opened once as PGlite would after its own `loadDataDir`: proof the folder is a database.
    const pg = await PGlite.create(folder, { startParams: pgliteStartParams });
    await pg.close();
    return;
  }
  await restorePostgres(config.databaseUrl, member);
}

/** Drops every read model and its checkpoint: the runner then builds them again from the first event. */
async function dropReadModels(db: Database): Promise<void> {
  for (const projection of readModelProjections) {
    for (const table of tablesOf(projection)) await db.query(`DROP TABLE IF EXISTS ${table}`);
    await db.query(`DELETE FROM projection_checkpoints WHERE name = $1`, [projection.name]);
  }
}

/**
 * The last event's position, from the table itself: the store's `readAll` may hold back events
 * while another transaction of the server is open (its late-commit guard), and the runner must
 * be waited for up to the very last one.
 */
async function lastPosition(db: Database): Promise<bigint> {
  const { rows } = await db.query<{ position: string }>(`SELECT coalesce(max(position), 0)::text AS position FROM events`);
  return BigInt(rows[0]?.position ?? '0');
}

/**
 * Erasures the archive does not know yet (the account was deleted after the backup was taken)
 * are done again: keys destroyed, AccountDeleted recorded, addresses freed. An account created
 * after the backup is not in it; its streams still get key tombstones.
 */
async function reapplyErasures(
  deps: { db: Database; store: EventStore; config: Config; logger: Logger; now: () => Date },
  entries: readonly ErasureEntry[],
): Promise<string[]> {
  if (entries.length === 0) return [];
  const { db, store, config, logger, now } = deps;
  const users = createUsers({ db, store });
  const keys = createPersonalDataKeys(db, now);
  // Never started: only used to drop queued code mails that carry an address.
  const jobs = await openInProcessJobQueue({ db, logger });
  const mailer = createMailer({ smtpUrl: undefined, dataDir: config.dataDir, mailFrom: config.mailFrom ?? mailSenderOf(config.practiceSeed) }, logger);
  const erasure = createAccountErasure(
    { db, jobs, logger },
    {
      users,
      loginCodeMail: loginCodeMailJob({ mailer, publicUrl: config.publicUrl, coach: async () => mailCoachOf(config.practiceSeed) }),
      failedMails: createFailedMails(db, now),
    },
    keys,
    openErasureLog(path.join(config.backups.dir, erasureLogFileName)),
  );
  const reapplied: string[] = [];
  // The restore is one run with one clock, like a job's.
  const restoredAt = now();
  try {
    for (const entry of entries) {
      const stream = await store.readStream(userStreamId(entry.userId));
      if (stream.some((event) => event.type === 'AccountDeleted')) continue;
      if (stream.length === 0) {
        await keys.shred(entry.streams, restoredAt);
        continue;
      }
      await erasure.erase(entry.userId, { ...systemMetadata(`restore-erasure-${entry.userId}`, restoredAt), requestId: 'restore' }, entry.streams);
      reapplied.push(entry.userId);
      logger.info({ userId: entry.userId, erasedAt: entry.erasedAt }, 'restore: an erasure made after the backup was applied again');
    }
  } finally {
    await jobs.close();
    await mailer.close();
  }
  return reapplied;
}

/**
 * Restores an archive into an empty data folder or database: checks it completely first, loads
 * the database and the outbox, rebuilds every read model from the events, then applies again the
 * erasures of the log that the archive does not know.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const { config, logger } = options;
  const { now } = options;
  if (config.eventstoreUrl) throw new Error('EVENTSTORE_URL is set: the events live in EventStoreDB, which these archives do not hold');
  // The members wait in a private scratch folder only while they are loaded; it is removed whatever happens.
  const { manifest, erasureEntries } = await withVerifiedArchive(
    options.archive,
    config.appSecret,
    { allowUnauthenticated: options.allowUnauthenticated },
    async (archive) => {
      const targetKind = config.databaseUrl ? 'postgres' : 'pglite';
      if (archive.manifest.database !== targetKind) {
        throw new BackupArchiveError(
          `the archive holds a ${archive.manifest.database} database but the target is ${targetKind} (${config.databaseUrl ? 'DATABASE_URL is set' : 'no DATABASE_URL'})`,
        );
      }
      const erasures = await openErasureLog(options.erasureLogFile).entries();
      await refuseNonEmptyTarget(config);

      await loadDatabase(config, archive.memberFile(databaseEntry[archive.manifest.database]));
      const outbox = outboxDirectory(config.dataDir);
      await mkdir(outbox, { recursive: true });
      for (const name of archive.members) if (name.startsWith('outbox/')) await copyFile(archive.memberFile(name), path.join(outbox, path.basename(name)));
      for (const name of archive.members.filter(isCarriedMember)) {
        const target = path.join(config.dataDir, ...name.split('/'));
        await privateFolder(path.dirname(target));
        await copyFile(archive.memberFile(name), target);
      }
      return { manifest: archive.manifest, erasureEntries: erasures };
    },
  );

  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { rows } = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM events`);
    const events = Number(rows[0]?.n);
    if (events !== manifest.counts.events) throw new BackupArchiveError(`the restored database holds ${events} events, the manifest ${manifest.counts.events}`);
    // An archive of an older version gets the migrations it has not recorded, as its next start would.
    await migrateWriteSide(db, logger);
    const store = await openProtectedEventStore({ eventstoreUrl: undefined, db, logger, now });
    await migrateData(db, { store, now }, logger);
    await dropReadModels(db);
    const projections = await startProjections(db, store, readModelProjections, logger);
    try {
      await projections.waitForPosition(await lastPosition(db), 600_000);
      const erasuresReapplied = await reapplyErasures({ db, store, config, logger, now }, erasureEntries);
      await projections.waitForPosition(await lastPosition(db), 600_000);
      return { manifest, events, erasuresReapplied };
    } finally {
      await projections.stop();
      await store.close();
    }
  } finally {
    await db.close();
  }
}
