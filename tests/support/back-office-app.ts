import { expect } from 'vitest';
import type { ApiClient } from './api-client';
import { registerAndSignIn } from './sign-in';
import { startTestApp, type TestApp } from './test-app';

/** The coach's address in the back-office suites (an `ADMIN_EMAILS` superuser). */
export const coachEmail = 'coach@example.ru';

/**
 * The back-office suites' usual set-up: the app on embedded PGlite at the test clock's time, the
 * coach and a client (anna@example.ru) signed in, and a stranger who has only a CSRF token.
 */
export async function startBackOfficeApp(options: { now: () => Date }): Promise<{ app: TestApp; coach: ApiClient; anna: ApiClient; stranger: ApiClient }> {
  const app = await startTestApp({ backend: 'embedded', now: options.now, adminEmails: [coachEmail] });
  const [coach, anna, stranger] = [app.client(), app.client(), app.client()];
  await stranger.get('/api/csrf');
  await registerAndSignIn(coach, app.outboxDir, coachEmail);
  await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
  return { app, coach, anna, stranger };
}

type Started = { data: { token: string | null; id: string } };

/** Pays a started purchase in the sandbox checkout (the provider's side only: nothing confirms it yet). */
export async function payInSandbox(client: ApiClient, started: Started): Promise<void> {
  const paid = await client.post(`/api/sandbox/checkout/${started.data.token}`, { outcome: 'succeeded' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

/** Starts a purchase with `body` (`POST /api/buy/`), pays it and confirms it as the success page does; the purchase id. */
export async function buyAndPay(client: ApiClient, body: Record<string, unknown>): Promise<string> {
  const started = await client.post<Started>('/api/buy/', body);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await payInSandbox(client, started.body);
  expect((await client.get<{ result: boolean }>('/api/buySuccessId/', { id: started.body.data.id })).body.result).toBe(true);
  return started.body.data.id;
}
