import { describe, expect, it } from 'vitest';
import { reminderDelayMs } from './reminder-plan';

const hour = 3_600_000;
const now = new Date('2026-11-22T10:00:00.000Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * hour);

describe('intake reminder plan', () => {
  it('should remind a day after the booking, or a day before the session when that comes first', () => {
    expect(reminderDelayMs(now, inHours(24 * 7))).toBe(24 * hour);
    expect(reminderDelayMs(now, inHours(30))).toBe(6 * hour);
  });

  it('should plan no reminder for a session within a day', () => {
    expect(reminderDelayMs(now, inHours(24))).toBeNull();
    expect(reminderDelayMs(now, inHours(3))).toBeNull();
  });
});
