import type { Database } from '../../db/database';
import { practiceZone } from '../consultations/availability';

/** What a movement paid for: one session, a package of sessions, or a product. */
export type PaymentItemKind = 'consultation' | 'package' | 'product';
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
};

export type PaymentFilter = { month?: string; itemKind?: PaymentItemKind; status?: PaymentMovementKind };

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
};

const toMovement = (row: Row): PaymentMovement => ({
  id: row.id,
  purchaseId: row.purchase_id,
  status: row.status,
  itemKind: row.item_kind,
  at: new Date(row.at),
  amountKopecks: Number(row.amount_kopecks),
  description: row.description,
  buyer: row.buyer,
  method: row.method,
});

/**
 * Payments and refunds from the journal's copy of the events, with what the purchase was for from
 * the purchases read model. The month is the practice's (Moscow), as in the monthly totals.
 */
const movements = `
  SELECT m.* FROM (
    SELECT a.position::text AS id, p.id AS purchase_id,
           CASE a.type WHEN 'PaymentSucceeded' THEN 'paid' ELSE 'refunded' END AS status,
           CASE WHEN p.kind = 'product' THEN 'product'
                WHEN coalesce((origin.data->'item'->>'sessions')::int, 1) > 1 THEN 'package'
                ELSE 'consultation' END AS item_kind,
           a.recorded_at AS at, (a.data->>'amountKopecks')::bigint AS amount_kopecks, p.description, p.email AS buyer,
           CASE a.type WHEN 'PaymentSucceeded' THEN p.payment_method END AS method,
           to_char(a.recorded_at AT TIME ZONE '${practiceZone}', 'YYYY-MM') AS month
    FROM audit_log a
    JOIN purchases p ON p.id = a.data->>'purchaseId'
    LEFT JOIN LATERAL (SELECT o.data FROM audit_log o WHERE o.stream_id = a.stream_id AND o.type = 'PurchaseStarted' LIMIT 1) origin ON true
    WHERE a.type IN ('PaymentSucceeded', 'RefundSucceeded')
  ) m
  WHERE ($1::text IS NULL OR m.month = $1) AND ($2::text IS NULL OR m.item_kind = $2) AND ($3::text IS NULL OR m.status = $3)`;

const filterParams = (filter: PaymentFilter) => [filter.month ?? null, filter.itemKind ?? null, filter.status ?? null];

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;

export function createPaymentLedger(db: Database) {
  return {
    /** One page, newest first, and how many movements match in all. */
    async page(filter: PaymentFilter, page: number, pageSize: number): Promise<{ items: PaymentMovement[]; total: number }> {
      const params = filterParams(filter);
      const [{ rows }, counted] = await Promise.all([
        db.query<Row>(`${movements} ORDER BY m.id::bigint DESC LIMIT $4 OFFSET $5`, [...params, pageSize, (page - 1) * pageSize]),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${movements}) counted`, params),
      ]);
      return { items: rows.map(toMovement), total: counted.rows[0]?.total ?? 0 };
    },

    /** Every matching movement, oldest first, as the accountant's export lists them. */
    async all(filter: PaymentFilter): Promise<PaymentMovement[]> {
      const { rows } = await db.query<Row>(`${movements} ORDER BY m.id::bigint`, filterParams(filter));
      return rows.map(toMovement);
    },
  };
}
