import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type BuyResponse = { result: boolean; free: boolean; data: { token: string | null; id: string } };
type Session = { id: number; date: string; outcome: 'held' | 'no_show' | null };

const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  // Without the servers, real-servers.ts has already printed the one line saying this part is skipped.
  describe.skipIf(!(await backendAvailable(backend)))(`after the session: held or no-show (${backend})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'] });
      coach = app.client();
      anna = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
      await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
    }, 60_000);
    afterAll(async () => {
      await app?.close();
    });

    const balance = async () => (await anna.get<{ balance: number }>('/api/consultation-credits/')).body.balance;
    const sessionOn = async (iso: string) => (await anna.get<Session[]>('/api/consultation/', december)).body.find((session) => session.date === iso)!;
    const mark = (client: ApiClient, id: number, outcome: string) => client.post<Session & { detail?: string }>(`/api/consultation/${id}/outcome/`, { outcome });

    it('should keep a no-show’s package credit spent and mark a held session, both visible to the client', async () => {
      const bought = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 2, amount: 15750, date: '2026-12-02 07:00' });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect((await anna.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
      await anna.get('/api/buySuccessId/', { id: bought.body.data.id });
      const withCredit = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-03 07:00' });
      expect(withCredit.body).toMatchObject({ result: true, free: true });
      expect(await balance()).toBe(3);

      const fromCredit = await sessionOn('2026-12-03T07:00:00.000Z');
      const early = await mark(coach, fromCredit.id, 'no_show');
      expect(early.status).toBe(400);
      expect(early.body.detail).toMatch(/ещё не началась/);

      clock.advance(new Date('2026-12-03T08:00:00.000Z').getTime() - clock.now().getTime());
      expect((await mark(anna, fromCredit.id, 'held')).status).toBe(403);
      const noShow = await mark(coach, fromCredit.id, 'no_show');
      expect(noShow.status, JSON.stringify(noShow.body)).toBe(200);
      expect(noShow.body.outcome).toBe('no_show');
      expect((await sessionOn('2026-12-03T07:00:00.000Z')).outcome).toBe('no_show');
      // A no-show is final: a cancellation now would give the credit back.
      const cancel = await coach.request<{ detail: string }>('DELETE', `/api/consultation/${fromCredit.id}/`);
      expect(cancel.status).toBe(409);
      expect(await balance()).toBe(3);
      expect((await mark(coach, fromCredit.id, 'held')).status).toBe(409);

      const fromPackage = await sessionOn('2026-12-02T07:00:00.000Z');
      const held = await mark(coach, fromPackage.id, 'held');
      expect(held.status).toBe(200);
      expect((await sessionOn('2026-12-02T07:00:00.000Z')).outcome).toBe('held');
      expect(await balance()).toBe(3);

      const history = await app.services.db.query<{ type: string; outcome: string }>(
        `SELECT type, data->>'outcome' AS outcome FROM audit_log WHERE type = 'ConsultationOutcomeMarked' ORDER BY position`,
      );
      expect(history.rows).toEqual([
        { type: 'ConsultationOutcomeMarked', outcome: 'no_show' },
        { type: 'ConsultationOutcomeMarked', outcome: 'held' },
      ]);
    });
  });
}
