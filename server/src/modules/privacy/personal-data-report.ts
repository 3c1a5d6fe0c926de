import type { Queryable } from '../../db/database';
import { kopecksToRoubles } from '../catalog/catalog';
import { purchaseStreamId } from '../purchases/events';
import { noteOwnerIds } from '../clients/client-ids';
import { creditsStreamId } from '../consultations/events';
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Everything the practice holds about one client, as the data export shows it (152-FZ, art. 14):
 * profile, consents with their history, sessions with summaries, purchases (also those made as a
 * guest with any of her addresses) with their payments and refunds, support requests, the days she waits for and
 * the coach's changes of her package balance with their reasons and her private notes about her (art. 14 covers
 * them too; only this export shows the notes to her).
 */
export async function buildPersonalDataReport(db: Queryable, client: { userId: string; addresses: readonly string[] }, generatedAt: Date) {
  const { userId } = client;
  const profile = await db.query<{ email: string; name: string | null; theme: string; time_zone: string | null; registered_at: Date | string }>(
    `SELECT email, name, theme, time_zone, registered_at FROM users WHERE id = $1 AND deleted_at IS NULL`,
    [userId],
  );
  const user = profile.rows[0];
  if (!user) throw new Error(`User ${userId} not found for a data export`);

  const consents = await db.query<{ kind: string; action: string; document: string | null; version: string | null; at: Date | string; source: string; address: string | null }>(
    `SELECT kind, action, document, version, at, source, address FROM user_consents WHERE user_id = $1 ORDER BY position`,
    [userId],
  );
  const sessions = await db.query<{ id: number; start_at: Date | string; type: string | null; status: string; description: string; booked_at: Date | string; cancelled_at: Date | string | null }>(
    `SELECT c.id, c.start_at, t.name AS type, c.status, c.description, c.booked_at, c.cancelled_at
     FROM consultations c LEFT JOIN consultation_types t ON t.id = c.type_id WHERE c.user_id = $1 ORDER BY c.start_at`,
    [userId],
  );
  const purchases = await db.query<{
    id: string; description: string; amount_kopecks: string; status: string; started_at: Date | string; paid_at: Date | string | null; refunded_kopecks: string;
  }>(
    `SELECT id, description, amount_kopecks, status, started_at, paid_at, refunded_kopecks FROM purchases
     WHERE user_id = $1 OR lower(email) = ANY($2::text[]) ORDER BY started_at`,
    [userId, [...new Set([user.email, ...client.addresses])]],
  );
  const payments = await db.query<{ stream_id: string; type: string; recorded_at: Date | string; data: { amountKopecks?: number; paymentId?: string; refundId?: string } }>(
    `SELECT stream_id, type, recorded_at, data FROM audit_log
     WHERE stream_id = ANY($1::text[]) AND type IN ('PaymentSucceeded', 'PaymentCanceled', 'RefundSucceeded') ORDER BY position`,
    [purchases.rows.map((row) => purchaseStreamId(row.id))],
  );
  const support = await db.query<{ message: string; created_at: Date | string }>(
    `SELECT message, created_at FROM support_messages WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  const notes = await db.query<{ text: string; written_at: Date | string; edited_at: Date | string | null }>(
    `SELECT text, written_at, edited_at FROM client_notes WHERE client_id = ANY($1::text[]) ORDER BY written_at`,
    [await noteOwnerIds(db, { userId, addresses: [user.email, ...client.addresses] })],
  );
  const creditChanges = await db.query<{ type: string; recorded_at: Date | string; data: { count: number; reason: string | null } }>(
    `SELECT type, recorded_at, data FROM audit_log WHERE stream_id = $1 AND type IN ('CreditsGrantedByCoach', 'CreditsWithdrawnByCoach') ORDER BY position`,
    [creditsStreamId(userId)],
  );
  // Certificates she bought, and those given to her (by her address) or redeemed by her, with the buyer's message.
  const giftCertificates = await db.query<{
    offer_name: string; sessions: number; recipient_name: string | null; recipient_email: string | null; message: string | null; deliver_on: string; status: string; bought: boolean;
  }>(
    `SELECT g.offer_name, g.sessions, g.recipient_name, g.recipient_email, g.message, g.deliver_on::text AS deliver_on, g.status,
            g.purchase_id = ANY($1::text[]) AS bought
     FROM gift_certificates g
     WHERE g.purchase_id = ANY($1::text[]) OR g.redeemed_by = $2 OR lower(g.recipient_email) = ANY($3::text[]) ORDER BY g.ordered_at`,
    [purchases.rows.map((row) => row.id), userId, [...new Set([user.email, ...client.addresses])]],
  );
  const waitlist = await db.query<{ day: string; joined_at: Date | string }>(`SELECT day, joined_at FROM waitlist WHERE user_id = $1 ORDER BY day`, [userId]);

  return {
    generatedAt: generatedAt.toISOString(),
    profile: { email: user.email, name: user.name, theme: user.theme, timeZone: user.time_zone, registeredAt: iso(user.registered_at) },
    consents: consents.rows.map((row) => ({ ...row, at: iso(row.at) })),
    sessions: sessions.rows.map((row) => ({
      id: row.id,
      start: iso(row.start_at),
      type: row.type,
      status: row.status,
      summary: row.description || null,
      bookedAt: iso(row.booked_at),
      cancelledAt: iso(row.cancelled_at),
    })),
    purchases: purchases.rows.map((row) => ({
      id: row.id,
      description: row.description,
      amountRoubles: kopecksToRoubles(Number(row.amount_kopecks)),
      status: row.status,
      startedAt: iso(row.started_at),
      paidAt: iso(row.paid_at),
      refundedRoubles: kopecksToRoubles(Number(row.refunded_kopecks)),
      payments: payments.rows
        .filter((payment) => payment.stream_id === purchaseStreamId(row.id))
        .map((payment) => ({
          type: payment.type,
          at: iso(payment.recorded_at),
          amountRoubles: payment.data.amountKopecks === undefined ? null : kopecksToRoubles(payment.data.amountKopecks),
          paymentId: payment.data.paymentId ?? null,
          refundId: payment.data.refundId ?? null,
        })),
    })),
    supportRequests: support.rows.map((row) => ({ message: row.message, sentAt: iso(row.created_at) })),
    waitlist: waitlist.rows.map((row) => ({ day: row.day, joinedAt: iso(row.joined_at) })),
    creditChanges: creditChanges.rows.map((row) => ({
      change: row.type === 'CreditsGrantedByCoach' ? 'granted' : 'withdrawn',
      count: row.data.count,
      reason: row.data.reason,
      at: iso(row.recorded_at),
    })),
    coachNotes: notes.rows.map((row) => ({ text: row.text, writtenAt: iso(row.written_at), editedAt: iso(row.edited_at) })),
    giftCertificates: giftCertificates.rows.map((row) => ({
      role: row.bought ? 'bought' : 'received',
      offer: row.offer_name,
      sessions: row.sessions,
      recipientName: row.recipient_name,
      recipientEmail: row.recipient_email,
      message: row.message,
      deliverOn: row.deliver_on,
      status: row.status,
    })),
  };
}
