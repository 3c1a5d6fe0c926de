import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { schedulePlan } from '../../support/schedule-plan';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type Day = { date: string; times: Array<{ value: string; start: string }> };
type Session = { id: number; date: string; description: string; is_paid: boolean; user: { id: string; email: string } };

const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };

describe('sessions, availability and the coach’s tools', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  let boris: ApiClient;
  let annaId: string;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now, adminEmails: ['coach@example.ru'] });
    coach = app.client();
    anna = app.client();
    boris = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    annaId = (await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru')).id;
    await registerAndSignIn(boris, app.outboxDir, 'boris@example.ru');
  });
  afterAll(async () => {
    await app?.close();
  });

  const freeDays = async () => (await anna.get<Day[]>('/api/consultation-days/', december)).body;

  it('should offer every December day at 10:00 Moscow time, sent as 07:00 UTC', async () => {
    const days = await freeDays();
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ date: '2026-12-01', times: [{ value: '10:00', start: '2026-12-01T07:00:00.000Z' }] });
  });

  it('should let the coach book a client, take the day and keep the session private to its client', async () => {
    const created = await coach.post<Session>('/api/consultation/', { user: annaId, date: '2026-12-03 07:00', description: '' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ date: '2026-12-03T07:00:00.000Z', is_paid: true, user: { id: annaId, email: 'anna@example.ru' } });
    expect((await freeDays()).map((day) => day.date)).not.toContain('2026-12-03');
    const booked = await boris.get<Array<{ date: string; is_paid: boolean }>>('/api/consultation-booked/', december);
    expect(booked.body).toEqual([{ date: '2026-12-03T07:00:00.000Z', is_paid: true }]);

    expect((await anna.get<Session[]>('/api/consultation/', december)).body.map((session) => session.id)).toEqual([created.body.id]);
    expect((await boris.get<Session[]>('/api/consultation/', december)).body).toEqual([]);
    const borisEdit = await boris.request('PUT', `/api/consultation/${created.body.id}/`, { body: { user: annaId, date: '2026-12-03 07:00', description: 'x' } });
    expect(borisEdit.status).toBe(403);
    const annaEdit = await anna.request('PUT', `/api/consultation/${created.body.id}/`, { body: { user: annaId, date: '2026-12-03 07:00', description: 'x' } });
    expect(annaEdit.status).toBe(403);
    expect((await boris.request('DELETE', `/api/consultation/${created.body.id}/`)).status).toBe(404);
  });

  it('should show the coach’s summary to the client', async () => {
    const [session] = (await anna.get<Session[]>('/api/consultation/', december)).body;
    const saved = await coach.request<Session>('PUT', `/api/consultation/${session!.id}/`, {
      body: { user: annaId, date: session!.date, description: 'Цель: смена профессии. Домашнее задание — колесо баланса.' },
    });
    expect(saved.status).toBe(200);
    const [seen] = (await anna.get<Session[]>('/api/consultation/', december)).body;
    expect(seen?.description).toBe('Цель: смена профессии. Домашнее задание — колесо баланса.');
    const coachView = (await coach.get<Session[]>('/api/consultation/', december)).body;
    expect(coachView[0]?.user.email).toBe('anna@example.ru');
  });

  it('should refuse a client’s cancellation within 24 hours and accept it earlier with a credit back', async () => {
    const soon = await coach.post<Session>('/api/consultation/', { user: annaId, date: '2026-11-23 07:00', description: '' });
    expect(soon.status).toBe(201);
    const late = await anna.request<{ detail: string }>('DELETE', `/api/consultation/${soon.body.id}/`);
    expect(late.status).toBe(400);
    expect(late.body.detail).toMatch(/за 24 часа/);

    const [later] = (await anna.get<Session[]>('/api/consultation/', december)).body;
    const cancelled = await anna.request('DELETE', `/api/consultation/${later!.id}/`);
    expect(cancelled.status).toBe(200);
    expect((await freeDays()).map((day) => day.date)).toContain('2026-12-03');
    expect((await anna.get<{ balance: number }>('/api/consultation-credits/')).body.balance).toBe(1);
  });

  it('should let only the coach change the schedule, and follow it', async () => {
    const schedule = schedulePlan(['10:00', '15:30'], { exceptions: [{ date: '2026-12-31', times: [] }] });
    expect((await anna.request('PUT', '/api/schedule/', { body: schedule })).status).toBe(403);
    const saved = await coach.request('PUT', '/api/schedule/', { body: schedule });
    expect(saved.status).toBe(200);
    const days = await freeDays();
    expect(days.map((day) => day.date)).not.toContain('2026-12-31');
    expect(days[0]?.times.map((time) => time.value)).toEqual(['10:00', '15:30']);
    const invalid = await coach.request<{ detail: string }>('PUT', '/api/schedule/', { body: schedulePlan(['25:00']) });
    expect(invalid.status).toBe(400);
  });

  it('should refuse a booking beyond the 90-day window with a Russian reason, and not offer those days', async () => {
    expect((await coach.get<{ booking_window_days: number }>('/api/schedule/')).body.booking_window_days).toBe(90);
    // 22 November 2026 + 90 days: 20 February 2027 is the last bookable day.
    for (const date of ['2099-01-05 07:00', '2027-02-21 07:00']) {
      const bought = await anna.post<{ detail: string }>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date });
      expect(bought.status, date).toBe(400);
      expect(bought.body.detail).toBe('Запись открыта до 20.02.2027 включительно. Выберите день пораньше.');
    }
    const arranged = await coach.post<{ detail: string }>('/api/consultation/', { user: annaId, date: '2099-01-05 07:00', description: '' });
    expect(arranged.status).toBe(400);
    expect(arranged.body.detail).toMatch(/Запись открыта до/);
    const february = (await anna.get<Day[]>('/api/consultation-days/', { start: '2027-01-31 21:00', end: '2027-02-28 21:00' })).body;
    expect(february.at(-1)?.date).toBe('2027-02-20');
  });

  it('should let the coach change the booking window with the schedule', async () => {
    const saved = await coach.request<{ booking_window_days: number }>('PUT', '/api/schedule/', { body: schedulePlan(['10:00'], { windowDays: 30 }) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ booking_window_days: 30, min_notice_days: 1, exceptions: [], meeting_url: null, calendar_feed_url: expect.any(String) });
    expect((await freeDays()).at(-1)?.date).toBe('2026-12-22');
    const late = await anna.post<{ detail: string }>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-23 07:00' });
    expect(late.status).toBe(400);
    expect(late.body.detail).toBe('Запись открыта до 22.12.2026 включительно. Выберите день пораньше.');

    expect((await coach.request('PUT', '/api/schedule/', { body: schedulePlan(['10:00'], { windowDays: 0 }) })).status).toBe(400);
    expect((await coach.request('PUT', '/api/schedule/', { body: schedulePlan(['10:00']) })).status).toBe(200);
  });

  it('should let only the coach change a consultation type’s price', async () => {
    const change = { name: 'Коуч-сессия', icon: 'chat', description: 'Онлайн-встреча', additional: '', amount: 4000, on_sale: true };
    expect((await anna.request('PUT', '/api/dictionary/consultationType/1/', { body: change })).status).toBe(403);
    expect((await coach.request('PUT', '/api/dictionary/consultationType/1/', { body: change })).status).toBe(200);
    const types = (await anna.get<Array<{ id: number; amount: number }>>('/api/dictionary/consultationType/')).body;
    expect(types.find((type) => type.id === 1)?.amount).toBe(4000);
  });

  it('should answer bad periods with a readable 400', async () => {
    const response = await anna.get<{ detail: string }>('/api/consultation/', { start: '01.12.2026', end: '2026-12-31 21:00' });
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/start/);
  });
});
