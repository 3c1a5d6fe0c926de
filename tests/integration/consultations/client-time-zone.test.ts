import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { waitForMail } from '../../support/outbox';
import { schedulePlan } from '../../support/schedule-plan';
import { registerAndSignIn, requestCode } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { sessionMomentText } from '../../../server/src/shared/client-time';
import { scenarioStores } from '../../support/test-lane';

type Settings = { time_zone?: string | null };
type FreeDay = { date: string; times: Array<{ value: string; start: string }> };

/**
 * A client in Novosibirsk (UTC+7) books the practice's 10:00 Moscow time: her answers carry her
 * zone, her mails say 14:00 with 10:00 МСК beside it, and the invitation holds the real instant.
 * A Moscow client's answers and mails stay as they were.
 */
for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  // Without the servers, real-servers.ts has already printed the one line saying this part is skipped.
  describe.skipIf(!(await backendAvailable(backend)))(`the client's time zone (${backend})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'] });
      coach = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
      anna = app.client();
      ids.anna = (await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru')).id;
      ids.vera = (await registerAndSignIn(app.client(), app.outboxDir, 'vera@example.ru')).id;
      const saved = await coach.request('PUT', '/api/schedule/', { body: schedulePlan(['10:00', '23:00']) });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }, 60_000);
    afterAll(async () => {
      await app?.close();
    });

    it('should keep any IANA zone she chooses and refuse a name that is no zone with a Russian 400', async () => {
      expect((await anna.get<Settings>('/api/setting/')).body.time_zone).toBeNull();
      const set = await anna.request<Settings>('PUT', '/api/setting/time-zone/', { body: { time_zone: 'Asia/Novosibirsk' } });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body.time_zone).toBe('Asia/Novosibirsk');
      for (const wrong of ['Mars/Olympus', '+07:00', 'Новосибирск']) {
        const refused = await anna.request<{ detail: string }>('PUT', '/api/setting/time-zone/', { body: { time_zone: wrong } });
        expect(refused.status, wrong).toBe(400);
        expect(refused.body.detail).toBe('Неизвестный часовой пояс. Выберите его из списка.');
      }
      expect((await anna.get<Settings>('/api/user-me/')).body.time_zone).toBe('Asia/Novosibirsk');
      const card = await coach.get<{ time_zone: string | null }>(`/api/admin/clients/${ids.anna}/`);
      expect(card.body.time_zone).toBe('Asia/Novosibirsk');
    });

    it('should take the browser’s zone at registration, and not over the one she has at a later sign-in', async () => {
      const seen = new Set<string>();
      const boris = app.client();
      await boris.get('/api/csrf');
      const first = await requestCode(boris, app.outboxDir, 'boris@example.ru', { registration: true, seen });
      const signedIn = await boris.post<{ success: boolean }>('/api/token', { ...first, time_zone: 'Europe/Berlin' });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      expect((await boris.get<Settings>('/api/setting/')).body.time_zone).toBe('Europe/Berlin');

      const again = app.client();
      await again.get('/api/csrf');
      const second = await requestCode(again, app.outboxDir, 'boris@example.ru', { seen });
      expect((await again.post('/api/token', { ...second, time_zone: 'Asia/Tokyo' })).status).toBe(200);
      expect((await again.get<Settings>('/api/setting/')).body.time_zone).toBe('Europe/Berlin');
    });

    it('should answer the free times as instants she reads on her clock: 10:00 МСК is 14:00, 23:00 МСК the next day', async () => {
      const days = await anna.get<FreeDay[]>('/api/consultation-days/', { start: '2026-12-04 21:00', end: '2026-12-05 21:00' });
      expect(days.status).toBe(200);
      const starts = days.body.flatMap((day) => day.times.map((time) => time.start));
      expect(starts).toEqual(['2026-12-05T07:00:00.000Z', '2026-12-05T20:00:00.000Z']);
      expect(starts.map((start) => sessionMomentText(new Date(start), 'Asia/Novosibirsk'))).toEqual([
        '5 декабря 2026 в 14:00 по Новосибирску (10:00 МСК)',
        '6 декабря 2026 в 03:00 по Новосибирску (5 декабря, 23:00 МСК)',
      ]);
    });

    it('should mail her the booking at 14:00 on her clock with 10:00 МСК beside it, the invitation at the real instant', async () => {
      const booked = await coach.post<{ id: number; date: string }>('/api/consultation/', { user: ids.anna, date: '2026-12-05 07:00', description: '' });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(booked.body.date).toBe('2026-12-05T07:00:00.000Z');
      const mail = await waitForMail(app.outboxDir, (candidate) => candidate.to.includes('anna@example.ru') && candidate.subject === 'Сессия записана');
      expect(mail.text).toContain('Когда: 5 декабря 2026 в 14:00 по Новосибирску (10:00 МСК), онлайн.');
      expect(mail.text).not.toContain('по московскому времени');
      const [event] = ICAL.Component.fromString(mail.calendar!.content).getAllSubcomponents('vevent');
      const start = event?.getFirstPropertyValue('dtstart') as ICAL.Time;
      expect(start.zone?.tzid).toBe('UTC');
      expect(start.toJSDate().toISOString()).toBe('2026-12-05T07:00:00.000Z');
    });

    it('should leave a Moscow client’s answers and mails as they were', async () => {
      expect((await coach.get<{ time_zone: string | null }>(`/api/admin/clients/${ids.vera}/`)).body.time_zone).toBeNull();
      const booked = await coach.post<{ id: number }>('/api/consultation/', { user: ids.vera, date: '2026-12-06 07:00', description: '' });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const mail = await waitForMail(app.outboxDir, (candidate) => candidate.to.includes('vera@example.ru') && candidate.subject === 'Сессия записана');
      expect(mail.text).toContain('Когда: 6 декабря 2026 в 10:00 по московскому времени, онлайн.');
      expect(mail.text).not.toContain('МСК');
    });
  });
}
