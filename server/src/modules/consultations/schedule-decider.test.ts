import { describe, expect, it } from 'vitest';
import { defaultSchedule, type Schedule } from './availability';
import type { ScheduleEvent } from './events';
import { scheduleDecider, type ScheduleCommand } from './schedule-decider';

const now = new Date('2026-11-22T09:00:00.000Z');
const tuesdaysOff: Schedule = { ...defaultSchedule, weekly: defaultSchedule.weekly.map((times, index) => (index === 1 ? [] : ['10:00', '15:00'])) };
const change = (schedule: Schedule, inEffect: Schedule = defaultSchedule): ScheduleCommand => ({ type: 'ChangeSchedule', data: { schedule, inEffect }, metadata: { now } });
const given = (events: ScheduleEvent[]) => events.reduce(scheduleDecider.evolve, scheduleDecider.initialState());

describe('schedule decider', () => {
  it('should record the first change with the plan that was in effect before it', () => {
    expect(scheduleDecider.decide(change(tuesdaysOff), given([]))).toEqual([
      { type: 'ScheduleChanged', data: { previous: defaultSchedule, schedule: tuesdaysOff, changedAt: now.toISOString() } },
    ]);
  });

  it('should take the previous plan from its own history once there is one', () => {
    const history = scheduleDecider.decide(change(tuesdaysOff), given([]));
    const longerWindow = { ...tuesdaysOff, bookingWindowDays: 30 };
    const [event] = scheduleDecider.decide(change(longerWindow, defaultSchedule), given(history));
    expect(event?.data.previous).toEqual(tuesdaysOff);
    expect(event?.data.schedule).toEqual(longerWindow);
  });

  it('should record nothing when the plan is the one in effect, even with an exception now past', () => {
    const history = scheduleDecider.decide(change({ ...tuesdaysOff, exceptions: { '2026-11-20': [] } }), given([]));
    expect(scheduleDecider.decide(change(tuesdaysOff), given(history))).toEqual([]);
    expect(scheduleDecider.decide(change(defaultSchedule), given([]))).toEqual([]);
  });

  it('should record the notice in hours and the buffer, and take a buffer of 0 as none', () => {
    const hours = { ...tuesdaysOff, minNoticeHours: 2, bufferMinutes: 15 };
    const history = scheduleDecider.decide(change(hours), given([]));
    expect(history[0]?.data.schedule).toEqual(hours);
    expect(scheduleDecider.decide(change(hours), given(history))).toEqual([]);
    expect(scheduleDecider.decide(change({ ...defaultSchedule, bufferMinutes: 0 }), given([]))).toEqual([]);
  });
});
