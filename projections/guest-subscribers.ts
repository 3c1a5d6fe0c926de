import { defineProjection } from './define-projection';

/**
 * Guests who gave the advertising consent with a purchase, one row per address: the latest consent
 * (or its withdrawal) decides. The purchase named is the one whose stream the unsubscribe link names.
 */
export const guestSubscribersProjection = defineProjection({
  name: 'guest-subscribers',
  version: 1,
  schema: `
    CREATE TABLE IF NOT EXISTS guest_subscribers (
      email text PRIMARY KEY,
      purchase_id text NOT NULL,
      subscribed boolean NOT NULL,
      changed_at timestamptz NOT NULL
    );
  `,
  handlers: {
    async GuestConsentsGiven(tx, event) {
      const given = event.data;
      // Erased since (the address reads as null), or no advertising consent given: nothing to keep.
      if (given.advertising === null || given.email === null) return;
      await tx.query(
        `INSERT INTO guest_subscribers (email, purchase_id, subscribed, changed_at) VALUES (lower($1), $2, true, $3)
         ON CONFLICT (email) DO UPDATE SET purchase_id = excluded.purchase_id, subscribed = true, changed_at = excluded.changed_at`,
        [given.email, given.purchaseId, given.givenAt],
      );
    },
    async GuestAdvertisingConsentWithdrawn(tx, event) {
      const withdrawn = event.data;
      if (withdrawn.email === null) return;
      await tx.query(`UPDATE guest_subscribers SET subscribed = false, changed_at = $2 WHERE email = lower($1)`, [withdrawn.email, withdrawn.withdrawnAt]);
    },
    async AccountDeleted(tx, event) {
      // Her guest purchases are among the erased streams: the address goes with them.
      await tx.query(`DELETE FROM guest_subscribers WHERE 'purchase-' || purchase_id = ANY($1::text[])`, [event.data.erasedStreams]);
    },
  },
});
