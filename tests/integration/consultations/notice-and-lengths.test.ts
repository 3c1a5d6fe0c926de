import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCancellationNoticeHours } from '../../../server/src/modules/consultations/consultation-decider';
import { CLIENT_NOTICE_HOURS, CLIENT_NOTICE_TEXT } from '../../../web/src/config/constants';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { schedulePlan } from '../../support/schedule-plan';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { describeOnceInFastLane, scenarioStores } from '../../support/test-lane';

type Day = { date: string; times: Array<{ value: string; start: string }> };
type ConsultationType = { id: number; name: string; icon: string; description: string; additional: string; amount: number; sessions: number; on_sale: boolean; duration_minutes?: number };
type Schedule = { min_notice_days: number; min_notice_hours?: number | null; buffer_minutes?: number };

const inputOf = ({ name, icon, description, additional, amount, on_sale }: ConsultationType) => ({ name, icon, description, additional, amount, on_sale });

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`notice in hours, session lengths and the buffer (${backend})`, () => {
    // Monday 23 November 2026, 08:00 in Moscow.
    const clock = createTestClock(new Date('2026-11-23T05:00:00.000Z'));
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;
    let vera: ApiClient;
    let annaId: string;
    const seen = new Set<string>();
    /** Times of every day; the sessions below are on Wednesday 2 December. */
    const times = ['09:00', '10:00', '11:00', '12:00', '14:00'];
    const december2 = { start: '2026-12-01 21:00', end: '2026-12-02 21:00' };

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'] });
      [coach, anna, vera] = [app.client(), app.client(), app.client()];
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', seen);
      annaId = (await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru', seen)).id;
      await registerAndSignIn(vera, app.outboxDir, 'vera@example.ru', seen);
    });
    afterAll(async () => {
      await app?.close();
    });

    const saveSchedule = async (extra: { min_notice_hours?: number | null; buffer_minutes?: number }) => {
      const saved = await coach.request<Schedule>('PUT', '/api/schedule/', { body: { ...schedulePlan(times), ...extra } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return saved.body;
    };
    const dayTimes = async (period: { start: string; end: string }, type?: number) =>
      (await anna.get<Day[]>('/api/consultation-days/', type === undefined ? period : { ...period, consultation_type: String(type) })).body[0]?.times.map((time) => time.value) ?? [];
    const buy = (client: ApiClient, type: number, date: string) => client.post<{ detail?: string }>('/api/buy/', { product: 'consultation', type, amount: 1, date });

    it('should offer and book a time 3 hours ahead today with 2 hours’ notice, and refuse one 1 hour ahead', async () => {
      expect((await saveSchedule({ min_notice_hours: 2 })).min_notice_hours).toBe(2);
      const today = { start: '2026-11-22 21:00', end: '2026-11-23 21:00' };
      // 08:00 now: 09:00 is an hour ahead, 11:00 three hours.
      expect(await dayTimes(today)).toEqual(['10:00', '11:00', '12:00', '14:00']);
      const tooSoon = await buy(anna, 1, '2026-11-23 06:00');
      expect(tooSoon.status).toBe(400);
      expect(tooSoon.body.detail).toBe('Записаться можно не позднее чем за 2 часа до начала сессии. Выберите время попозже.');
      expect((await buy(anna, 1, '2026-11-23 08:00')).status).toBe(200);
      expect(await dayTimes(today)).toEqual(['10:00', '12:00', '14:00']);
    });

    it('should keep the day rule for a plan saved without hours', async () => {
      expect((await saveSchedule({})).min_notice_hours).toBeNull();
      expect(await dayTimes({ start: '2026-11-22 21:00', end: '2026-11-23 21:00' })).toEqual([]);
      expect((await buy(anna, 1, '2026-11-23 11:00')).status).toBe(400);
    });

    it('should not offer nor hold a 90-minute type at 10:00 when 11:00 is booked, while a 60-minute type fits', async () => {
      const types = (await coach.get<ConsultationType[]>('/api/admin/consultation-types/')).body;
      const package5 = types.find((type) => type.id === 2)!;
      expect(types.find((type) => type.id === 1)?.duration_minutes).toBe(60);
      const changed = await coach.request<ConsultationType>('PUT', '/api/dictionary/consultationType/2/', { body: { ...inputOf(package5), duration_minutes: 90 } });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body.duration_minutes).toBe(90);
      // Saving the texts again without a length keeps it.
      expect((await coach.request<ConsultationType>('PUT', '/api/dictionary/consultationType/2/', { body: inputOf(changed.body) })).body.duration_minutes).toBe(90);

      expect((await buy(vera, 1, '2026-12-02 08:00')).status).toBe(200); // 11:00 in Moscow
      expect(await dayTimes(december2, 1)).toEqual(['09:00', '10:00', '12:00', '14:00']);
      expect(await dayTimes(december2, 2)).toEqual(['09:00', '12:00', '14:00']);
      expect(await dayTimes(december2)).toEqual(['09:00', '10:00', '12:00', '14:00']);

      const refused = await buy(anna, 2, '2026-12-02 07:00');
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe('Сессия в 10:00 длится 90 мин. — это пересекается с занятым временем 11:00–12:00 по московскому времени. Выберите другое время.');
      expect((await buy(anna, 1, '2026-12-02 07:00')).status).toBe(200);
    });

    it('should record nothing for a save of the same plan as the back office sends it (no hours, a buffer of 0)', async () => {
      const changes = async () => (await coach.get<Array<{ type: string }>>('/api/audit/events/', { type: 'ScheduleChanged' })).body.filter((entry) => entry.type === 'ScheduleChanged').length;
      const before = await changes();
      await saveSchedule({ min_notice_hours: null, buffer_minutes: 0 });
      expect(await changes()).toBe(before);
    });

    it('should refuse an unknown consultation type for the free days', async () => {
      expect((await anna.get<{ detail: string }>('/api/consultation-days/', { ...december2, consultation_type: '999' })).status).toBe(400);
    });

    it('should leave out the time next to a booked session once the coach keeps a buffer', async () => {
      // 10:00 and 11:00 are booked; 12:00 starts right after 11:00's end.
      expect(await dayTimes(december2, 1)).toEqual(['09:00', '12:00', '14:00']);
      expect((await saveSchedule({ buffer_minutes: 15 })).buffer_minutes).toBe(15);
      expect(await dayTimes(december2, 1)).toEqual(['14:00']);
      const refused = await buy(anna, 1, '2026-12-02 09:00');
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toMatch(/15 мин\. перерыва.*11:00–12:15/);
    });

    it('should hold the coach’s own bookings and moves to the same rule', async () => {
      const arranged = await coach.post<{ id: number; detail?: string }>('/api/consultation/', { user: annaId, date: '2026-12-02 11:00', description: '' });
      expect(arranged.status, JSON.stringify(arranged.body)).toBe(201); // 14:00 in Moscow
      const tooClose = await coach.post<{ detail: string }>('/api/consultation/', { user: annaId, date: '2026-12-02 06:00', description: '' });
      expect(tooClose.status).toBe(409);
      expect(tooClose.body.detail).toMatch(/Сессия в 09:00.*10:00–11:15/);
      const moved = await coach.post<{ detail: string }>(`/api/consultation/${arranged.body.id}/reschedule/`, { date: '2026-12-02 09:00' });
      expect(moved.status).toBe(409);
      expect(moved.body.detail).toMatch(/Сессия в 12:00.*11:00–12:15/);
      // A time that overlaps nothing takes it.
      expect((await coach.post(`/api/consultation/${arranged.body.id}/reschedule/`, { date: '2026-12-03 11:00' })).status).toBe(200);
    });
  });
}

describeOnceInFastLane('the client’s 24-hour notice', () => {
  it('should be one number for the server’s rule and the web’s dialogs and offer', () => {
    expect(CLIENT_NOTICE_HOURS).toBe(clientCancellationNoticeHours);
    expect(CLIENT_NOTICE_TEXT).toBe('24 часа');
  });
});
