import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../eventstore/event-store';
import { isFollowedEvent, noticesOfEvent, recipientOf, type EventOutcome } from './notices';

const at = '2026-11-22T09:00:00.000Z';
const outcomeOf = (type: string, data: unknown): EventOutcome | null => {
  const event: RecordedEvent = { id: 'e1', streamId: 's', revision: 0, position: 1n, type, data, metadata: { actor: 'u1', correlationId: 'c' }, recordedAt: new Date(at) };
  return isFollowedEvent(event) ? noticesOfEvent(event) : null;
};
const booked = { consultationId: 7, userId: 'u1', start: at, typeId: 1, bookedAt: at };

describe('the events the messengers tell', () => {
  it('should confirm a paid session to its client, tell the coach of the booking and plan its reminders', () => {
    expect(outcomeOf('ConsultationPaid', { consultationId: 7, purchaseId: 'p1', paidAt: at })).toEqual({
      notices: [{ about: 'session-paid', consultationId: 7 }, { about: 'coach-booking', consultationId: 7 }],
      remindersOf: 7,
    });
    // Held for its payment, it is not booked yet: the payment tells.
    expect(outcomeOf('ConsultationBooked', { ...booked, paidBy: { kind: 'payment', purchaseId: 'p1' } })).toEqual({ notices: [] });
  });

  it('should confirm a session booked from a package or by the coach at once, telling the coach only of the client\'s own', () => {
    expect(outcomeOf('ConsultationBooked', { ...booked, paidBy: { kind: 'credit' } })).toEqual({
      notices: [{ about: 'session-booked', consultationId: 7 }, { about: 'coach-booking', consultationId: 7 }],
      remindersOf: 7,
    });
    expect(outcomeOf('ConsultationBooked', { ...booked, paidBy: { kind: 'arranged' } })).toEqual({ notices: [{ about: 'session-booked', consultationId: 7 }], remindersOf: 7 });
  });

  it('should tell a move to the client with reminders for the new time, and a cancellation to her (and the coach when the client cancelled)', () => {
    expect(outcomeOf('ConsultationRescheduled', { consultationId: 7, from: at, to: at, by: 'coach', sequence: 1, rescheduledAt: at })).toEqual({
      notices: [{ about: 'session-moved', consultationId: 7 }],
      remindersOf: 7,
    });
    const cancelled = { consultationId: 7, creditReturned: false, cancelledAt: at };
    expect(outcomeOf('ConsultationCancelled', { ...cancelled, reason: 'cancelled-by-client' })?.notices).toEqual([
      { about: 'session-cancelled', consultationId: 7 },
      { about: 'coach-cancellation', consultationId: 7 },
    ]);
    expect(outcomeOf('ConsultationCancelled', { ...cancelled, reason: 'cancelled-by-coach' })?.notices).toEqual([{ about: 'session-cancelled', consultationId: 7 }]);
    // A hold that lapsed unpaid was never a booked session.
    expect(outcomeOf('ConsultationCancelled', { ...cancelled, reason: 'payment-timeout' })?.notices).toEqual([]);
  });

  it('should tell the coach every payment, and follow nothing else', () => {
    expect(outcomeOf('PaymentSucceeded', { purchaseId: 'p1', paymentId: 'x', amountKopecks: 350_000, succeededAt: at })).toEqual({ notices: [{ about: 'coach-payment', amountKopecks: 350_000 }] });
    expect(outcomeOf('TestimonialWritten', { userId: 'u1' })).toBeNull();
    expect(recipientOf({ about: 'coach-payment', amountKopecks: 1 })).toBe('coach');
    expect(recipientOf({ about: 'reminder', consultationId: 7, sequence: 0, lead: 'day' })).toBe('client');
  });
});
