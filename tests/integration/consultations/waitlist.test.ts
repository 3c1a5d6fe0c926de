import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { buildPersonalDataReport } from '../../../server/src/modules/privacy/personal-data-report';
import { readOutbox, waitForMail } from '../../support/outbox';
import { schedulePlan } from '../../support/schedule-plan';
import { deleteAccount, registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type Session = { id: number };
type Waitlist = { days: string[] };

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  // Without the servers, real-servers.ts has already printed the one line saying this part is skipped.
  describe.skipIf(!(await backendAvailable(backend)))(`the waitlist of a full day (${backend})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;
    let boris: ApiClient;
    let cora: ApiClient;
    let annaId: string;
    let borisId: string;
    let coraId: string;
    const coraMail = new Set<string>();

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'] });
      [coach, anna, boris, cora] = [app.client(), app.client(), app.client(), app.client()];
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
      annaId = (await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru')).id;
      borisId = (await registerAndSignIn(boris, app.outboxDir, 'boris@example.ru')).id;
      coraId = (await registerAndSignIn(cora, app.outboxDir, 'cora@example.ru', coraMail)).id;
    }, 60_000);
    afterAll(async () => {
      await app?.close();
    });

    it('should let clients wait only for a full day ahead, mail them all when a time frees, and give it to the first who books', async () => {
      const booked = await coach.post<Session>('/api/consultation/', { user: annaId, date: '2026-12-03 07:00', description: '' });
      expect(booked.status).toBe(201);

      expect((await boris.post<Waitlist>('/api/waitlist/', { day: '2026-12-03' })).body).toEqual({ days: ['2026-12-03'] });
      expect((await cora.post<Waitlist>('/api/waitlist/', { day: '2026-12-03' })).status).toBe(200);
      const freeDay = await boris.post<{ detail: string }>('/api/waitlist/', { day: '2026-12-04' });
      expect(freeDay.status).toBe(400);
      expect(freeDay.body.detail).toMatch(/есть свободное время/);
      expect((await boris.post('/api/waitlist/', { day: '2026-11-22' })).status).toBe(400);
      expect((await boris.get<Waitlist>('/api/waitlist/')).body).toEqual({ days: ['2026-12-03'] });

      expect((await anna.request('DELETE', `/api/consultation/${booked.body.id}/`)).status).toBe(200);
      for (const email of ['boris@example.ru', 'cora@example.ru']) {
        const mail = await waitForMail(app.outboxDir, (message) => message.to.includes(email) && /Освободилось время/.test(message.subject));
        expect(mail.subject).toBe('Освободилось время на 3 декабря 2026');
        expect(mail.text).toContain('10:00');
        // Its only link opens the cabinet; nothing changes on a GET.
        expect(mail.text.match(/https?:\/\/\S+/g)).toEqual(['http://localhost:3000/lk', 'http://localhost:3000']);
      }
      expect((await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes('anna@example.ru') && /Освободилось/.test(mail.subject))).toEqual([]);

      const attempts = await Promise.all(
        [boris, cora].map((client) => client.post<{ detail?: string }>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-03 07:00' })),
      );
      expect(attempts.map((attempt) => attempt.status).sort()).toEqual([200, 409]);

      expect((await boris.request<Waitlist>('DELETE', '/api/waitlist/2026-12-03/')).body).toEqual({ days: [] });
      expect((await cora.get<Waitlist>('/api/waitlist/')).body).toEqual({ days: ['2026-12-03'] });
    }, 30_000);

    it('should not tell a waiting client who has a session on that day meanwhile', async () => {
      const saved = await coach.request('PUT', '/api/schedule/', { body: schedulePlan(['10:00', '12:00']) });
      expect(saved.status).toBe(200);
      expect((await coach.post('/api/consultation/', { user: annaId, date: '2026-12-10 07:00', description: '' })).status).toBe(201);
      const borisSession = await coach.post<Session>('/api/consultation/', { user: borisId, date: '2026-12-10 09:00', description: '' });
      expect(borisSession.status).toBe(201);
      expect((await anna.post('/api/waitlist/', { day: '2026-12-10' })).status).toBe(200);
      expect((await cora.post('/api/waitlist/', { day: '2026-12-10' })).status).toBe(200);

      expect((await coach.request('DELETE', `/api/consultation/${borisSession.body.id}/`)).status).toBe(200);
      await waitForMail(app.outboxDir, (mail) => mail.to.includes('cora@example.ru') && mail.subject === 'Освободилось время на 10 декабря 2026');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes('anna@example.ru') && /Освободилось/.test(mail.subject))).toEqual([]);
    }, 30_000);

    it('should hand the days she waits for out with her data and forget them with her account', async () => {
      const report = await buildPersonalDataReport(app.services.db, { userId: coraId, addresses: ['cora@example.ru'] }, clock.now());
      expect(report.waitlist.map((entry) => entry.day)).toEqual(['2026-12-03', '2026-12-10']);
      clock.advance(60_000);
      await deleteAccount(cora, app.outboxDir, 'cora@example.ru', coraMail);
      const left = await app.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM waitlist WHERE user_id = $1`, [coraId]);
      expect(left.rows[0]?.n).toBe(0);
    }, 30_000);
  });
}
