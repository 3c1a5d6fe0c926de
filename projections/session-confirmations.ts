import { defineProjection } from './define-projection';

/**
 * The client's «Подтверждаю» under a messenger reminder (`modules/messenger`), for the session's
 * time when she pressed it: the coach's session card shows it. A move makes it the old time's, so
 * the confirmation is dropped; a cancellation and an erased account drop it too.
 */
export const sessionConfirmationsProjection = defineProjection({
  name: 'session-confirmations',
  version: 1,
  schema: `
    CREATE TABLE IF NOT EXISTS session_confirmations (
      consultation_id integer PRIMARY KEY,
      user_id text NOT NULL,
      sequence integer NOT NULL,
      confirmed_at timestamptz NOT NULL
    );
  `,
  handlers: {
    async SessionAttendanceConfirmed(tx, event) {
      const { consultationId, userId, sequence, confirmedAt } = event.data;
      await tx.query(
        `INSERT INTO session_confirmations (consultation_id, user_id, sequence, confirmed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (consultation_id) DO UPDATE SET sequence = EXCLUDED.sequence, confirmed_at = EXCLUDED.confirmed_at`,
        [consultationId, userId, sequence, confirmedAt],
      );
    },
    async ConsultationRescheduled(tx, event) {
      await tx.query(`DELETE FROM session_confirmations WHERE consultation_id = $1`, [event.data.consultationId]);
    },
    async ConsultationCancelled(tx, event) {
      await tx.query(`DELETE FROM session_confirmations WHERE consultation_id = $1`, [event.data.consultationId]);
    },
    async AccountDeleted(tx, event) {
      await tx.query(`DELETE FROM session_confirmations WHERE user_id = $1`, [event.data.userId]);
    },
  },
});
