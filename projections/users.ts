import type { Queryable } from '../server/src/db/database';
import type { RecordedEvent } from '../server/src/eventstore/event-store';
import { defineProjection, type StoredEvent } from './define-projection';

async function recordConsent(
  tx: Queryable,
  event: RecordedEvent,
  row: { userId: string; kind: 'personal_data' | 'advertising'; action: 'given' | 'withdrawn'; document: string | null; version: string | null; at: string; source: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO user_consents (position, user_id, kind, action, document, version, at, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (position) DO NOTHING`,
    [event.position.toString(), row.userId, row.kind, row.action, row.document, row.version, row.at, row.source],
  );
}

/** A consent given: the user's flag turns on and the history gains a row with document and version. */
function consentGiven(kind: 'personal_data' | 'advertising', column: 'personal_data_consent' | 'advertising_consent') {
  return async (tx: Queryable, event: StoredEvent<'PersonalDataConsentGiven' | 'AdvertisingConsentGiven'>) => {
    const data = event.data;
    await tx.query(`UPDATE users SET ${column} = true WHERE id = $1`, [data.userId]);
    await recordConsent(tx, event, {
      userId: data.userId, kind, action: 'given',
      document: data.consent.document, version: data.consent.version, at: data.givenAt, source: data.source,
    });
  };
}

/** The users read model: who is registered, with the current consents and their history. */
export const usersProjection = defineProjection({
  name: 'users',
  version: 2,
  schema: `
    -- A deleted account keeps its row without address or name (deleted_at set), so the history
    -- that refers to it by id still adds up.
    CREATE TABLE IF NOT EXISTS users (
      id text PRIMARY KEY,
      email text UNIQUE,
      name text,
      theme text NOT NULL DEFAULT 'light',
      registered_at timestamptz NOT NULL,
      personal_data_consent boolean NOT NULL DEFAULT false,
      advertising_consent boolean NOT NULL DEFAULT false,
      deleted_at timestamptz
    );
    CREATE TABLE IF NOT EXISTS user_consents (
      position bigint PRIMARY KEY,
      user_id text NOT NULL,
      kind text NOT NULL,
      action text NOT NULL,
      document text,
      version text,
      at timestamptz NOT NULL,
      source text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS user_consents_user ON user_consents (user_id, position);
  `,
  handlers: {
    async UserRegistered(tx, event) {
      const data = event.data;
      await tx.query(
        `INSERT INTO users (id, email, registered_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
        [data.userId, data.email, data.registeredAt],
      );
    },
    PersonalDataConsentGiven: consentGiven('personal_data', 'personal_data_consent'),
    AdvertisingConsentGiven: consentGiven('advertising', 'advertising_consent'),
    async UserEmailChanged(tx, event) {
      const data = event.data;
      await tx.query(`UPDATE users SET email = $2 WHERE id = $1`, [data.userId, data.email]);
    },
    async UserNameChanged(tx, event) {
      const data = event.data;
      await tx.query(`UPDATE users SET name = $2 WHERE id = $1`, [data.userId, data.name]);
    },
    async UserThemeChanged(tx, event) {
      const data = event.data;
      await tx.query(`UPDATE users SET theme = $2 WHERE id = $1`, [data.userId, data.theme]);
    },
    async AccountDeleted(tx, event) {
      const data = event.data;
      await tx.query(
        `UPDATE users SET email = NULL, name = NULL, theme = 'light', advertising_consent = false, deleted_at = $2 WHERE id = $1`,
        [data.userId, data.deletedAt],
      );
    },
    async AdvertisingConsentWithdrawn(tx, event) {
      const data = event.data;
      await tx.query(`UPDATE users SET advertising_consent = false WHERE id = $1`, [data.userId]);
      await recordConsent(tx, event, {
        userId: data.userId, kind: 'advertising', action: 'withdrawn',
        document: null, version: null, at: data.withdrawnAt, source: data.source,
      });
    },
  },
});
