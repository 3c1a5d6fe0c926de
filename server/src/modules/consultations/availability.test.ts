import { describe, expect, it } from 'vitest';
import { defaultSchedule, freeConsultationDays, parseUtcMinute, unbookableReason } from './availability';

const now = new Date('2026-11-22T20:30:00.000Z'); // 23:30 in Moscow, still 22 November
const period = { from: new Date('2026-10-31T21:00:00.000Z'), to: new Date('2026-11-30T21:00:00.000Z') }; // November in Moscow

describe('availability', () => {
  it('should offer the days after today at 10:00 Moscow time, which is 07:00 UTC', () => {
    const days = freeConsultationDays(defaultSchedule, period, new Set(), now);
    expect(days[0]).toEqual({ date: '2026-11-23', times: [{ value: '10:00', start: new Date('2026-11-23T07:00:00.000Z') }] });
    expect(days.at(-1)?.date).toBe('2026-11-30');
    expect(days).toHaveLength(8);
  });

  it('should leave out taken slots and days off', () => {
    const taken = new Set([new Date('2026-11-24T07:00:00.000Z').getTime()]);
    const schedule = { ...defaultSchedule, blockedDays: new Set(['2026-11-25']) };
    const dates = freeConsultationDays(schedule, period, taken, now).map((day) => day.date);
    expect(dates).not.toContain('2026-11-24');
    expect(dates).not.toContain('2026-11-25');
    expect(dates).toContain('2026-11-26');
  });

  it('should refuse today, other times and days off with a Russian reason', () => {
    expect(unbookableReason(defaultSchedule, new Date('2026-11-22T07:00:00.000Z'), now)).toMatch(/с завтрашнего/);
    expect(unbookableReason(defaultSchedule, new Date('2026-11-23T08:00:00.000Z'), now)).toMatch(/10:00/);
    expect(unbookableReason({ ...defaultSchedule, blockedDays: new Set(['2026-11-23']) }, new Date('2026-11-23T07:00:00.000Z'), now)).toMatch(
      /не принимает/,
    );
    expect(unbookableReason(defaultSchedule, new Date('2026-11-23T07:00:00.000Z'), now)).toBeUndefined();
  });

  it('should offer and accept days up to the booking window only (today + 90 days by default)', () => {
    const spring = { from: new Date('2027-02-10T21:00:00.000Z'), to: new Date('2027-03-31T21:00:00.000Z') };
    expect(freeConsultationDays(defaultSchedule, spring, new Set(), now).at(-1)?.date).toBe('2027-02-20');
    expect(unbookableReason(defaultSchedule, new Date('2027-02-20T07:00:00.000Z'), now)).toBeUndefined();
    expect(unbookableReason(defaultSchedule, new Date('2027-02-21T07:00:00.000Z'), now)).toBe(
      'Запись открыта до 20.02.2027 включительно. Выберите день пораньше.',
    );
    expect(unbookableReason(defaultSchedule, new Date('2099-01-05T07:00:00.000Z'), now)).toMatch(/Запись открыта до 20\.02\.2027/);
    const week = { ...defaultSchedule, bookingWindowDays: 7 };
    expect(freeConsultationDays(week, period, new Set(), now).map((day) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('should parse the UTC wire format and reject anything else', () => {
    expect(parseUtcMinute('2026-11-23 07:00')).toEqual(new Date('2026-11-23T07:00:00.000Z'));
    expect(parseUtcMinute('23.11.2026 10:00')).toBeUndefined();
  });
});
