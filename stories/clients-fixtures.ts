import type { ClientCard, ClientPage, ClientPurchase, ClientSession, PurchaseRefund } from '../web/src/api/generated/model';
import { moscowNow } from '../web/src/lib/moscow-time';

export const clientsPage: ClientPage = {
  items: [
    { id: 'guest-0b6f3c1e-2a4d-4e8f-9c1a-5d7e9f0a1b2c', kind: 'guest', email: 'olga.guest@example.ru', name: null, registered_at: null, last_activity_at: '2026-11-23T15:40:00.000Z' },
    { id: 'c1a2b3c4-0000-4000-8000-000000000001', kind: 'account', email: 'anna.petrova@example.ru', name: 'Анна Петрова', registered_at: '2026-10-02T08:00:00.000Z', last_activity_at: '2026-11-22T09:10:00.000Z' },
    { id: 'c1a2b3c4-0000-4000-8000-000000000002', kind: 'account', email: 'maria.very-long-address-for-a-phone@example.ru', name: null, registered_at: '2026-09-12T08:00:00.000Z', last_activity_at: '2026-11-01T12:00:00.000Z' },
  ],
  total: 43,
  page: 1,
  page_size: 20,
};

export const upcomingSession: ClientSession = {
  id: 12, start: '2026-12-02T07:00:00.000Z', type_name: 'Коуч-сессия', status: 'paid', outcome: null, summary: null, upcoming: true, cancelled_at: null,
};
const pastSession: ClientSession = {
  id: 7, start: '2026-11-10T12:00:00.000Z', type_name: 'Коуч-сессия', status: 'paid', outcome: 'held',
  summary: 'Разобрали страх публичных выступлений; домашнее задание — три коротких выступления перед друзьями.', upcoming: false, cancelled_at: null,
};

export const productPurchase: ClientPurchase = {
  id: 'p-workbook', kind: 'product', description: 'Рабочая тетрадь «Колесо баланса»', amount: 990, status: 'paid', started_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:01:00.000Z', refunded: 0, refundable: true, session_start: null,
  payments: [{ type: 'PaymentSucceeded', at: '2026-11-20T10:01:00.000Z', amount: 990 }],
};
export const sessionPurchase: ClientPurchase = {
  id: 'p-session', kind: 'consultation', description: 'Коуч-сессия 2 декабря', amount: 3500, status: 'paid', started_at: '2026-11-21T10:00:00.000Z',
  paid_at: '2026-11-21T10:02:00.000Z', refunded: 0, refundable: true, session_start: upcomingSession.start,
  payments: [{ type: 'PaymentSucceeded', at: '2026-11-21T10:02:00.000Z', amount: 3500 }],
};
/** A package of five for 21 December, two of its sessions used. */
export const packagePurchase: ClientPurchase = { ...sessionPurchase, id: 'p-package', description: 'Пакет из 5 сессий, 2026-12-21', amount: 15_750, session_start: null };
/** Its refund by consumer law: the three unused sessions at the package's price per session, or everything (the first-session guarantee). */
export const packageRefund: PurchaseRefund = { amount: 9450, whole_amount: 15_750, sessions: 5, unused_sessions: 3 };

const refundedPurchase: ClientPurchase = {
  ...productPurchase, id: 'p-guide', description: 'Гид «Уверенная смена профессии»', amount: 1490, refunded: 1490, refundable: false,
  payments: [
    { type: 'PaymentSucceeded', at: '2026-11-05T10:01:00.000Z', amount: 1490 },
    { type: 'RefundSucceeded', at: '2026-11-06T09:00:00.000Z', amount: 1490 },
  ],
};

export const fullClientCard: ClientCard = {
  id: 'c1a2b3c4-0000-4000-8000-000000000001',
  kind: 'account',
  email: 'anna.petrova@example.ru',
  name: 'Анна Петрова',
  registered_at: '2026-10-02T08:00:00.000Z',
  credits_left: 3,
  consents: [
    { kind: 'personal_data', action: 'given', document: 'Согласие на обработку персональных данных', version: '2026-09-01', at: '2026-10-02T08:00:00.000Z', source: 'registration' },
    { kind: 'advertising', action: 'given', document: 'Согласие на получение рекламной рассылки', version: '2026-09-01', at: '2026-10-02T08:00:00.000Z', source: 'registration' },
    { kind: 'advertising', action: 'withdrawn', document: null, version: null, at: '2026-11-01T08:00:00.000Z', source: 'settings' },
  ],
  sessions: [upcomingSession, pastSession],
  purchases: [sessionPurchase, productPurchase, refundedPurchase],
  support_requests: [{ message: 'Можно ли перенести сессию на вечер?', sent_at: '2026-11-21T18:00:00.000Z' }],
  notes: [
    { id: '7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a11', text: 'Готовится к смене профессии, просила не звонить по утрам.', written_at: '2026-11-21T19:00:00.000Z', edited_at: '2026-11-22T08:00:00.000Z' },
  ],
};

export const guestClientCard: ClientCard = {
  id: 'guest-0b6f3c1e-2a4d-4e8f-9c1a-5d7e9f0a1b2c',
  kind: 'guest',
  email: 'olga.guest@example.ru',
  name: null,
  registered_at: null,
  credits_left: null,
  consents: [{ kind: 'personal_data', action: 'given', document: 'Согласие на обработку персональных данных', version: '2026-09-01', at: '2026-11-23T15:40:00.000Z', source: 'purchase' }],
  sessions: [],
  purchases: [{ ...productPurchase, id: 'p-free', description: '5 шагов к поиску своего призвания', amount: 0, refundable: false, payments: [] }],
  support_requests: [],
  notes: [],
};

/** A client who has registered and done nothing yet. */
export const emptyClientCard: ClientCard = { ...fullClientCard, name: null, credits_left: 0, consents: [], sessions: [], purchases: [], support_requests: [], notes: [] };

/** This year in Moscow: a purchase's day is written without its year in this year only. */
export const thisYear = moscowNow().year;

/** A purchase as the server describes it, its session's day as `YYYY-MM-DD`. */
const datedPurchase = (id: string, description: string): ClientPurchase => ({
  ...sessionPurchase, id, description, amount: 18000, refundable: false, session_start: null, payments: [],
});

/** She bought a package of five for 1 December and a session for 5 January of the next year; all five sessions are left. */
export const packageClientCard: ClientCard = {
  ...emptyClientCard,
  credits_left: 5,
  purchases: [datedPurchase('p-package', `Пакет из 5 сессий, ${thisYear}-12-01`), datedPurchase('p-january', `Коуч-сессия, ${thisYear + 1}-01-05`)],
};
