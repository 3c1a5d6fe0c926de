import type { Database } from '../../db/database';
import { requireSuperuser } from '../../http/authorization';
import type { HandlerGroup } from '../../http/handler-types';

type EventRow = { position: string; recorded_at: Date | string; stream_id: string; type: string; actor: string; user_id: string | null; email: string | null; data: Record<string, unknown> };
type TotalRow = { month: string; paid: string | number; refunded: string | number; payments: number };

/** The admin area's view of the business history (the audit_log read model). */
export function auditHandlers(db: Database): HandlerGroup<'searchAuditEvents' | 'getAuditTotals'> {
  return {
    async searchAuditEvents({ query, user }) {
      requireSuperuser(user);
      const text = query.q?.trim() ? `%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const { rows } = await db.query<EventRow>(
        `SELECT a.position::text AS position, a.recorded_at, a.stream_id, a.type, a.actor, a.user_id, u.email, a.data
         FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
         WHERE ($1::text IS NULL OR a.stream_id ILIKE $1 OR a.type ILIKE $1 OR a.actor ILIKE $1 OR a.data::text ILIKE $1 OR u.email ILIKE $1)
           AND ($2::text IS NULL OR a.user_id = $2)
           AND ($3::bigint IS NULL OR a.position < $3)
         ORDER BY a.position DESC LIMIT $4`,
        [text, query.user ?? null, query.before ?? null, query.limit],
      );
      return rows.map((row) => ({
        position: Number(row.position),
        recorded_at: new Date(row.recorded_at).toISOString(),
        stream: row.stream_id,
        type: row.type,
        actor: row.actor,
        user: row.user_id,
        email: row.email,
        data: row.data,
      }));
    },

    async getAuditTotals({ user }) {
      requireSuperuser(user);
      const { rows } = await db.query<TotalRow>(
        `SELECT to_char(recorded_at AT TIME ZONE 'Europe/Moscow', 'YYYY-MM') AS month,
                coalesce(sum((data->>'amountKopecks')::bigint) FILTER (WHERE type = 'PaymentSucceeded'), 0) AS paid,
                coalesce(sum((data->>'amountKopecks')::bigint) FILTER (WHERE type = 'RefundSucceeded'), 0) AS refunded,
                count(*) FILTER (WHERE type = 'PaymentSucceeded')::int AS payments
         FROM audit_log WHERE type IN ('PaymentSucceeded', 'RefundSucceeded')
         GROUP BY 1 ORDER BY 1 DESC`,
      );
      return rows.map((row) => ({ month: row.month, paid: Number(row.paid) / 100, refunded: Number(row.refunded) / 100, payments: row.payments }));
    },
  };
}
