import { describe, expect, it } from 'vitest';
import { DomainError } from '../../eventstore/decider';
import { createWriteGeneration } from '../../http/read-cache';
import { defaultSchedule, type BusyInterval, type Schedule } from './availability';
import { bookingRefusal, createBusyTimes } from './busy-times';
import type { Period } from './consultation-queries';

const now = new Date('2026-11-22T20:30:00.000Z'); // 23:30 in Moscow, Sunday 22 November
/** 10:00 and 12:00 Moscow time daily, a day off on Wednesday 25 November, 15 minutes after each session. */
const schedule: Schedule = { ...defaultSchedule, weekly: Array.from({ length: 7 }, () => ['10:00', '12:00']), exceptions: { '2026-11-25': [] }, bufferMinutes: 15 };
const tuesdayAt10 = new Date('2026-11-24T07:00:00.000Z');
const tuesdayAt12 = new Date('2026-11-24T09:00:00.000Z');

type Session = { id: number; start: Date; durationMinutes: number };

/** The busy times over sessions kept in memory (the live ones starting in a period, as the read model answers) and the coach's calendar. */
function busyTimesOf(sessions: readonly Session[], external: readonly BusyInterval[] = []) {
  return createBusyTimes({
    queries: { sessionLengths: async (period: Period) => sessions.filter((session) => session.start >= period.from && session.start < period.to) },
    writes: createWriteGeneration(() => now),
    externalBusyIntervals: async (period) => external.filter((interval) => interval.start < period.to && period.from < interval.end),
  });
}

/** A session of 60 minutes at 11:30 Moscow time on Tuesday: with the buffer, busy 11:30–12:45. */
const at1130 = { id: 7, start: new Date('2026-11-24T08:30:00.000Z'), durationMinutes: 60 };

describe('checkBookable', () => {
  it('should let a planned time of a working day inside the notice and the window be booked', async () => {
    expect(await busyTimesOf([]).checkBookable(schedule, { start: tuesdayAt12, durationMinutes: 60 }, now)).toBeUndefined();
  });

  it('should refuse a time outside the day’s plan as invalid', async () => {
    expect(await busyTimesOf([]).checkBookable(schedule, { start: new Date('2026-11-24T08:00:00.000Z'), durationMinutes: 60 }, now)).toEqual({
      kind: 'invalid',
      reason: 'В этот день можно записаться только на 10:00, 12:00 по московскому времени.',
    });
  });

  it('should refuse a day off as invalid', async () => {
    expect(await busyTimesOf([]).checkBookable(schedule, { start: new Date('2026-11-25T07:00:00.000Z'), durationMinutes: 60 }, now)).toEqual({
      kind: 'invalid',
      reason: 'В этот день коуч не принимает. Выберите другой день.',
    });
  });

  it('should refuse a time before the notice as invalid', async () => {
    const notice = { ...schedule, minNoticeHours: 12 }; // from 08:30 UTC on Monday
    const check = (start: Date) => busyTimesOf([]).checkBookable(notice, { start, durationMinutes: 60 }, now);
    expect(await check(new Date('2026-11-23T07:00:00.000Z'))).toEqual({
      kind: 'invalid',
      reason: 'Записаться можно не позднее чем за 12 часов до начала сессии. Выберите время попозже.',
    });
    expect(await check(new Date('2026-11-23T09:00:00.000Z'))).toBeUndefined();
  });

  it('should refuse a day beyond the booking window as invalid', async () => {
    const check = (start: Date) => busyTimesOf([]).checkBookable(schedule, { start, durationMinutes: 60 }, now);
    expect(await check(new Date('2027-02-20T07:00:00.000Z'))).toBeUndefined();
    expect(await check(new Date('2027-02-21T07:00:00.000Z'))).toEqual({
      kind: 'invalid',
      reason: 'Запись открыта до 20.02.2027 включительно. Выберите день пораньше.',
    });
  });

  it('should refuse a session overlapping another with its buffer as a conflict', async () => {
    expect(await busyTimesOf([at1130]).checkBookable(schedule, { start: tuesdayAt12, durationMinutes: 60 }, now)).toEqual({
      kind: 'conflict',
      reason: 'Сессия в 12:00 длится 60 мин. и ещё 15 мин. перерыва после неё — это пересекается с занятым временем 11:30–12:45 по московскому времени. Выберите другое время.',
    });
  });

  it('should count the asked length and the buffer after it', async () => {
    const busyTimes = busyTimesOf([at1130]);
    // 10:00 + 75 minutes + 15 ends at 11:30, touching the next session; 90 minutes would run into it.
    expect(await busyTimes.checkBookable(schedule, { start: tuesdayAt10, durationMinutes: 75 }, now)).toBeUndefined();
    expect(await busyTimes.checkBookable(schedule, { start: tuesdayAt10, durationMinutes: 90 }, now)).toMatchObject({ kind: 'conflict' });
  });

  it('should refuse a time the coach’s own calendar keeps busy as a conflict', async () => {
    const meeting = { start: new Date('2026-11-24T09:30:00.000Z'), end: new Date('2026-11-24T10:00:00.000Z') };
    expect(await busyTimesOf([], [meeting]).checkBookable(schedule, { start: tuesdayAt12, durationMinutes: 60 }, now)).toEqual({
      kind: 'conflict',
      reason: expect.stringMatching(/пересекается с занятым временем 12:30–13:00/),
    });
  });

  it('should let a moved session overlap its own old time (`except`), not another’s', async () => {
    const busyTimes = busyTimesOf([at1130]);
    expect(await busyTimes.checkBookable(schedule, { start: tuesdayAt12, durationMinutes: 60, except: at1130.id }, now)).toBeUndefined();
    expect(await busyTimes.checkBookable(schedule, { start: tuesdayAt12, durationMinutes: 60, except: 8 }, now)).toMatchObject({ kind: 'conflict' });
  });

  it('should leave a session at the very same start to the slot’s own rule', async () => {
    const same = { id: 9, start: tuesdayAt12, durationMinutes: 60 };
    expect(await busyTimesOf([same]).checkBookable(schedule, { start: tuesdayAt12, durationMinutes: 60 }, now)).toBeUndefined();
  });

  it('should refuse a slot known taken as a conflict, after the schedule’s rule', async () => {
    const busyTimes = busyTimesOf([]);
    expect(await busyTimes.checkBookable(schedule, { start: tuesdayAt12, durationMinutes: 60, taken: true }, now)).toEqual({ kind: 'conflict', reason: 'Это время уже занято.' });
    expect(await busyTimes.checkBookable(schedule, { start: new Date('2026-11-25T07:00:00.000Z'), durationMinutes: 60, taken: true }, now)).toMatchObject({
      kind: 'invalid',
    });
  });
});

describe('bookingRefusal', () => {
  it('should throw the problem as a domain error of its kind (400 or 409) with its reason', () => {
    const refusal = bookingRefusal({ kind: 'conflict', reason: 'Это время уже занято.' });
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: 'conflict', message: 'Это время уже занято.' });
  });
});
