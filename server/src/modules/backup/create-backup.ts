import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { outboxDirectory } from '../../adapters/mail/outbox-mailer';
import { workspaceFilesFolderName } from '../workspace/workspace-files';
import type { Queryable } from '../../db/database';
import type { Logger } from '../../config/logger';
import type { Infra } from '../../infra';
import { appVersion } from './app-version';
import { writeArchive, type ArchiveEntry, type BackupManifest } from './archive';
import { recordBackup } from './backup-records';

export type BackupResult = { file: string; bytes: number; manifest: BackupManifest };

export const databaseEntry = { pglite: 'database/pglite.tar.gz', postgres: 'database/postgres.dump' } as const;

/** What the manifest counts, read from the snapshot itself. */
async function countRows(db: Queryable): Promise<Omit<BackupManifest['counts'], 'outboxMails'>> {
  const count = async (table: string) => Number((await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n ?? 0);
  return {
    events: await count('events'),
    users: await count('users'),
    productFiles: await count('product_files'),
    contentImages: await count('content_images'),
  };
}

/** The names in a folder; none when it does not exist (yet). */
const namesIn = (folder: string) =>
  readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });

async function outboxEntries(dataDir: string): Promise<ArchiveEntry[]> {
  const folder = outboxDirectory(dataDir);
  const names = await namesIn(folder);
  const mails = names.filter((name) => name.endsWith('.eml')).sort();
  // Streamed into the archive from disk, one at a time.
  return mails.map((name) => ({ path: `outbox/${name}`, file: path.join(folder, name) }));
}

/**
 * The folders of the data folder an archive carries file by file under their own paths, and a
 * restore puts back where they were: the workspaces' files (sealed under each client's key).
 */
export const carriedFolders: readonly string[] = [workspaceFilesFolderName];

/** Every file under the carried folders, as members named by their path in the data folder. */
async function carriedEntries(dataDir: string): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  for (const name of carriedFolders) {
    const folder = path.join(dataDir, name);
    const found = await readdir(folder, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of found) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      entries.push({ path: path.relative(dataDir, file).split(path.sep).join('/'), file });
    }
  }
  return entries.sort((a, b) => a.path.localeCompare(b.path));
}

/** `coach-backup-2026-11-24T03-00-00Z.tar`: sorts by time, safe in every file system. */
export const backupFileName = (at: Date) => `coach-backup-${at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')}.tar`;

/** Whether a name is one of our archives' (nothing else in the folder is pruned or handed out). */
export const isBackupFileName = (name: string): boolean => /^coach-backup-[\dTZ-]+\.tar$/.test(name);

/**
 * Writes one archive of everything the practice keeps (the database with its events and uploaded
 * files, the mail outbox and the carried folders) into `outDir`, while the server keeps serving, and records it.
 * The app's secret (`APP_SECRET`) authenticates the manifest, so only this server's archives restore.
 */
export async function createBackup(infra: Pick<Infra, 'db' | 'dataDir' | 'now' | 'logger' | 'appSecret'>, outDir: string): Promise<BackupResult> {
  const createdAt = infra.now();
  const { bytes: snapshot, inspected: counts } = await infra.db.snapshot(countRows);
  const outbox = await outboxEntries(infra.dataDir);
  const carried = await carriedEntries(infra.dataDir);
  const file = path.join(path.resolve(outDir), backupFileName(createdAt));
  const manifest = await writeArchive(
    file,
    {
      format: 'coach-practice-backup',
      appVersion: await appVersion(),
      createdAt: createdAt.toISOString(),
      database: infra.db.kind,
      counts: { ...counts, outboxMails: outbox.length },
    },
    [{ path: databaseEntry[infra.db.kind], content: snapshot }, ...outbox, ...carried],
    infra.appSecret,
  );
  const { size } = await stat(file);
  await recordBackup(infra.db, { file, bytes: size, finishedAt: infra.now() });
  infra.logger.info({ file, bytes: size, counts: manifest.counts }, 'backup written');
  return { file, bytes: size, manifest };
}

/** Deletes all but the newest `keep` archives in `folder` (only files named like ours). */
export async function pruneBackups(folder: string, keep: number, logger: Logger): Promise<string[]> {
  const names = (await namesIn(folder)).filter(isBackupFileName).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(folder, name), { force: true });
  if (old.length > 0) logger.info({ folder, deleted: old, kept: keep }, 'old backups deleted');
  return old;
}
