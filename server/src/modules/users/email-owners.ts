import type { Database } from '../../db/database';

/**
 * Which account holds which address: one account per address, the first claim wins. A table,
 * not event streams, so that an erased account leaves no trace of its address (not even a hash
 * in a stream name): freeing an address deletes its row.
 * The table is a write-side migration's (`db/migrations/`), not created here.
 */

export type EmailOwners = ReturnType<typeof createEmailOwners>;

export function createEmailOwners(db: Database) {
  const ownerOf = async (email: string): Promise<string | undefined> => {
    const { rows } = await db.query<{ user_id: string }>(`SELECT user_id FROM email_owners WHERE email = $1`, [email]);
    return rows[0]?.user_id;
  };
  return {
    ownerOf,

    /** Claims the address for `userId` at `at` unless someone holds it; returns who holds it afterwards. */
    async claim(email: string, userId: string, at: Date): Promise<string> {
      await db.query(`INSERT INTO email_owners (email, user_id, claimed_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING`, [email, userId, at]);
      const owner = await ownerOf(email);
      if (!owner) throw new Error('An address claim vanished between its insert and its read');
      return owner;
    },

    /** Frees the address if `userId` holds it. */
    async release(email: string, userId: string): Promise<void> {
      await db.query(`DELETE FROM email_owners WHERE email = $1 AND user_id = $2`, [email, userId]);
    },
  };
}
