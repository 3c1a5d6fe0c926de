import { defineProjection } from './define-projection';

/**
 * The welcome series as counted in the back office: who each series (`trigger`) started for (and
 * stopped for), and who got which letter (letter ids are unique across the series). No personal
 * data: a person is her recipient id (account id or `guest:{purchaseId}`).
 */
export const welcomeSeriesProjection = defineProjection({
  name: 'welcome-series',
  version: 2,
  schema: `
    CREATE TABLE IF NOT EXISTS welcome_series_people (
      trigger text NOT NULL,
      recipient_id text NOT NULL,
      started_at timestamptz NOT NULL,
      stopped_at timestamptz,
      stop_reason text,
      PRIMARY KEY (trigger, recipient_id)
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
      await tx.query(`INSERT INTO welcome_series_people (trigger, recipient_id, started_at) VALUES ($1, $2, $3) ON CONFLICT (trigger, recipient_id) DO NOTHING`, [
        event.data.trigger,
        event.data.recipientId,
        event.data.startedAt,
      ]);
    },
    async WelcomeSeriesStopped(tx, event) {
      // A stop without a trigger is the guide series' (its events never named it).
      await tx.query(`UPDATE welcome_series_people SET stopped_at = $3, stop_reason = $4 WHERE trigger = $1 AND recipient_id = $2`, [
        event.data.trigger ?? 'guide',
        event.data.recipientId,
        event.data.stoppedAt,
        event.data.reason,
      ]);
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
