/**
 * npm run backup [-- --out <folder>]
 * Writes one archive (database, uploaded files, mail outbox, manifest with checksums) into the
 * folder (default BACKUP_DIR, i.e. DATA_DIR/backups) while the server keeps serving. On the
 * embedded PGlite a running server takes the snapshot (asked over DATA_DIR/backup.sock); when no
 * server runs, this command opens the data folder itself. On PostgreSQL it uses pg_dump.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config/config';
import { createLogger } from '../server/src/config/logger';
import { openDatabase } from '../server/src/db/open-database';
import { migrateWriteSide } from '../server/src/db/migrations/migrate';
import { backupSocketPath, requestBackupFromServer } from '../server/src/modules/backup/backup-socket';
import { createBackup, type BackupResult } from '../server/src/modules/backup/create-backup';

const { values } = parseArgs({ options: { out: { type: 'string' } } });

async function backUp(): Promise<BackupResult> {
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  if (config.eventstoreUrl) throw new Error('EVENTSTORE_URL is set: back up EventStoreDB with its own tools; this archive holds only the database');
  const outDir = values.out ?? config.backups.dir;
  if (!config.databaseUrl) {
    const fromServer = await requestBackupFromServer(backupSocketPath(config.dataDir), outDir);
    if (fromServer) return fromServer;
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // The backup_runs table (and any other write-side table) as the server would have it.
    await migrateWriteSide(db, logger);
    return await createBackup({ db, dataDir: config.dataDir, now: () => new Date(), logger, appSecret: config.appSecret }, outDir);
  } finally {
    await db.close();
  }
}

try {
  const result = await backUp();
  const { counts } = result.manifest;
  console.log(
    `backup written: ${result.file} (${result.bytes} bytes; ${counts.events} events, ${counts.users} users, ` +
      `${counts.productFiles} product files, ${counts.contentImages} images, ${counts.outboxMails} outbox mails)`,
  );
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
