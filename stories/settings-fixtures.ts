import type { Settings } from '../web/src/api/generated/model';

const givenAt = '2026-11-01T09:30:00.000Z';

/** A client who registered with both consents and later withdrew the advertising one by the mail link. */
export const settingsFixture: Settings = {
  email: 'anna@example.ru',
  name: 'Анна',
  theme: 'system',
  personal_data_consent: { given: true, document: '/user-personal-data', version: '2026-11-01', given_at: givenAt, withdrawn_at: null },
  advertising_consent: { given: false, document: '/user-notification', version: '2026-11-01', given_at: givenAt, withdrawn_at: '2026-11-20T18:00:00.000Z' },
  consent_history: [
    { kind: 'personal_data', action: 'given', document: '/user-personal-data', version: '2026-11-01', at: givenAt, source: 'registration' },
    { kind: 'advertising', action: 'given', document: '/user-notification', version: '2026-11-01', at: givenAt, source: 'registration' },
    { kind: 'advertising', action: 'withdrawn', document: null, version: null, at: '2026-11-20T18:00:00.000Z', source: 'unsubscribe-link' },
  ],
};
