import type { Queryable } from '../server/src/db/database';
import { defineProjection } from './define-projection';

/** A change of a client's balance; her first credit event creates her row. */
async function addCredits(tx: Queryable, userId: string, change: number): Promise<void> {
  await tx.query(
    `INSERT INTO credit_balances (user_id, balance) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET balance = credit_balances.balance + EXCLUDED.balance`,
    [userId, change],
  );
}

/** Sessions with their status and summary, and each client's remaining package credits. */
export const consultationsProjection = defineProjection({
  name: 'consultations',
  version: 7,
  schema: `
    CREATE TABLE IF NOT EXISTS consultations (
      id integer PRIMARY KEY,
      user_id text NOT NULL,
      start_at timestamptz NOT NULL,
      type_id integer NOT NULL,
      status text NOT NULL,
      settlement text NOT NULL,
      purchase_id text,
      description text NOT NULL DEFAULT '',
      booked_at timestamptz NOT NULL,
      cancelled_at timestamptz,
      cancel_reason text,
      sequence integer NOT NULL DEFAULT 0,
      outcome text,
      meeting_url text
    );
    CREATE INDEX IF NOT EXISTS consultations_start ON consultations (start_at);
    CREATE INDEX IF NOT EXISTS consultations_user ON consultations (user_id, start_at);
    CREATE TABLE IF NOT EXISTS credit_balances (
      user_id text PRIMARY KEY,
      balance integer NOT NULL
    );
  `,
  handlers: {
    async ConsultationBooked(tx, event) {
      const booked = event.data;
      await tx.query(
        `INSERT INTO consultations (id, user_id, start_at, type_id, status, settlement, purchase_id, booked_at)
         VALUES ($1, $2, $3, $4, 'booked', $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [
          booked.consultationId,
          booked.userId,
          booked.start,
          booked.typeId,
          booked.settlement.kind,
          booked.settlement.kind === 'payment' ? booked.settlement.purchaseId : null,
          booked.bookedAt,
        ],
      );
    },
    async ConsultationPaid(tx, event) {
      await tx.query(`UPDATE consultations SET status = 'paid' WHERE id = $1 AND status = 'booked'`, [event.data.consultationId]);
    },
    async ConsultationSummaryWritten(tx, event) {
      const written = event.data;
      // An erased summary reads as null; it shows as no summary.
      await tx.query(`UPDATE consultations SET description = $2 WHERE id = $1`, [written.consultationId, written.description ?? '']);
    },
    async AccountDeleted(tx, event) {
      const { erasedStreams } = event.data;
      await tx.query(`UPDATE consultations SET description = '' WHERE 'consultation-' || id = ANY($1::text[])`, [erasedStreams]);
    },
    async ConsultationCancelled(tx, event) {
      const cancelled = event.data;
      await tx.query(`UPDATE consultations SET status = 'cancelled', cancelled_at = $2, cancel_reason = $3 WHERE id = $1`, [
        cancelled.consultationId,
        cancelled.cancelledAt,
        cancelled.reason,
      ]);
    },
    async ConsultationRescheduled(tx, event) {
      const moved = event.data;
      await tx.query(`UPDATE consultations SET start_at = $2, sequence = $3 WHERE id = $1`, [moved.consultationId, moved.to, moved.sequence]);
    },
    async ConsultationOutcomeMarked(tx, event) {
      const marked = event.data;
      await tx.query(`UPDATE consultations SET outcome = $2 WHERE id = $1`, [marked.consultationId, marked.outcome]);
    },
    async ConsultationMeetingRoomSet(tx, event) {
      const set = event.data;
      await tx.query(`UPDATE consultations SET meeting_url = $2, sequence = $3 WHERE id = $1`, [set.consultationId, set.meetingUrl, set.sequence]);
    },
    async CreditsGranted(tx, event) {
      await addCredits(tx, event.data.userId, event.data.count);
    },
    async CreditSpent(tx, event) {
      await addCredits(tx, event.data.userId, -1);
    },
    async CreditReturned(tx, event) {
      await addCredits(tx, event.data.userId, 1);
    },
    async CreditsGrantedByCoach(tx, event) {
      await addCredits(tx, event.data.userId, event.data.count);
    },
    async CreditsWithdrawnByCoach(tx, event) {
      await addCredits(tx, event.data.userId, -event.data.count);
    },
  },
});
