import { defineProjection } from './define-projection';

/**
 * The welcome series as counted in the back office: who it started for (and stopped for), and who
 * got which letter. No personal data: a person is her recipient id (account id or `guest:{purchaseId}`).
 */
export const welcomeSeriesProjection = defineProjection({
  name: 'welcome-series',
  version: 1,
  schema: `
    CREATE TABLE IF NOT EXISTS welcome_series_people (
      recipient_id text PRIMARY KEY,
      started_at timestamptz NOT NULL,
      stopped_at timestamptz,
      stop_reason text
    );
    CREATE TABLE IF NOT EXISTS welcome_letter_sends (
      recipient_id text NOT NULL,
      letter_id text NOT NULL,
      sent_at timestamptz NOT NULL,
      PRIMARY KEY (recipient_id, letter_id)
    );
  `,
  handlers: {
    async WelcomeSeriesStarted(tx, event) {
      await tx.query(`INSERT INTO welcome_series_people (recipient_id, started_at) VALUES ($1, $2) ON CONFLICT (recipient_id) DO NOTHING`, [
        event.data.recipientId,
        event.data.startedAt,
      ]);
    },
    async WelcomeSeriesStopped(tx, event) {
      await tx.query(`UPDATE welcome_series_people SET stopped_at = $2, stop_reason = $3 WHERE recipient_id = $1`, [event.data.recipientId, event.data.stoppedAt, event.data.reason]);
    },
    async WelcomeLetterSent(tx, event) {
      await tx.query(`INSERT INTO welcome_letter_sends (recipient_id, letter_id, sent_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
        event.data.recipientId,
        event.data.letterId,
        event.data.sentAt,
      ]);
    },
  },
});
