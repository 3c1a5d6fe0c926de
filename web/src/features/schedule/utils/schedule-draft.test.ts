import { describe, expect, it } from 'vitest';
import { daysWord, draftOf, noticeHoursText, noticeText, planOf, withException, withTime, withoutTime } from './schedule-draft';

const plan = {
  weekly_plan: [7, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, times: weekday === 2 ? [] : ['10:00'] })),
  exceptions: [{ date: '2026-12-31', times: [] }],
  booking_window_days: 60,
  min_notice_days: 2,
};

describe('schedule draft', () => {
  it('should put the weekdays in order, Monday first, and give the same plan back', () => {
    const draft = draftOf(plan);
    expect(draft.weekly[1]).toEqual([]);
    expect(draft.weekly[6]).toEqual(['10:00']);
    expect(planOf(draft).weekly_plan.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(planOf(draft)).toMatchObject({ exceptions: plan.exceptions, booking_window_days: 60, min_notice_days: 2 });
  });

  it('should keep a day’s times sorted and unique', () => {
    expect(withTime(['15:00'], '10:00')).toEqual(['10:00', '15:00']);
    expect(withTime(['10:00'], '10:00')).toEqual(['10:00']);
    expect(withoutTime(['10:00', '15:00'], '10:00')).toEqual(['15:00']);
  });

  it('should replace an exception of the same date and keep them by date', () => {
    const exceptions = withException(withException([{ date: '2027-01-05', times: [] }], { date: '2026-12-31', times: [] }), { date: '2027-01-05', times: ['12:00'] });
    expect(exceptions).toEqual([{ date: '2026-12-31', times: [] }, { date: '2027-01-05', times: ['12:00'] }]);
  });

  it('should keep the notice in hours and the buffer, absent in plans saved before them', () => {
    expect(draftOf(plan)).toMatchObject({ minNoticeHours: null, bufferMinutes: 0 });
    expect(planOf(draftOf({ ...plan, min_notice_hours: 2, buffer_minutes: 15 }))).toMatchObject({ min_notice_hours: 2, buffer_minutes: 15, min_notice_days: 2 });
    expect(noticeHoursText(null, 1)).toMatch(/^Сейчас запись не раньше чем на завтра/);
    expect(noticeHoursText(0, 1)).toMatch(/любое ещё не прошедшее время/);
    expect(noticeHoursText(2, 1)).toBe('Клиенты могут записаться, если до начала сессии осталось 2 часа или больше, в том числе на сегодня.');
    expect(noticeHoursText(48, 1)).toBe('Клиенты могут записаться, если до начала сессии осталось 48 часов или больше.');
  });

  it('should say the notice in words', () => {
    expect(noticeText(1)).toBe('не раньше чем на завтра');
    expect(noticeText(2)).toBe('не раньше чем на послезавтра');
    expect(noticeText(5)).toBe('не раньше чем через 5 дней');
    expect([1, 3, 11, 21, 24].map(daysWord)).toEqual(['день', 'дня', 'дней', 'день', 'дня']);
  });
});
