import type { Queryable } from '../../db/database';
import { guestPrefix } from './events';

export { isGuestClientId } from './events';

/**
 * A client of the back office is either an account (her id is the user id) or a guest who bought
 * without one. A guest's id names her first purchase without an account (`guest-{purchaseId}`):
 * stable, never showing the address in a URL or a log, and — unlike a hash of the address —
 * nothing derived from the address that could outlive an erased account in a stream name.
 */
export type ClientRef = { kind: 'account'; userId: string } | { kind: 'guest'; email: string };


export const guestClientId = (firstPurchaseId: string): string => guestPrefix + firstPurchaseId;

/** Each address that bought without an account (lower-cased) with its guest id and latest purchase. */
export const guestAddressesSql = `
  SELECT lower(email) AS email, '${guestPrefix}' || (array_agg(id ORDER BY started_at, id))[1] AS id, max(started_at) AS last_at
  FROM purchases WHERE user_id IS NULL AND email IS NOT NULL GROUP BY lower(email)`;

/** The ids a client's notes may be kept under: her account's and the guest ids of the addresses she bought with. */
export async function noteOwnerIds(db: Queryable, client: { userId: string | null; addresses: readonly string[] }): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM (${guestAddressesSql}) g WHERE email = ANY($1::text[])`, [
    client.addresses.map((address) => address.toLowerCase()),
  ]);
  return [...(client.userId ? [client.userId] : []), ...rows.map((row) => row.id)];
}

/** The coach's private notes about one client: `client-notes-{clientId}`. */
export const clientNotesStreamId = (clientId: string) => `client-notes-${clientId}`;

/** In SQL, for the journal: a guest's notes stream leads to her first purchase's stream, which names her; any other stream to itself. */
export const guestNotesOriginStreamSql = (streamColumn: string) => `regexp_replace(${streamColumn}, '^${clientNotesStreamId(guestPrefix)}', 'purchase-')`;
