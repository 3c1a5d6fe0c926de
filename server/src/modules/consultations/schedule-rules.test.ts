import { describe, expect, it } from 'vitest';
import { defaultSchedule, type Schedule } from './availability';
import { normalizedSchedule, scheduleProblem } from './schedule-rules';

const today = '2026-11-22';
const withMonday = (times: string[]): Schedule => ({ ...defaultSchedule, weekly: defaultSchedule.weekly.map((day, index) => (index === 0 ? times : day)) });

describe('schedule rules', () => {
  it('should accept the default and a plan with days off, several times and exceptions from today on', () => {
    expect(scheduleProblem(defaultSchedule, today)).toBeUndefined();
    const plan = { ...withMonday([]), exceptions: { '2026-11-22': ['09:00', '18:30'], '2026-12-31': [] } };
    expect(scheduleProblem(plan, today)).toBeUndefined();
  });

  it('should name the day and the time that break a rule, in Russian', () => {
    expect(scheduleProblem(withMonday(['10:00', '10:00']), today)).toBe('Время 10:00 в понедельник указано дважды.');
    expect(scheduleProblem(withMonday(['10:00', '10:59']), today)).toBe('Между сессиями в понедельник нужен хотя бы час: 10:59 слишком близко к предыдущему времени.');
    expect(scheduleProblem(withMonday(['10:00', '11:00']), today)).toBeUndefined();
    expect(scheduleProblem(withMonday(['9:00']), today)).toMatch(/«9:00» в понедельник записано неверно/);
    expect(scheduleProblem({ ...defaultSchedule, exceptions: { '2026-11-21': [] } }, today)).toBe('День 21.11.2026 уже прошёл: особые дни задаются с сегодняшнего.');
    expect(scheduleProblem({ ...defaultSchedule, exceptions: { '2026-12-05': ['12:00', '12:30'] } }, today)).toMatch(/на 05\.12\.2026 нужен хотя бы час/);
    expect(scheduleProblem({ ...defaultSchedule, minNoticeDays: 91 }, today)).toMatch(/больше окна записи/);
  });

  it('should store times sorted and leave out exceptions of days already past', () => {
    const stored = normalizedSchedule({ ...withMonday(['15:00', '10:00']), exceptions: { '2026-12-31': [], '2026-11-20': [] } }, today);
    expect(stored.weekly[0]).toEqual(['10:00', '15:00']);
    expect(stored.exceptions).toEqual({ '2026-12-31': [] });
  });

  it('should weigh a notice in hours against the window, not the days it replaces', () => {
    expect(scheduleProblem({ ...defaultSchedule, bookingWindowDays: 1, minNoticeHours: 24 }, today)).toBeUndefined();
    expect(scheduleProblem({ ...defaultSchedule, bookingWindowDays: 1, minNoticeHours: 25 }, today)).toMatch(/больше окна записи/);
    expect(scheduleProblem({ ...defaultSchedule, bookingWindowDays: 3, minNoticeDays: 5, minNoticeHours: 2 }, today)).toBeUndefined();
  });
});
