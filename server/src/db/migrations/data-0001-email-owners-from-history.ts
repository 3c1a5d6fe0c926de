import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { EventStore } from '../../eventstore/event-store';
import type { DataMigrationContext } from './data-migration';

/** The fields of UserRegistered, UserEmailChanged and AccountDeleted this migration reads (an erased address is null). */
const userAddressData = z.object({ userId: z.string(), email: z.string().nullish() });

/** Every account's address as its registration, address changes and deletion leave it. */
async function addressesFromHistory(store: EventStore): Promise<Map<string, string>> {
  const addressOf = new Map<string, string>();
  for (let from = 0n; ; ) {
    const events = await store.readAll({ fromPosition: from, limit: 1000 });
    if (events.length === 0) break;
    for (const event of events) {
      if (event.type !== 'UserRegistered' && event.type !== 'UserEmailChanged' && event.type !== 'AccountDeleted') continue;
      const data = userAddressData.safeParse(event.data);
      if (!data.success) continue;
      if (event.type === 'AccountDeleted') addressOf.delete(data.data.userId);
      else if (data.data.email) addressOf.set(data.data.userId, data.data.email);
    }
    from = events.at(-1)!.position;
  }
  return addressOf;
}

/** Whether the boot-time adoption that preceded this migration already ran on this database (it left a marker row). */
async function adoptedAtBoot(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ marker: string | null }>`SELECT to_regclass('email_owner_adoption')::text AS marker`.execute(db);
  if (!rows[0]?.marker) return false;
  const marked = await sql<{ done: boolean }>`SELECT EXISTS (SELECT 1 FROM email_owner_adoption) AS done`.execute(db);
  return marked.rows[0]?.done === true;
}

/**
 * Takes over the addresses of accounts registered while address claims were events (schema
 * version 1) into `email_owners`: one account per address, the first claim wins. A database whose
 * earlier start already adopted them (the `email_owner_adoption` marker) only loses the marker.
 */
export async function emailOwnersFromHistory(context: DataMigrationContext) {
  const addressOf = await addressesFromHistory(context.store);
  const claimedAt = context.now();
  return {
    async up(db: Kysely<unknown>) {
      if (!(await adoptedAtBoot(db))) {
        for (const [userId, email] of addressOf) {
          await sql`INSERT INTO email_owners (email, user_id, claimed_at) VALUES (${email}, ${userId}, ${claimedAt}) ON CONFLICT (email) DO NOTHING`.execute(db);
        }
      }
      await sql`DROP TABLE IF EXISTS email_owner_adoption`.execute(db);
    },
  };
}
