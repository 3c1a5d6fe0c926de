import { lookup } from 'node:dns/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/src/config/logger';
import type { Database } from '../../../server/src/db/database';
import { isPublicAddress } from '../../../server/src/modules/consultations/busy-calendar/feed-address';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { schedulePlan } from '../../support/schedule-plan';
import { registerAndSignIn, requestCode } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { describeOnceInFastLane, scenarioStores } from '../../support/test-lane';
import { openAppDatabase } from '../../support/migrated-database';

type Day = { date: string; times: Array<{ value: string; start: string }> };
type BusyCalendar = {
  last_success_at: string | null;
  failing_since: string | null;
  error: string | null;
  paused: boolean;
  conflicts: Array<{ id: number; date: string; email: string; name: string | null }>;
};
type Schedule = { busy_calendar_url?: string | null; busy_calendar?: BusyCalendar };

const backends = scenarioStores<Backend>('embedded', 'servers');
const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };
const dailyTimes = ['10:00', '12:00', '14:00', '16:00'];
/** The secret part of the address: it must never reach the log. */
const secretPath = '/calendar/ical/secret-4f7a9c1e2b/basic.ics';

const calendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Google Inc//Google Calendar 70.9054//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20261120T000000Z', ...lines, 'END:VEVENT'].join('\r\n');

/** Thursday 3 December 12:30–13:30, a weekly Tuesday 16:00–17:00 but 8 December, and all of Friday 11 December (Moscow). */
const firstEvents = [
  event('UID:dentist', 'SUMMARY:Стоматолог', 'DTSTART;TZID=Europe/Moscow:20261203T123000', 'DTEND;TZID=Europe/Moscow:20261203T133000'),
  event(
    'UID:yoga',
    'SUMMARY:Йога',
    'DTSTART;TZID=Europe/Moscow:20261201T160000',
    'DTEND;TZID=Europe/Moscow:20261201T170000',
    'RRULE:FREQ=WEEKLY;BYDAY=TU',
    'EXDATE;TZID=Europe/Moscow:20261208T160000',
  ),
  event('UID:trip', 'SUMMARY:Поездка', 'DTSTART;VALUE=DATE:20261211', 'DTEND;VALUE=DATE:20261212'),
  event('UID:free', 'SUMMARY:Можно прервать', 'DTSTART;TZID=Europe/Moscow:20261214T100000', 'DTEND;TZID=Europe/Moscow:20261214T110000', 'TRANSP:TRANSPARENT'),
];
const firstFeed = calendar(...firstEvents);

/** Every December day with its four times, less what the first feed keeps the coach busy at. */
function expectedDecember(busy: Readonly<Record<string, readonly string[] | 'all'>>): Record<string, string[]> {
  const days: Record<string, string[]> = {};
  for (let day = 1; day <= 31; day += 1) {
    const date = `2026-12-${String(day).padStart(2, '0')}`;
    const taken = busy[date];
    if (taken === 'all') continue;
    days[date] = dailyTimes.filter((time) => !taken?.includes(time));
  }
  return days;
}
const firstFeedBusy = { '2026-12-03': ['12:00'], '2026-12-01': ['16:00'], '2026-12-15': ['16:00'], '2026-12-22': ['16:00'], '2026-12-29': ['16:00'], '2026-12-11': 'all' } as const;

/** The coach's calendar server: serves `body` with an ETag, answers 304 to a matching If-None-Match, or fails as told. */
function startFeedServer() {
  const feed = { body: firstFeed, version: 1, failWith: undefined as number | undefined, garbage: false, requests: [] as Array<{ path: string; headers: IncomingHttpHeaders; status: number }> };
  const server: Server = createServer((request, response) => {
    const etag = `"v${feed.version}"`;
    const answer = (status: number, body = '', headers: Record<string, string> = {}) => {
      feed.requests.push({ path: request.url ?? '', headers: request.headers, status });
      response.writeHead(status, headers).end(body);
    };
    if (request.url !== secretPath) return answer(404, 'not found');
    if (feed.failWith) return answer(feed.failWith, 'Internal Server Error');
    if (feed.garbage) return answer(200, '<html><body>Войдите в аккаунт</body></html>', { 'content-type': 'text/html' });
    if (request.headers['if-none-match'] === etag) return answer(304);
    return answer(200, feed.body, { 'content-type': 'text/calendar; charset=utf-8', etag, 'last-modified': 'Fri, 20 Nov 2026 10:00:00 GMT' });
  });
  return { feed, server };
}

