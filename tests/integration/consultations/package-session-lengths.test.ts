import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { checkedFetch } from '../../support/contract-answers';
import { waitForMail } from '../../support/outbox';
import { schedulePlan } from '../../support/schedule-plan';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type ConsultationType = { id: number; name: string; icon: string; description: string; additional: string; amount: number; sessions: number; on_sale: boolean; duration_minutes: number };
type BuyResponse = { free: boolean; data: { token: string | null; id: string } };
type Session = { id: number; date: string };

const inputOf = ({ name, icon, description, additional, amount, on_sale }: ConsultationType) => ({ name, icon, description, additional, amount, on_sale });
const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };

/** Start and end of each event of an `.ics`, as Mozilla's ical.js reads them (ISO, UTC). */
const timesOf = (ics: string) =>
  ICAL.Component.fromString(ics)
    .getAllSubcomponents('vevent')
    .map((event) => {
      const read = new ICAL.Event(event);
      return { start: read.startDate.toJSDate().toISOString(), end: read.endDate.toJSDate().toISOString() };
    });

describe('a package’s sessions last as long as the package’s own type, in invitations and the coach’s feed', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now, adminEmails: ['coach@example.ru'] });
    coach = app.client();
    anna = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
    expect((await coach.request('PUT', '/api/schedule/', { body: schedulePlan(['10:00', '14:00']) })).status).toBe(200);
    // The single session lasts 90 minutes; the package of five keeps the default 60.
    await setLength(1, 90);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  async function setLength(typeId: number, minutes: number) {
    const type = (await coach.get<ConsultationType[]>('/api/admin/consultation-types/')).body.find((candidate) => candidate.id === typeId)!;
    const saved = await coach.request<ConsultationType>('PUT', `/api/dictionary/consultationType/${typeId}/`, { body: { ...inputOf(type), duration_minutes: minutes } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  const invitationAt = async (startIso: string, method = 'REQUEST') => {
    const compact = startIso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const mail = await waitForMail(app.outboxDir, (candidate) => candidate.to.includes('anna@example.ru') && candidate.calendar?.method === method && candidate.calendar.content.includes(`DTSTART:${compact}`));
    return timesOf(mail.calendar!.content)[0]!;
  };
  const feedEvents = async () => {
    const { calendar_feed_url: feedUrl } = (await coach.get<{ calendar_feed_url: string }>('/api/schedule/')).body;
    return timesOf(await (await checkedFetch(new URL(new URL(feedUrl).pathname, app.baseUrl))).text());
  };
  const plusMinutes = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();

  it('should book a credit session and a series as the package’s type and end their invitations and feed events after its length', async () => {
    const bought = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 2, amount: 15750, date: '2026-12-02 07:00' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect((await anna.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
    await anna.get('/api/buySuccessId/', { id: bought.body.data.id });
    // The cabinet learns which type her package sessions are, to preselect it.
    expect((await anna.get<{ balance: number; session_type: number | null }>('/api/consultation-credits/')).body).toMatchObject({ balance: 4, session_type: 2 });

    // The dialog books a single session from the package: it is the package's 60-minute session, not a 90-minute one.
    const single = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-03 07:00' });
    expect(single.body).toMatchObject({ free: true });
    // Asking for the package's own type books from the package too, rather than buying another.
    const own = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 2, amount: 15750, date: '2026-12-04 07:00' });
    expect(own.body).toMatchObject({ free: true });
    // The dialog asks for a series as the package's type it preselects.
    const series = await anna.post<{ consultations: Session[] }>('/api/consultation/series/', { type: 2, date: '2026-12-08 07:00', every_weeks: 1, count: 2 });
    expect(series.status, JSON.stringify(series.body)).toBe(201);

    const starts = ['2026-12-03T07:00:00.000Z', '2026-12-04T07:00:00.000Z', '2026-12-08T07:00:00.000Z', '2026-12-15T07:00:00.000Z'];
    for (const start of starts) expect(await invitationAt(start)).toEqual({ start, end: plusMinutes(start, 60) });
    const feed = await feedEvents();
    for (const start of ['2026-12-02T07:00:00.000Z', ...starts]) expect(feed).toContainEqual({ start, end: plusMinutes(start, 60) });
    const types = await app.services.db.query<{ type_id: number }>(`SELECT DISTINCT type_id FROM consultations WHERE status <> 'cancelled'`);
    expect(types.rows).toEqual([{ type_id: 2 }]);
    // The cabinet keeps «Подключиться» until the same end.
    const listed = (await anna.get<Array<Session & { duration_minutes: number }>>('/api/consultation/', december)).body;
    expect(listed.map((session) => session.duration_minutes)).toEqual([60, 60, 60, 60, 60]);
  });

  it('should end a booked session’s next invitation and its feed event after the type’s new length', async () => {
    await setLength(2, 45);
    const session = (await anna.get<Session[]>('/api/consultation/', december)).body.find((candidate) => candidate.date === '2026-12-03T07:00:00.000Z')!;
    const moved = await coach.post(`/api/consultation/${session.id}/reschedule/`, { date: '2026-12-03 11:00' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await invitationAt('2026-12-03T11:00:00.000Z')).toEqual({ start: '2026-12-03T11:00:00.000Z', end: '2026-12-03T11:45:00.000Z' });
    expect(await feedEvents()).toContainEqual({ start: '2026-12-15T07:00:00.000Z', end: '2026-12-15T07:45:00.000Z' });
  });
});
