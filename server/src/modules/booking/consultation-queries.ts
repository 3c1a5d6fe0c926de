import type { Database } from '../../db/database';
import { paymentDetailColumns, toPaymentDetails, type PaymentDetailRow, type PaymentDetails } from '../purchases/payment-details';

export type ConsultationView = {
  id: number;
  start: Date;
  description: string;
  isPaid: boolean;
  userId: string;
  email: string;
  status: 'booked' | 'paid' | 'cancelled';
  /** The money paid for it; undefined when a package credit paid it, or nothing did. */
  payment: PaymentDetails | undefined;
};

type Row = PaymentDetailRow & { id: number; start_at: Date | string; description: string; status: ConsultationView['status']; user_id: string; email: string | null };

export type Period = { from: Date; to: Date };

const toView = (row: Row): ConsultationView => ({
  id: row.id,
  start: new Date(row.start_at),
  description: row.description,
  isPaid: row.status === 'paid',
  userId: row.user_id,
  email: row.email ?? '',
  status: row.status,
  payment: toPaymentDetails(row),
});

const selectWithEmail = `SELECT c.id, c.start_at, c.description, c.status, c.user_id, u.email, ${paymentDetailColumns}
  FROM consultations c LEFT JOIN users u ON u.id = c.user_id
  LEFT JOIN purchases p ON p.consultation_id = c.id AND p.status = 'paid'`;

export type ConsultationQueries = ReturnType<typeof createConsultationQueries>;

/** Reads of the consultations read model. */
export function createConsultationQueries(db: Database) {
  return {
    /** Live (not cancelled) sessions starting in the period; only `userId`'s when given. */
    async live(period: Period, userId?: string): Promise<ConsultationView[]> {
      const { rows } = await db.query<Row>(
        `${selectWithEmail}
         WHERE c.status <> 'cancelled' AND c.start_at >= $1 AND c.start_at < $2 AND ($3::text IS NULL OR c.user_id = $3)
         ORDER BY c.start_at, c.id`,
        [period.from, period.to, userId ?? null],
      );
      return rows.map(toView);
    },

    async byId(id: number): Promise<ConsultationView | undefined> {
      const { rows } = await db.query<Row>(`${selectWithEmail} WHERE c.id = $1`, [id]);
      return rows[0] ? toView(rows[0]) : undefined;
    },
  };
}
