import type { Queryable } from '../../db/database';
import type { NoticeSubject } from './notices';

/** Who the notice is about: her name when she gave one, her address (null once erased). */
export type NoticeClient = { name: string | null; email: string | null };

/** What a notice's mail says, read from the read models when it is written. */
export type NoticeFacts =
  | { kind: 'booking'; client: NoticeClient; what: string; start: Date | null; amountKopecks: number | null }
  | { kind: 'purchase'; client: NoticeClient; what: string; amountKopecks: number }
  | { kind: 'move'; client: NoticeClient; what: string; from: Date; to: Date }
  | { kind: 'cancellation'; client: NoticeClient; what: string; start: Date }
  | { kind: 'refund'; client: NoticeClient; what: string; amountKopecks: number }
  | { kind: 'receipt-problem'; client: NoticeClient; what: string; receipt: 'payment' | 'refund' | 'settlement' }
  | { kind: 'testimonial'; client: NoticeClient }
  | { kind: 'waitlist'; client: NoticeClient; day: string };

type PurchaseRow = { description: string; amount_kopecks: string | number; email: string | null; name: string | null; start_at: Date | string | null };
type SessionRow = { start_at: Date | string; type_name: string | null; email: string | null; name: string | null };
type ClientRow = { email: string | null; name: string | null };

const sessionTypeFallback = 'Сессия';

/**
 * The read-model side of the notices: a purchase, a session or a client as the coach's mail names
 * them. Undefined when the read models no longer hold it (then there is nothing to tell).
 */
export function createNoticeFacts(db: Queryable) {
  async function purchase(purchaseId: string) {
    const { rows } = await db.query<PurchaseRow>(
      `SELECT p.description, p.amount_kopecks, coalesce(u.email, p.email) AS email, u.name, c.start_at
       FROM purchases p LEFT JOIN users u ON u.id = p.user_id LEFT JOIN consultations c ON c.id = p.consultation_id
       WHERE p.id = $1`,
      [purchaseId],
    );
    const row = rows[0];
    return row && { client: { name: row.name, email: row.email }, what: row.description, amountKopecks: Number(row.amount_kopecks), start: row.start_at === null ? null : new Date(row.start_at) };
  }

  async function session(consultationId: number) {
    const { rows } = await db.query<SessionRow>(
      `SELECT c.start_at, t.name AS type_name, u.email, u.name
       FROM consultations c LEFT JOIN consultation_types t ON t.id = c.type_id LEFT JOIN users u ON u.id = c.user_id
       WHERE c.id = $1`,
      [consultationId],
    );
    const row = rows[0];
    return row && { client: { name: row.name, email: row.email }, what: row.type_name ?? sessionTypeFallback, start: new Date(row.start_at) };
  }

  async function client(userId: string): Promise<NoticeClient | undefined> {
    const { rows } = await db.query<ClientRow>(`SELECT email, name FROM users WHERE id = $1`, [userId]);
    return rows[0] && { name: rows[0].name, email: rows[0].email };
  }

  async function receiptKind(purchaseId: string, receiptId: string): Promise<'payment' | 'refund' | 'settlement'> {
    const { rows } = await db.query<{ kind: 'payment' | 'refund' | 'settlement' }>(`SELECT kind FROM purchase_receipts WHERE purchase_id = $1 AND receipt_id = $2`, [purchaseId, receiptId]);
    return rows[0]?.kind ?? 'payment';
  }

  return async function factsOf(subject: NoticeSubject): Promise<NoticeFacts | undefined> {
    switch (subject.about) {
      case 'paid': {
        const paid = await purchase(subject.purchaseId);
        if (!paid) return undefined;
        return subject.kind === 'booking'
          ? { kind: 'booking', client: paid.client, what: paid.what, start: paid.start, amountKopecks: paid.amountKopecks }
          : { kind: 'purchase', client: paid.client, what: paid.what, amountKopecks: paid.amountKopecks };
      }
      case 'refund': {
        const refunded = await purchase(subject.purchaseId);
        return refunded && { kind: 'refund', client: refunded.client, what: refunded.what, amountKopecks: subject.amountKopecks };
      }
      case 'receipt-problem': {
        const refused = await purchase(subject.purchaseId);
        return refused && { kind: 'receipt-problem', client: refused.client, what: refused.what, receipt: await receiptKind(subject.purchaseId, subject.receiptId) };
      }
      case 'session': {
        const found = await session(subject.consultationId);
        if (!found) return undefined;
        switch (subject.change) {
          case 'booked':
            return { kind: 'booking', client: found.client, what: found.what, start: found.start, amountKopecks: null };
          case 'moved':
            return { kind: 'move', client: found.client, what: found.what, from: subject.from ? new Date(subject.from) : found.start, to: subject.to ? new Date(subject.to) : found.start };
          case 'cancelled':
            return { kind: 'cancellation', client: found.client, what: found.what, start: found.start };
        }
        return undefined;
      }
      case 'testimonial': {
        const author = await client(subject.userId);
        return author && { kind: 'testimonial', client: author };
      }
      case 'waitlist': {
        const waiting = await client(subject.userId);
        return waiting && { kind: 'waitlist', client: waiting, day: subject.day };
      }
    }
  };
}

export type NoticeFactsOf = ReturnType<typeof createNoticeFacts>;
