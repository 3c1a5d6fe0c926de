import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Consultation } from '../../../api/generated/model';
import { canJoin, isUpcoming } from './session-time';

const session: Consultation = {
  id: 1,
  date: '2026-12-05T07:00:00.000Z',
  description: '',
  is_paid: true,
  user: { id: 'u', email: 'anna@example.ru' },
  meeting_url: 'https://telemost.yandex.ru/j/1',
  outcome: null,
};
const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });

describe('a session’s moments in the cabinet', () => {
  it('should offer «Подключиться» from 15 minutes before the start until the end', () => {
    expect(canJoin(session, at('2026-12-05T06:44:59Z'))).toBe(false);
    expect(canJoin(session, at('2026-12-05T06:45:00Z'))).toBe(true);
    expect(canJoin(session, at('2026-12-05T08:29:59Z'))).toBe(true);
    expect(canJoin(session, at('2026-12-05T08:30:00Z'))).toBe(false);
  });

  it('should not offer it without a room or before the payment', () => {
    expect(canJoin({ ...session, meeting_url: null }, at('2026-12-05T07:00:00Z'))).toBe(false);
    expect(canJoin({ ...session, is_paid: false }, at('2026-12-05T07:00:00Z'))).toBe(false);
  });

  it('should count a session as upcoming until it ends', () => {
    expect(isUpcoming(session, at('2026-12-05T08:29:00Z'))).toBe(true);
    expect(isUpcoming(session, at('2026-12-05T08:30:00Z'))).toBe(false);
  });

  it('should end a session after its own length when the server tells it', () => {
    const hour = { ...session, duration_minutes: 60 };
    expect(canJoin(hour, at('2026-12-05T07:59:59Z'))).toBe(true);
    expect(canJoin(hour, at('2026-12-05T08:00:00Z'))).toBe(false);
    expect(isUpcoming(hour, at('2026-12-05T08:00:00Z'))).toBe(false);
  });
});
