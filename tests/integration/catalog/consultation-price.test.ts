import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type ConsultationType = { id: number; name: string; icon: string; description: string; additional: string; amount: number; sessions: number; on_sale: boolean };
type BuyResponse = { data: { id: string; token: string | null } };
type JournalEntry = { type: string; title: string; actor_display: string; summary: string };

const inputOf = ({ name, icon, description, additional, amount, on_sale }: ConsultationType) => ({ name, icon, description, additional, amount, on_sale });

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`a consultation type's price and sale (${backend})`, () => {
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;
    const seen = new Set<string>();

    const typesOnSale = async () => (await anna.get<ConsultationType[]>('/api/dictionary/consultationType/')).body;
    const allTypes = async () => (await coach.get<ConsultationType[]>('/api/admin/consultation-types/')).body;
    const change = (id: number, body: object, by = coach) => by.request<ConsultationType & { detail?: string }>('PUT', `/api/dictionary/consultationType/${id}/`, { body });
    const amountOf = async (purchaseId: string) => {
      const [started] = await app.services.store.readStream(`purchase-${purchaseId}`);
      return (started?.data as { amountKopecks: number }).amountKopecks;
    };
    const buySingle = (date: string) => anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, date, amount: 1 });

    beforeAll(async () => {
      const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'] });
      coach = app.client();
      anna = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', seen);
      await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru', seen);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('should let only the coach change a type: 401 for a stranger, 403 for a client', async () => {
      const [single] = await allTypes();
      const stranger = app.client();
      await stranger.get('/api/csrf');
      expect((await change(1, { ...inputOf(single!), amount: 1 }, stranger)).status).toBe(401);
      expect((await change(1, { ...inputOf(single!), amount: 1 }, anna)).status).toBe(403);
      expect((await anna.get('/api/admin/consultation-types/')).status).toBe(403);
      expect((await typesOnSale())[0]!.amount).toBe(3500);
    });

    it('should charge a new price to new purchases only, and record who changed it from what to what', async () => {
      const paid = await buySingle('2026-12-02 07:00');
      await anna.post(`/api/sandbox/checkout/${paid.body.data.token}`, { outcome: 'succeeded' });
      const unpaid = await buySingle('2026-12-03 07:00');
      expect(await amountOf(paid.body.data.id)).toBe(350_000);

      const [single] = await allTypes();
      const raised = await change(1, { ...inputOf(single!), amount: 4000 });
      expect(raised.status, JSON.stringify(raised.body)).toBe(200);
      expect(raised.body).toMatchObject({ id: 1, amount: 4000, on_sale: true });
      expect((await typesOnSale())[0]!.amount).toBe(4000);

      const next = await buySingle('2026-12-04 07:00');
      expect(await amountOf(next.body.data.id)).toBe(400_000);
      // The earlier purchases keep their price, paid or not.
      expect(await amountOf(paid.body.data.id)).toBe(350_000);
      expect(await amountOf(unpaid.body.data.id)).toBe(350_000);
      const payment = await anna.post(`/api/sandbox/checkout/${unpaid.body.data.token}`, { outcome: 'succeeded' });
      expect(payment.status).toBeLessThan(300);
      const payments = await coach.get<JournalEntry[]>('/api/audit/events/', { type: 'PaymentSucceeded' });
      expect(payments.body.map((entry) => entry.summary.split(';')[0])).toEqual([expect.stringMatching(/^3\s500 ₽$/), expect.stringMatching(/^3\s500 ₽$/)]);

      const journal = await coach.get<JournalEntry[]>('/api/audit/events/', { type: 'ConsultationTypeChanged' });
      expect(journal.body).toHaveLength(1);
      expect(journal.body[0]).toMatchObject({ title: 'Услуга изменена', actor_display: 'коуч' });
      expect(journal.body[0]!.summary).toMatch(/^Коуч-сессия: цена: 3\s500 ₽ → 4\s000 ₽ \(для новых покупок\)$/);
    });

    it('should take a type off sale: gone from the landing and from booking, still in the back office', async () => {
      const package5 = (await allTypes()).find((type) => type.id === 2)!;
      expect((await change(2, { ...inputOf(package5), on_sale: false })).status).toBe(200);
      expect((await typesOnSale()).map((type) => type.id)).toEqual([1, 3]);
      expect((await allTypes()).find((type) => type.id === 2)).toMatchObject({ on_sale: false });
      const refused = await anna.post<{ detail: string }>('/api/buy/', { product: 'consultation', type: 2, date: '2026-12-05 07:00', amount: 1 });
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe('Этот вид консультации сейчас не продаётся.');
      const journal = await coach.get<JournalEntry[]>('/api/audit/events/', { type: 'ConsultationTypeChanged' });
      expect(journal.body[0]!.summary).toBe('Пакет из 5 сессий: снята с продажи');
    });

    it('should refuse an icon the landing does not draw, with a Russian detail', async () => {
      const [single] = await allTypes();
      const answer = await change(1, { ...inputOf(single!), icon: 'rocket' });
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toMatch(/[а-яё]/i);
    });
  });
}
