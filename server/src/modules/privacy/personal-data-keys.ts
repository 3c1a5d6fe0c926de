import type { Database } from '../../db/database';
import { dataKeyOf, newDataKey, type DataKey } from './field-cipher';

/**
 * One data key per event stream that holds personal data. Destroying a key ("crypto-shredding")
 * makes that stream's personal fields unreadable forever while the events themselves stay. A
 * destroyed key leaves a tombstone, so later events of the stream are never encrypted (and thus
 * readable) under a fresh key.
 * The table is a write-side migration's (`db/migrations/`), not created here.
 */

export type PersonalDataKeys = ReturnType<typeof createPersonalDataKeys>;

type KeyRow = { stream_id: string; key: Uint8Array | null };

/** `now` stamps a new key: it is made inside an append, below any request or job. */
export function createPersonalDataKeys(db: Database, now: () => Date) {
  return {
    /** The stream's key for writing, created on first use; null when it was shredded. */
    async keyForWriting(streamId: string): Promise<DataKey | null> {
      await db.query(
        `INSERT INTO personal_data_keys (stream_id, key, created_at) VALUES ($1, $2, $3) ON CONFLICT (stream_id) DO NOTHING`,
        [streamId, newDataKey(), now()],
      );
      const { rows } = await db.query<KeyRow>(`SELECT stream_id, key FROM personal_data_keys WHERE stream_id = $1`, [streamId]);
      const key = rows[0]?.key;
      return key ? dataKeyOf(key) : null;
    },

    /** The readable keys of these streams; a stream without a key (never had one, or shredded) is absent. */
    async keysForReading(streamIds: readonly string[]): Promise<Map<string, DataKey>> {
      if (streamIds.length === 0) return new Map();
      const { rows } = await db.query<KeyRow>(
        `SELECT stream_id, key FROM personal_data_keys WHERE stream_id = ANY($1::text[]) AND key IS NOT NULL`,
        [[...streamIds]],
      );
      return new Map(rows.flatMap((row) => (row.key ? [[row.stream_id, dataKeyOf(row.key)] as const] : [])));
    },

    /** Destroys the keys of these streams for good at `at` (idempotent); a stream without a key gets a tombstone. */
    async shred(streamIds: readonly string[], at: Date): Promise<void> {
      if (streamIds.length === 0) return;
      await db.query(
        `INSERT INTO personal_data_keys (stream_id, key, created_at, shredded_at)
         SELECT id, NULL, $2, $2 FROM unnest($1::text[]) AS id
         ON CONFLICT (stream_id) DO UPDATE SET key = NULL, shredded_at = coalesce(personal_data_keys.shredded_at, $2)`,
        [[...streamIds], at],
      );
    },
  };
}
