import type { Queryable } from '../../db/database';
import { kopecksToRoubles } from '../catalog/catalog';
import { noteOwnerIds, type ClientRef } from './client-ids';
import type { ClientSummary } from './client-directory';

type Instant = Date | string;
const iso = (value: Instant) => new Date(value).toISOString();
const isoOrNull = (value: Instant | null) => (value === null ? null : iso(value));

type ConsentRow = { kind: 'personal_data' | 'advertising' | 'testimonial_publication' | 'messenger_telegram' | 'messenger_max' | 'payment_provider' | 'mail_service' | 'video_rooms'; action: 'given' | 'withdrawn'; document: string | null; version: string | null; at: Instant; source: string; address: string | null };
type SessionRow = {
  id: number; start_at: Instant; type_name: string | null; status: 'booked' | 'paid' | 'cancelled'; outcome: 'held' | 'no_show' | null;
  description: string; cancelled_at: Instant | null;
};
type PurchaseRow = {
  id: string; kind: 'product' | 'consultation'; description: string; amount_kopecks: string; status: 'awaiting_payment' | 'paid' | 'canceled' | 'expired';
  started_at: Instant; paid_at: Instant | null; refunded_kopecks: string; payment_id: string | null; session_start: Instant | null;
  /** A package of sessions (its type's, which never changes): refunded once, its unused part or all (`refundPlan` in `purchases/payment-process.ts`). */
  package: boolean;
  payments: { type: 'PaymentSucceeded' | 'PaymentCanceled' | 'RefundSucceeded'; at: string; amountKopecks: number | null }[];
};

/**
 * Consents: an account's history from the users read model, and those given with guest purchases
 * of any of her addresses (as the journal recorded them).
 */
async function consentsOf(db: Queryable, userId: string | null, addresses: readonly string[]): Promise<ConsentRow[]> {
  const { rows } = await db.query<ConsentRow & { position: string }>(
    `SELECT position::text, kind, action, document, version, at, source, address FROM user_consents WHERE user_id = $1
     UNION ALL
     SELECT a.position::text, c.kind, c.action, c.document, c.version, a.recorded_at, c.source, a.data->>'address'
     FROM audit_log a
     CROSS JOIN LATERAL (VALUES
       ('personal_data', 'given', a.data->'personalData'->>'document', a.data->'personalData'->>'version', 'purchase', a.type = 'GuestConsentsGiven'),
       ('advertising', 'given', a.data->'advertising'->>'document', a.data->'advertising'->>'version', 'purchase',
        a.type = 'GuestConsentsGiven' AND jsonb_typeof(a.data->'advertising') = 'object'),
       ('advertising', 'withdrawn', NULL, NULL, a.data->>'source', a.type = 'GuestAdvertisingConsentWithdrawn')
     ) AS c(kind, action, document, version, source, applies)
     WHERE a.type IN ('GuestConsentsGiven', 'GuestAdvertisingConsentWithdrawn') AND lower(a.data->>'email') = ANY($2::text[]) AND c.applies
     ORDER BY 1`,
    [userId, [...addresses]],
  );
  return rows;
}

