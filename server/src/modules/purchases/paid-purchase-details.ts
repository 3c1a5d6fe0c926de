import type { PaidPurchase } from '../../shared/paid-purchase';
import type { Database } from '../../db/database';
import { defaultSessionMinutes } from '../../shared/calendar-session';
import { signDownloadToken } from '../products/download-links';

type Row = {
  kind: 'consultation' | 'product' | 'gift_certificate';
  type_id: number;
  description: string;
  amount_kopecks: number | string;
  email: string | null;
  name: string | null;
  time_zone: string | null;
  user_id: string | null;
  has_account: boolean;
  consultation_id: number | null;
  start_at: Date | string | null;
  consultation_status: string | null;
  sequence: number | null;
  duration_minutes: number | null;
  balance: number | null;
  gift_deliver_on: string | null;
};

/** What the confirmation mail of a paid purchase says, read from the read models. */
export function createPaidPurchaseDetails(deps: {
  db: Database;
  appSecret: string;
  publicUrl: string;
  /** The client's link to the session's room (`modules/rooms`, through the composition root). */
  clientMeetingLink: (consultationId: number) => Promise<string | null>;
}) {
  /** `now` is the time of the job run that asks (its download link is signed at it). */
  return async function loadPaidPurchase(purchaseId: string, now: Date): Promise<(PaidPurchase & { email: string | null }) | undefined> {
    const { rows } = await deps.db.query<Row>(
      `SELECT p.kind, p.type_id, p.description, p.amount_kopecks, p.email, u.name, u.time_zone, p.user_id,
              (p.user_id IS NOT NULL OR EXISTS (SELECT 1 FROM users a WHERE lower(a.email) = lower(p.email) AND a.deleted_at IS NULL)) AS has_account,
              c.id AS consultation_id, c.start_at, c.status AS consultation_status, c.sequence, t.duration_minutes, b.balance,
              g.deliver_on::text AS gift_deliver_on
       FROM purchases p
       LEFT JOIN users u ON u.id = p.user_id
       LEFT JOIN consultations c ON c.id = p.consultation_id
       LEFT JOIN consultation_types t ON t.id = c.type_id
       LEFT JOIN credit_balances b ON b.user_id = p.user_id
       LEFT JOIN gift_certificates g ON g.purchase_id = p.id
       WHERE p.id = $1 AND p.status = 'paid'`,
      [purchaseId],
    );
    const row = rows[0];
    if (!row) return undefined;
    const live = row.consultation_id !== null && row.start_at !== null && row.consultation_status !== 'cancelled';
    const token = row.kind === 'product' ? signDownloadToken(deps.appSecret, { purchaseId, typeId: row.type_id }, now) : undefined;
    return {
      email: row.email,
      recipientName: row.name,
      recipientTimeZone: row.time_zone,
      description: row.description,
      guestEmail: row.has_account ? null : row.email,
      amountKopecks: Number(row.amount_kopecks),
      // A session whose slot was lost meanwhile (refunded) has no invitation to send.
      session:
        live && row.consultation_id !== null && row.start_at !== null
          ? {
              consultationId: row.consultation_id,
              start: new Date(row.start_at),
              sequence: row.sequence ?? 0,
              meetingUrl: await deps.clientMeetingLink(row.consultation_id),
              durationMinutes: row.duration_minutes ?? defaultSessionMinutes,
            }
          : null,
      creditsLeft: row.kind === 'consultation' ? (row.balance ?? 0) : 0,
      downloadUrl: token ? `${deps.publicUrl}/api/download/${token}/` : null,
      giftDeliverOn: row.gift_deliver_on,
    };
  };
}
