import type { Database } from '../../db/database';
import type { PaidMeans, RefundedPurchase, RefundReceiptNotice } from '../../shared/refund-notice';

type Row = {
  kind: RefundedPurchase['itemKind'];
  description: string;
  amount_kopecks: number | string;
  email: string | null;
  name: string | null;
  time_zone: string | null;
  payment_method: string | null;
  receipt_tax_status: string | null;
  receipt_status: 'pending' | 'succeeded' | 'canceled' | null;
  registered_by_hand: boolean | null;
  link: string | null;
};

const paidMeans: readonly PaidMeans[] = ['bank_card', 'sbp', 'other', 'sandbox'];
const meansOf = (method: string | null): PaidMeans | null => (method === null ? null : (paidMeans.find((means) => means === method) ?? 'other'));

/** The refund's receipt as the buyer reads it; one not in the read model yet is awaited (the mail does not wait for it). */
function receiptOf(row: Row): RefundReceiptNotice | null {
  // Paid before receipts had records: no receipt of the refund is kept.
  if (row.receipt_tax_status === null) return null;
  switch (row.receipt_status) {
    case null:
    case 'pending':
      return { status: 'awaiting' };
    case 'canceled':
      return { status: 'refused' };
    case 'succeeded':
      return row.registered_by_hand ? { status: 'by-hand', link: row.link } : { status: 'sent' };
  }
}

/** What the refund mail says of a refunded purchase and its refund's receipt, read from the read models. */
export function createRefundedPurchaseDetails(deps: { db: Database }) {
  return async function loadRefundedPurchase(purchaseId: string, refundId: string): Promise<RefundedPurchase | undefined> {
    const { rows } = await deps.db.query<Row>(
      `SELECT p.kind, p.description, p.amount_kopecks, p.email, u.name, u.time_zone, p.payment_method, p.receipt_tax_status,
              r.status AS receipt_status, r.registered_by_hand, r.link
       FROM purchases p
       LEFT JOIN users u ON u.id = p.user_id
       LEFT JOIN purchase_receipts r ON r.purchase_id = p.id AND r.refund_id = $2 AND r.kind = 'refund'
       WHERE p.id = $1 AND p.status = 'paid'`,
      [purchaseId, refundId],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      email: row.email,
      recipientName: row.name,
      recipientTimeZone: row.time_zone,
      description: row.description,
      itemKind: row.kind,
      paidKopecks: Number(row.amount_kopecks),
      means: meansOf(row.payment_method),
      receipt: receiptOf(row),
    };
  };
}
