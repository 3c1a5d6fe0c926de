import type { MonthlyTotal, PaymentMovement, PaymentPage, Product } from '../web/src/api/generated/model';
import { balanceWorkbook, careerGuide, freeGuide } from './product-fixtures';

/** The products as the coach's back office lists them: sales, downloads and file versions. */
export const managedProducts: Product[] = [
  { ...freeGuide, file: { id: 1, name: '5 шагов к поиску своего призвания', type: 'pdf' }, sold: 214, downloads: 380, versions: [{ id: 1, name: '5 шагов к поиску своего призвания', type: 'pdf', size: 48_211, uploaded_at: '2026-09-01T07:00:00.000Z', current: true, downloads: 380 }] },
  {
    ...balanceWorkbook,
    file: { id: 5, name: 'koleso-2', type: 'pdf' },
    sold: 37,
    downloads: 52,
    versions: [
      { id: 5, name: 'koleso-2', type: 'pdf', size: 2_516_582, uploaded_at: '2026-11-20T12:30:00.000Z', current: true, downloads: 9 },
      { id: 2, name: 'koleso', type: 'pdf', size: 2_411_724, uploaded_at: '2026-10-02T09:00:00.000Z', current: false, downloads: 43 },
    ],
  },
  { ...careerGuide, file: null, sold: 0, downloads: 0, versions: [] },
];

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
  ...changes,
});

export const paymentMovements: PaymentMovement[] = [
  movement(9, { status: 'refunded', at: '2026-11-23T10:02:00.000Z', method: null }),
  movement(8, { type: 'product', amount: 990, description: 'Рабочая тетрадь «Колесо баланса»', buyer: 'olga.sidorova.long.address@example.ru', method: 'sbp', at: '2026-11-22T18:40:00.000Z' }),
  movement(7, { type: 'package', amount: 15_750, description: 'Пакет из 5 сессий', at: '2026-11-22T07:00:00.000Z' }),
  movement(6, { buyer: null, at: '2026-11-21T08:15:00.000Z' }),
];

export const paymentPage: PaymentPage = { items: paymentMovements, total: 4, page: 1, page_size: 50 };
