import { jwtVerify, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { waitForMail } from '../../support/outbox';
import { schedulePlan } from '../../support/schedule-plan';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type Session = { id: number; date: string; meeting_url: string | null };
type Schedule = { room_provider: string; configured_room_providers: string[]; calendar_feed_url: string };
type RoomClaims = JWTPayload & { room: string; context: { user: { name: string; moderator: boolean } } };

const jitsi = { JITSI_URL: 'https://meet.coach.example', JITSI_APP_ID: 'coach-practice', JITSI_APP_SECRET: 'jitsi-secret-shared-with-prosody' };
const key = new TextEncoder().encode(jitsi.JITSI_APP_SECRET);
const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };
const slot = (day: number) => `2026-12-${String(day).padStart(2, '0')} 07:00`;
const at = (iso: string, minutes = 0) => new Date(Date.parse(iso) + minutes * 60_000);

/** A link's room and token: `${JITSI_URL}/${room}?jwt=…`. */
function roomLink(link: string | null | undefined) {
  expect(link).toMatch(/^https:\/\/meet\.coach\.example\/[0-9a-f]{32}\?jwt=[\w-]+\.[\w-]+\.[\w-]+$/);
  const url = new URL(link!);
  return { room: url.pathname.slice(1), jwt: url.searchParams.get('jwt')! };
}

/** The token's claims, verified with the app secret as prosody does, at `when`. */
const verified = async (jwt: string, when: Date) =>
  (await jwtVerify<RoomClaims>(jwt, key, { issuer: jitsi.JITSI_APP_ID, audience: 'jitsi', algorithms: ['HS256'], currentDate: when })).payload;

describe('a Jitsi room per session, a token per participant', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  let annaId: string;
  let bellaId: string;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now, adminEmails: ['coach@example.ru'], environment: jitsi });
    coach = app.client();
    anna = app.client();
    const bella = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    annaId = (await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru')).id;
    bellaId = (await registerAndSignIn(bella, app.outboxDir, 'bella@example.ru')).id;
    const saved = await coach.request<Schedule>('PUT', '/api/schedule/', { body: { ...schedulePlan(['10:00']), room_provider: 'jitsi' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ room_provider: 'jitsi', configured_room_providers: ['static', 'jitsi'] });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const sessionsOf = async (client: ApiClient) => (await client.get<Session[]>('/api/consultation/', december)).body;
  const book = async (userId: string, day: number) => {
    const created = await coach.post<Session>('/api/consultation/', { user: userId, date: slot(day), description: '' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };

  it('should give two sessions two different rooms, and the client a token for her room only, inside its window', async () => {
    const annas = await book(annaId, 3);
    const bellas = await book(bellaId, 4);
    const mine = (await sessionsOf(anna))[0]!;
    const { room, jwt } = roomLink(mine.meeting_url);
    expect(roomLink(bellas.meeting_url).room).not.toBe(room);
    // Asked again, the session keeps its room.
    expect(roomLink((await sessionsOf(anna))[0]!.meeting_url).room).toBe(room);

    const start = annas.date;
    const claims = await verified(jwt, at(start, 5));
    expect(claims).toMatchObject({ room, sub: '*', context: { user: { moderator: false } } });
    // From 30 minutes before the start to an hour after its end (60 minutes long).
    expect(claims.nbf).toBe(at(start, -30).getTime() / 1000);
    expect(claims.exp).toBe(at(start, 120).getTime() / 1000);
    await expect(verified(jwt, at(start, -31))).rejects.toThrow(/nbf/);
    await expect(verified(jwt, at(start, 121))).rejects.toThrow(/exp/);
    await expect(jwtVerify(jwt, new TextEncoder().encode('not-the-app-secret-at-all'), { currentDate: at(start, 5) })).rejects.toThrow();
  });

  it('should give the coach her own link to the same room with moderator rights, in the cabinet and in her calendar feed', async () => {
    const clientLink = roomLink((await sessionsOf(anna))[0]!.meeting_url);
    const coachsSession = (await sessionsOf(coach)).find((session) => roomLink(session.meeting_url).room === clientLink.room)!;
    const coachLink = roomLink(coachsSession.meeting_url);
    expect((await verified(coachLink.jwt, at(coachsSession.date, 5))).context.user.moderator).toBe(true);

    const schedule = (await coach.get<Schedule>('/api/schedule/')).body;
    const feed = await (await fetch(schedule.calendar_feed_url.replace('http://localhost:3000', app.baseUrl))).text();
    const fedJwt = new RegExp(`${clientLink.room}\\?jwt=([\\w.-]+)`).exec(feed.replace(/\r\n[ \t]/g, ''))?.[1];
    expect((await verified(fedJwt!, at(coachsSession.date, 5))).context.user.moderator).toBe(true);
  });

  it('should mail the client her own link in the invitation', async () => {
    const { room } = roomLink((await sessionsOf(anna))[0]!.meeting_url);
    const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('anna@example.ru') && message.subject === 'Сессия записана');
    const mailed = roomLink(new RegExp(`https://meet\\.coach\\.example/${room}\\?jwt=[\\w.-]+`).exec(mail.text)?.[0]);
    expect((await verified(mailed.jwt, at(slot(3).replace(' ', 'T') + ':00Z', 5))).context.user.moderator).toBe(false);
  });

  it('should keep a moved session’s room and mint its tokens for the new time', async () => {
    const before = (await sessionsOf(anna))[0]!;
    const moved = await coach.post<Session>(`/api/consultation/${before.id}/reschedule/`, { date: slot(6) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const link = roomLink((await sessionsOf(anna)).find((session) => session.id === before.id)!.meeting_url);
    expect(link.room).toBe(roomLink(before.meeting_url).room);
    const claims = await verified(link.jwt, at(moved.body.date, 5));
    expect(claims.nbf).toBe(at(moved.body.date, -30).getTime() / 1000);
    // The old time's window no longer opens it.
    await expect(verified(link.jwt, at(before.date, 5))).rejects.toThrow(/nbf/);
  });

  it('should mint no token for a cancelled session: its cancellation carries no link', async () => {
    const [session] = await sessionsOf(anna);
    const { room } = roomLink(session!.meeting_url);
    expect((await coach.request('DELETE', `/api/consultation/${session!.id}/`)).status).toBe(200);
    const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('anna@example.ru') && message.subject === 'Сессия отменена');
    expect(`${mail.text}${mail.calendar?.content ?? ''}`).not.toContain('jwt=');
    expect(await sessionsOf(anna)).toEqual([]);
    const schedule = (await coach.get<Schedule>('/api/schedule/')).body;
    const feed = await (await fetch(schedule.calendar_feed_url.replace('http://localhost:3000', app.baseUrl))).text();
    expect(feed).not.toContain(room);
  });

  it('should refuse Telemost, which this server is not configured for, with a Russian reason', async () => {
    const refused = await coach.request<{ detail: string }>('PUT', '/api/schedule/', { body: { ...schedulePlan(['10:00']), room_provider: 'telemost' } });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/Телемост не настроен/);
    expect((await coach.get<Schedule>('/api/schedule/')).body.room_provider).toBe('jitsi');
  });
});
