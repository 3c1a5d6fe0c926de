import type { Database } from '../../db/database';
import type { EventStore } from '../../eventstore/event-store';

/**
 * Which account holds which address: one account per address, the first claim wins. A table,
 * not event streams, so that an erased account leaves no trace of its address (not even a hash
 * in a stream name): freeing an address deletes its row.
 */
export const emailOwnersSchema = `
  CREATE TABLE IF NOT EXISTS email_owners (
    email text PRIMARY KEY,
    user_id text NOT NULL,
    claimed_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS email_owners_user ON email_owners (user_id);
`;

const adoptionMarkerSchema = `CREATE TABLE IF NOT EXISTS email_owner_adoption (done_at timestamptz NOT NULL)`;

export type EmailOwners = ReturnType<typeof createEmailOwners>;

export function createEmailOwners(db: Database, now: () => Date) {
  const ownerOf = async (email: string): Promise<string | undefined> => {
    const { rows } = await db.query<{ user_id: string }>(`SELECT user_id FROM email_owners WHERE email = $1`, [email]);
    return rows[0]?.user_id;
  };
  return {
    ownerOf,

    /** Claims the address for `userId` unless someone holds it; returns who holds it afterwards. */
    async claim(email: string, userId: string): Promise<string> {
      await db.query(`INSERT INTO email_owners (email, user_id, claimed_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING`, [email, userId, now()]);
      const owner = await ownerOf(email);
      if (!owner) throw new Error('An address claim vanished between its insert and its read');
      return owner;
    },

    /** Frees the address if `userId` holds it. */
    async release(email: string, userId: string): Promise<void> {
      await db.query(`DELETE FROM email_owners WHERE email = $1 AND user_id = $2`, [email, userId]);
    },

    /**
     * Takes over the addresses of accounts registered while claims were events (schema version 1):
     * folds every account's registration, address changes and deletion from the history, once.
     */
    async adoptFromHistory(store: EventStore): Promise<void> {
      await db.exec(adoptionMarkerSchema);
      const { rows } = await db.query(`SELECT 1 FROM email_owner_adoption`);
      if (rows.length > 0) return;
      const addressOf = new Map<string, string>();
      for (let from = 0n; ; ) {
        const events = await store.readAll({ fromPosition: from, limit: 1000 });
        if (events.length === 0) break;
        for (const event of events) {
          const data = event.data as { userId?: string; email?: string | null };
          if ((event.type === 'UserRegistered' || event.type === 'UserEmailChanged') && data.userId && data.email) addressOf.set(data.userId, data.email);
          if (event.type === 'AccountDeleted' && data.userId) addressOf.delete(data.userId);
        }
        from = events.at(-1)!.position;
      }
      await db.transaction(async (tx) => {
        for (const [userId, email] of addressOf) {
          await tx.query(`INSERT INTO email_owners (email, user_id, claimed_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING`, [email, userId, now()]);
        }
        await tx.query(`INSERT INTO email_owner_adoption (done_at) VALUES ($1)`, [now()]);
      });
    },
  };
}
