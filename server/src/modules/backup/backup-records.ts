import type { Queryable } from '../../db/database';

/**
 * Every backup that was written, so the back office and `/metrics` can tell how old the last one is.
 * The table is a write-side migration's (`db/migrations/`), not created here.
 */

export type BackupRecord = { file: string; bytes: number; finishedAt: Date };

export async function recordBackup(db: Queryable, record: BackupRecord): Promise<void> {
  await db.query(`INSERT INTO backup_runs (finished_at, file, bytes) VALUES ($1, $2, $3)`, [record.finishedAt, record.file, record.bytes]);
}

export async function lastBackup(db: Queryable): Promise<BackupRecord | undefined> {
  const { rows } = await db.query<{ finished_at: Date; file: string; bytes: string | number }>(
    `SELECT finished_at, file, bytes FROM backup_runs ORDER BY finished_at DESC, id DESC LIMIT 1`,
  );
  const row = rows[0];
  return row && { file: row.file, bytes: Number(row.bytes), finishedAt: new Date(row.finished_at) };
}
