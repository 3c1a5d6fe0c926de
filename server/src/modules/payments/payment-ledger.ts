import type { FiscalReceipt } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/database';
import { practiceZone } from '../consultations/availability';
import { receiptOverdueAfterMs } from '../purchases/fiscal-receipts';

/** What a movement paid for: one session, a package of sessions, a product, or a gift certificate. */
export type PaymentItemKind = 'consultation' | 'package' | 'product' | 'gift_certificate';
/** Money received or returned. */
export type PaymentMovementKind = 'paid' | 'refunded';

/** One payment or refund, as the accountant reads it. */
export type PaymentMovement = {
  /** The event's position: unique and in the order the money moved. */
  id: string;
  purchaseId: string;
  status: PaymentMovementKind;
  itemKind: PaymentItemKind;
  at: Date;
  amountKopecks: number;
  description: string;
  /** Null once the buyer's personal data is erased. */
  buyer: string | null;
  method: string | null;
  receipts: MovementReceipt[];
  /** No receipt record, or one refused or overdue. */
  receiptProblem: boolean;
  /** The promo code of the purchase, what it took off and the price before it; null without one. */
  promo?: { code: string; discountKopecks: number; fullAmountKopecks: number } | null;
};

/** A receipt of a movement, as the coach checks it. */
export type MovementReceipt = {
  /** The purchase's name of it: `payment`, `refund-{id}`, `settlement-{id}`. */
  receiptId: string;
  kind: 'payment' | 'refund' | 'settlement';
  status: 'pending' | 'succeeded' | 'canceled';
  overdue: boolean;
  amountKopecks: number;
  requestedAt: Date;
  answeredAt: Date | null;
  fiscal: FiscalReceipt | null;
  attempt: number;
  /** Who registers it: «Мой налог» (self-employed) or a 54-FZ cash register (a refused one can be sent again). */
  registrar: 'my_tax' | 'cash_register';
  registeredByHand: boolean;
  link: string | null;
};

export type PaymentFilter = { month?: string; itemKind?: PaymentItemKind; status?: PaymentMovementKind; receiptProblem?: boolean };

type Row = {
  id: string;
  purchase_id: string;
  status: PaymentMovementKind;
  item_kind: PaymentItemKind;
  at: Date | string;
  amount_kopecks: string | number;
  description: string;
  buyer: string | null;
  method: string | null;
  refund_id: string | null;
  receipt_problem: boolean;
  promo_code: string | null;
  discount_kopecks: string | number | null;
  purchase_kopecks: string | number;
};

type ReceiptRow = {
  purchase_id: string;
  receipt_id: string;
  kind: MovementReceipt['kind'];
  status: MovementReceipt['status'];
  overdue: boolean;
  amount_kopecks: string | number;
  refund_id: string | null;
  requested_at: Date | string;
  answered_at: Date | string | null;
  registered_at: Date | string | null;
  fiscal_document_number: string | null;
  fiscal_storage_number: string | null;
  fiscal_attribute: string | null;
  attempt: number;
  registered_by_hand: boolean;
  link: string | null;
  receipt_tax_status: string | null;
};

const toReceipt = (row: ReceiptRow): MovementReceipt => ({
  receiptId: row.receipt_id,
  kind: row.kind,
  status: row.status,
  overdue: row.overdue,
  amountKopecks: Number(row.amount_kopecks),
  requestedAt: new Date(row.requested_at),
  answeredAt: row.answered_at === null ? null : new Date(row.answered_at),
  fiscal:
    row.registered_at !== null && row.fiscal_document_number !== null && row.fiscal_storage_number !== null && row.fiscal_attribute !== null
      ? { registeredAt: new Date(row.registered_at).toISOString(), fiscalDocumentNumber: row.fiscal_document_number, fiscalStorageNumber: row.fiscal_storage_number, fiscalAttribute: row.fiscal_attribute }
      : null,
  attempt: row.attempt,
  registrar: row.receipt_tax_status === 'self_employed' ? 'my_tax' : 'cash_register',
  registeredByHand: row.registered_by_hand,
  link: row.link,
});

/** A payment's receipts are its own and its settlements'; a refund's is the one naming it. */
const belongsTo = (row: Row, receipt: ReceiptRow) =>
  receipt.purchase_id === row.purchase_id && (row.status === 'paid' ? receipt.kind !== 'refund' : receipt.refund_id === row.refund_id);

/**
 * A movement with receipts has a problem when one of them is refused or overdue, read from the
 * receipts themselves (the row's flag may be a moment older); one without any, as the query says.
 */
function toMovement(row: Row, receiptRows: ReceiptRow[]): PaymentMovement {
  const receipts = receiptRows.filter((receipt) => belongsTo(row, receipt)).map(toReceipt);
  const receiptProblem = receipts.length === 0 ? row.receipt_problem : receipts.some((receipt) => receipt.status === 'canceled' || receipt.overdue);
  return { ...movementOf(row), receipts, receiptProblem };
}

const movementOf = (row: Row): Omit<PaymentMovement, 'receipts' | 'receiptProblem'> => ({
  id: row.id,
  purchaseId: row.purchase_id,
  status: row.status,
  itemKind: row.item_kind,
  at: new Date(row.at),
  amountKopecks: Number(row.amount_kopecks),
  description: row.description,
  buyer: row.buyer,
  method: row.method,
  promo:
    row.promo_code === null
      ? null
      : { code: row.promo_code, discountKopecks: Number(row.discount_kopecks ?? 0), fullAmountKopecks: Number(row.purchase_kopecks) + Number(row.discount_kopecks ?? 0) },
});

