import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { schedulePlan } from '../../support/schedule-plan';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type Day = { date: string; times: Array<{ value: string; start: string }> };
type Schedule = ReturnType<typeof schedulePlan> & { bookings_outside_plan: Array<{ id: number; date: string; email: string; name: string | null }> };
type JournalEntry = { type: string; title: string; actor_display: string; summary: string };

const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };

describe('the coach’s schedule: weekly plan, exceptions, window and notice', () => {
  // Sunday 22 November 2026, 12:00 in Moscow.
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  let annaId: string;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now, adminEmails: ['coach@example.ru'] });
    coach = app.client();
    anna = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    annaId = (await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru')).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  const freeDays = async () => (await anna.get<Day[]>('/api/consultation-days/', december)).body;
  const scheduleChanges = async () =>
    (await coach.get<JournalEntry[]>('/api/audit/events/', { type: 'ScheduleChanged' })).body.filter((entry) => entry.type === 'ScheduleChanged');

  it('should answer only the coach: 401 for a stranger, 403 for a client', async () => {
    const stranger = app.client();
    await stranger.get('/api/csrf');
    expect((await stranger.get('/api/schedule/')).status).toBe(401);
    expect((await stranger.request('PUT', '/api/schedule/', { body: schedulePlan(['10:00']) })).status).toBe(401);
    expect((await anna.get('/api/schedule/')).status).toBe(403);
    expect((await anna.request('PUT', '/api/schedule/', { body: schedulePlan(['12:00']) })).status).toBe(403);
    expect((await freeDays())[0]?.times.map((time) => time.value)).toEqual(['10:00']);
  });

  it('should start from daily 10:00, from tomorrow, 90 days ahead', async () => {
    const schedule = await coach.get<Schedule>('/api/schedule/');
    expect(schedule.body).toMatchObject({ ...schedulePlan(['10:00']), bookings_outside_plan: [] });
  });

  it.each([
    ['a time that is not HH:MM', schedulePlan(['25:00']), /./],
    ['a time twice', schedulePlan(['10:00', '10:00']), /10:00 в понедельник указано дважды/],
    ['times under an hour apart', schedulePlan(['10:00', '10:30']), /хотя бы час/],
    ['a weekday twice', { ...schedulePlan(['10:00']), weekly_plan: [1, 2, 3, 4, 5, 6, 6].map((weekday) => ({ weekday, times: [] })) }, /ровно один раз/],
    ['an exception date twice', schedulePlan(['10:00'], { exceptions: [{ date: '2026-12-31', times: [] }, { date: '2026-12-31', times: ['12:00'] }] }), /только один раз/],
    ['an exception already past', schedulePlan(['10:00'], { exceptions: [{ date: '2026-11-21', times: [] }] }), /уже прошёл/],
    ['a date that does not exist', schedulePlan(['10:00'], { exceptions: [{ date: '2026-02-30', times: [] }] }), /не существует/],
    ['a notice longer than the window', schedulePlan(['10:00'], { windowDays: 7, noticeDays: 8 }), /больше окна записи/],
    ['a window over a year', schedulePlan(['10:00'], { windowDays: 366 }), /./],
  ])('should refuse %s with a Russian detail and change nothing', async (_name, body, detail) => {
    const refused = await coach.request<{ detail: string }>('PUT', '/api/schedule/', { body });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/[а-яё]/i);
    expect(refused.body.detail).toMatch(detail);
    expect((await coach.get<Schedule>('/api/schedule/')).body).toMatchObject(schedulePlan(['10:00']));
  });

  it('should keep booked sessions outside a new plan and list them with their client', async () => {
    const tuesday = await coach.post<{ id: number }>('/api/consultation/', { user: annaId, date: '2026-12-01 07:00', description: '' });
    const wednesday = await coach.post<{ id: number }>('/api/consultation/', { user: annaId, date: '2026-12-02 07:00', description: '' });
    expect([tuesday.status, wednesday.status]).toEqual([201, 201]);

    const saved = await coach.request<Schedule>('PUT', '/api/schedule/', { body: schedulePlan(['10:00', '15:00'], { weekdays: { 2: [] } }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.bookings_outside_plan).toEqual([{ id: tuesday.body.id, date: '2026-12-01T07:00:00.000Z', email: 'anna@example.ru', name: null }]);
    expect((await coach.get<Schedule>('/api/schedule/')).body.bookings_outside_plan.map((session) => session.id)).toEqual([tuesday.body.id]);
    const annaSessions = (await anna.get<Array<{ id: number }>>('/api/consultation/', december)).body.map((session) => session.id);
    expect(annaSessions).toEqual([tuesday.body.id, wednesday.body.id]);
  });

  it('should show clients exactly the new plan: no Tuesdays, two times a day', async () => {
    const days = await freeDays();
    expect(days.map((day) => day.date)).not.toContain('2026-12-08');
    expect(days.every((day) => new Date(`${day.date}T12:00:00Z`).getUTCDay() !== 2)).toBe(true);
    expect(days.find((day) => day.date === '2026-12-03')?.times.map((time) => time.value)).toEqual(['10:00', '15:00']);
    expect(days.find((day) => day.date === '2026-12-02')?.times.map((time) => time.value)).toEqual(['15:00']);
    const tuesday = await anna.post<{ detail: string }>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-08 07:00' });
    expect(tuesday.status).toBe(400);
    expect(tuesday.body.detail).toBe('В этот день коуч не принимает. Выберите другой день.');
  });

  it('should follow date exceptions and the minimum notice in calendar days', async () => {
    const body = schedulePlan(['10:00', '15:00'], {
      weekdays: { 2: [] },
      exceptions: [{ date: '2026-12-08', times: ['12:00'] }, { date: '2026-12-10', times: [] }],
      noticeDays: 2,
    });
    expect((await coach.request('PUT', '/api/schedule/', { body })).status).toBe(200);
    const november = (await anna.get<Day[]>('/api/consultation-days/', { start: '2026-11-21 21:00', end: '2026-11-30 21:00' })).body;
    // Tomorrow (Monday 23rd) is too soon, Tuesday 24th is off every week: Wednesday is the first.
    expect(november[0]?.date).toBe('2026-11-25');
    const tomorrow = await anna.post<{ detail: string }>('/api/buy/', { product: 'consultation', type: 1, date: '2026-11-23 07:00' });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body.detail).toMatch(/не раньше чем на 24\.11\.2026/);
    const days = await freeDays();
    expect(days.find((day) => day.date === '2026-12-08')?.times.map((time) => time.value)).toEqual(['12:00']);
    expect(days.map((day) => day.date)).not.toContain('2026-12-10');
  });

  it('should record each change in the Журнал with who, the old and the new value, and nothing for a save without change', async () => {
    const before = await scheduleChanges();
    expect(before).toHaveLength(2);
    expect(before.every((entry) => entry.title === 'Расписание изменено' && entry.actor_display === 'коуч')).toBe(true);
    expect(before[1]?.summary).toBe('пн, ср, чт, пт, сб, вс: 10:00 → 10:00, 15:00; вт: 10:00 → выходной');
    expect(before[0]?.summary).toBe('08.12.2026: по плану → 12:00; 10.12.2026: по плану → выходной; запись не раньше чем за 1 → 2 дн.');

    const same = (await coach.get<Schedule>('/api/schedule/')).body;
    const { weekly_plan, exceptions, booking_window_days, min_notice_days } = same;
    expect((await coach.request('PUT', '/api/schedule/', { body: { weekly_plan, exceptions, booking_window_days, min_notice_days } })).status).toBe(200);
    expect(await scheduleChanges()).toHaveLength(2);
  });
});
