import type { PurposeConsents, Settings } from '../web/src/api/generated/model';

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

/** Her consents by purpose in a practice with ЮKassa, SMTP, Telemost and Telegram: the payment one given with her first purchase. */
export const consentsFixture: PurposeConsents = {
  consents: [
    { purpose: 'personal_data', title: 'Обработка персональных данных', processor: null, country: null, document: '/user-personal-data', version: '2026-11-01', given: true, given_at: givenAt, cross_border: false, required_for: ['account'] },
    { purpose: 'advertising', title: 'Рекламная рассылка', processor: null, country: null, document: '/user-notification', version: '2026-11-01', given: false, given_at: null, cross_border: false, required_for: ['mailing'] },
    { purpose: 'payment_provider', title: 'Передача данных платёжному сервису', processor: 'ЮKassa (ООО НКО «ЮМани»)', country: 'Россия', document: '/user-payment-provider', version: '2026-12-03', given: true, given_at: '2026-11-21T10:00:00.000Z', cross_border: false, required_for: ['purchase'] },
    { purpose: 'mail_service', title: 'Передача адреса почты почтовому сервису', processor: 'Почтовый сервер (SMTP)', country: null, document: '/user-mail-service', version: '2026-12-03', given: false, given_at: null, cross_border: false, required_for: ['mail'] },
    { purpose: 'video_rooms', title: 'Передача имени сервису видеокомнат', processor: 'Яндекс Телемост (ООО «Яндекс»)', country: 'Россия', document: '/user-video-rooms', version: '2026-12-03', given: false, given_at: null, cross_border: false, required_for: ['sessions'] },
    { purpose: 'messenger_telegram', title: 'Передача данных о сессиях в Telegram', processor: 'Telegram', country: 'ОАЭ / Великобритания', document: '/user-messenger-telegram', version: '2026-12-02', given: true, given_at: '2026-11-22T10:00:00.000Z', cross_border: true, required_for: ['messenger'] },
  ],
};
