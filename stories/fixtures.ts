import type { Consultation, ConsultationDay, ConsultationType, User } from '../web/src/api/generated/model';

export const clientUser: User = { id: 'u-client', email: 'client@example.ru', is_superuser: false };
export const superUser: User = { id: 'u-coach', email: 'coach@example.ru', is_superuser: true };

/** The catalogue as seeded: a single session first, then the packages. */
export const consultationTypes: ConsultationType[] = [
  { id: 1, name: 'Коуч-сессия', icon: 'chat', description: 'Одна онлайн-встреча 60–90 минут.', additional: '', amount: 3500, sessions: 1, on_sale: true },
  { id: 2, name: 'Пакет из 5 сессий', icon: 'route', description: 'Пять встреч раз в одну-две недели.', additional: '', amount: 15750, sessions: 5, on_sale: true },
  { id: 3, name: 'Пакет из 10 сессий', icon: 'mountain', description: 'Глубокая работа на два-три месяца.', additional: '', amount: 29750, sessions: 10, on_sale: true },
];

export const freeConsultationType: ConsultationType = {
  id: 4,
  name: 'Знакомство',
  icon: 'gift',
  description: 'Короткая бесплатная встреча.',
  additional: '',
  amount: 0,
  sessions: 1,
  on_sale: true,
};

/** Stories are pinned to one Moscow day, so they look the same every day: 22 November 2026. */
export const storyToday = '2026-11-22T12:00:00+03:00';

const day = (date: string, ...times: string[]): ConsultationDay => ({
  date,
  times: times.map((value) => {
    const [hours = 0, minutes = 0] = value.split(':').map(Number);
    const start = new Date(`${date}T00:00:00+03:00`);
    start.setUTCMinutes(start.getUTCMinutes() + hours * 60 + minutes);
    return { value, start: start.toISOString() };
  }),
});

/** The free days of November 2026 after the 22nd (the 25th and the 29th are taken). */
export const novemberFreeDays: ConsultationDay[] = ['23', '24', '26', '27', '28', '30'].map((d) => day(`2026-11-${d}`, '10:00'));

export const decemberFreeDays: ConsultationDay[] = ['01', '02', '03', '04', '07', '08', '09', '10', '11', '14', '15', '16', '17', '18', '21', '22', '23'].map(
  (d) => day(`2026-12-${d}`, '10:00'),
);

export const dayWithTwoTimes = day('2026-11-23', '10:00', '15:30');

export const bookedConsultation: Consultation = {
  id: 41,
  date: '2026-11-26T07:00:00.000Z',
  description: '',
  is_paid: false,
  user: { id: clientUser.id, email: clientUser.email },
  meeting_url: 'https://telemost.yandex.ru/j/55501234567890',
  outcome: null,
};

export const paidConsultation: Consultation = {
  ...bookedConsultation,
  id: 42,
  date: '2026-11-30T07:00:00.000Z',
  is_paid: true,
  payment: {
    id: 'p-42',
    amount: 3500,
    date: '2026-11-23T09:12:00.000Z',
    method: 'bank_card',
    receipt: { registered_at: '2026-11-23T09:13:00.000Z', fiscal_document_number: '4012', fiscal_storage_number: '9288000100115785', fiscal_attribute: '3170219833' },
    receipt_status: 'succeeded',
  },
};

/** Paid by СБП; the register has not reported the receipt yet. */
export const paidBySbpConsultation: Consultation = {
  ...paidConsultation,
  id: 43,
  payment: { id: 'p-43', amount: 3500, date: '2026-11-23T10:00:00.000Z', method: 'sbp', receipt: null, receipt_status: 'pending' },
};

export const consultationWithSummary: Consultation = {
  outcome: 'held',
  id: 37,
  date: '2026-11-09T07:00:00.000Z',
  is_paid: true,
  description:
    'Запрос: смена профессии без потери дохода.\nНашли три направления, которые откликаются, и договорились поговорить с двумя людьми из каждой сферы до следующей встречи.',
  user: { id: clientUser.id, email: clientUser.email },
  meeting_url: 'https://telemost.yandex.ru/j/55501234567890',
};

export const otherClientConsultation: Consultation = {
  id: 43,
  date: '2026-12-02T07:00:00.000Z',
  description: '',
  is_paid: true,
  user: { id: 'u-other', email: 'maria.ivanova@example.ru' },
  meeting_url: 'https://telemost.yandex.ru/j/55501234567890',
  outcome: null,
};