/**
 * A receipt is overdue when it waits longer than its register usually takes: the parameters from
 * `$first` are `overdueParams` (now, then the milliseconds for «Мой налог» and for a 54-FZ register).
 */
const overdue = (receipt: string, purchase: string, first: number) =>
  `(${receipt}.status = 'pending' AND ${receipt}.requested_at < $${first}::timestamptz - make_interval(secs => (CASE ${purchase}.receipt_tax_status WHEN 'self_employed' THEN $${first + 1}::bigint ELSE $${first + 2}::bigint END) / 1000.0))`;

const movements = `
  SELECT m.* FROM (
    SELECT a.position::text AS id, p.id AS purchase_id,
           CASE a.type WHEN 'PaymentSucceeded' THEN 'paid' ELSE 'refunded' END AS status,
           CASE WHEN p.kind IN ('product', 'gift_certificate') THEN p.kind
                WHEN coalesce((origin.data->'item'->>'sessions')::int, 1) > 1 THEN 'package'
                ELSE 'consultation' END AS item_kind,
           a.recorded_at AS at, (a.data->>'amountKopecks')::bigint AS amount_kopecks, p.description, p.email AS buyer,
           CASE a.type WHEN 'PaymentSucceeded' THEN p.payment_method END AS method,
           a.data->>'refundId' AS refund_id, p.promo_code, p.discount_kopecks, p.amount_kopecks AS purchase_kopecks,
           to_char(a.recorded_at AT TIME ZONE '${practiceZone}', 'YYYY-MM') AS month,
           CASE WHEN a.type = 'PaymentSucceeded'
             THEN NOT EXISTS (SELECT 1 FROM purchase_receipts r WHERE r.purchase_id = p.id AND r.receipt_id = 'payment') AND p.receipt_registered_at IS NULL
                  OR EXISTS (SELECT 1 FROM purchase_receipts r WHERE r.purchase_id = p.id AND r.kind <> 'refund' AND (r.status = 'canceled' OR ${overdue('r', 'p', 4)}))
             ELSE NOT EXISTS (SELECT 1 FROM purchase_receipts r WHERE r.purchase_id = p.id AND r.refund_id = a.data->>'refundId' AND r.status = 'succeeded'
                                OR r.purchase_id = p.id AND r.refund_id = a.data->>'refundId' AND r.status = 'pending' AND NOT ${overdue('r', 'p', 4)})
           END AS receipt_problem
    FROM audit_log a
    JOIN purchases p ON p.id = a.data->>'purchaseId'
    LEFT JOIN LATERAL (SELECT o.data FROM audit_log o WHERE o.stream_id = a.stream_id AND o.type = 'PurchaseStarted' LIMIT 1) origin ON true
    WHERE a.type IN ('PaymentSucceeded', 'RefundSucceeded')
  ) m
  WHERE ($1::text IS NULL OR m.month = $1) AND ($2::text IS NULL OR m.item_kind = $2) AND ($3::text IS NULL OR m.status = $3)
    AND ($7::boolean IS NULL OR m.receipt_problem = $7)`;

const overdueParams = (now: Date) => [now.toISOString(), receiptOverdueAfterMs({ status: 'self_employed' }), receiptOverdueAfterMs({ status: 'sole_proprietor' })];

const filterParams = (filter: PaymentFilter, now: Date) => [
  filter.month ?? null,
  filter.itemKind ?? null,
  filter.status ?? null,
  ...overdueParams(now),
  filter.receiptProblem === true ? true : null,
];

/** The receipts of the purchases in $1, with whether each is overdue. */
const receiptsOfPurchases = `
  SELECT r.*, p.receipt_tax_status, ${overdue('r', 'p', 2)} AS overdue FROM purchase_receipts r JOIN purchases p ON p.id = r.purchase_id
  WHERE r.purchase_id = ANY($1::text[]) ORDER BY r.requested_at, r.receipt_id`;

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;

/** The payments and refunds with their receipts; each read is as of the `now` it is given (a receipt is overdue by then or not). */
export function createPaymentLedger(db: Database) {
  async function withReceipts(rows: Row[], now: Date): Promise<PaymentMovement[]> {
    const purchaseIds = [...new Set(rows.map((row) => row.purchase_id))];
    const receipts = purchaseIds.length === 0 ? [] : (await db.query<ReceiptRow>(receiptsOfPurchases, [purchaseIds, ...overdueParams(now)])).rows;
    return rows.map((row) => toMovement(row, receipts));
  }

  const count = async (filter: PaymentFilter, now: Date) =>
    (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${movements}) counted`, filterParams(filter, now))).rows[0]?.total ?? 0;

  return {
    /** One page, newest first, and how many movements match in all. */
    async page(filter: PaymentFilter, page: number, pageSize: number, now: Date): Promise<{ items: PaymentMovement[]; total: number }> {
      const [{ rows }, total] = await Promise.all([
        db.query<Row>(`${movements} ORDER BY m.id::bigint DESC LIMIT $8 OFFSET $9`, [...filterParams(filter, now), pageSize, (page - 1) * pageSize]),
        count(filter, now),
      ]);
      return { items: await withReceipts(rows, now), total };
    },

    /** Movements of the whole history whose receipt is missing, refused or overdue: the back office's alert and a metric. */
    receiptProblems: (now: Date) => count({ receiptProblem: true }, now),

    /** Every matching movement, oldest first, as the accountant's export lists them. */
    async all(filter: PaymentFilter, now: Date): Promise<PaymentMovement[]> {
      const { rows } = await db.query<Row>(`${movements} ORDER BY m.id::bigint`, filterParams(filter, now));
      return withReceipts(rows, now);
    },
  };
}
