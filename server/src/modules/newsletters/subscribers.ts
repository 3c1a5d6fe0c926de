import type { Database } from '../../db/database';
import { type RequestMetadata } from '../../eventstore/decider';
import type { PurchaseStore } from '../purchases/purchase-store';

/**
 * Who a newsletter goes to: clients whose advertising consent stands, and guests who gave it with a
 * purchase. A recipient is named by her account id, or `guest:{purchaseId}` for a guest (the
 * purchase whose consent stands), which is also what her unsubscribe link signs.
 */
export type Recipient = { recipientId: string; email: string };

const guestPrefix = 'guest:';

/** The purchase a guest recipient id names, or undefined for a client's account id. */
export const guestPurchaseOf = (recipientId: string): string | undefined =>
  recipientId.startsWith(guestPrefix) ? recipientId.slice(guestPrefix.length) : undefined;

// A guest who registered later is one recipient: once the address has an account, the account's
// own consent decides (she chose it at registration or in her settings).
const guestsWithoutAccount = `FROM guest_subscribers g
  WHERE g.subscribed AND NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = g.email)`;

/**
 * Every recipient as a query (`recipient_id`, `email`): what `recipients` lists and what
 * `startSending` (`newsletters.ts`) freezes in one `INSERT … SELECT`, so the two never differ.
 */
export const recipientsQuery = `SELECT id AS recipient_id, email FROM users WHERE advertising_consent
  UNION ALL
  SELECT '${guestPrefix}' || g.purchase_id, g.email ${guestsWithoutAccount}`;

export type Subscribers = ReturnType<typeof createSubscribers>;

export function createSubscribers(deps: { db: Database; purchases: PurchaseStore; now: () => Date }) {
  return {
    async recipients(): Promise<Recipient[]> {
      const { rows } = await deps.db.query<{ recipient_id: string; email: string }>(`${recipientsQuery} ORDER BY 1`);
      return rows.map((row) => ({ recipientId: row.recipient_id, email: row.email }));
    },

    /** Checked again right before each batch of mails: a withdrawal after the recipients were frozen is honoured. */
    async stillSubscribedAmong(recipientIds: readonly string[]): Promise<Set<string>> {
      if (recipientIds.length === 0) return new Set();
      const { rows } = await deps.db.query<{ recipient_id: string }>(`SELECT recipient_id FROM (${recipientsQuery}) AS recipients WHERE recipient_id = ANY($1::text[])`, [
        recipientIds,
      ]);
      return new Set(rows.map((row) => row.recipient_id));
    },

    /**
     * A guest's unsubscribe link: records the withdrawal in the stream of the purchase that carries
     * her standing consent. Undefined when the link names no purchase of a guest (or her data was erased).
     */
    async withdrawGuest(purchaseId: string, metadata: RequestMetadata): Promise<{ changed: boolean; position?: bigint } | undefined> {
      const purchase = await deps.purchases.load(purchaseId);
      if (purchase.status === 'none' || purchase.buyer.userId !== null || !purchase.buyer.email) return undefined;
      const { rows } = await deps.db.query<{ purchase_id: string }>(`SELECT purchase_id FROM guest_subscribers WHERE email = lower($1) AND subscribed`, [
        purchase.buyer.email,
      ]);
      // Already withdrawn, perhaps by the link of another of her purchases.
      if (!rows[0]) return { changed: false };
      // Her latest consent may have come with a later purchase than this link's: withdraw that one.
      const outcome = await deps.purchases.execute(
        rows[0].purchase_id,
        { type: 'WithdrawGuestAdvertisingConsent', data: { source: 'unsubscribe-link' }, metadata }
      );
      return { changed: outcome.events.length > 0 };
    },
  };
}
