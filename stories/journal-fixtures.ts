import type { AuditEvent, AuditEventType } from '../web/src/api/generated/model';

export const journalEventTypes: AuditEventType[] = [
  { type: 'AccountDeleted', title: 'Аккаунт удалён' },
  { type: 'PaymentSucceeded', title: 'Оплата получена' },
  { type: 'PurchaseStarted', title: 'Покупка начата' },
  { type: 'ConsultationCancelled', title: 'Сессия отменена' },
  { type: 'ConsultationBooked', title: 'Сессия записана' },
  { type: 'AdvertisingConsentGiven', title: 'Согласие на рассылку дано' },
];

const entry = (position: number, fields: Partial<AuditEvent> & Pick<AuditEvent, 'type' | 'title' | 'summary'>): AuditEvent => ({
  position,
  recorded_at: new Date(Date.UTC(2026, 10, 22, 9, position)).toISOString(),
  stream: `purchase-0b6f${position}`,
  actor: 'system',
  actor_display: 'система',
  user: 'c1a2b3c4-0000-4000-8000-000000000001',
  email: 'anna.petrova@example.ru',
  client_display: 'anna.petrova@example.ru',
  data: { purchaseId: `0b6f${position}`, amountKopecks: 350_000 },
  ...fields,
});

/** A morning of the practice, newest first: a cancellation by the coach, a payment, a guest's free guide, an erased client. */
export const journalEvents: AuditEvent[] = [
  entry(9, { type: 'ConsultationCancelled', title: 'Сессия отменена', actor: 'u-coach', actor_display: 'коуч', summary: 'сессия 2 декабря 2026 в 10:00 (МСК); причина: отменил коуч; оплата сохранена для новой записи' }),
  entry(8, { type: 'PaymentSucceeded', title: 'Оплата получена', summary: '3 500 ₽; Индивидуальная консультация' }),
  entry(7, { type: 'ConsultationBooked', title: 'Сессия записана', actor_display: 'anna.petrova@example.ru', summary: '2 декабря 2026 в 10:00 (МСК); Индивидуальная консультация' }),
  entry(6, {
    type: 'PurchaseStarted',
    title: 'Покупка начата',
    actor: 'guest',
    actor_display: 'гость (olga.sidorova.very.long.address@example.ru)',
    user: null,
    email: null,
    client_display: 'гость (olga.sidorova.very.long.address@example.ru)',
    summary: 'Гайд «Пять шагов к себе»; 0 ₽',
  }),
  entry(5, { type: 'AdvertisingConsentGiven', title: 'Согласие на рассылку дано', actor_display: 'anna.petrova@example.ru', summary: 'advertising, версия 2026-05-01' }),
  entry(4, { type: 'AccountDeleted', title: 'Аккаунт удалён', actor_display: 'удалённый клиент', email: null, client_display: 'удалённый клиент', summary: '' }),
];
