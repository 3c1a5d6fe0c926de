import { defineProjection } from './define-projection';
import { rowStatement, updateByKey, type Columns } from './row-statements';

/** An UPDATE of purchases by id (see `updateByKey`). */
const updatePurchase = <C extends Columns & { id: 'text' }>(columns: C, options?: { set?: string; where?: string }) => updateByKey('purchases', 'id', columns, options);

const start = rowStatement({
  table: 'purchases',
  columns: {
    id: 'text', kind: 'text', type_id: 'integer?', consultation_id: 'integer?', description: 'text', amount_kopecks: 'bigint',
    user_id: 'text?', email: 'text?', started_at: 'timestamptz', promo_code: 'text?', discount_kopecks: 'bigint?', gift_kopecks: 'bigint?',
  },
  key: (row) => row.id,
  sql: (rows) => `
    INSERT INTO purchases (id, kind, type_id, consultation_id, description, amount_kopecks, user_id, email, status, started_at, promo_code, discount_kopecks, gift_kopecks)
    SELECT id, kind, type_id, consultation_id, description, amount_kopecks, user_id, email, 'awaiting_payment', started_at, promo_code, discount_kopecks, gift_kopecks FROM ${rows}
    ON CONFLICT (id) DO NOTHING`,
});
const requestPayment = updatePurchase({ id: 'text', provider: 'text', payment_id: 'text', confirmation_token: 'text?', pay_by: 'timestamptz?', receipt_tax_status: 'text?' });
const paymentSucceeded = updatePurchase({ id: 'text', paid_at: 'timestamptz', payment_id: 'text', payment_method: 'text?' }, { set: `status = 'paid'` });
const receiptRegistered = updatePurchase({
  id: 'text', receipt_registered_at: 'timestamptz?', receipt_fiscal_document_number: 'text?', receipt_fiscal_storage_number: 'text?', receipt_fiscal_attribute: 'text?',
});
const receiptRequested = rowStatement({
  table: 'purchase_receipts',
  columns: { purchase_id: 'text', receipt_id: 'text', kind: 'text', amount_kopecks: 'bigint', refund_id: 'text?', consultation_id: 'integer?', requested_at: 'timestamptz' },
  key: (row) => `${row.purchase_id} ${row.receipt_id}`,
  sql: (rows) => `
    INSERT INTO purchase_receipts (purchase_id, receipt_id, kind, amount_kopecks, refund_id, consultation_id, status, requested_at)
    SELECT purchase_id, receipt_id, kind, amount_kopecks, refund_id, consultation_id, 'pending', requested_at FROM ${rows}
    ON CONFLICT (purchase_id, receipt_id) DO NOTHING`,
});
/** An UPDATE of one receipt by its purchase and id. */
const updateReceipt = <C extends Columns>(columns: C, set: string) =>
  rowStatement({
    table: 'purchase_receipts',
    columns: { purchase_id: 'text', receipt_id: 'text', ...columns },
    key: (row) => `${String(row.purchase_id)} ${String(row.receipt_id)}`,
    sql: (rows) => `UPDATE purchase_receipts SET ${set} FROM ${rows} WHERE purchase_receipts.purchase_id = batch.purchase_id AND purchase_receipts.receipt_id = batch.receipt_id`,
  });
const receiptSent = updateReceipt({ provider_receipt_id: 'text' }, 'provider_receipt_id = batch.provider_receipt_id');
const receiptSucceeded = updateReceipt(
  { answered_at: 'timestamptz', registered_at: 'timestamptz?', fiscal_document_number: 'text?', fiscal_storage_number: 'text?', fiscal_attribute: 'text?' },
  `status = 'succeeded', answered_at = batch.answered_at, registered_at = batch.registered_at, fiscal_document_number = batch.fiscal_document_number,
   fiscal_storage_number = batch.fiscal_storage_number, fiscal_attribute = batch.fiscal_attribute`,
);
const receiptCanceled = updateReceipt({ answered_at: 'timestamptz' }, `status = 'canceled', answered_at = batch.answered_at`);
const receiptRetried = updateReceipt(
  { attempt: 'integer', requested_at: 'timestamptz' },
  `status = 'pending', attempt = batch.attempt, requested_at = batch.requested_at, answered_at = NULL, provider_receipt_id = NULL`,
);
const receiptRegisteredByHand = updateReceipt(
  { answered_at: 'timestamptz', link: 'text?' },
  `status = 'succeeded', answered_at = batch.answered_at, registered_by_hand = true, link = batch.link`,
);
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

