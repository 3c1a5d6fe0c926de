import type { ConsultationType, ProductType, PurchasedProduct } from '../web/src/api/generated/model';

/** The product catalogue as seeded: the free guide (type 1) first, then two paid materials. */
export const freeGuide: ProductType = {
  id: 1,
  name: '5 шагов к поиску своего призвания',
  icon: 'gift',
  description:
    '<p>Бесплатное PDF-руководство с упражнениями: как услышать свои желания, отделить их от чужих ожиданий и сделать первый шаг к делу, которое наполняет.</p>',
  amount: 0,
};

export const balanceWorkbook: ProductType = {
  id: 2,
  name: 'Рабочая тетрадь «Колесо баланса»',
  icon: 'wheel',
  description:
    '<p>PDF-тетрадь на 30 страниц: оцените восемь сфер жизни, найдите ту, что тянет за собой остальные, и составьте план на 90 дней.</p><ul><li>упражнения с примерами</li><li>шаблоны для планирования</li></ul>',
  amount: 990,
};

export const careerGuide: ProductType = {
  id: 3,
  name: 'Гид «Уверенная смена профессии»',
  icon: 'compass',
  description:
    '<p>Пошаговый гид для тех, кто думает о новой профессии: как проверить идею без увольнения, посчитать финансовую подушку и пройти первые собеседования.</p>',
  amount: 1490,
};

export const productTypes: ProductType[] = [freeGuide, balanceWorkbook, careerGuide];

/** Paid products only, as the lists show them (type 1 left out). */
export const productsOnSaleFixture: ProductType[] = [balanceWorkbook, careerGuide];

export const purchasedProducts: PurchasedProduct[] = [
  {
    id: 'p-101',
    type: { id: 1, name: freeGuide.name },
    payment_info: { id: 'pay-101', amount: 0, date: '2026-11-02T08:15:00.000Z', method: null, receipt: null, receipt_status: null },
    refunded_at: null,
  },
  {
    id: 'p-102',
    type: { id: 2, name: balanceWorkbook.name },
    payment_info: {
      id: 'pay-102',
      amount: 990,
      date: '2026-11-14T16:40:00.000Z',
      method: 'sbp',
      receipt: { registered_at: '2026-11-14T16:41:00.000Z', fiscal_document_number: '3997', fiscal_storage_number: '9288000100115785', fiscal_attribute: '2617603921' },
      receipt_status: 'succeeded',
    },
    refunded_at: null,
  },
  {
    // 23:30 in Moscow: the card shows the Moscow date, 22.11.2026.
    id: 'p-103',
    type: { id: 3, name: careerGuide.name },
    // Paid by card; the register has not reported the receipt yet.
    payment_info: { id: 'pay-103', amount: 1490, date: '2026-11-22T20:30:00.000Z', method: 'bank_card', receipt: null, receipt_status: 'pending' },
    refunded_at: null,
  },
];

/** The coach refunded the workbook on 20.11.2026: the card says so and offers no download. */
export const refundedPurchasedProduct: PurchasedProduct = {
  ...purchasedProducts[1]!,
  id: 'p-104',
  refunded_at: '2026-11-20T09:05:00.000Z',
};

/** The session catalogue with the seeded descriptions (the cabinet's fixtures keep theirs short). */
export const landingConsultationTypes: ConsultationType[] = [
  {
    id: 1,
    name: 'Коуч-сессия',
    icon: 'chat',
    description:
      'Одна онлайн-встреча 60–90 минут. Разберём ваш запрос, найдём ресурсы и договоримся о первых шагах, которые вы сможете сделать уже на этой неделе.',
    additional: 'Подходит, чтобы познакомиться с коучингом или решить одну конкретную задачу.',
    amount: 3500,
    sessions: 1,
    on_sale: true,
  },
  {
    id: 2,
    name: 'Пакет из 5 сессий',
    icon: 'route',
    description: 'Пять встреч раз в одну-две недели. Время, чтобы поставить цель, опробовать новые решения в жизни и закрепить то, что работает.',
    additional: 'Экономия 10 %. Оставшиеся сессии хранятся в кабинете, их можно бронировать в удобные дни.',
    amount: 15750,
    sessions: 5,
    on_sale: true,
  },
  {
    id: 3,
    name: 'Пакет из 10 сессий',
    icon: 'mountain',
    description:
      'Глубокая работа на два-три месяца: смена профессии, поиск призвания, большие жизненные решения. Я сопровождаю вас на всём пути — от запроса до результата.',
    additional: 'Экономия 15 %. Между встречами — поддержка в переписке.',
    amount: 29750,
    sessions: 10,
    on_sale: true,
  },
];
