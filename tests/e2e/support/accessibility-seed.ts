import { DateTime } from 'luxon';
import { expect } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { registerAndSignIn } from '../../support/sign-in';
import type { TestApp } from '../../support/test-app';

const pixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export type SeededContent = {
  coachEmail: string;
  clientEmail: string;
  /** The coach's summary of the client's session. */
  sessionSummary: string;
  articleTitle: string;
  articleId: number;
  newsletterTitle: string;
  /** The client's purchase of the free guide. */
  purchaseId: string;
};

const moscowSchedule = (at: DateTime) => ({ only_date: at.toFormat('yyyy-MM-dd'), only_time: at.toFormat('HH:mm') });

async function expectCreated<T>(response: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await response;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

/**
 * Whatever the screens show once in use: a session ten days ahead with the coach's summary (so the
 * client can cancel it and the coach edit it), the free guide bought by the client, a published
 * article with a picture and a newsletter scheduled a month ahead.
 */
export async function seedContent(app: TestApp, seen: Set<string>): Promise<SeededContent> {
  const seeded = {
    coachEmail: 'coach@example.ru',
    clientEmail: 'client@example.ru',
    sessionSummary: 'Запрос: смена профессии.',
    articleTitle: 'Пять минут тишины',
    newsletterTitle: 'Ноябрьские заметки',
  };
  const coach: ApiClient = app.client();
  const client: ApiClient = app.client();
  await registerAndSignIn(coach, app.outboxDir, seeded.coachEmail, seen);
  const { id: clientId } = await registerAndSignIn(client, app.outboxDir, seeded.clientEmail, seen);

  const sessionDay = DateTime.utc().plus({ days: 10 }).set({ hour: 7, minute: 0 });
  await expectCreated(
    coach.post('/api/consultation/', { user: clientId, date: sessionDay.toFormat('yyyy-MM-dd HH:mm'), description: seeded.sessionSummary }),
  );
  const purchase = await expectCreated(client.post<{ data: { id: string } }>('/api/buy/', { product: 'product', type: 1, amount: 0 }));

  const moscowNow = DateTime.now().setZone('Europe/Moscow');
  const article = await expectCreated(
    coach.post<{ id: number }>('/api/article/', {
      name: seeded.articleTitle,
      description: 'Каждый день по пять минут без телефона: так начинается разговор с собой.',
      ...moscowSchedule(moscowNow.minus({ days: 1 })),
      file_temp: { name: 'cover', type: 'png', base64: pixel },
    }),
  );
  await expectCreated(
    coach.post('/api/newsletter/', {
      name: seeded.newsletterTitle,
      description: '<h2>Новости месяца</h2><p><strong>Главное</strong> за ноябрь.</p>',
      ...moscowSchedule(moscowNow.plus({ days: 30 })),
    }),
  );
  return { ...seeded, articleId: article.id, purchaseId: purchase.data.id };
}
