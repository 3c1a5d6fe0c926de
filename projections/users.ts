import type { RecordedEvent } from '../server/src/eventstore/event-store';
import { defineProjection, type StoredEvent } from './define-projection';
import type { ProjectionWriter } from './projection-writes';
import { rowStatement, updateByKey } from './row-statements';

const register = rowStatement({
  table: 'users',
  columns: { id: 'text', email: 'text?', registered_at: 'timestamptz' },
  key: (row) => row.id,
  sql: (rows) => `INSERT INTO users (id, email, registered_at) SELECT id, email, registered_at FROM ${rows} ON CONFLICT (id) DO NOTHING`,
});
const setEmail = updateByKey('users', 'id', { id: 'text', email: 'text?' });
const setName = updateByKey('users', 'id', { id: 'text', name: 'text?' });
const setTheme = updateByKey('users', 'id', { id: 'text', theme: 'text' });
const setTimeZone = updateByKey('users', 'id', { id: 'text', time_zone: 'text?' });
const consentFlags = {
  personal_data_consent: updateByKey('users', 'id', { id: 'text', personal_data_consent: 'boolean' }),
  advertising_consent: updateByKey('users', 'id', { id: 'text', advertising_consent: 'boolean' }),
};
const markDeleted = updateByKey('users', 'id', { id: 'text', deleted_at: 'timestamptz' }, { set: `email = NULL, name = NULL, theme = 'light', time_zone = NULL, advertising_consent = false` });
// The ledger keeps what was consented to and when, but no longer where from (the address is hers).
const forgetConsentAddresses = updateByKey('user_consents', 'user_id', { user_id: 'text', address: 'text?' });

const consentRecord = rowStatement({
  table: 'user_consents',
  columns: { position: 'bigint', user_id: 'text', kind: 'text', action: 'text', document: 'text?', version: 'text?', at: 'timestamptz', source: 'text', address: 'text?' },
  key: (row) => String(row.position),
  sql: (rows) => `
    INSERT INTO user_consents (position, user_id, kind, action, document, version, at, source, address)
    SELECT position, user_id, kind, action, document, version, at, source, address FROM ${rows} ON CONFLICT (position) DO NOTHING`,
});

async function recordConsent(
  tx: ProjectionWriter,
  event: RecordedEvent,
  row: {
    userId: string;
    kind: 'personal_data' | 'advertising' | 'testimonial_publication' | 'messenger_telegram' | 'messenger_max' | 'payment_provider' | 'mail_service' | 'video_rooms';
    action: 'given' | 'withdrawn';
    document: string | null;
    version: string | null;
    at: string;
    source: string;
    /** Where it was given or withdrawn from (null once erased, or when not recorded). */
    address?: string | null;
  },
): Promise<void> {
  await tx.write(consentRecord, {
    position: event.position, user_id: row.userId, kind: row.kind, action: row.action,
    document: row.document, version: row.version, at: row.at, source: row.source, address: row.address ?? null,
  });
}

/** A consent given: the user's flag turns on and the history gains a row with document and version. */
function consentGiven(kind: 'personal_data' | 'advertising') {
  // A union of the two stored events (not the stored event of a union of types), so each handler's own type is assignable to it.
  return async (tx: ProjectionWriter, event: StoredEvent<'PersonalDataConsentGiven'> | StoredEvent<'AdvertisingConsentGiven'>) => {
    const data = event.data;
    if (kind === 'personal_data') await tx.write(consentFlags.personal_data_consent, { id: data.userId, personal_data_consent: true });
    else await tx.write(consentFlags.advertising_consent, { id: data.userId, advertising_consent: true });
    await recordConsent(tx, event, {
      userId: data.userId, kind, action: 'given',
      document: data.consent.document, version: data.consent.version, at: data.givenAt, source: data.source, address: data.address,
    });
  };
}

