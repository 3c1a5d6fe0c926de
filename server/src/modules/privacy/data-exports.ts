import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Database } from '../../db/database';
import { practiceZone } from '../consultations/availability';

export type DataExportStatus = 'pending' | 'ready' | 'failed';
export type DataExport = { id: string; userId: string; status: DataExportStatus; requestedAt: Date; readyAt: Date | null };

type Row = { id: string; user_id: string; status: DataExportStatus; requested_at: Date | string; ready_at: Date | string | null };

const toExport = (row: Row): DataExport => ({
  id: row.id,
  userId: row.user_id,
  status: row.status,
  requestedAt: new Date(row.requested_at),
  readyAt: row.ready_at === null ? null : new Date(row.ready_at),
});

/** The download's name carries the day it was made on as the client sees it: Moscow's, not UTC's. */
export function dataExportFileName(readyAt: Date): string {
  return `my-data-${DateTime.fromJSDate(readyAt, { zone: practiceZone }).toISODate()}.json`;
}

export type DataExports = ReturnType<typeof createDataExports>;

/** A client's data exports: asked for, built by a job, downloaded. Only the latest is kept. */
export function createDataExports(db: Database) {
  const columns = `id, user_id, status, requested_at, ready_at`;
  return {
    /** Her new export, asked for at `requestedAt` (it replaces the one before). */
    async request(userId: string, requestedAt: Date): Promise<DataExport> {
      return db.transaction(async (tx) => {
        await tx.query(`DELETE FROM data_exports WHERE user_id = $1`, [userId]);
        const { rows } = await tx.query<Row>(
          `INSERT INTO data_exports (id, user_id, status, requested_at) VALUES ($1, $2, 'pending', $3) RETURNING ${columns}`,
          [randomUUID(), userId, requestedAt],
        );
        return toExport(rows[0]!);
      });
    },

    async latest(userId: string): Promise<DataExport | undefined> {
      const { rows } = await db.query<Row>(`SELECT ${columns} FROM data_exports WHERE user_id = $1 ORDER BY requested_at DESC LIMIT 1`, [userId]);
      return rows[0] ? toExport(rows[0]) : undefined;
    },

    /** The ready file of this client's export; undefined when it is not hers or not ready. */
    async content(userId: string, id: string): Promise<{ json: string; readyAt: Date } | undefined> {
      const { rows } = await db.query<{ content: string | null; ready_at: Date | string | null }>(
        `SELECT content, ready_at FROM data_exports WHERE id = $1 AND user_id = $2 AND status = 'ready'`,
        [id, userId],
      );
      const row = rows[0];
      return row?.content != null && row.ready_at !== null ? { json: row.content, readyAt: new Date(row.ready_at) } : undefined;
    },

    /** Stores the file built at `readyAt`; false when the export was replaced or erased meanwhile. */
    async complete(id: string, json: string, readyAt: Date): Promise<boolean> {
      const { rows } = await db.query(`UPDATE data_exports SET status = 'ready', content = $2, ready_at = $3 WHERE id = $1 AND status = 'pending' RETURNING id`, [
        id,
        json,
        readyAt,
      ]);
      return rows.length > 0;
    },

    async fail(id: string): Promise<void> {
      await db.query(`UPDATE data_exports SET status = 'failed' WHERE id = $1 AND status = 'pending'`, [id]);
    },
  };
}
