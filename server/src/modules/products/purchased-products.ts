import type { Database } from '../../db/database';
import { paymentDetailColumns, toPaymentDetails, type PaymentDetailRow, type PaymentDetails } from '../purchases/payment-details';

export type PurchasedProduct = {
  purchaseId: string;
  typeId: number;
  typeName: string;
  amountKopecks: number;
  paidAt: Date;
  userId: string | null;
  /** Null once the buyer's personal data was erased. */
  email: string | null;
  payment: PaymentDetails;
  /** When the coach refunded it; null while it stands (a refunded purchase keeps no file). */
  refundedAt: Date | null;
};

type Row = PaymentDetailRow & { id: string; type_id: number; name: string | null; description: string; amount_kopecks: number | string; paid_at: Date | string; user_id: string | null; email: string | null; refunded: boolean; refunded_at: Date | string | null };

const toPurchased = (row: Row): PurchasedProduct => ({
  purchaseId: row.id,
  typeId: row.type_id,
  typeName: row.name ?? row.description,
  amountKopecks: Number(row.amount_kopecks),
  paidAt: new Date(row.paid_at),
  userId: row.user_id,
  email: row.email,
  payment: toPaymentDetails(row)!,
  refundedAt: row.refunded ? new Date(row.refunded_at ?? row.paid_at) : null,
});

/** Refunded in full (a free purchase counts as refunded once anything was returned, which it never is). */
const refunded = `p.refunded_kopecks >= greatest(p.amount_kopecks, 1)`;

const select = `SELECT p.id, p.type_id, t.name, p.description, p.amount_kopecks, p.paid_at, p.user_id, p.email, ${refunded} AS refunded, p.refunded_at,
  ${paymentDetailColumns}
  FROM purchases p LEFT JOIN product_types t ON t.id = p.type_id
  WHERE p.kind = 'product' AND p.status = 'paid'`;
/** Paid and not refunded: what the buyer owns. */
const standing = `${select} AND NOT ${refunded}`;

/** Who a purchase belongs to: her account, or any of her addresses (a guest's is only the one she typed). */
type Owner = { userId: string | null; addresses: readonly string[] };
/** Bought by the owner of `ownerParams` (`$1`, `$2`): on her account or as a guest under one of her addresses. */
const ofOwner = `(p.user_id = $1 OR lower(p.email) = ANY($2::text[]))`;
const ownerParams = (owner: Owner) => [owner.userId, owner.addresses.map((address) => address.toLowerCase())];

export type PurchasedProducts = ReturnType<typeof createPurchasedProducts>;

/** Paid product purchases from the purchases read model; standing ones are those not refunded. */
export function createPurchasedProducts(db: Database) {
  return {
    /** A client's products, refunded ones included, with those she bought as a guest with any of her addresses. */
    async ofClient(userId: string, addresses: readonly string[]): Promise<PurchasedProduct[]> {
      const { rows } = await db.query<Row>(`${select} AND ${ofOwner} ORDER BY p.paid_at DESC`, ownerParams({ userId, addresses }));
      return rows.map(toPurchased);
    },

    /** The earliest standing purchase of a product by this owner. */
    async ownedBy(typeId: number, owner: Owner): Promise<PurchasedProduct | undefined> {
      const { rows } = await db.query<Row>(`${standing} AND ${ofOwner} AND p.type_id = $3 ORDER BY p.paid_at LIMIT 1`, [...ownerParams(owner), typeId]);
      return rows[0] ? toPurchased(rows[0]) : undefined;
    },

    /** How many standing purchases each product type has (refunded ones are not counted). */
    async salesByType(): Promise<Map<number, number>> {
      const { rows } = await db.query<{ type_id: number; sold: number }>(`SELECT p.type_id, count(*)::int AS sold FROM (${standing}) p GROUP BY p.type_id`);
      return new Map(rows.map((row) => [row.type_id, row.sold]));
    },

    /** A paid product purchase, refunded or not. */
    async byId(purchaseId: string): Promise<PurchasedProduct | undefined> {
      const { rows } = await db.query<Row>(`${select} AND p.id = $1`, [purchaseId]);
      return rows[0] ? toPurchased(rows[0]) : undefined;
    },
  };
}
