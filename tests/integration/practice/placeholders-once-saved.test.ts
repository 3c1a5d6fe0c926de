import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type Practice = Record<string, string> & { placeholders: string[] };

describe('the practice\'s placeholders', () => {
  let app: TestApp;
  let coach: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', adminEmails: ['coach@example.ru'] });
    coach = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should leave none once the coach saved her details, even a name that reads like the sample', async () => {
    const seeded = await coach.get<Practice>('/api/practice/');
    expect(seeded.body.placeholders).toContain('legal_name');
    const { placeholders: _placeholders, ...details } = seeded.body;
    const hers = { ...details, inn: '500100732259', legal_name: 'Смирнова Анна Сергеевна' };

    const saved = await coach.request<Practice>('PUT', '/api/practice/', { body: hers });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.placeholders).toEqual([]);
    expect((await app.client().get<Practice>('/api/practice/')).body).toMatchObject({ legal_name: 'Смирнова Анна Сергеевна', placeholders: [] });
  });
});
