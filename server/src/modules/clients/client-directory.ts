import type { Queryable } from '../../db/database';
import { guestAddressesSql, isGuestClientId, type ClientRef } from './client-ids';

export type ClientSummary = {
  id: string;
  kind: 'account' | 'guest';
  email: string;
  name: string | null;
  registeredAt: Date | null;
  lastActivityAt: Date;
};

type SummaryRow = { id: string; kind: 'account' | 'guest'; email: string; name: string | null; registered_at: Date | string | null; last_activity_at: Date | string };

const toSummary = (row: SummaryRow): ClientSummary => ({
  id: row.id,
  kind: row.kind,
  email: row.email,
  name: row.name,
  registeredAt: row.registered_at === null ? null : new Date(row.registered_at),
  lastActivityAt: new Date(row.last_activity_at),
});

/**
 * Every client the read models know: accounts that are not erased (nor the coach's own, `$1`), with
 * their latest registration, purchase, booking or support request; and guests, one per address that
 * bought without an account and belongs to no account. Each query passes the coach's addresses as `$1`.
 */
const clientsSql = `
  SELECT u.id, 'account' AS kind, u.email, u.name, u.registered_at,
         greatest(u.registered_at, p.last_at, c.last_at, s.last_at) AS last_activity_at
  FROM users u
  LEFT JOIN LATERAL (SELECT max(started_at) AS last_at FROM purchases WHERE user_id = u.id) p ON true
  LEFT JOIN LATERAL (SELECT max(booked_at) AS last_at FROM consultations WHERE user_id = u.id) c ON true
  LEFT JOIN LATERAL (SELECT max(created_at) AS last_at FROM support_messages WHERE user_id = u.id) s ON true
  WHERE u.deleted_at IS NULL AND u.email IS NOT NULL AND lower(u.email) <> ALL($1::text[])
  UNION ALL
  SELECT g.id, 'guest', g.email, NULL, NULL, g.last_at
  FROM (${guestAddressesSql}) g
  WHERE NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = g.email)
    AND NOT EXISTS (SELECT 1 FROM email_owners o WHERE o.email = g.email)`;

const likePattern = (value: string | undefined) => (value?.trim() ? `%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

/** `coachEmails`: the superusers' addresses, who are not clients of the practice. */
export function createClientDirectory(db: Queryable, coachEmails: readonly string[]) {
  const coaches = coachEmails.map((email) => email.toLowerCase());
  return {
    /** One page of clients whose address or name contains `search`, newest activity first. */
    async search(search: string | undefined, page: { number: number; size: number }): Promise<{ items: ClientSummary[]; total: number }> {
      const { rows } = await db.query<SummaryRow & { total: string | number }>(
        `SELECT *, count(*) OVER () AS total FROM (${clientsSql}) clients
         WHERE $2::text IS NULL OR email ILIKE $2 OR name ILIKE $2
         ORDER BY last_activity_at DESC, id LIMIT $3 OFFSET $4`,
        [coaches, likePattern(search), page.size, (page.number - 1) * page.size],
      );
      return { items: rows.map(toSummary), total: rows[0] ? Number(rows[0].total) : await this.count(search) };
    },

    /** How many match (for a page past the end, which has no rows to count on). */
    async count(search: string | undefined): Promise<number> {
      const { rows } = await db.query<{ total: string | number }>(
        `SELECT count(*) AS total FROM (${clientsSql}) clients WHERE $2::text IS NULL OR email ILIKE $2 OR name ILIKE $2`,
        [coaches, likePattern(search)],
      );
      return Number(rows[0]?.total ?? 0);
    },

    /** The client behind an id of the back office, with her summary; undefined when there is none (or she was erased). */
    async find(id: string): Promise<{ ref: ClientRef; summary: ClientSummary } | undefined> {
      const { rows } = await db.query<SummaryRow>(
        `SELECT * FROM (${clientsSql}) clients WHERE id = $2`,
        [coaches, id],
      );
      const row = rows[0];
      if (row) return { ref: row.kind === 'account' ? { kind: 'account', userId: row.id } : { kind: 'guest', email: row.email }, summary: toSummary(row) };
      if (!isGuestClientId(id)) return undefined;
      // A guest who has since registered: her guest card still opens, by address.
      const guest = await db.query<{ email: string; last_at: Date | string }>(`SELECT email, last_at FROM (${guestAddressesSql}) g WHERE id = $1`, [id]);
      const found = guest.rows[0];
      if (!found) return undefined;
      return {
        ref: { kind: 'guest', email: found.email },
        summary: { id, kind: 'guest', email: found.email, name: null, registeredAt: null, lastActivityAt: new Date(found.last_at) },
      };
    },
  };
}
