import { describe, expect, it } from 'vitest';
import {
  collisionReason,
  defaultSchedule,
  freeConsultationDays,
  inPlan,
  parseUtcMinute,
  sessionBusy,
  timesOn,
  unbookableReason,
  type BusyInterval,
  type Schedule,
} from './availability';

const now = new Date('2026-11-22T20:30:00.000Z'); // 23:30 in Moscow, still Sunday 22 November
const period = { from: new Date('2026-10-31T21:00:00.000Z'), to: new Date('2026-11-30T21:00:00.000Z') }; // November in Moscow
const weekly = (times: string[], overrides: Record<number, string[]> = {}) => Array.from({ length: 7 }, (_, index) => overrides[index + 1] ?? times);
const freeDates = (schedule: Schedule, at = now) => freeConsultationDays(schedule, period, [], at).map((day) => day.date);
/** A booked session of the default length (60 minutes) at a UTC instant, as a busy interval. */
const booked = (iso: string, schedule: Schedule = defaultSchedule, minutes = 60): BusyInterval => sessionBusy(schedule, new Date(iso), minutes);

describe('availability', () => {
  it('should offer the days after today at 10:00 Moscow time, which is 07:00 UTC', () => {
    const days = freeConsultationDays(defaultSchedule, period, [], now);
    expect(days[0]).toEqual({ date: '2026-11-23', times: [{ value: '10:00', start: new Date('2026-11-23T07:00:00.000Z') }] });
    expect(days.at(-1)?.date).toBe('2026-11-30');
    expect(days).toHaveLength(8);
  });

  it('should leave out taken slots and dates off', () => {
    const taken = [booked('2026-11-24T07:00:00.000Z')];
    const schedule = { ...defaultSchedule, exceptions: { '2026-11-25': [] } };
    const dates = freeConsultationDays(schedule, period, taken, now).map((day) => day.date);
    expect(dates).not.toContain('2026-11-24');
    expect(dates).not.toContain('2026-11-25');
    expect(dates).toContain('2026-11-26');
  });

  it('should keep a weekday without times off every week (Tuesdays off)', () => {
    const schedule = { ...defaultSchedule, weekly: weekly(['10:00'], { 2: [] }) };
    expect(freeDates(schedule)).toEqual(['2026-11-23', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
    expect(freeDates(schedule)).not.toContain('2026-11-24');
    expect(unbookableReason(schedule, new Date('2026-12-01T07:00:00.000Z'), now)).toBe('В этот день коуч не принимает. Выберите другой день.');
  });

  it('should offer several times a day, sorted, each as its own slot', () => {
    const schedule = { ...defaultSchedule, weekly: weekly(['15:30', '10:00']) };
    const monday = freeConsultationDays(schedule, period, [booked('2026-11-23T07:00:00.000Z')], now);
    expect(monday[0]).toEqual({ date: '2026-11-23', times: [{ value: '15:30', start: new Date('2026-11-23T12:30:00.000Z') }] });
    expect(freeConsultationDays(schedule, period, [], now)[1]?.times.map((time) => time.value)).toEqual(['10:00', '15:30']);
    expect(unbookableReason(schedule, new Date('2026-11-24T12:30:00.000Z'), now)).toBeUndefined();
    expect(unbookableReason(schedule, new Date('2026-11-24T08:00:00.000Z'), now)).toBe(
      'В этот день можно записаться только на 10:00, 15:30 по московскому времени.',
    );
  });

  it('should let a date exception replace its weekday: a working Tuesday off the plan, a day of its own times', () => {
    const schedule = { ...defaultSchedule, weekly: weekly(['10:00'], { 2: [] }), exceptions: { '2026-11-24': ['18:00'], '2026-11-26': ['12:00', '19:00'] } };
    expect(timesOn(schedule, '2026-11-24')).toEqual(['18:00']);
    expect(timesOn(schedule, '2026-12-01')).toEqual([]);
    const days = freeConsultationDays(schedule, period, [], now);
    expect(days.find((day) => day.date === '2026-11-26')?.times.map((time) => time.value)).toEqual(['12:00', '19:00']);
    expect(inPlan(schedule, new Date('2026-11-24T15:00:00.000Z'))).toBe(true);
    expect(inPlan(schedule, new Date('2026-11-26T07:00:00.000Z'))).toBe(false);
  });

  it('should count the minimum notice in Moscow calendar days: 2 is «не раньше чем послезавтра»', () => {
    const notice = { ...defaultSchedule, minNoticeDays: 2 };
    expect(freeDates(notice)[0]).toBe('2026-11-24');
    expect(unbookableReason(notice, new Date('2026-11-23T07:00:00.000Z'), now)).toBe(
      'Записаться можно не раньше чем на 24.11.2026: коуч принимает записи за 2 дн. и больше.',
    );
    expect(unbookableReason(notice, new Date('2026-11-24T07:00:00.000Z'), now)).toBeUndefined();
  });

  it('should turn the day at Moscow midnight, not at UTC midnight', () => {
    const beforeMidnight = new Date('2026-11-22T20:59:00.000Z'); // 23:59 Moscow, 22 November
    const afterMidnight = new Date('2026-11-22T21:00:00.000Z'); // 00:00 Moscow, 23 November (still 22 in UTC)
    const notice = { ...defaultSchedule, minNoticeDays: 2 };
    expect(freeDates(notice, beforeMidnight)[0]).toBe('2026-11-24');
    expect(freeDates(notice, afterMidnight)[0]).toBe('2026-11-25');
    expect(freeDates(defaultSchedule, afterMidnight)[0]).toBe('2026-11-24');
    expect(unbookableReason(defaultSchedule, new Date('2026-11-23T07:00:00.000Z'), afterMidnight)).toBe('Записаться можно только на дни начиная с завтрашнего.');
  });

  it('should refuse today, other times and dates off with a Russian reason', () => {
    expect(unbookableReason(defaultSchedule, new Date('2026-11-22T07:00:00.000Z'), now)).toMatch(/с завтрашнего/);
    expect(unbookableReason(defaultSchedule, new Date('2026-11-23T08:00:00.000Z'), now)).toMatch(/10:00/);
    expect(unbookableReason({ ...defaultSchedule, exceptions: { '2026-11-23': [] } }, new Date('2026-11-23T07:00:00.000Z'), now)).toMatch(/не принимает/);
    expect(unbookableReason(defaultSchedule, new Date('2026-11-23T07:00:00.000Z'), now)).toBeUndefined();
  });

  it('should offer and accept days up to the booking window only (today + 90 days by default)', () => {
    const spring = { from: new Date('2027-02-10T21:00:00.000Z'), to: new Date('2027-03-31T21:00:00.000Z') };
    expect(freeConsultationDays(defaultSchedule, spring, [], now).at(-1)?.date).toBe('2027-02-20');
    expect(unbookableReason(defaultSchedule, new Date('2027-02-20T07:00:00.000Z'), now)).toBeUndefined();
    expect(unbookableReason(defaultSchedule, new Date('2027-02-21T07:00:00.000Z'), now)).toBe(
      'Запись открыта до 20.02.2027 включительно. Выберите день пораньше.',
    );
    expect(unbookableReason(defaultSchedule, new Date('2099-01-05T07:00:00.000Z'), now)).toMatch(/Запись открыта до 20\.02\.2027/);
    const week = { ...defaultSchedule, bookingWindowDays: 7 };
    expect(freeDates(week)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(freeDates({ ...week, minNoticeDays: 7 })).toEqual(['2026-11-29']);
  });

  describe('notice in hours', () => {
    // Monday 23 November, 08:00 in Moscow; the coach works at 10:00, 11:00, 14:00 and 18:00.
    const morning = new Date('2026-11-23T05:00:00.000Z');
    const hours = (minNoticeHours: number): Schedule => ({ ...defaultSchedule, weekly: weekly(['10:00', '11:00', '14:00', '18:00']), minNoticeHours });
    const today = (schedule: Schedule, at = morning) => freeConsultationDays(schedule, period, [], at)[0];

    it('should offer today the times at least that many hours ahead, and refuse the others by the hours', () => {
      expect(today(hours(2))).toEqual({
        date: '2026-11-23',
        times: ['10:00', '11:00', '14:00', '18:00'].map((value) => ({ value, start: new Date(`2026-11-23T${String(Number(value.slice(0, 2)) - 3).padStart(2, '0')}:00:00.000Z`) })),
      });
      expect(today(hours(3))?.times.map((time) => time.value)).toEqual(['11:00', '14:00', '18:00']);
      expect(unbookableReason(hours(3), new Date('2026-11-23T07:00:00.000Z'), morning)).toBe(
        'Записаться можно не позднее чем за 3 часа до начала сессии. Выберите время попозже.',
      );
      expect(unbookableReason(hours(3), new Date('2026-11-23T08:00:00.000Z'), morning)).toBeUndefined();
      expect(unbookableReason(hours(5), new Date('2026-11-23T07:00:00.000Z'), morning)).toMatch(/за 5 часов/);
    });

    it('should take 0 hours as any later time today, never a past one', () => {
      const at = new Date('2026-11-23T07:30:00.000Z'); // 10:30 in Moscow
      expect(today(hours(0), at)?.times.map((time) => time.value)).toEqual(['11:00', '14:00', '18:00']);
      expect(unbookableReason(hours(0), new Date('2026-11-23T07:00:00.000Z'), at)).toMatch(/уже прошло/);
    });

    it('should count a notice of 24 hours and more across days, and keep the day rule while no hours are set', () => {
      expect(today(hours(27))?.date).toBe('2026-11-24');
      expect(today(hours(27))?.times.map((time) => time.value)).toEqual(['11:00', '14:00', '18:00']);
      expect(today({ ...defaultSchedule, weekly: weekly(['10:00', '18:00']) })?.date).toBe('2026-11-24');
    });
  });

  describe('busy intervals: a session’s length and the buffer after it', () => {
    const busyDay = { ...defaultSchedule, weekly: weekly(['09:00', '10:00', '11:00', '12:00', '14:00']) };
    const mondayTimes = (schedule: Schedule, busy: BusyInterval[], minutes?: number) =>
      freeConsultationDays(schedule, period, busy, now, minutes).find((day) => day.date === '2026-11-23')?.times.map((time) => time.value);
    const elevenBooked = (schedule: Schedule) => [booked('2026-11-23T08:00:00.000Z', schedule)];

    it('should not offer a 90-minute session at 10:00 when 11:00 is booked, while a 60-minute one fits', () => {
      expect(mondayTimes(busyDay, elevenBooked(busyDay), 60)).toEqual(['09:00', '10:00', '12:00', '14:00']);
      expect(mondayTimes(busyDay, elevenBooked(busyDay), 90)).toEqual(['09:00', '12:00', '14:00']);
      expect(collisionReason(busyDay, new Date('2026-11-23T07:00:00.000Z'), 90, elevenBooked(busyDay))).toBe(
        'Сессия в 10:00 длится 90 мин. — это пересекается с занятым временем 11:00–12:00 по московскому времени. Выберите другое время.',
      );
      expect(collisionReason(busyDay, new Date('2026-11-23T07:00:00.000Z'), 60, elevenBooked(busyDay))).toBeUndefined();
    });

    it('should keep a booked 90-minute session’s whole length busy', () => {
      expect(mondayTimes(busyDay, [booked('2026-11-23T07:00:00.000Z', busyDay, 90)])).toEqual(['09:00', '12:00', '14:00']);
    });

    it('should leave out the times next to a booked session when the coach keeps a buffer, on both sides', () => {
      const buffered = { ...busyDay, bufferMinutes: 15 };
      expect(mondayTimes(buffered, elevenBooked(buffered))).toEqual(['09:00', '14:00']);
      expect(collisionReason(buffered, new Date('2026-11-23T09:00:00.000Z'), 60, elevenBooked(buffered))).toBe(
        'Сессия в 12:00 длится 60 мин. и ещё 15 мин. перерыва после неё — это пересекается с занятым временем 11:00–12:15 по московскому времени. Выберите другое время.',
      );
    });

    it('should leave out the times any other busy interval overlaps (the coach’s own calendar)', () => {
      const lunch = { start: new Date('2026-11-23T08:30:00.000Z'), end: new Date('2026-11-23T10:30:00.000Z') }; // 11:30–13:30
      expect(mondayTimes(busyDay, [lunch])).toEqual(['09:00', '10:00', '14:00']);
    });
  });

  it('should parse the UTC wire format and reject anything else', () => {
    expect(parseUtcMinute('2026-11-23 07:00')).toEqual(new Date('2026-11-23T07:00:00.000Z'));
    expect(parseUtcMinute('23.11.2026 10:00')).toBeUndefined();
  });
});
