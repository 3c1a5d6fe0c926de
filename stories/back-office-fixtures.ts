import type { MonthlyTotal, MovementReceipt, PaymentMovement, PaymentPage, PracticeDetails, Product } from '../web/src/api/generated/model';
import { balanceWorkbook, careerGuide, freeGuide } from './product-fixtures';

/** The practice as the first start seeds it: every legal detail still a placeholder. */
export const seededPractice: PracticeDetails = {
  coach_name: 'Анна Смирнова',
  coach_name_genitive: 'Анны Смирновой',
  legal_name: 'Смирнова Анна Сергеевна',
  tax_status: 'self_employed',
  tax_system: null,
  inn: '000000000000',
  ogrnip: '',
  postal_address: '000000, г. Москва, ул. Примерная, д. 0, кв. 0',
  email: 'hello@example.ru',
  phone: '',
  support_email: 'hello@example.ru',
  site: 'https://example.ru',
  telegram_url: 'https://t.me/anna_smirnova_coach',
  vk_url: 'https://vk.com/anna_smirnova_coach',
  operator_registry_number: '00-00-000000',
  placeholders: ['legal_name', 'inn', 'postal_address', 'email', 'support_email', 'site', 'operator_registry_number'],
};

/** The same practice with her real details filled in. */
export const filledPractice: PracticeDetails = {
  ...seededPractice,
  coach_name: 'Мария Петрова',
  coach_name_genitive: 'Марии Петровой',
  legal_name: 'Петрова Мария Ивановна',
  tax_status: 'sole_proprietor',
  tax_system: 'usn_income',
  inn: '500100732259',
  ogrnip: '304500116000157',
  postal_address: '101000, г. Москва, ул. Мясницкая, д. 1',
  email: 'maria@petrova-coach.ru',
  phone: '+7 900 123-45-67',
  support_email: 'help@petrova-coach.ru',
  site: 'https://petrova-coach.ru',
  telegram_url: 'https://t.me/petrova_coach',
  vk_url: '',
  operator_registry_number: '77-24-123456',
  placeholders: [],
};

/** The products as the coach's back office lists them: sales, downloads and file versions. */
export const managedProducts: Product[] = [
  { ...freeGuide, file: { id: 1, name: '5 шагов к поиску своего призвания', type: 'pdf' }, on_sale: true, sold: 214, downloads: 380, versions: [{ id: 1, name: '5 шагов к поиску своего призвания', type: 'pdf', size: 48_211, uploaded_at: '2026-09-01T07:00:00.000Z', current: true, downloads: 380 }] },
  {
    ...balanceWorkbook,
    file: { id: 5, name: 'koleso-2', type: 'pdf' },
    on_sale: true,
    sold: 37,
    downloads: 52,
    versions: [
      { id: 5, name: 'koleso-2', type: 'pdf', size: 2_516_582, uploaded_at: '2026-11-20T12:30:00.000Z', current: true, downloads: 9 },
      { id: 2, name: 'koleso', type: 'pdf', size: 2_411_724, uploaded_at: '2026-10-02T09:00:00.000Z', current: false, downloads: 43 },
    ],
  },
  { ...careerGuide, file: null, on_sale: true, sold: 0, downloads: 0, versions: [] },
];

/** A product the coach took off sale: listed under «Снятые с продажи» with «Вернуть в продажу». */
export const withdrawnProduct: Product = {
  id: 7,
  name: 'Дневник благодарности (первое издание)',
  icon: 'book',
  description: '<p>Тридцать дней записей.</p>',
  amount: 490,
  file: { id: 9, name: 'dnevnik', type: 'pdf' },
  on_sale: false,
  sold: 12,
  downloads: 15,
  versions: [{ id: 9, name: 'dnevnik', type: 'pdf', size: 1_204_331, uploaded_at: '2026-06-10T10:00:00.000Z', current: true, downloads: 15 }],
};

export const monthlyTotals: MonthlyTotal[] = [
  { month: '2026-11', paid: 48_430, refunded: 3500, payments: 14 },
  { month: '2026-10', paid: 61_200, refunded: 0, payments: 19 },
];

const movement = (id: number, changes: Partial<PaymentMovement>): PaymentMovement => ({
  id: String(id),
  purchase_id: `b1f0c1de-0000-4000-8000-00000000000${id}`,
  status: 'paid',
  type: 'consultation',
  at: '2026-11-21T08:15:00.000Z',
  amount: 3500,
  description: 'Разовая консультация',
  buyer: 'anna.petrova@example.ru',
  method: 'bank_card',
  receipts: [receipt('payment', 'succeeded', 3500)],
  receipt_problem: false,
  ...changes,
});

function receipt(kind: MovementReceipt['kind'], status: MovementReceipt['status'], amount: number, overdue = false, requestedAt = '2026-11-21T08:15:00.000Z'): MovementReceipt {
  return {
    kind,
    status,
    overdue,
    amount,
    requested_at: requestedAt,
    answered_at: status === 'pending' ? null : '2026-11-21T08:16:00.000Z',
    fiscal: status === 'succeeded' ? { registered_at: '2026-11-21T08:16:00.000Z', fiscal_document_number: '3997', fiscal_storage_number: '9999078902004875', fiscal_attribute: '2617603921' } : null,
  };
}

export const paymentMovements: PaymentMovement[] = [
  movement(9, { status: 'refunded', at: '2026-11-23T10:02:00.000Z', method: null, receipts: [receipt('refund', 'pending', 3500)] }),
  movement(8, { type: 'product', amount: 990, description: 'Рабочая тетрадь «Колесо баланса»', buyer: 'olga.sidorova.long.address@example.ru', method: 'sbp', at: '2026-11-22T18:40:00.000Z', receipts: [receipt('payment', 'succeeded', 990)] }),
  movement(7, {
    type: 'package',
    amount: 15_750,
    description: 'Пакет из 5 сессий',
    at: '2026-11-22T07:00:00.000Z',
    receipts: [receipt('payment', 'succeeded', 15_750), receipt('settlement', 'succeeded', 3150, false, '2026-11-22T09:00:00.000Z'), receipt('settlement', 'pending', 3150, true, '2026-11-22T10:00:00.000Z')],
    receipt_problem: true,
  }),
  movement(6, { buyer: null, at: '2026-11-21T08:15:00.000Z', receipts: [receipt('payment', 'canceled', 3500)], receipt_problem: true }),
];

export const paymentPage: PaymentPage = { items: paymentMovements, total: 4, page: 1, page_size: 50 };

/** A payment's receipt the register or «Мой налог» refused: the coach sends it again (a register) or makes it by hand. */
export const refusedReceipt = (registrar: MovementReceipt['registrar']): MovementReceipt => ({
  ...receipt('payment', 'canceled', 1900),
  receipt_id: 'payment',
  requested_at: '2026-11-27T10:00:00.000Z',
  answered_at: '2026-11-27T10:00:05.000Z',
  attempt: 1,
  registrar,
  registered_by_hand: false,
  link: null,
});

/** «Платежи» with one product paid for, whose payment receipt is `paymentReceipt`. */
export const pageWithReceipt = (paymentReceipt: MovementReceipt): PaymentPage => ({
  items: [
    movement(41, {
      purchase_id: 'p-41',
      type: 'product',
      at: '2026-11-27T10:00:00.000Z',
      amount: 1900,
      description: 'Рабочая тетрадь',
      buyer: 'olga@example.ru',
      receipts: [paymentReceipt],
      receipt_problem: paymentReceipt.status !== 'succeeded',
    }),
  ],
  total: 1,
  page: 1,
  page_size: 50,
});
