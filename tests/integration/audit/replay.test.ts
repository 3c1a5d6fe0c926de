import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelProjections as projections } from '../../../projections';
import { replayAndCompare } from '../../../projections/replay';
import { createTestClock } from '../../support/clock';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { describeOnceInFastLane, scenarioStores } from '../../support/test-lane';

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`audit replay (${backend})`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ backend, now: createTestClock(new Date('2026-11-22T09:00:00.000Z')).now, adminEmails: ['coach@example.ru'] });
      const coach = app.client();
      const client = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
      await registerAndSignIn(client, app.outboxDir, 'anna@example.ru');
      for (const [day, type] of [[2, 2], [3, 1], [4, 1]] as const) {
        const bought = await client.post<{ data: { id: string; token: string | null } }>('/api/buy/', { product: 'consultation', type, date: `2026-12-0${day} 07:00` });
        if (bought.body.data.token) {
          await client.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
        }
      }
      const [first] = (await client.get<Array<{ id: number }>>('/api/consultation/', { start: '2026-11-30 21:00', end: '2026-12-31 21:00' })).body;
      await coach.request('PUT', `/api/consultation/${first!.id}/`, { body: { user: 'x', date: '2026-12-02 07:00', description: 'Итоги первой встречи' } });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('should rebuild the same read models from the events', async () => {
      const report = await replayAndCompare(app.services.db, app.services.store, projections);
      expect(report.events).toBeGreaterThan(10);
      expect(report.differences).toEqual([]);
    });

    it('should report a corrupted read-model row', async () => {
      await app.services.db.query(`UPDATE consultations SET description = 'подделка' WHERE description = 'Итоги первой встречи'`);
      const report = await replayAndCompare(app.services.db, app.services.store, projections);
      expect(report.differences).toEqual([expect.objectContaining({ table: 'consultations', onlyLive: 1, onlyReplayed: 1 })]);
      expect(report.differences[0]!.examples.join('\n')).toContain('подделка');
    });
  });
}

describeOnceInFastLane('audit area', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: createTestClock(new Date('2026-11-22T09:00:00.000Z')).now, adminEmails: ['coach@example.ru'] });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should let the coach search the history, see one client and the monthly totals, and nobody else', async () => {
    const coach = app.client();
    const client = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    const anna = await registerAndSignIn(client, app.outboxDir, 'anna@example.ru');
    const bought = await client.post<{ data: { id: string; token: string } }>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-02 07:00' });
    await client.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
    await coach.post(`/api/purchase/${bought.body.data.id}/refund/`, {});

    expect((await client.get('/api/audit/events/')).status).toBe(403);
    expect((await client.get('/api/audit/totals/')).status).toBe(403);
    const payments = await coach.get<Array<{ type: string; email: string | null }>>('/api/audit/events/', { q: 'PaymentSucceeded' });
    expect(payments.body).toEqual([expect.objectContaining({ type: 'PaymentSucceeded', email: 'anna@example.ru' })]);
    const annas = await coach.get<Array<{ type: string }>>('/api/audit/events/', { user: anna.id });
    expect(annas.body.map((event) => event.type)).toEqual(expect.arrayContaining(['UserRegistered', 'PersonalDataConsentGiven', 'ConsultationBooked', 'RefundSucceeded', 'ConsultationCancelled']));
    const totals = await coach.get<Array<{ month: string; paid: number; refunded: number }>>('/api/audit/totals/');
    expect(totals.body).toEqual([{ month: expect.stringMatching(/^\d{4}-\d{2}$/), paid: 3500, refunded: 3500, payments: 1 }]);
  });
});
