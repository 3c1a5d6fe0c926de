import { describe, expect, it } from 'vitest';
import type { Consultation } from '../../../api/generated/model';
import { bookedByDay } from './booked-days';

const session = (id: number, date: string, user: Consultation['user'], isPaid = true): Consultation => ({
  id, date, description: '', is_paid: isPaid, user, meeting_url: null, outcome: null,
});

describe('booked days', () => {
  it('should group sessions by their Moscow day in time order, naming the client or her address', () => {
    const days = bookedByDay([
      session(2, '2026-12-01T12:00:00.000Z', { id: 'b', email: 'b@example.ru', name: null }, false),
      session(1, '2026-11-30T21:30:00.000Z', { id: 'a', email: 'a@example.ru', name: 'Анна' }),
      session(3, '2026-12-01T07:00:00.000Z', { id: 'a', email: 'a@example.ru', name: 'Анна' }),
    ]);
    expect([...days.keys()]).toEqual(['2026-12-01']);
    expect(days.get('2026-12-01')).toEqual([
      { id: 1, time: '00:30', client: 'Анна', email: 'a@example.ru', paid: true },
      { id: 3, time: '10:00', client: 'Анна', email: 'a@example.ru', paid: true },
      { id: 2, time: '15:00', client: 'b@example.ru', email: 'b@example.ru', paid: false },
    ]);
  });
});
