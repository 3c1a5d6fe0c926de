import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`20 clients racing for one slot (${backend})`, () => {
    let app: TestApp;
    let clients: ApiClient[];

    beforeAll(async () => {
      app = await startTestApp({ backend, now: createTestClock(new Date('2026-11-22T09:00:00.000Z')).now });
      clients = await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const client = app.client();
          await registerAndSignIn(client, app.outboxDir, `racer${index}@example.ru`);
          return client;
        }),
      );
    });
    afterAll(async () => {
      await app?.close();
    });

    it('should give the slot to exactly one and a Russian 409 to the others, with a tampered amount ignored', async () => {
      const results = await Promise.all(
        clients.map((client) => client.post<{ data: { amount: number } }>('/api/buy/', { product: 'consultation', type: 1, amount: 1, date: '2026-12-05 07:00' })),
      );
      const winners = results.filter((result) => result.status === 200);
      expect(winners).toHaveLength(1);
      expect(winners[0]!.body.data.amount).toBe(3500);
      const losers = results.filter((result) => result.status === 409);
      expect(losers).toHaveLength(19);
      for (const loser of losers) expect((loser.body as unknown as { detail: string }).detail).toMatch(/уже занято/);
      const booked = await clients[0]!.get<Array<{ date: string }>>('/api/consultation-booked/', { start: '2026-11-30 21:00', end: '2026-12-31 21:00' });
      expect(booked.body).toHaveLength(1);
      const sessions = await app.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM consultations WHERE status <> 'cancelled'`);
      expect(sessions.rows[0]?.n).toBe(1);
    });
  });
}
