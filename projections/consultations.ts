import { defineProjection } from './define-projection';
import { rowStatement, updateByKey, type Columns } from './row-statements';

/** An UPDATE of consultations by id (see `updateByKey`). */
const updateConsultation = <C extends Columns & { id: 'integer' }>(columns: C, options?: { set?: string; where?: string }) => updateByKey('consultations', 'id', columns, options);

const book = rowStatement({
  table: 'consultations',
  columns: {
    id: 'integer',
    user_id: 'text',
    start_at: 'timestamptz',
    type_id: 'integer',
    paid_by: 'text',
    purchase_id: 'text?',
    booked_at: 'timestamptz',
    series_id: 'text?',
    series_number: 'integer?',
    series_count: 'integer?',
  },
  key: (row) => row.id,
  sql: (rows) => `
    INSERT INTO consultations (id, user_id, start_at, type_id, status, paid_by, purchase_id, booked_at, series_id, series_number, series_count)
    SELECT id, user_id, start_at, type_id, 'booked', paid_by, purchase_id, booked_at, series_id, series_number, series_count FROM ${rows} ON CONFLICT (id) DO NOTHING`,
});
const markPaid = updateConsultation({ id: 'integer' }, { set: `status = 'paid'`, where: `status = 'booked'` });
const writeSummary = updateConsultation({ id: 'integer', description: 'text' });
const cancel = updateConsultation({ id: 'integer', cancelled_at: 'timestamptz', cancel_reason: 'text?' }, { set: `status = 'cancelled'` });
const reschedule = updateConsultation({ id: 'integer', start_at: 'timestamptz', sequence: 'integer' });
const markOutcome = updateConsultation({ id: 'integer', outcome: 'text?' });
const setMeetingRoom = updateConsultation({ id: 'integer', meeting_url: 'text?', sequence: 'integer' });

/** A change of a client's balance; her first credit event creates her row. */
const addCredits = rowStatement({
  table: 'credit_balances',
  columns: { user_id: 'text', balance: 'integer' },
  key: (row) => row.user_id,
  sql: (rows) => `
    INSERT INTO credit_balances (user_id, balance) SELECT user_id, balance FROM ${rows}
    ON CONFLICT (user_id) DO UPDATE SET balance = credit_balances.balance + EXCLUDED.balance`,
});

/** Sessions with their status and summary, and each client's remaining package credits. */
export const consultationsProjection = defineProjection({
  name: 'consultations',
  version: 9,
  schema: `
    CREATE TABLE IF NOT EXISTS consultations (
      id integer PRIMARY KEY,
      user_id text NOT NULL,
      start_at timestamptz NOT NULL,
      type_id integer NOT NULL,
      status text NOT NULL,
      paid_by text NOT NULL,
      purchase_id text,
      description text NOT NULL DEFAULT '',
      booked_at timestamptz NOT NULL,
      cancelled_at timestamptz,
      cancel_reason text,
      sequence integer NOT NULL DEFAULT 0,
      outcome text,
      meeting_url text,
      series_id text,
      series_number integer,
      series_count integer
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
      await tx.write(book, {
        id: booked.consultationId,
        user_id: booked.userId,
        start_at: booked.start,
        type_id: booked.typeId,
        paid_by: booked.paidBy.kind,
        purchase_id: booked.paidBy.kind === 'payment' ? booked.paidBy.purchaseId : null,
        booked_at: booked.bookedAt,
        series_id: booked.series?.seriesId ?? null,
        series_number: booked.series?.number ?? null,
        series_count: booked.series?.count ?? null,
      });
    },
    async ConsultationPaid(tx, event) {
      await tx.write(markPaid, { id: event.data.consultationId });
    },
    async ConsultationSummaryWritten(tx, event) {
      // An erased summary reads as null; it shows as no summary.
      await tx.write(writeSummary, { id: event.data.consultationId, description: event.data.description ?? '' });
    },
    async AccountDeleted(tx, event) {
      const { erasedStreams } = event.data;
      await tx.query(`UPDATE consultations SET description = '' WHERE 'consultation-' || id = ANY($1::text[])`, [erasedStreams]);
    },
    async ConsultationCancelled(tx, event) {
      const cancelled = event.data;
      await tx.write(cancel, { id: cancelled.consultationId, cancelled_at: cancelled.cancelledAt, cancel_reason: cancelled.reason });
    },
    async ConsultationRescheduled(tx, event) {
      const moved = event.data;
      await tx.write(reschedule, { id: moved.consultationId, start_at: moved.to, sequence: moved.sequence });
    },
    async ConsultationOutcomeMarked(tx, event) {
      await tx.write(markOutcome, { id: event.data.consultationId, outcome: event.data.outcome });
    },
    async ConsultationMeetingRoomSet(tx, event) {
      const set = event.data;
      await tx.write(setMeetingRoom, { id: set.consultationId, meeting_url: set.meetingUrl, sequence: set.sequence });
    },
    async CreditsGranted(tx, event) {
      await tx.write(addCredits, { user_id: event.data.userId, balance: event.data.count });
    },
    async CreditSpent(tx, event) {
      await tx.write(addCredits, { user_id: event.data.userId, balance: -1 });
    },
    async CreditReturned(tx, event) {
      await tx.write(addCredits, { user_id: event.data.userId, balance: 1 });
    },
    async CreditsGrantedByCoach(tx, event) {
      await tx.write(addCredits, { user_id: event.data.userId, balance: event.data.count });
    },
    async CreditsWithdrawnByCoach(tx, event) {
      await tx.write(addCredits, { user_id: event.data.userId, balance: -event.data.count });
    },
    async PackageCreditsRefunded(tx, event) {
      await tx.write(addCredits, { user_id: event.data.userId, balance: -event.data.count });
    },
  },
});
