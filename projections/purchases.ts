import { defineProjection } from './define-projection';
import { rowStatement, updateByKey, type Columns } from './row-statements';

/** An UPDATE of purchases by id (see `updateByKey`). */
const updatePurchase = <C extends Columns & { id: 'text' }>(columns: C, options?: { set?: string; where?: string }) => updateByKey('purchases', 'id', columns, options);

const start = rowStatement({
  table: 'purchases',
  columns: {
    id: 'text', kind: 'text', type_id: 'integer', consultation_id: 'integer?', description: 'text', amount_kopecks: 'bigint',
    user_id: 'text?', email: 'text?', started_at: 'timestamptz',
  },
  key: (row) => row.id,
  sql: (rows) => `
    INSERT INTO purchases (id, kind, type_id, consultation_id, description, amount_kopecks, user_id, email, status, started_at)
    SELECT id, kind, type_id, consultation_id, description, amount_kopecks, user_id, email, 'awaiting_payment', started_at FROM ${rows}
    ON CONFLICT (id) DO NOTHING`,
});
const requestPayment = updatePurchase({ id: 'text', provider: 'text', payment_id: 'text', confirmation_token: 'text?', pay_by: 'timestamptz?' });
const paymentSucceeded = updatePurchase({ id: 'text', paid_at: 'timestamptz', payment_id: 'text', payment_method: 'text?' }, { set: `status = 'paid'` });
const receiptRegistered = updatePurchase({
  id: 'text', receipt_registered_at: 'timestamptz?', receipt_fiscal_document_number: 'text?', receipt_fiscal_storage_number: 'text?', receipt_fiscal_attribute: 'text?',
});
const freePurchaseCompleted = updatePurchase({ id: 'text', paid_at: 'timestamptz' }, { set: `status = 'paid'` });
/** The payment's end while it was still awaited (a late cancellation does not undo a payment). */
const paymentEnded = (status: 'canceled' | 'expired') =>
  updatePurchase({ id: 'text' }, { set: `status = '${status}'`, where: `status = 'awaiting_payment'` });
const paymentCanceled = paymentEnded('canceled');
const purchaseExpired = paymentEnded('expired');
const refunded = rowStatement({
  table: 'purchases',
  columns: { id: 'text', amount_kopecks: 'bigint', refunded_at: 'timestamptz' },
  key: (row) => row.id,
  sql: (rows) =>
    `UPDATE purchases SET refunded_kopecks = refunded_kopecks + batch.amount_kopecks, refunded_at = batch.refunded_at FROM ${rows} WHERE purchases.id = batch.id`,
});

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
      await tx.write(start, {
        id: started.purchaseId,
        kind: started.item.kind,
        type_id: started.item.typeId,
        consultation_id: started.item.kind === 'consultation' ? started.item.consultationId : null,
        description: started.description,
        amount_kopecks: started.amountKopecks,
        user_id: started.buyer.userId,
        email: started.buyer.email,
        started_at: started.startedAt,
      });
    },
    async PaymentRequested(tx, event) {
      const requested = event.data;
      await tx.write(requestPayment, {
        id: requested.purchaseId, provider: requested.provider, payment_id: requested.paymentId,
        confirmation_token: requested.confirmationToken, pay_by: requested.payBy,
      });
    },
    async PaymentSucceeded(tx, event) {
      const succeeded = event.data;
      await tx.write(paymentSucceeded, { id: succeeded.purchaseId, paid_at: succeeded.succeededAt, payment_id: succeeded.paymentId, payment_method: succeeded.method ?? null });
    },
    async PaymentReceiptRegistered(tx, event) {
      const receipt = event.data;
      await tx.write(receiptRegistered, {
        id: receipt.purchaseId, receipt_registered_at: receipt.registeredAt, receipt_fiscal_document_number: receipt.fiscalDocumentNumber,
        receipt_fiscal_storage_number: receipt.fiscalStorageNumber, receipt_fiscal_attribute: receipt.fiscalAttribute,
      });
    },
    async FreePurchaseCompleted(tx, event) {
      await tx.write(freePurchaseCompleted, { id: event.data.purchaseId, paid_at: event.data.completedAt });
    },
    async PaymentCanceled(tx, event) {
      await tx.write(paymentCanceled, { id: event.data.purchaseId });
    },
    async PurchaseExpired(tx, event) {
      await tx.write(purchaseExpired, { id: event.data.purchaseId });
    },
    async RefundSucceeded(tx, event) {
      await tx.write(refunded, { id: event.data.purchaseId, amount_kopecks: event.data.amountKopecks, refunded_at: event.data.refundedAt });
    },
  },
});
