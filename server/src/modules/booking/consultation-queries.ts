import type { Database } from '../../db/database';

export type ConsultationView = {
  id: number;
  start: Date;
  description: string;
  isPaid: boolean;
  userId: string;
  email: string;
  status: 'booked' | 'paid' | 'cancelled';
};

type Row = { id: number; start_at: Date | string; description: string; status: ConsultationView['status']; user_id: string; email: string | null };

export type Period = { from: Date; to: Date };

const toView = (row: Row): ConsultationView => ({
  id: row.id,
  start: new Date(row.start_at),
  description: row.description,
  isPaid: row.status === 'paid',
  userId: row.user_id,
  email: row.email ?? '',
  status: row.status,
});

const selectWithEmail = `SELECT c.id, c.start_at, c.description, c.status, c.user_id, u.email
  FROM consultations c LEFT JOIN users u ON u.id = c.user_id`;

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
