import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { schedulePlan } from '../../support/schedule-plan';
import { registerAndSignIn } from '../../support/sign-in';
import { startTelemostStandIn } from '../../support/telemost-stand-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type Session = { id: number; date: string; meeting_url: string | null };
type Schedule = { room_provider: string; configured_room_providers: string[] };

const oauthToken = 'y0_telemost-token-of-the-coach';
const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };
const slot = (day: number) => `2026-12-${String(day).padStart(2, '0')} 07:00`;

describe('a Telemost conference per confirmed session', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let telemost: Awaited<ReturnType<typeof startTelemostStandIn>>;
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  let annaId: string;

  beforeAll(async () => {
    telemost = await startTelemostStandIn({ oauthToken });
    app = await startTestApp({
      backend: 'embedded',
      now: clock.now,
      adminEmails: ['coach@example.ru'],
      environment: { TELEMOST_OAUTH_TOKEN: oauthToken, TELEMOST_API_URL: telemost.apiUrl },
    });
    coach = app.client();
    anna = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    annaId = (await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru')).id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await telemost?.close();
  });

  const sessionsOf = async (client: ApiClient) => (await client.get<Session[]>('/api/consultation/', december)).body;
  /** The session's link once its conference is made (the job runs beside the request). */
  const linkOnceMade = async (client: ApiClient, id: number) => {
    await expect.poll(async () => (await sessionsOf(client)).find((session) => session.id === id)?.meeting_url ?? null, { timeout: 20_000, interval: 250 }).not.toBeNull();
    return (await sessionsOf(client)).find((session) => session.id === id)!.meeting_url;
  };

  it('should refuse Jitsi, which this server is not configured for, and take Telemost', async () => {
    const refused = await coach.request<{ detail: string }>('PUT', '/api/schedule/', { body: { ...schedulePlan(['10:00']), room_provider: 'jitsi' } });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/Jitsi не настроен/);
    const saved = await coach.request<Schedule>('PUT', '/api/schedule/', { body: { ...schedulePlan(['10:00']), room_provider: 'telemost' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ room_provider: 'telemost', configured_room_providers: ['static', 'telemost'] });
  });

  it('should retry a create Yandex refused and then keep the conference’s link for both participants', async () => {
    telemost.failNext(503);
    const booked = await coach.post<Session>('/api/consultation/', { user: annaId, date: slot(3), description: '' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const link = await linkOnceMade(anna, booked.body.id);
    expect(link).toMatch(/^https:\/\/telemost\.yandex\.ru\/j\/\d{14}$/);
    expect((await sessionsOf(coach)).find((session) => session.id === booked.body.id)?.meeting_url).toBe(link);
    // The refused try and the one that made it, with the coach's token and the documented body.
    expect(telemost.requests).toHaveLength(2);
    for (const request of telemost.requests) {
      expect(request).toMatchObject({ method: 'POST', authorization: `OAuth ${oauthToken}`, body: { waiting_room_level: 'PUBLIC', is_auto_summarization_enabled: false } });
    }
  });

  it('should create one conference per confirmed session, however often its link is asked for', async () => {
    const second = await coach.post<Session>('/api/consultation/', { user: annaId, date: slot(4), description: '' });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const link = await linkOnceMade(anna, second.body.id);
    for (let asked = 0; asked < 3; asked += 1) await sessionsOf(anna);
    const [first] = await sessionsOf(anna);
    expect(first!.meeting_url).not.toBe(link);
    expect(telemost.created()).toBe(2);
  });
});
