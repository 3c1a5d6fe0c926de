import type { Database } from '../../db/database';

type ConsultationTypeSeed = { id: number; name: string; icon: string; description: string; additional: string; priceRoubles: number; sessions: number };
type ProductTypeSeed = { id: number; name: string; icon: string; description: string; priceRoubles: number };

export const consultationTypeSeeds: ConsultationTypeSeed[] = [
  {
    id: 1,
    name: 'Коуч-сессия',
    icon: 'chat',
    description:
      'Одна онлайн-встреча 60–90 минут. Разберём ваш запрос, найдём ресурсы и договоримся о первых шагах, которые вы сможете сделать уже на этой неделе.',
    additional: 'Подходит, чтобы познакомиться с коучингом или решить одну конкретную задачу.',
    priceRoubles: 3500,
    sessions: 1,
  },
  {
    id: 2,
    name: 'Пакет из 5 сессий',
    icon: 'route',
    description:
      'Пять встреч раз в одну-две недели. Время, чтобы поставить цель, опробовать новые решения в жизни и закрепить то, что работает.',
    additional: 'Экономия 10 %. Оставшиеся сессии хранятся в кабинете, их можно бронировать в удобные дни.',
    priceRoubles: 15750,
    sessions: 5,
  },
  {
    id: 3,
    name: 'Пакет из 10 сессий',
    icon: 'mountain',
    description:
      'Глубокая работа на два-три месяца: смена профессии, поиск призвания, большие жизненные решения. Я сопровождаю вас на всём пути — от запроса до результата.',
    additional: 'Экономия 15 %. Между встречами — поддержка в переписке.',
    priceRoubles: 29750,
    sessions: 10,
  },
];

export const productTypeSeeds: ProductTypeSeed[] = [
  {
    id: 1,
    name: '5 шагов к поиску своего призвания',
    icon: 'gift',
    description:
      '<p>Бесплатное PDF-руководство с упражнениями: как услышать свои желания, отделить их от чужих ожиданий и сделать первый шаг к делу, которое наполняет.</p>',
    priceRoubles: 0,
  },
  {
    id: 2,
    name: 'Рабочая тетрадь «Колесо баланса»',
    icon: 'wheel',
    description:
      '<p>PDF-тетрадь на 30 страниц: оцените восемь сфер жизни, найдите ту, что тянет за собой остальные, и составьте план на 90 дней.</p><ul><li>упражнения с примерами</li><li>шаблоны для планирования</li></ul>',
    priceRoubles: 990,
  },
  {
    id: 3,
    name: 'Гид «Уверенная смена профессии»',
    icon: 'compass',
    description:
      '<p>Пошаговый гид для тех, кто думает о новой профессии: как проверить идею без увольнения, посчитать финансовую подушку и пройти первые собеседования.</p>',
    priceRoubles: 1490,
  },
];

const kopecks = (roubles: number) => Math.round(roubles * 100);

/** Fills an empty catalogue with the practice's starting offer; a catalogue the coach has edited is left as it is. */
export async function seedCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, seed] of consultationTypeSeeds.entries()) {
      await tx.query(
        `INSERT INTO consultation_types (id, name, icon, description, additional, price_kopecks, sessions, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [seed.id, seed.name, seed.icon, seed.description, seed.additional, kopecks(seed.priceRoubles), seed.sessions, index],
      );
    }
    for (const [index, seed] of productTypeSeeds.entries()) {
      await tx.query(
        `INSERT INTO product_types (id, name, icon, description, price_kopecks, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
        [seed.id, seed.name, seed.icon, seed.description, kopecks(seed.priceRoubles), index],
      );
    }
  });
}