async function sessionsOf(db: Queryable, userId: string): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT c.id, c.start_at, t.name AS type_name, c.status, c.outcome, c.description, c.cancelled_at
     FROM consultations c LEFT JOIN consultation_types t ON t.id = c.type_id WHERE c.user_id = $1 ORDER BY c.start_at DESC`,
    [userId],
  );
  return rows;
}

/**
 * Her purchases (also as a guest with any of her addresses), each with its payments and refunds as
 * recorded. One whose time to pay has passed reads as lapsed (`expired`), even before the job that
 * frees its slot has run. A package is refunded once (its unused part or all), so once refunded it
 * offers no refund, though money may be left of it.
 */
async function purchasesOf(db: Queryable, userId: string | null, addresses: readonly string[], now: Date): Promise<PurchaseRow[]> {
  const { rows } = await db.query<PurchaseRow>(
    `SELECT p.id, p.kind, p.description, p.amount_kopecks::text,
            CASE WHEN p.status = 'awaiting_payment' AND p.pay_by <= $3 THEN 'expired' ELSE p.status END AS status, p.started_at, p.paid_at, p.refunded_kopecks::text, p.payment_id,
            CASE WHEN c.status <> 'cancelled' THEN c.start_at END AS session_start,
            coalesce(p.kind = 'consultation' AND t.sessions > 1, false) AS package,
            coalesce((SELECT json_agg(json_build_object('type', a.type, 'at', a.recorded_at, 'amountKopecks', (a.data->>'amountKopecks')::bigint) ORDER BY a.position)
                      FROM audit_log a WHERE a.stream_id = 'purchase-' || p.id
                        AND a.type IN ('PaymentSucceeded', 'PaymentCanceled', 'RefundSucceeded')), '[]'::json) AS payments
     FROM purchases p LEFT JOIN consultations c ON c.id = p.consultation_id LEFT JOIN consultation_types t ON t.id = p.type_id
     WHERE p.user_id = $1 OR lower(p.email) = ANY($2::text[]) ORDER BY p.started_at DESC`,
    [userId, [...addresses], now],
  );
  return rows;
}

async function supportRequestsOf(db: Queryable, userId: string) {
  const { rows } = await db.query<{ message: string; created_at: Instant }>(`SELECT message, created_at FROM support_messages WHERE user_id = $1 ORDER BY id DESC`, [userId]);
  return rows;
}

async function creditsLeftOf(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(`SELECT balance FROM credit_balances WHERE user_id = $1`, [userId]);
  return rows[0]?.balance ?? 0;
}

type NoteRow = { id: string; text: string; written_at: Instant; edited_at: Instant | null };
const noteColumns = 'id, text, written_at, edited_at';
const toClientNote = (row: NoteRow) => ({ id: row.id, text: row.text, written_at: iso(row.written_at), edited_at: isoOrNull(row.edited_at) });

/** The coach's notes kept under any of these client ids, newest first. */
async function notesOf(db: Queryable, clientIds: readonly string[]) {
  const { rows } = await db.query<NoteRow>(`SELECT ${noteColumns} FROM client_notes WHERE client_id = ANY($1::text[]) ORDER BY written_at DESC`, [[...clientIds]]);
  return rows;
}

/** One note as the card shows it; undefined when there is none with this id. */
export async function findClientNote(db: Queryable, noteId: string) {
  const { rows } = await db.query<NoteRow>(`SELECT ${noteColumns} FROM client_notes WHERE id = $1`, [noteId]);
  return rows[0] && toClientNote(rows[0]);
}

/** The client's own time zone, null when she has none (Moscow); the card names it beside her sessions. */
async function timeZoneOf(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ time_zone: string | null }>(`SELECT time_zone FROM users WHERE id = $1`, [userId]);
  return rows[0]?.time_zone ?? null;
}

/**
 * Everything the coach sees about one client on her card. `addresses` are every address of the
 * client (an account's past ones too), lower-cased; `now` tells upcoming sessions from past ones.
 */
export async function buildClientCard(db: Queryable, client: { ref: ClientRef; summary: ClientSummary; addresses: readonly string[] }, now: Date) {
  const userId = client.ref.kind === 'account' ? client.ref.userId : null;
  const addresses = [...new Set(client.addresses.map((address) => address.toLowerCase()))];
  const consents = await consentsOf(db, userId, addresses);
  const sessions = userId ? await sessionsOf(db, userId) : [];
  const purchases = await purchasesOf(db, userId, addresses, now);
  const support = userId ? await supportRequestsOf(db, userId) : [];
  const notes = await notesOf(db, await noteOwnerIds(db, { userId, addresses }));
  const credits = userId ? await creditsLeftOf(db, userId) : null;
  const timeZone = userId ? await timeZoneOf(db, userId) : null;
  const { summary } = client;
  return {
    id: summary.id,
    kind: summary.kind,
    email: summary.email,
    name: summary.name,
    registered_at: summary.registeredAt?.toISOString() ?? null,
    time_zone: timeZone,
    credits_left: credits,
    consents: consents.map((row) => ({ kind: row.kind, action: row.action, document: row.document, version: row.version, at: iso(row.at), source: row.source, address: row.address })),
    sessions: sessions.map((row) => ({
      id: row.id,
      start: iso(row.start_at),
      type_name: row.type_name,
      status: row.status,
      outcome: row.outcome,
      summary: row.description || null,
      upcoming: row.status !== 'cancelled' && new Date(row.start_at) > now,
      cancelled_at: isoOrNull(row.cancelled_at),
    })),
    purchases: purchases.map((row) => {
      const amount = Number(row.amount_kopecks);
      const refunded = Number(row.refunded_kopecks);
      return {
        id: row.id,
        kind: row.kind,
        description: row.description,
        amount: kopecksToRoubles(amount),
        status: row.status,
        started_at: iso(row.started_at),
        paid_at: isoOrNull(row.paid_at),
        refunded: kopecksToRoubles(refunded),
        refundable: row.status === 'paid' && row.payment_id !== null && refunded < amount && !(row.package && refunded > 0),
        session_start: isoOrNull(row.session_start),
        payments: row.payments.map((payment) => ({
          type: payment.type,
          at: iso(payment.at),
          amount: payment.amountKopecks === null ? null : kopecksToRoubles(payment.amountKopecks),
        })),
      };
    }),
    support_requests: support.map((row) => ({ message: row.message, sent_at: iso(row.created_at) })),
    notes: notes.map(toClientNote),
  };
}
