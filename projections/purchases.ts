import { defineProjection } from './define-projection';

/** Purchases with their payment state: what the cabinet lists and what confirmation reads. */
export const purchasesProjection = defineProjection({
  name: 'purchases',
  version: 4,
  schema: `
    CREATE TABLE IF NOT EXISTS purchases (
      id text PRIMARY KEY,
      kind text NOT NULL,
      type_id integer NOT NULL,
      consultation_id integer,
      description text NOT NULL,
      amount_kopecks bigint NOT NULL,
      user_id text,
      -- NULL once the buyer's personal data is erased.
      email text,
      status text NOT NULL,
      provider text,
      payment_id text,
      confirmation_token text,
      pay_by timestamptz,
      started_at timestamptz NOT NULL,
      paid_at timestamptz,
      -- bank_card, sbp, other or sandbox (NULL for free purchases and payments recorded before it was).
      payment_method text,
      -- The 54-FZ receipt's registration data, as YooKassa reports them.
      receipt_registered_at timestamptz,
      receipt_fiscal_document_number text,
      receipt_fiscal_storage_number text,
      receipt_fiscal_attribute text,
      refunded_kopecks bigint NOT NULL DEFAULT 0,
      -- When the last refund of it succeeded.
      refunded_at timestamptz
    );
    CREATE INDEX IF NOT EXISTS purchases_user ON purchases (user_id, started_at);
    CREATE INDEX IF NOT EXISTS purchases_payment ON purchases (payment_id);
  `,
  handlers: {
    async AccountDeleted(tx, event) {
      const { erasedStreams } = event.data;
      await tx.query(`UPDATE purchases SET email = NULL WHERE 'purchase-' || id = ANY($1::text[])`, [erasedStreams]);
    },
    async PurchaseStarted(tx, event) {
      const started = event.data;
      await tx.query(
        `INSERT INTO purchases (id, kind, type_id, consultation_id, description, amount_kopecks, user_id, email, status, started_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'awaiting_payment', $9) ON CONFLICT (id) DO NOTHING`,
        [
          started.purchaseId,
          started.item.kind,
          started.item.typeId,
          started.item.kind === 'consultation' ? started.item.consultationId : null,
          started.description,
          started.amountKopecks,
          started.buyer.userId,
          started.buyer.email,
          started.startedAt,
        ],
      );
    },
    async PaymentRequested(tx, event) {
      const requested = event.data;
      await tx.query(`UPDATE purchases SET provider = $2, payment_id = $3, confirmation_token = $4, pay_by = $5 WHERE id = $1`, [
        requested.purchaseId,
        requested.provider,
        requested.paymentId,
        requested.confirmationToken,
        requested.payBy,
      ]);
    },
    async PaymentSucceeded(tx, event) {
      const succeeded = event.data;
      await tx.query(`UPDATE purchases SET status = 'paid', paid_at = $2, payment_id = $3, payment_method = $4 WHERE id = $1`, [
        succeeded.purchaseId,
        succeeded.succeededAt,
        succeeded.paymentId,
        succeeded.method ?? null,
      ]);
    },
    async PaymentReceiptRegistered(tx, event) {
      const receipt = event.data;
      await tx.query(
        `UPDATE purchases SET receipt_registered_at = $2, receipt_fiscal_document_number = $3, receipt_fiscal_storage_number = $4,
           receipt_fiscal_attribute = $5 WHERE id = $1`,
        [receipt.purchaseId, receipt.registeredAt, receipt.fiscalDocumentNumber, receipt.fiscalStorageNumber, receipt.fiscalAttribute],
      );
    },
    async FreePurchaseCompleted(tx, event) {
      const completed = event.data;
      await tx.query(`UPDATE purchases SET status = 'paid', paid_at = $2 WHERE id = $1`, [completed.purchaseId, completed.completedAt]);
    },
    async PaymentCanceled(tx, event) {
      await tx.query(`UPDATE purchases SET status = 'canceled' WHERE id = $1 AND status = 'awaiting_payment'`, [event.data.purchaseId]);
    },
    async PurchaseExpired(tx, event) {
      await tx.query(`UPDATE purchases SET status = 'expired' WHERE id = $1 AND status = 'awaiting_payment'`, [event.data.purchaseId]);
    },
    async RefundSucceeded(tx, event) {
      const refund = event.data;
      await tx.query(`UPDATE purchases SET refunded_kopecks = refunded_kopecks + $2, refunded_at = $3 WHERE id = $1`, [
        refund.purchaseId,
        refund.amountKopecks,
        refund.refundedAt,
      ]);
    },
  },
});
