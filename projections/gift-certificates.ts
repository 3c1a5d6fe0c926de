import { defineProjection } from './define-projection';

/**
 * The gift certificates: what each gives (sessions of a type, or an amount and what is left of it), to whom, its code's hash (what a typed code is looked up
 * by), its days and where it is in its life («Платежи» → «Подарочные сертификаты»). The recipient's
 * name and address and the buyer's message are personal data (kept for the data export): scrubbed
 * when the stream is erased. The stream decides; this is its index.
 */
export const giftCertificatesProjection = defineProjection({
  name: 'gift-certificates',
  version: 2,
  schema: `
    CREATE TABLE IF NOT EXISTS gift_certificates (
      certificate_id text PRIMARY KEY,
      purchase_id text NOT NULL,
      -- A certificate of sessions: its type and how many. Of an amount: the amount and what is left.
      type_id integer,
      sessions integer,
      amount_kopecks bigint,
      balance_kopecks bigint,
      offer_name text NOT NULL,
      recipient_name text,
      recipient_email text,
      message text,
      deliver_on date NOT NULL,
      -- ordered (unpaid), issued, redeemed or refunded (expired is read from expires_on).
      status text NOT NULL,
      code_hash text UNIQUE,
      expires_on date,
      mailed_at timestamptz,
      redeemed_by text,
      redeemed_at timestamptz,
      ordered_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS gift_certificates_purchase ON gift_certificates (purchase_id);
    CREATE INDEX IF NOT EXISTS gift_certificates_redeemed_by ON gift_certificates (redeemed_by);
  `,
  handlers: {
    async GiftCertificateOrdered(tx, event) {
      const { certificateId, purchaseId, offer, recipientName, recipientEmail, message, deliverOn, orderedAt } = event.data;
      await tx.query(
        `INSERT INTO gift_certificates (certificate_id, purchase_id, type_id, sessions, amount_kopecks, balance_kopecks, offer_name, recipient_name, recipient_email, message, deliver_on, status, ordered_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, 'ordered', $11) ON CONFLICT (certificate_id) DO NOTHING`,
        [
          certificateId,
          purchaseId,
          offer.kind === 'consultation' ? offer.typeId : null,
          offer.kind === 'consultation' ? offer.sessions : null,
          offer.kind === 'amount' ? offer.amountKopecks : null,
          offer.name,
          recipientName,
          recipientEmail,
          message,
          deliverOn,
          orderedAt,
        ],
      );
    },
    async GiftCertificateIssued(tx, event) {
      const { certificateId, codeHash, expiresOn } = event.data;
      await tx.query(`UPDATE gift_certificates SET status = 'issued', code_hash = $2, expires_on = $3 WHERE certificate_id = $1`, [certificateId, codeHash, expiresOn]);
    },
    async GiftCertificateMailed(tx, event) {
      await tx.query(`UPDATE gift_certificates SET mailed_at = $2 WHERE certificate_id = $1`, [event.data.certificateId, event.data.mailedAt]);
    },
    async GiftCertificateRedeemed(tx, event) {
      const { certificateId, userId, redeemedAt } = event.data;
      await tx.query(`UPDATE gift_certificates SET status = 'redeemed', redeemed_by = $2, redeemed_at = $3 WHERE certificate_id = $1`, [certificateId, userId, redeemedAt]);
    },
    async GiftCertificateRefunded(tx, event) {
      await tx.query(`UPDATE gift_certificates SET status = 'refunded' WHERE certificate_id = $1`, [event.data.certificateId]);
    },
    async GiftCertificateSpent(tx, event) {
      await tx.query(`UPDATE gift_certificates SET balance_kopecks = balance_kopecks - $2 WHERE certificate_id = $1`, [event.data.certificateId, event.data.amountKopecks]);
    },
    async GiftCertificateSpendingReturned(tx, event) {
      await tx.query(`UPDATE gift_certificates SET balance_kopecks = balance_kopecks + $2 WHERE certificate_id = $1`, [event.data.certificateId, event.data.amountKopecks]);
    },
    async AccountDeleted(tx, event) {
      await tx.query(`UPDATE gift_certificates SET recipient_name = NULL, recipient_email = NULL, message = NULL WHERE 'gift-certificate-' || certificate_id = ANY($1::text[])`, [
        event.data.erasedStreams,
      ]);
    },
  },
});
