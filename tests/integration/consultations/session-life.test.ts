import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail, type OutboxMail } from '../../support/outbox';
import { schedulePlan } from '../../support/schedule-plan';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { checkedFetch } from '../../support/contract-answers';
import { createLogger } from '../../../server/src/config/logger';
import { scenarioStores } from '../../support/test-lane';

type Session = { id: number; date: string; is_paid: boolean; meeting_url: string | null; user: { id: string; email: string } };
type Schedule = { meeting_url: string | null };
type Day = { date: string; times: Array<{ value: string; start: string }> };

const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };
const slot = (day: number) => `2026-12-${String(day).padStart(2, '0')} 07:00`;
const at = (day: number) => `2026-12-${String(day).padStart(2, '0')}T07:00:00.000Z`;
const room = 'https://telemost.yandex.ru/j/55501234567890';

/** An iCalendar property of a mailed invitation, unfolded. */
const icsProperty = (mail: OutboxMail, name: string) =>
  mail.calendar?.content
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  // Without the servers, real-servers.ts has already printed the one line saying this part is skipped.
  describe.skipIf(!(await backendAvailable(backend)))(`a session from booking to its move and cancellation (${backend})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;
    let annaId: string;
    let racers: Array<{ client: ApiClient; id: string }>;
    /** What the server logged, as JSON lines. */
    const logLines: string[] = [];

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'], logger: createLogger('info', { write: (line: string) => void logLines.push(line) }) });
      coach = app.client();
      anna = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
      annaId = (await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru')).id;
      racers = await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const client = app.client();
          const { id } = await registerAndSignIn(client, app.outboxDir, `mover${index}@example.ru`);
          return { client, id };
        }),
      );
    }, 120_000);
    afterAll(async () => {
      await app?.close();
    });

    const sessionsOf = async (client: ApiClient) => (await client.get<Session[]>('/api/consultation/', december)).body;
    const freeDays = async () => (await anna.get<Day[]>('/api/consultation-days/', december)).body.map((day) => day.date);
    const mailsTo = async (email: string, subject: RegExp) => (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(email) && subject.test(mail.subject));

    it('should keep the coach’s meeting room in the schedule and refuse a link that is not https', async () => {
      const schedule = (await coach.get<Schedule>('/api/schedule/')).body;
      expect(schedule.meeting_url).toBeNull();
      const saved = await coach.request<Schedule>('PUT', '/api/schedule/', { body: schedulePlan(['10:00'], { meetingUrl: room }) });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.meeting_url).toBe(room);
      // Left as it is when a request does not mention it (the plan editor saves the plan alone).
      const kept = await coach.request<Schedule>('PUT', '/api/schedule/', { body: schedulePlan(['10:00']) });
      expect(kept.body.meeting_url).toBe(room);
      const plain = await coach.request('PUT', '/api/schedule/', { body: schedulePlan(['10:00'], { meetingUrl: 'http://zoom.us/j/1' }) });
      expect(plain.status).toBe(400);
      expect((await anna.request('PUT', '/api/schedule/', { body: schedulePlan(['10:00'], { meetingUrl: room }) })).status).toBe(403);
    });

    it('should mail the booked client an invitation with the room, and show the room on her session', async () => {
      const created = await coach.post<Session>('/api/consultation/', { user: annaId, date: slot(3), description: '' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.meeting_url).toBe(room);
      expect((await sessionsOf(anna))[0]).toMatchObject({ id: created.body.id, meeting_url: room });

      const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('anna@example.ru') && message.subject === 'Сессия записана');
      expect(mail.calendar?.method).toBe('REQUEST');
      expect(icsProperty(mail, 'METHOD')).toBe('REQUEST');
      expect(icsProperty(mail, 'UID')).toBe(`consultation-${created.body.id}@localhost`);
      expect(icsProperty(mail, 'SEQUENCE')).toBe('0');
      expect(icsProperty(mail, 'DTSTART')).toBe('20261203T070000Z');
      // Its type's length (the first type's, 60 minutes).
      expect(icsProperty(mail, 'DTEND')).toBe('20261203T080000Z');
      expect(icsProperty(mail, 'LOCATION')).toBe(room);
      expect(icsProperty(mail, 'DESCRIPTION')).toContain(room);
      expect(mail.text).toContain(room);
      expect(mail.text).toMatch(/3 декабря 2026 в 10:00/);
      expect(mail.html).toContain('Добавить в Google Календарь');
      expect(mail.html).toContain('calendar.yandex.ru/event');
    });

    it('should move the client’s session a day ahead, free the old day and mail the updated invitation', async () => {
      const [session] = await sessionsOf(anna);
      const moved = await anna.post<Session>(`/api/consultation/${session!.id}/reschedule/`, { date: slot(5) });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body).toMatchObject({ id: session!.id, date: at(5), is_paid: true, meeting_url: room });
      expect(await freeDays()).toContain('2026-12-03');
      expect(await freeDays()).not.toContain('2026-12-05');

      const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('anna@example.ru') && message.subject === 'Сессия перенесена');
      expect(icsProperty(mail, 'UID')).toBe(`consultation-${session!.id}@localhost`);
      expect(icsProperty(mail, 'SEQUENCE')).toBe('1');
      expect(icsProperty(mail, 'DTSTART')).toBe('20261205T070000Z');
      expect(mail.text).toMatch(/5 декабря 2026 в 10:00/);
    });

    it('should refuse a move to a taken slot with a Russian 409 and leave the booking where it was', async () => {
      await coach.post<Session>('/api/consultation/', { user: racers[0]!.id, date: slot(7), description: '' });
      const [session] = await sessionsOf(anna);
      const refused = await anna.post<{ detail: string }>(`/api/consultation/${session!.id}/reschedule/`, { date: slot(7) });
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toMatch(/уже занято/);
      expect((await sessionsOf(anna)).map((mine) => mine.date)).toEqual([at(5)]);
      const blocked = await anna.post<{ detail: string }>(`/api/consultation/${session!.id}/reschedule/`, { date: '2026-12-05 08:00' });
      expect(blocked.status).toBe(400);
      expect(blocked.body.detail).toMatch(/[А-я]/);
    });

    it('should let the coach give one session a room of its own and mail the updated invitation', async () => {
      const ownRoom = 'https://zoom.us/j/7770001';
      const [session] = await sessionsOf(anna);
      const saved = await coach.request<Session>('PUT', `/api/consultation/${session!.id}/`, {
        body: { user: annaId, date: session!.date, description: '', meeting_url: ownRoom },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.meeting_url).toBe(ownRoom);
      expect((await sessionsOf(anna))[0]?.meeting_url).toBe(ownRoom);
      const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('anna@example.ru') && message.subject === 'Новая ссылка на сессию');
      expect(icsProperty(mail, 'UID')).toBe(`consultation-${session!.id}@localhost`);
      expect(icsProperty(mail, 'SEQUENCE')).toBe('2');
      expect(icsProperty(mail, 'LOCATION')).toBe(ownRoom);
    });

    it('should refuse the client a move within 24 hours and allow it to the coach', async () => {
      const soon = await coach.post<Session>('/api/consultation/', { user: annaId, date: '2026-11-23 07:00', description: '' });
      expect(soon.status).toBe(201);
      const late = await anna.post<{ detail: string }>(`/api/consultation/${soon.body.id}/reschedule/`, { date: slot(9) });
      expect(late.status).toBe(400);
      expect(late.body.detail).toMatch(/Перенести сессию можно не позднее чем за 24 часа/);
      const byCoach = await coach.post<Session>(`/api/consultation/${soon.body.id}/reschedule/`, { date: slot(9) });
      expect(byCoach.status, JSON.stringify(byCoach.body)).toBe(200);
      expect(byCoach.body.date).toBe(at(9));
      expect((await anna.post(`/api/consultation/${soon.body.id}/reschedule/`, { date: 'завтра' })).status).toBe(400);
      expect((await racers[1]!.client.post(`/api/consultation/${soon.body.id}/reschedule/`, { date: slot(10) })).status).toBe(404);
    });

    it('should withdraw the invitation with CANCEL under the same UID when a session is cancelled', async () => {
      const moved = (await sessionsOf(anna)).find((session) => session.date === at(9))!;
      expect((await coach.request('DELETE', `/api/consultation/${moved.id}/`)).status).toBe(200);
      const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('anna@example.ru') && message.subject === 'Сессия отменена');
      expect(mail.calendar?.method).toBe('CANCEL');
      expect(icsProperty(mail, 'METHOD')).toBe('CANCEL');
      expect(icsProperty(mail, 'UID')).toBe(`consultation-${moved.id}@localhost`);
      // Booked (0), moved by the coach (1), cancelled (2).
      expect(icsProperty(mail, 'SEQUENCE')).toBe('2');
      const cancelled = await app.services.db.query<{ status: string }>(`SELECT status FROM consultations WHERE id = $1`, [moved.id]);
      expect(cancelled.rows[0]?.status).toBe('cancelled');
    });

    it('should give a contested slot to exactly one of 20 clients moving to it and keep every other booking where it was', async () => {
      const booked = await Promise.all(
        racers.map(async (racer, index) => {
          const created = await coach.post<Session>('/api/consultation/', { user: racer.id, date: slot(11 + index), description: '' });
          expect(created.status, JSON.stringify(created.body)).toBe(201);
          return created.body;
        }),
      );
      const results = await Promise.all(
        racers.map((racer, index) => racer.client.post<Session & { detail?: string }>(`/api/consultation/${booked[index]!.id}/reschedule/`, { date: slot(8) })),
      );
      const winners = results.filter((result) => result.status === 200);
      expect(winners).toHaveLength(1);
      const losers = results.filter((result) => result.status === 409);
      expect(losers).toHaveLength(19);
      for (const loser of losers) expect(loser.body.detail).toMatch(/уже занято/);

      const winnerIndex = results.findIndex((result) => result.status === 200);
      for (const [index, racer] of racers.entries()) {
        const own = (await sessionsOf(racer.client)).filter((session) => session.id === booked[index]!.id);
        expect(own.map((session) => session.date)).toEqual([index === winnerIndex ? at(8) : at(11 + index)]);
      }
      const onTarget = await app.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM consultations WHERE status <> 'cancelled' AND start_at = $1`, [
        at(8),
      ]);
      expect(onTarget.rows[0]?.n).toBe(1);
      // The winner's old day is free again; every loser's is still taken.
      const free = await freeDays();
      expect(free).toContain(`2026-12-${String(11 + winnerIndex).padStart(2, '0')}`);
      expect(racers.filter((_, index) => index !== winnerIndex && free.includes(`2026-12-${String(11 + index).padStart(2, '0')}`))).toEqual([]);
      await waitForMail(app.outboxDir, (mail) => mail.to.includes(`mover${winnerIndex}@example.ru`) && mail.subject === 'Сессия перенесена');
      expect(await mailsTo(`mover${winnerIndex}@example.ru`, /перенесена/)).toHaveLength(1);
      for (const index of racers.keys()) if (index !== winnerIndex) expect(await mailsTo(`mover${index}@example.ru`, /перенесена/)).toEqual([]);
    }, 60_000);

    it('should serve the coach a private calendar feed of the booked sessions, refused without its token and changed by «Сменить ссылку»', async () => {
      // A calendar service fetches the feed with no session: the token in the address is all it has.
      const fetchFeed = (feedUrl: string) => checkedFetch(new URL(new URL(feedUrl).pathname, app.baseUrl));
      const { calendar_feed_url: feedUrl } = (await coach.get<Schedule & { calendar_feed_url: string }>('/api/schedule/')).body;
      expect(feedUrl).toMatch(/^http:\/\/localhost:3000\/api\/calendar-feed\/[\w-]{20,}\/$/);
      const feed = await fetchFeed(feedUrl);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
      const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
      const [annaSession] = await sessionsOf(anna);
      const event = ics.split('BEGIN:VEVENT').find((block) => block.includes(`UID:consultation-${annaSession!.id}@localhost`));
      expect(event).toContain('DTSTART:20261205T070000Z');
      expect(event).toContain('SEQUENCE:2');
      expect(event).toContain('anna@example.ru');
      expect(event).toContain('Оплата: оплачена');
      expect(event).toContain('LOCATION:https://zoom.us/j/7770001');
      // The others are in the coach's default room.
      expect(ics).toContain(`LOCATION:${room}`);
      // The cancelled session is not in the feed.
      expect(ics).not.toContain('DTSTART:20261209T070000Z');

      expect((await checkedFetch(new URL('/api/calendar-feed/not-the-token/', app.baseUrl))).status).toBe(403);
      expect((await anna.post('/api/schedule/calendar-feed/', {})).status).toBe(403);
      const rotated = await coach.post<{ calendar_feed_url: string }>('/api/schedule/calendar-feed/', {});
      expect(rotated.status).toBe(200);
      expect(rotated.body.calendar_feed_url).not.toBe(feedUrl);
      expect((await fetchFeed(feedUrl)).status).toBe(403);
      expect((await fetchFeed(rotated.body.calendar_feed_url)).status).toBe(200);
      // The feed's address is a secret: the request log names its route, never its token.
      const tokens = [feedUrl, rotated.body.calendar_feed_url].map((url) => new URL(url).pathname.split('/').at(-2)!);
      expect(logLines.filter((line) => line.includes('/api/calendar-feed/')).length).toBeGreaterThan(0);
      expect(logLines.filter((line) => tokens.some((token) => line.includes(token)))).toEqual([]);
      expect((await coach.get<{ calendar_feed_url: string }>('/api/schedule/')).body.calendar_feed_url).toBe(rotated.body.calendar_feed_url);
    });
  });
}
