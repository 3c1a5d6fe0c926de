/**
 * What the benchmarks set up in the product before their load, through its API as the web app does
 * (or, for the subscribers, through its own event store): shared by `bench/api-server.ts` (bench:api,
 * bench:mixed) and `bench/viral-day-seed.ts` (bench:viral-day).
 */
import { randomUUID } from 'node:crypto';
import { currentSchemaVersion } from '../server/src/eventstore/upcasting';
import { advertisingConsentDocument, personalDataConsentDocument } from '../server/src/modules/users/consent-documents';
import { userStreamId } from '../server/src/modules/users/events';
import type { ApiClient } from '../tests/support/api-client';
import { readCodeFromOutbox } from '../tests/support/login-code-mail';
import type { TestApp } from '../tests/support/test-app';
import { slotTimesMoscow } from './api-protocol';

/** Polls until `probe` holds, for at most `seconds`. */
export async function until(what: string, probe: () => Promise<boolean>, seconds = 30): Promise<void> {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; ) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} within ${seconds} s`);
}

/** Registers a client through the API (as the web app does) and leaves `client` signed in; her id. */
export async function registerAndSignIn(client: ApiClient, outboxDir: string, email = `bench-${randomUUID().slice(0, 8)}@example.ru`): Promise<string> {
  await client.get('/api/csrf');
  const sent = await client.get<{ uuid: string }>('/api/send-code/', { email, registration: true, agreement: true, notification: false });
  if (sent.status !== 200) throw new Error(`send-code answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const code = await readCodeFromOutbox(outboxDir, email);
  const signedIn = await client.post<{ user: { id: string } }>('/api/token', { uuid: sent.body.uuid, code });
  if (signedIn.status !== 200) throw new Error(`token answered ${signedIn.status}: ${JSON.stringify(signedIn.body)}`);
  return signedIn.body.user.id;
}

/** A published article of a few paragraphs, as the coach (signed in) writes them, once its page shows it; its page's path. */
export async function publishArticle(app: TestApp, coach: ApiClient, name = 'Как понять, что пора менять профессию'): Promise<string> {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  const article = await coach.post<{ id: number }>('/api/article/', {
    name,
    description: Array.from({ length: 6 }, (_, index) => `Абзац ${index + 1}: неделю записывайте, какие задачи дают силы, а какие их забирают; через семь дней картина станет яснее.`).join('\n'),
    only_date: yesterday.slice(0, 10),
    only_time: yesterday.slice(11, 16),
  });
  if (article.status >= 300) throw new Error(`The article was not published: ${JSON.stringify(article.body)}`);
  const articlePath = `/blogs/${article.body.id}`;
  // Shown once the blog's read model has it (a page kept before shows «Статья не найдена» until then).
  await until('The article page did not show the article', async () => (await fetch(new URL(articlePath, app.baseUrl), { redirect: 'manual' })).status === 200);
  return articlePath;
}

/** The coach's schedule: every day bookable at `slotTimesMoscow`, `bookingWindowDays` ahead, from tomorrow. */
export async function saveDailySchedule(coach: ApiClient, bookingWindowDays: number): Promise<void> {
  const schedule = await coach.request('PUT', '/api/schedule/', {
    body: { weekly_plan: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: slotTimesMoscow })), exceptions: [], booking_window_days: bookingWindowDays, min_notice_days: 1 },
  });
  if (schedule.status !== 200) throw new Error(`The schedule was not saved: ${JSON.stringify(schedule.body)}`);
}

/**
 * `count` accounts that consented to the mailing (`subscriber-<n>@example.ru`), recorded as
 * registration records them: the events of `users/decider.ts`, appended stream by stream through
 * the product's own event store (the registration flow's limits, rightly, let no one register ten
 * thousand addresses in minutes); then waits until the coach (signed in) sees them all as the
 * newsletter's recipients.
 */
export async function seedSubscribers(app: TestApp, coach: ApiClient, count: number): Promise<void> {
  const metadata = { actor: 'bench', correlationId: 'bench-viral-day', schemaVersion: currentSchemaVersion };
  const registeredAt = new Date().toISOString();
  const consent = { givenAt: registeredAt, source: 'registration' as const };
  for (let index = 0; index < count; index++) {
    const userId = randomUUID();
    await app.services.store.appendToStream(userStreamId(userId), [
      { type: 'UserRegistered', data: { userId, email: `subscriber-${index}@example.ru`, registeredAt }, metadata },
      { type: 'PersonalDataConsentGiven', data: { userId, consent: personalDataConsentDocument, ...consent }, metadata },
      { type: 'AdvertisingConsentGiven', data: { userId, consent: advertisingConsentDocument, ...consent }, metadata },
    ]);
  }
  await until(
    'The subscribers did not reach the read models',
    async () => {
      const answer = await coach.get<{ count: number }>('/api/newsletter/recipients/');
      return answer.status === 200 && answer.body.count >= count;
    },
    300,
  );
}
