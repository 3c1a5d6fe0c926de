import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type ConsultationType = { id: number; name: string; icon: string; description: string; additional: string; amount: number; on_sale: boolean };
type TaxLimits = { year: number; income: number; limits: Array<{ kind: string; level: string; applies: boolean; share: number }> };
type BuyResponse = { data: { id: string; token: string } };

/** The self-employed coach's income this year, counted from paid purchases, against the НПД limit of 2 400 000 ₽. */
describe("the self-employed limit against the year's income (embedded)", () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now });
    [coach, anna] = [app.client(), app.client()];
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const selfEmployedLimit = async () => {
    const answer = await coach.get<TaxLimits>('/api/admin/compliance/tax-limits/');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { income: answer.body.income, year: answer.body.year, limit: answer.body.limits.find((limit) => limit.kind === 'self_employed')! };
  };

  it('should warn at 80 % once the paid sessions pass 1 920 000 ₽', async () => {
    expect(await selfEmployedLimit()).toMatchObject({ income: 0, year: 2026, limit: { level: 'ok', applies: true } });
    const [single] = (await coach.get<ConsultationType[]>('/api/admin/consultation-types/')).body;
    const { name, icon, description, additional, on_sale } = single!;
    const priced = await coach.request('PUT', '/api/dictionary/consultationType/1/', { body: { name, icon, description, additional, on_sale, amount: 1_000_000 } });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    for (const day of ['2026-12-02', '2026-12-03']) {
      const bought = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, amount: 1_000_000, date: `${day} 07:00` });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect((await anna.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
    }
    expect(await selfEmployedLimit()).toMatchObject({ income: 2_000_000, limit: { level: '80', applies: true } });
    expect((await anna.get('/api/admin/compliance/tax-limits/')).status).toBe(403);
  });
});
