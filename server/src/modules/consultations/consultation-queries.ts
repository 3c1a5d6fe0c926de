import type { Database } from '../../db/database';
import { defaultSessionMinutes } from '../../shared/calendar-session';
import { paymentDetailColumns, toPaymentDetails, type PaymentDetailRow, type PaymentDetails } from '../purchases/payment-details';
import type { SessionOutcome } from './events';

export type ConsultationView = {
  id: number;
  start: Date;
  description: string;
  isPaid: boolean;
  userId: string;
  email: string;
  /** The name the client gave in her settings, if any (for the salutation of mails). */
  name: string | null;
  /** The client's IANA time zone, null when unknown: her mails show her clock beside Moscow's. */
  timeZone: string | null;
  status: 'booked' | 'paid' | 'cancelled';
  /** The money paid for it; undefined when a package credit paid it, or nothing did. */
  payment: PaymentDetails | undefined;
  /** Changes since booking (moves), as the session's calendar invitation counts them. */
  sequence: number;
  /**
   * The link the coach gave this session alone; null: the room of her provider («Расписание»), whose
   * link for each participant `modules/rooms` (`meetingLinkFor`) gives.
   */
  ownRoom: string | null;
  /** The coach's mark after the session, if any. */
  outcome: SessionOutcome | null;
  /** The purchase still to be paid for this held session, and until when; undefined when none is. */
  awaitingPayment: { purchaseId: string; payBy: Date } | undefined;
  /** The series it was booked in, and its number there; undefined for a session booked on its own. */
  series: { id: string; number: number; count: number } | undefined;
  /** Its type's length as the catalogue has it now (the default length for a type no longer there). */
  durationMinutes: number;
};

type Row = PaymentDetailRow & {
  id: number;
  start_at: Date | string;
  description: string;
  status: ConsultationView['status'];
  user_id: string;
  email: string | null;
  name: string | null;
  time_zone: string | null;
  sequence: number;
  own_room: string | null;
  outcome: SessionOutcome | null;
  awaiting_purchase_id: string | null;
  awaiting_pay_by: Date | string | null;
  series_id: string | null;
  series_number: number | null;
  series_count: number | null;
  duration_minutes: number | null;
};

export type Period = { from: Date; to: Date };

const toView = (row: Row): ConsultationView => ({
  id: row.id,
  start: new Date(row.start_at),
  description: row.description,
  isPaid: row.status === 'paid',
  userId: row.user_id,
  email: row.email ?? '',
  name: row.name,
  timeZone: row.time_zone,
  status: row.status,
  payment: toPaymentDetails(row),
  sequence: row.sequence,
  ownRoom: row.own_room,
  outcome: row.outcome,
  awaitingPayment:
    row.awaiting_purchase_id !== null && row.awaiting_pay_by !== null ? { purchaseId: row.awaiting_purchase_id, payBy: new Date(row.awaiting_pay_by) } : undefined,
  series: row.series_id !== null && row.series_number !== null && row.series_count !== null ? { id: row.series_id, number: row.series_number, count: row.series_count } : undefined,
  durationMinutes: row.duration_minutes ?? defaultSessionMinutes,
});

const selectWithEmail = `SELECT c.id, c.start_at, c.description, c.status, c.user_id, c.sequence, c.outcome, u.email, u.name, u.time_zone,
    c.series_id, c.series_number, c.series_count, t.duration_minutes,
    c.meeting_url AS own_room, ${paymentDetailColumns},
    a.id AS awaiting_purchase_id, a.pay_by AS awaiting_pay_by
  FROM consultations c LEFT JOIN users u ON u.id = c.user_id
  LEFT JOIN consultation_types t ON t.id = c.type_id
  LEFT JOIN purchases p ON p.consultation_id = c.id AND p.status = 'paid'
  LEFT JOIN purchases a ON a.consultation_id = c.id AND a.status = 'awaiting_payment' AND c.status = 'booked'`;

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

    /**
     * The booked slots of the period (live sessions: start and whether paid), for the public
     * calendar: the same sessions as `live`, without the joins that only the cabinet needs.
     */
    async bookedSlots(period: Period): Promise<Array<{ start: Date; isPaid: boolean }>> {
      const { rows } = await db.query<{ start_at: Date | string; status: Row['status'] }>(
        `SELECT start_at, status FROM consultations WHERE status <> 'cancelled' AND start_at >= $1 AND start_at < $2 ORDER BY start_at, id`,
        [period.from, period.to],
      );
      return rows.map((row) => ({ start: new Date(row.start_at), isPaid: row.status === 'paid' }));
    },

    /**
     * The live sessions (booked, held or paid) starting in the period, each with its type's length
     * (`consultation_types.duration_minutes`; the default length for a type no longer there).
     */
    async sessionLengths(period: Period): Promise<Array<{ id: number; start: Date; durationMinutes: number }>> {
      const { rows } = await db.query<{ id: number; start_at: Date | string; duration_minutes: number | null }>(
        `SELECT c.id, c.start_at, t.duration_minutes FROM consultations c LEFT JOIN consultation_types t ON t.id = c.type_id
         WHERE c.status <> 'cancelled' AND c.start_at >= $1 AND c.start_at < $2 ORDER BY c.start_at, c.id`,
        [period.from, period.to],
      );
      return rows.map((row) => ({ id: row.id, start: new Date(row.start_at), durationMinutes: row.duration_minutes ?? defaultSessionMinutes }));
    },

    /** The client's bookings released unpaid at their payment deadline (`payment-timeout`) since `since`, newest first. */
    async lapsedBookings(userId: string, since: Date): Promise<Array<{ start: Date; lapsedAt: Date }>> {
      const { rows } = await db.query<{ start_at: Date | string; cancelled_at: Date | string }>(
        `SELECT start_at, cancelled_at FROM consultations
         WHERE user_id = $1 AND status = 'cancelled' AND cancel_reason = 'payment-timeout' AND cancelled_at >= $2
         ORDER BY cancelled_at DESC, id DESC LIMIT 100`,
        [userId, since],
      );
      return rows.map((row) => ({ start: new Date(row.start_at), lapsedAt: new Date(row.cancelled_at) }));
    },

    async byId(id: number): Promise<ConsultationView | undefined> {
      const { rows } = await db.query<Row>(`${selectWithEmail} WHERE c.id = $1`, [id]);
      return rows[0] ? toView(rows[0]) : undefined;
    },
  };
}
