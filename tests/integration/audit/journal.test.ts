import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { deleteAccount, registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type JournalEntry = { type: string; title: string; actor_display: string; client_display: string | null; summary: string; data: Record<string, unknown> };

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`the coach's journal: Russian event names, people instead of ids, essentials as text, filters (${backend})`, () => {
    let app: TestApp;
    let clock: ReturnType<typeof createTestClock>;
    let coach: ApiClient;
    let anna: ApiClient;
    const seen = new Set<string>();

    const journal = async (params: Record<string, string> = {}) => {
      const answer = await coach.get<JournalEntry[]>('/api/audit/events/', params);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };

    beforeAll(async () => {
      clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'] });
      coach = app.client();
      anna = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', seen);
      await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru', seen);
      const bought = await anna.post<{ data: { id: string; token: string } }>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-02 07:00' });
      await anna.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
      const [session] = (await anna.get<Array<{ id: number }>>('/api/consultation/', { start: '2026-11-30 21:00', end: '2026-12-31 21:00' })).body;
      const cancelled = await coach.request('DELETE', `/api/consultation/${session!.id}/`);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBeLessThan(300);
      const guest = app.client();
      await guest.get('/api/csrf');
      await guest.post('/api/buy/', { product: 'product', type: 1, amount: 0, email: 'olga@example.ru', agreement: true, notification: true });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('should name every event in Russian, show the people and the essentials, newest first', async () => {
      const entries = await journal();
      const paid = entries.find((entry) => entry.type === 'PaymentSucceeded');
      expect(paid).toMatchObject({ title: 'Оплата получена', actor_display: 'система', client_display: 'anna@example.ru' });
      expect(paid!.summary).toMatch(/^3\s500 ₽; \S/);
      const cancellation = entries.find((entry) => entry.type === 'ConsultationCancelled');
      expect(cancellation).toMatchObject({ title: 'Сессия отменена', actor_display: 'коуч', client_display: 'anna@example.ru' });
      // 07:00 UTC is 10:00 in Moscow.
      expect(cancellation!.summary).toBe('сессия 2 декабря 2026 в 10:00 (МСК); причина: отменил коуч; оплата сохранена для новой записи');
      const consent = entries.find((entry) => entry.type === 'PersonalDataConsentGiven' && entry.client_display === 'anna@example.ru');
      expect(consent).toMatchObject({ title: 'Согласие на обработку данных дано', actor_display: 'anna@example.ru' });
      expect(consent!.summary).toMatch(/, версия \S+/);
      const guestPurchase = entries.find((entry) => entry.type === 'PurchaseStarted' && entry.client_display?.startsWith('гость'));
      expect(guestPurchase).toMatchObject({ title: 'Покупка начата', actor_display: 'гость (olga@example.ru)', client_display: 'гость (olga@example.ru)' });
      expect(entries.every((entry) => !/^[A-Z][a-zA-Z]+$/.test(entry.title))).toBe(true);
      expect(entries.every((entry) => !/[0-9a-f]{8}-[0-9a-f]{4}-/.test(entry.actor_display))).toBe(true);
    });

    it('should filter by event type and by a part of the client\'s address, and page by position', async () => {
      const cancellations = await journal({ type: 'ConsultationCancelled' });
      expect(cancellations.map((entry) => entry.title)).toEqual(['Сессия отменена']);
      const olgas = await journal({ client: 'olga@' });
      expect(olgas.length).toBeGreaterThan(0);
      expect(olgas.every((entry) => entry.client_display === 'гость (olga@example.ru)')).toBe(true);
      const annas = await journal({ client: 'ANNA@example' });
      expect(annas.map((entry) => entry.type)).toEqual(expect.arrayContaining(['UserRegistered', 'PaymentSucceeded', 'ConsultationCancelled']));
      expect(annas.some((entry) => entry.client_display?.includes('olga'))).toBe(false);
      const firstPage = await coach.get<Array<{ position: number }>>('/api/audit/events/', { limit: '2' });
      const nextPage = await coach.get<Array<{ position: number }>>('/api/audit/events/', { limit: '2', before: String(firstPage.body[1]!.position) });
      expect(firstPage.body[0]!.position).toBeGreaterThan(firstPage.body[1]!.position);
      expect(nextPage.body[0]!.position).toBeLessThan(firstPage.body[1]!.position);
    });

    it('should list the event types with their Russian titles for the filter', async () => {
      const types = await coach.get<Array<{ type: string; title: string }>>('/api/audit/event-types/');
      expect(types.status).toBe(200);
      expect(types.body).toEqual(expect.arrayContaining([{ type: 'AccountDeleted', title: 'Аккаунт удалён' }, { type: 'ConsultationRescheduled', title: 'Сессия перенесена' }]));
    });

    it('should answer the coach only: 403 for a client, 401 for a stranger', async () => {
      for (const path of ['/api/audit/events/', '/api/audit/event-types/']) {
        expect((await anna.get(path)).status).toBe(403);
        expect((await app.client().get(path)).status).toBe(401);
      }
    });

    it('should show an erased client as «удалённый клиент», never her address', async () => {
      clock.advance(60_000); // past the 30 s between two codes to one address
      await deleteAccount(anna, app.outboxDir, 'anna@example.ru', seen);

      const entries = await journal();
      const deleted = entries.find((entry) => entry.type === 'AccountDeleted');
      expect(deleted).toMatchObject({ title: 'Аккаунт удалён', actor_display: 'удалённый клиент', client_display: 'удалённый клиент' });
      expect(JSON.stringify(entries.map(({ data: _data, ...shown }) => shown))).not.toContain('anna@example.ru');
    });
  });
}