for (const backend of backends) {
  const available = await backendAvailable(backend);
  describe.skipIf(!available)(`busy times from the coach’s own calendar (${backend})`, () => {
    // Sunday 22 November 2026, 12:00 in Moscow.
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    const logLines: string[] = [];
    const { feed, server } = startFeedServer();
    let feedUrl = '';
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;
    let annaId: string;

    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${secretPath}`;
      app = await startTestApp({
        backend,
        now: clock.now,
        adminEmails: ['coach@example.ru'],
        environment: { BUSY_CALENDAR_ALLOW_LOCAL: 'on' },
        logger: createLogger('info', { write: (line: string) => void logLines.push(line) }),
      });
      coach = app.client();
      anna = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
      annaId = (await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru')).id;
      expect((await coach.request('PUT', '/api/schedule/', { body: schedulePlan(dailyTimes) })).status).toBe(200);
    });
    afterAll(async () => {
      await app?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    const freeDecember = async () =>
      Object.fromEntries((await anna.get<Day[]>('/api/consultation-days/', december)).body.map((day) => [day.date, day.times.map((time) => time.value)]));
    const connect = (url: string | null) => coach.request<Schedule & { detail?: string }>('PUT', '/api/schedule/busy-calendar/', { body: { busy_calendar_url: url } });

    it('should offer every planned time while no calendar is connected, and show none', async () => {
      expect(await freeDecember()).toEqual(expectedDecember({}));
      const schedule = (await coach.get<Schedule>('/api/schedule/')).body;
      expect(schedule.busy_calendar_url).toBeNull();
      expect(schedule.busy_calendar).toEqual({ last_success_at: null, failing_since: null, error: null, paused: false, conflicts: [] });
    });

    it('should refuse an address the server will not fetch, and let only the coach connect one', async () => {
      const refused = await connect('ftp://calendar.example.ru/basic.ics');
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe('Нужна ссылка, начинающаяся с https://');
      expect((await connect('просто текст')).status).toBe(400);
      const client = await anna.request('PUT', '/api/schedule/busy-calendar/', { body: { busy_calendar_url: feedUrl } });
      expect(client.status).toBe(403);
      expect(feed.requests).toHaveLength(0);
    });

    it('should read the calendar at once when saved: a single event, a weekly series but its exception and an all-day event remove exactly the times they overlap', async () => {
      const saved = await connect(feedUrl);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.busy_calendar_url).toBe(feedUrl);
      expect(saved.body.busy_calendar).toMatchObject({ last_success_at: clock.now().toISOString(), failing_since: null, error: null, conflicts: [] });
      expect(feed.requests.map((request) => request.status)).toEqual([200]);
      expect(await freeDecember()).toEqual(expectedDecember(firstFeedBusy));
    });

    it('should refuse a client’s booking at a busy time on the server too, and take one next to it', async () => {
      const busy = await anna.post<{ detail: string }>('/api/buy/', { product: 'consultation', type: 1, amount: 1, date: '2026-12-03 09:00' });
      expect(busy.status).toBe(409);
      expect(busy.body.detail).toMatch(/пересекается с занятым временем 12:30–13:30/);
      const free = await anna.post('/api/buy/', { product: 'consultation', type: 1, amount: 1, date: '2026-12-03 11:00' });
      expect(free.status, JSON.stringify(free.body)).toBe(200);
    });

    it('should keep the busy times when the calendar answers 304 to the conditional request', async () => {
      clock.advance(15 * 60_000);
      const refreshed = await connect(feedUrl);
      expect(refreshed.status).toBe(200);
      const last = feed.requests.at(-1);
      expect(last?.headers['if-none-match']).toBe('"v1"');
      expect(last?.headers['if-modified-since']).toBe('Fri, 20 Nov 2026 10:00:00 GMT');
      expect(last?.status).toBe(304);
      expect(refreshed.body.busy_calendar).toMatchObject({ last_success_at: clock.now().toISOString(), error: null });
      const free = await freeDecember();
      expect(free['2026-12-03']).toEqual(['10:00', '16:00']);
      expect(free).toEqual({ ...expectedDecember(firstFeedBusy), '2026-12-03': ['10:00', '16:00'] });
    });

    it('should read the whole calendar again, not conditionally, once the booking window reaches beyond what was read', async () => {
      expect((await coach.request('PUT', '/api/schedule/', { body: schedulePlan(dailyTimes, { windowDays: 180 }) })).status).toBe(200);
      const refreshed = await connect(feedUrl);
      expect(refreshed.body.busy_calendar).toMatchObject({ error: null });
      expect(feed.requests.at(-1)?.headers['if-none-match']).toBeUndefined();
      expect(feed.requests.at(-1)?.status).toBe(200);
      expect((await freeDecember())['2026-12-11']).toBeUndefined();
    });

    it('should keep the last good busy times through a failing calendar and show since when and why', async () => {
      const lastGood = clock.now().toISOString();
      clock.advance(15 * 60_000);
      const failingSince = clock.now().toISOString();
      feed.failWith = 500;
      const failed = await connect(feedUrl);
      expect(failed.status).toBe(200);
      expect(failed.body.busy_calendar).toMatchObject({ last_success_at: lastGood, failing_since: failingSince, error: 'сервер календаря ответил ошибкой 500' });

      feed.failWith = undefined;
      feed.garbage = true;
      feed.version = 2;
      clock.advance(15 * 60_000);
      const garbage = await connect(feedUrl);
      expect(garbage.body.busy_calendar).toMatchObject({ last_success_at: lastGood, failing_since: failingSince, error: 'файл календаря не читается: это не iCal' });
      expect(await freeDecember()).toEqual({ ...expectedDecember(firstFeedBusy), '2026-12-03': ['10:00', '16:00'] });

      const logged = logLines.filter((line) => line.includes('busy calendar unavailable')).map((line) => JSON.parse(line) as { host: string; problem: string });
      expect(logged.map((line) => line.problem)).toEqual(['сервер календаря ответил ошибкой 500', 'файл календаря не читается: это не iCal']);
      expect(logged[0]?.host).toBe(new URL(feedUrl).host);
      expect(logLines.some((line) => line.includes('secret-4f7a9c1e2b'))).toBe(false);
    });

    it('should list a booked session the calendar now overlaps as a conflict, and keep it booked', async () => {
      const booked = await coach.post<{ id: number }>('/api/consultation/', { user: annaId, date: '2026-12-17 07:00', description: '' });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      feed.garbage = false;
      feed.version = 3;
      feed.body = calendar(...firstEvents, event('UID:call', 'DTSTART:20261217T071500Z', 'DTEND:20261217T080000Z'));
      clock.advance(15 * 60_000);
      const read = await connect(feedUrl);
      expect(read.body.busy_calendar).toMatchObject({ failing_since: null, error: null });
      expect(read.body.busy_calendar?.conflicts).toEqual([{ id: booked.body.id, date: '2026-12-17T07:00:00.000Z', email: 'anna@example.ru', name: null }]);
      const sessions = (await anna.get<Array<{ id: number }>>('/api/consultation/', december)).body.map((session) => session.id);
      expect(sessions).toContain(booked.body.id);
      expect((await freeDecember())['2026-12-17']).toEqual(['12:00', '14:00', '16:00']);
    });

    it('should forget every busy time when the coach removes the calendar', async () => {
      const removed = await connect(null);
      expect(removed.status).toBe(200);
      expect(removed.body.busy_calendar_url).toBeNull();
      expect(removed.body.busy_calendar).toMatchObject({ error: null, conflicts: [] });
      const free = await freeDecember();
      expect(free['2026-12-11']).toEqual(dailyTimes);
      expect(free['2026-12-01']).toEqual(dailyTimes);
    });
  });
}

/** A calendar file with one event from 1 December 2026 under `rule`. */
const bombFeed = (rule: string) => calendar(event('UID:bomb', 'SUMMARY:Приглашение', 'DTSTART:20261201T090000Z', 'DTEND:20261201T100000Z', `RRULE:${rule}`));

/** Each of these made ical.js look for the next occurrence for ever, on the HTTP thread, at every read (issue 42). */
const bombs = [
  { name: 'minutely', rule: 'FREQ=MINUTELY;BYSETPOS=-1;BYMONTH=2;BYMONTHDAY=30', reason: /^повторение каждую секунду или минуту не читается \(событие с 1 декабря 2026\)/ },
  { name: 'secondly', rule: 'FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30', reason: /^повторение каждую секунду или минуту не читается/ },
  { name: 'daily', rule: 'FREQ=DAILY;BYSETPOS=1;BYMONTH=2;BYMONTHDAY=30', reason: /^номер повторения \(BYSETPOS\) читается только у ежемесячных и ежегодных повторений/ },
] as const;

/** Signs `email` in again on another app over the same data (its account and role are in the database). */
async function signIn(client: ApiClient, outboxDir: string, email: string): Promise<void> {
  await client.get('/api/csrf');
  const { uuid, code } = await requestCode(client, outboxDir, email);
  expect((await client.post('/api/token', { uuid, code })).status).toBe(200);
}

describeOnceInFastLane('a calendar whose recurrences never end (issue 42)', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  const logLines: string[] = [];
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const bomb = bombs.find((candidate) => request.url === `/${candidate.name}.ics`);
    if (bomb) response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(bombFeed(bomb.rule));
    else response.writeHead(404).end();
  });
  let base = '';
  let database: Database;
  let app: TestApp;
  let coach: ApiClient;

  /** The app as `npm start` runs it, its jobs following the test clock, over `database` (kept across a restart). */
  const start = () =>
    startTestApp({
      backend: 'embedded',
      database,
      now: clock.now,
      jobsFollowNow: true,
      adminEmails: ['coach@example.ru'],
      environment: { BUSY_CALENDAR_ALLOW_LOCAL: 'on' },
      logger: createLogger('info', { write: (line: string) => void logLines.push(line) }),
    });
  const connect = (url: string) => coach.request<Schedule>('PUT', '/api/schedule/busy-calendar/', { body: { busy_calendar_url: url } });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    database = await openAppDatabase();
    app = await start();
    coach = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    expect((await coach.request('PUT', '/api/schedule/', { body: schedulePlan(dailyTimes) })).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it.each(bombs)('should answer the saving of a $name bomb within seconds, keep serving meanwhile, and show the calendar failing and paused with the reason', async ({ name, rule, reason }) => {
    const startedAt = Date.now();
    const saving = connect(`${base}/${name}.ics`);
    const health = await fetch(`${app.baseUrl}/api/health/`, { signal: AbortSignal.timeout(10_000) });
    expect(health.status).toBe(200);
    const saved = await saving;
    expect(Date.now() - startedAt, rule).toBeLessThan(20_000);
    expect(saved.status).toBe(200);
    expect(saved.body.busy_calendar).toMatchObject({ last_success_at: null, failing_since: clock.now().toISOString(), paused: true });
    expect(saved.body.busy_calendar?.error).toMatch(reason);
    expect(saved.body.busy_calendar?.error).toMatch(/измените повторение или удалите событие$/);
    expect((await fetch(`${app.baseUrl}/api/health/`)).status).toBe(200);
  });

  it('should not read a paused calendar again, after a restart nor every quarter of an hour, until the coach saves its address again', async () => {
    const readsBefore = requests.length;
    await app.close();
    logLines.length = 0;
    app = await start();
    coach = app.client();
    await signIn(coach, app.outboxDir, 'coach@example.ru');
    // Past the next quarter of an hour: the refresh round is due, and runs.
    clock.advance(16 * 60_000);
    await expect.poll(() => logLines.some((line) => line.includes('busy calendar not read: paused')), { timeout: 20_000 }).toBe(true);
    expect(requests).toHaveLength(readsBefore);
    const schedule = (await coach.get<Schedule>('/api/schedule/')).body;
    expect(schedule.busy_calendar).toMatchObject({ paused: true, error: expect.stringMatching(bombs[2].reason) });
    // Saving the address again is how she has it read again: once, and refused again.
    const again = await connect(`${base}/daily.ics`);
    expect(requests).toHaveLength(readsBefore + 1);
    expect(again.body.busy_calendar).toMatchObject({ paused: true, error: expect.stringMatching(bombs[2].reason) });
    expect(logLines.some((line) => line.includes('secret') || line.includes('daily.ics'))).toBe(false);
  });
});

describeOnceInFastLane('a calendar address whose host name leads into the local network', () => {
  let app: TestApp;
  let coach: ApiClient;

  beforeAll(async () => {
    // Production's rule: https on the public internet only.
    app = await startTestApp({ backend: 'embedded', adminEmails: ['coach@example.ru'] });
    coach = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should refuse a host name that resolves to a loopback or private address with a 400, and save nothing', async () => {
    // This machine's own name resolves to itself (127.0.0.1 here), as an attacker's name may.
    const ownName = hostname();
    const addresses = await lookup(ownName, { all: true });
    expect(addresses.length, `${ownName} resolves`).toBeGreaterThan(0);
    expect(addresses.some((entry) => isPublicAddress(entry.address)), JSON.stringify(addresses)).toBe(false);
    const refused = await coach.request<{ detail: string }>('PUT', '/api/schedule/busy-calendar/', { body: { busy_calendar_url: `https://${ownName}/calendar/basic.ics` } });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Эта ссылка ведёт во внутреннюю сеть, а не в интернет: возьмите секретный адрес календаря из Яндекс или Google Календаря.');
    const schedule = (await coach.get<Schedule>('/api/schedule/')).body;
    expect(schedule.busy_calendar_url).toBeNull();
    expect(schedule.busy_calendar).toEqual({ last_success_at: null, failing_since: null, error: null, paused: false, conflicts: [] });
  });

  it.each(['[64:ff9b::7f00:1]', '[2002:7f00:1::]', '[::7f00:1]'])('should refuse %s, an IPv6 address that carries a loopback IPv4 one', async (host) => {
    const refused = await coach.request<{ detail: string }>('PUT', '/api/schedule/busy-calendar/', { body: { busy_calendar_url: `https://${host}/basic.ics` } });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/внутреннюю сеть/);
    expect((await coach.get<Schedule>('/api/schedule/')).body.busy_calendar_url).toBeNull();
  });
});
