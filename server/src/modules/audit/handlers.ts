import { requireSuperuser } from '../../http/authorization';
import type { HandlerGroup } from '../../http/handler-types';
import type { Infra } from '../../infra';
import { guestNotesOriginStreamSql } from '../clients/client-ids';
import { eventSummary } from './event-summary';
import { eventTitle, eventTitles } from './event-titles';
import { actorDisplay, clientDisplay, type PersonRow } from './people';

type EventRow = PersonRow & {
  position: string;
  recorded_at: Date | string;
  stream_id: string;
  type: string;
  actor: string;
  user_id: string | null;
  email: string | null;
  data: Record<string, unknown>;
  session_start: string | null;
  service_name: string | null;
};
type TotalRow = { month: string; paid: string | number; refunded: string | number; payments: number };

const likePattern = (value: string | undefined) => (value?.trim() ? `%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

/**
 * The admin area's view of the business history (the audit_log read model). People are resolved
 * here, on the server: the actor's and client's addresses come from the users read model (erased
 * clients have none), a guest's from her purchase's first event (null once erased).
 */
export function auditHandlers({ db, adminEmails }: Pick<Infra, 'db' | 'adminEmails'>): HandlerGroup<'searchAuditEvents' | 'getAuditTotals' | 'listAuditEventTypes'> {
  return {
    async searchAuditEvents({ query, user }) {
      requireSuperuser(user);
      const { rows } = await db.query<EventRow>(
        `SELECT a.position::text AS position, a.recorded_at, a.stream_id, a.type, a.actor, a.user_id, u.email, a.data,
                u.deleted_at IS NOT NULL AS client_erased,
                au.id IS NOT NULL AS actor_is_user, au.email AS actor_email, au.deleted_at IS NOT NULL AS actor_erased,
                coalesce(a.data->>'email', origin.data->'buyer'->>'email') AS guest_email,
                session.start AS session_start,
                coalesce(pt.name, ct.name, origin.data->>'description') AS service_name
         FROM audit_log a
         LEFT JOIN users u ON u.id = a.user_id
         LEFT JOIN users au ON au.id = a.actor
         -- The purchase's or session's first event names the buyer and the service (a guest's notes: her first purchase's).
         LEFT JOIN LATERAL (SELECT o.data FROM audit_log o WHERE o.stream_id = ${guestNotesOriginStreamSql('a.stream_id')} AND o.type IN ('PurchaseStarted', 'ConsultationBooked')
                            ORDER BY o.position LIMIT 1) origin ON true
         LEFT JOIN product_types pt ON origin.data->'item'->>'kind' = 'product' AND pt.id = (origin.data->'item'->>'typeId')::int
         LEFT JOIN consultation_types ct ON origin.data->'item'->>'kind' IS DISTINCT FROM 'product'
                                        AND ct.id = coalesce(origin.data->'item'->>'typeId', origin.data->>'typeId')::int
         -- The session's time as of this event: its booking or its latest move before it.
         LEFT JOIN LATERAL (SELECT coalesce(s.data->>'to', s.data->>'start') AS start FROM audit_log s
                            WHERE a.stream_id LIKE 'consultation-%' AND s.stream_id = a.stream_id
                              AND s.type IN ('ConsultationBooked', 'ConsultationRescheduled') AND s.position <= a.position
                            ORDER BY s.position DESC LIMIT 1) session ON true
         WHERE ($1::text IS NULL OR a.stream_id ILIKE $1 OR a.type ILIKE $1 OR a.actor ILIKE $1 OR a.data::text ILIKE $1 OR u.email ILIKE $1)
           AND ($2::text IS NULL OR a.user_id = $2)
           AND ($3::bigint IS NULL OR a.position < $3)
           AND ($5::text IS NULL OR a.type = $5)
           AND ($6::text IS NULL OR u.email ILIKE $6 OR coalesce(a.data->>'email', origin.data->'buyer'->>'email') ILIKE $6)
         ORDER BY a.position DESC LIMIT $4`,
        [likePattern(query.q), query.user ?? null, query.before ?? null, query.limit, query.type ?? null, likePattern(query.client)],
      );
      return rows.map((row) => ({
        position: Number(row.position),
        recorded_at: new Date(row.recorded_at).toISOString(),
        stream: row.stream_id,
        type: row.type,
        title: eventTitle(row.type),
        actor: row.actor,
        actor_display: actorDisplay(row, adminEmails),
        user: row.user_id,
        email: row.email,
        client_display: clientDisplay(row),
        summary: eventSummary(row.type, row.data, { sessionStart: row.session_start, serviceName: row.service_name }),
        data: row.data,
      }));
    },

    async listAuditEventTypes({ user }) {
      requireSuperuser(user);
      return Object.entries(eventTitles)
        .map(([type, title]) => ({ type, title }))
        .sort((left, right) => left.title.localeCompare(right.title, 'ru'));
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
