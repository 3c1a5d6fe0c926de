import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * Answers the contract fuzzer saw that the contract did not declare. The client checks every answer
 * against openapi.yaml, so each of these failed as undeclared before the contract named it.
 */
describe('answers the contract declares', () => {
  let app: TestApp;
  let anna: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded' });
    anna = app.client();
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should answer 404 for a product that does not exist', async () => {
    const bought = await anna.post<{ detail: string }>('/api/buy/', { product: 'product', type: 987_654 });
    expect(bought.status).toBe(404);
    expect(bought.body.detail).toBe('Такого продукта нет.');
  });

  it('should answer 403 to joining or leaving a waitlist without the CSRF token', async () => {
    const joined = await anna.request<{ detail: string }>('POST', '/api/waitlist/', { body: { day: '2026-12-03' }, csrf: false });
    expect(joined.status).toBe(403);
    expect(joined.body.detail).toMatch(/[А-Яа-я]/);
    expect((await anna.request('DELETE', '/api/waitlist/2026-12-03/', { csrf: false })).status).toBe(403);
  });
});