/** The users read model: who is registered, with the current consents and their history. */
export const usersProjection = defineProjection({
  name: 'users',
  version: 5,
  schema: `
    -- A deleted account keeps its row without address or name (deleted_at set), so the history
    -- that refers to it by id still adds up.
    CREATE TABLE IF NOT EXISTS users (
      id text PRIMARY KEY,
      email text UNIQUE,
      name text,
      theme text NOT NULL DEFAULT 'light',
      -- The client's IANA time zone (personal data, null once erased): null means Moscow.
      time_zone text,
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
      source text NOT NULL,
      -- The client's network address the consent came from (personal data: null once erased).
      address text
    );
    CREATE INDEX IF NOT EXISTS user_consents_user ON user_consents (user_id, position);
  `,
  handlers: {
    async UserRegistered(tx, event) {
      const data = event.data;
      await tx.write(register, { id: data.userId, email: data.email, registered_at: data.registeredAt });
    },
    async CoachAccountOpened(tx, event) {
      const data = event.data;
      await tx.write(register, { id: data.userId, email: data.email, registered_at: data.openedAt });
    },
    PersonalDataConsentGiven: consentGiven('personal_data'),
    AdvertisingConsentGiven: consentGiven('advertising'),
    async UserEmailChanged(tx, event) {
      await tx.write(setEmail, { id: event.data.userId, email: event.data.email });
    },
    async UserNameChanged(tx, event) {
      await tx.write(setName, { id: event.data.userId, name: event.data.name });
    },
    async UserThemeChanged(tx, event) {
      await tx.write(setTheme, { id: event.data.userId, theme: event.data.theme });
    },
    async UserTimeZoneChanged(tx, event) {
      await tx.write(setTimeZone, { id: event.data.userId, time_zone: event.data.timeZone });
    },
    async AccountDeleted(tx, event) {
      await tx.write(markDeleted, { id: event.data.userId, deleted_at: event.data.deletedAt });
      await tx.write(forgetConsentAddresses, { user_id: event.data.userId, address: null });
    },
    // The consent to publish a testimonial (`modules/testimonials`) is in the same ledger: given with
    // the form, withdrawn from the cabinet, by a rewrite without it, or as the account is erased.
    async TestimonialWritten(tx, event) {
      const { userId, publicationConsent, writtenAt } = event.data;
      if (!publicationConsent) return;
      await recordConsent(tx, event, {
        userId, kind: 'testimonial_publication', action: 'given',
        document: publicationConsent.document, version: publicationConsent.version, at: writtenAt, source: 'testimonial',
      });
    },
    async TestimonialPublicationConsentWithdrawn(tx, event) {
      await recordConsent(tx, event, {
        userId: event.data.userId, kind: 'testimonial_publication', action: 'withdrawn',
        document: null, version: null, at: event.data.withdrawnAt, source: 'testimonial',
      });
    },
    // A client's consent to a messenger (`modules/messenger`): given by linking its chat, withdrawn by
    // unlinking it (by her, by `/stop`, or because the platform refused to deliver: the source says which).
    async MessengerLinked(tx, event) {
      const { userId, channel, role, consent, linkedAt } = event.data;
      if (role !== 'client' || !consent) return;
      await recordConsent(tx, event, { userId, kind: `messenger_${channel}`, action: 'given', document: consent.document, version: consent.version, at: linkedAt, source: 'messenger-link' });
    },
    async MessengerUnlinked(tx, event) {
      const { userId, channel, role, reason, unlinkedAt } = event.data;
      if (role !== 'client') return;
      await recordConsent(tx, event, { userId, kind: `messenger_${channel}`, action: 'withdrawn', document: null, version: null, at: unlinkedAt, source: `messenger-${reason}` });
    },
    // Her consents to the processors (`modules/consents`): given in «Настройки» or with a purchase, withdrawn in «Настройки».
    async ProcessorConsentGiven(tx, event) {
      const { userId, purpose, consent, givenAt, source, address } = event.data;
      await recordConsent(tx, event, { userId, kind: purpose, action: 'given', document: consent.document, version: consent.version, at: givenAt, source, address });
    },
    async ProcessorConsentWithdrawn(tx, event) {
      const { userId, purpose, withdrawnAt, source, address } = event.data;
      await recordConsent(tx, event, { userId, kind: purpose, action: 'withdrawn', document: null, version: null, at: withdrawnAt, source, address });
    },
    async AdvertisingConsentWithdrawn(tx, event) {
      const data = event.data;
      await tx.write(consentFlags.advertising_consent, { id: data.userId, advertising_consent: false });
      await recordConsent(tx, event, {
        userId: data.userId, kind: 'advertising', action: 'withdrawn',
        document: null, version: null, at: data.withdrawnAt, source: data.source, address: data.address,
      });
    },
  },
});