/** Purchases with their payment state, and the receipt of each money movement: what the cabinet lists and what confirmation reads. */
export const purchasesProjection = defineProjection({
  name: 'purchases',
  version: 9,
  schema: `
    CREATE TABLE IF NOT EXISTS purchases (
      id text PRIMARY KEY,
      kind text NOT NULL,
      -- null for a gift certificate of an amount
      type_id integer,
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
      -- self_employed or sole_proprietor: whose rules the purchase's receipts follow (NULL before receipts had records).
      receipt_tax_status text,
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
      refunded_at timestamptz,
      -- The promo code it was made with and what it took off (amount_kopecks is after it).
      promo_code text,
      discount_kopecks bigint,
      -- What an amount gift certificate paid of it (amount_kopecks is what was left for the card).
      gift_kopecks bigint
    );
    CREATE INDEX IF NOT EXISTS purchases_user ON purchases (user_id, started_at);
    CREATE INDEX IF NOT EXISTS purchases_payment ON purchases (payment_id);
    -- One receipt per money movement: the payment's, each refund's, each settled session's.
    CREATE TABLE IF NOT EXISTS purchase_receipts (
      purchase_id text NOT NULL,
      -- payment, refund-{refundId}, settlement-{consultationId}
      receipt_id text NOT NULL,
      -- payment, refund or settlement
      kind text NOT NULL,
      amount_kopecks bigint NOT NULL,
      refund_id text,
      consultation_id integer,
      -- pending, succeeded or canceled
      status text NOT NULL,
      requested_at timestamptz NOT NULL,
      answered_at timestamptz,
      provider_receipt_id text,
      registered_at timestamptz,
      fiscal_document_number text,
      fiscal_storage_number text,
      fiscal_attribute text,
      -- 1 for the receipt sent with its movement, 2 and on for the coach's retries (a retry is awaited from its own request time).
      attempt integer NOT NULL DEFAULT 1,
      -- The coach registered it herself (in «Мой налог» or at her register), link: its address there.
      registered_by_hand boolean NOT NULL DEFAULT false,
      link text,
      PRIMARY KEY (purchase_id, receipt_id)
    );
    CREATE INDEX IF NOT EXISTS purchase_receipts_pending ON purchase_receipts (requested_at) WHERE status = 'pending';
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
        type_id: started.item.typeId ?? null,
        consultation_id: started.item.kind === 'consultation' ? started.item.consultationId : null,
        description: started.description,
        amount_kopecks: started.amountKopecks,
        user_id: started.buyer.userId,
        email: started.buyer.email,
        started_at: started.startedAt,
        promo_code: started.promo?.code ?? null,
        discount_kopecks: started.promo?.discountKopecks ?? null,
        gift_kopecks: started.giftCertificate?.amountKopecks ?? null,
      });
    },
    async PaymentRequested(tx, event) {
      const requested = event.data;
      await tx.write(requestPayment, {
        id: requested.purchaseId, provider: requested.provider, payment_id: requested.paymentId,
        confirmation_token: requested.confirmationToken, pay_by: requested.payBy, receipt_tax_status: requested.receiptBasis?.tax.status ?? null,
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
    async ReceiptRequested(tx, event) {
      const receipt = event.data;
      await tx.write(receiptRequested, {
        purchase_id: receipt.purchaseId, receipt_id: receipt.receiptId, kind: receipt.kind, amount_kopecks: receipt.amountKopecks,
        refund_id: receipt.refundId ?? null, consultation_id: receipt.consultationId ?? null, requested_at: receipt.requestedAt,
      });
    },
    async ReceiptSent(tx, event) {
      await tx.write(receiptSent, { purchase_id: event.data.purchaseId, receipt_id: event.data.receiptId, provider_receipt_id: event.data.providerReceiptId });
    },
    async ReceiptSucceeded(tx, event) {
      const { purchaseId, receiptId, fiscal, succeededAt } = event.data;
      await tx.write(receiptSucceeded, {
        purchase_id: purchaseId, receipt_id: receiptId, answered_at: succeededAt, registered_at: fiscal?.registeredAt ?? null,
        fiscal_document_number: fiscal?.fiscalDocumentNumber ?? null, fiscal_storage_number: fiscal?.fiscalStorageNumber ?? null, fiscal_attribute: fiscal?.fiscalAttribute ?? null,
      });
      // The cabinet shows the payment's fiscal data beside the payment, as it did before receipts had records.
      if (receiptId === 'payment' && fiscal) {
        await tx.write(receiptRegistered, {
          id: purchaseId, receipt_registered_at: fiscal.registeredAt, receipt_fiscal_document_number: fiscal.fiscalDocumentNumber,
          receipt_fiscal_storage_number: fiscal.fiscalStorageNumber, receipt_fiscal_attribute: fiscal.fiscalAttribute,
        });
      }
    },
    async ReceiptCanceled(tx, event) {
      await tx.write(receiptCanceled, { purchase_id: event.data.purchaseId, receipt_id: event.data.receiptId, answered_at: event.data.canceledAt });
    },
    async ReceiptRetried(tx, event) {
      const { purchaseId, receiptId, attempt, retriedAt } = event.data;
      await tx.write(receiptRetried, { purchase_id: purchaseId, receipt_id: receiptId, attempt, requested_at: retriedAt });
    },
    async ReceiptRegisteredByHand(tx, event) {
      const { purchaseId, receiptId, link, registeredAt } = event.data;
      await tx.write(receiptRegisteredByHand, { purchase_id: purchaseId, receipt_id: receiptId, answered_at: registeredAt, link: link ?? null });
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
