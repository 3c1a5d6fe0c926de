import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail } from '../../support/outbox';
import { schedulePlan } from '../../support/schedule-plan';
import { registerAndSignIn } from '../../support/sign-in';
import { describeSideBySide } from '../../support/side-by-side';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type Session = { id: number; date: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The reminders are delayed jobs whose delay is taken from the test clock when a session is booked
 * or moved; the clock is set a few seconds before a reminder's time, and `elapse` lets those seconds
 * pass: on the embedded store the in-process jobs follow the test clock (a second and a half covers
 * their one-second poll and the run); on the servers BullMQ's delays run on the wall clock, so the
 * same seconds pass for real. The daily time is 00:30 Moscow (21:30 UTC the day before).
 */
for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  // Without the servers, real-servers.ts has already printed the one line saying this part is skipped.
  // The two backends' suites wait for their reminders side by side.
  describeSideBySide(`reminders before a session (${backend})`, () => {
    const clock = createTestClock(new Date('2026-12-01T09:00:00.000Z'));
    let app: TestApp;
    let coach: ApiClient;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, jobsFollowNow: backend === 'embedded', adminEmails: ['coach@example.ru'] });
      coach = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
      for (const name of ['anna', 'boris', 'cora']) ids[name] = (await registerAndSignIn(app.client(), app.outboxDir, `${name}@example.ru`)).id;
      const saved = await coach.request('PUT', '/api/schedule/', { body: schedulePlan(['00:30'], { meetingUrl: 'https://zoom.us/j/9990001' }) });
      expect(saved.status).toBe(200);
    }, 60_000);
    afterAll(async () => {
      await app?.close();
    });

    const elapse = async (ms: number) => {
      clock.advance(ms);
      await sleep(backend === 'embedded' ? 1500 : ms);
    };
    const setClock = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
    const book = async (name: string, date: string) => {
      const created = await coach.post<Session>('/api/consultation/', { user: ids[name], date, description: '' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body;
    };
    const remindersTo = async (name: string) => (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(`${name}@example.ru`) && /Напоминание/.test(mail.subject));

    it('should remind an hour before, not earlier, once, and skip the day-before reminder of a session booked later than that', async () => {
      setClock('2026-12-05T20:29:55.000Z');
      await book('anna', '2026-12-05 21:30');
      await elapse(3000);
      expect(await remindersTo('anna')).toEqual([]);
      await elapse(3000);
      const reminder = await waitForMail(app.outboxDir, (mail) => mail.to.includes('anna@example.ru') && mail.subject === 'Напоминание: сессия через час', 10_000);
      expect(reminder.text).toMatch(/6 декабря 2026 в 00:30/);
      expect(reminder.text).toContain('https://zoom.us/j/9990001');
      await elapse(2000);
      expect((await remindersTo('anna')).map((mail) => mail.subject)).toEqual(['Напоминание: сессия через час']);
    }, 30_000);

    it('should not remind of a cancelled session', async () => {
      setClock('2026-12-06T21:29:55.000Z');
      const session = await book('boris', '2026-12-07 21:30');
      expect((await coach.request('DELETE', `/api/consultation/${session.id}/`)).status).toBe(200);
      await waitForMail(app.outboxDir, (mail) => mail.to.includes('boris@example.ru') && mail.subject === 'Сессия отменена');
      await elapse(7000);
      expect(await remindersTo('boris')).toEqual([]);
    }, 30_000);

    it('should drop the reminders of the old time when a session moves and remind of the new time instead', async () => {
      setClock('2026-12-08T21:29:50.000Z');
      const session = await book('cora', '2026-12-09 21:30');
      // The day-before reminder of the first time would come due 10 seconds from now. BullMQ takes
      // a delay from the clock when the job is queued, so on the servers the clock moves to a few
      // seconds before the new time's reminder first; the in-process jobs keep their due times, so
      // there the move comes first and the clock then passes both old reminders' times as well.
      if (backend === 'servers') setClock('2026-12-09T21:29:55.000Z');
      const moved = await coach.post<Session>(`/api/consultation/${session.id}/reschedule/`, { date: '2026-12-10 21:30' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      setClock('2026-12-09T21:29:55.000Z');
      await elapse(6000);
      const reminder = await waitForMail(app.outboxDir, (mail) => mail.to.includes('cora@example.ru') && mail.subject === 'Напоминание: сессия завтра', 10_000);
      expect(reminder.text).toMatch(/11 декабря 2026 в 00:30/);
      await elapse(8000);
      expect((await remindersTo('cora')).map((mail) => mail.subject)).toEqual(['Напоминание: сессия завтра']);
    }, 40_000);
  }, { skip: !(await backendAvailable(backend)) });
}
