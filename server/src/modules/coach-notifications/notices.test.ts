import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../eventstore/event-store';
import type { PurchasedItem } from '../purchases/events';
import { isFollowedEvent, noticeKindOf, noticeOfEvent, type NoticeSubject } from './notices';

const at = '2026-11-22T09:00:00.000Z';
const recorded = (type: string, data: unknown): RecordedEvent => ({
  id: 'e1',
  streamId: 's',
  revision: 0,
  position: 1n,
  type,
  data,
  metadata: { actor: 'u1', correlationId: 'c' },
  recordedAt: new Date(at),
});

/** The notice of an event (the purchase's start given for a payment), or null. */
function noticeOf(type: string, data: unknown, started?: { item: PurchasedItem; amountKopecks: number }): NoticeSubject | null {
  const event = recorded(type, data);
  return isFollowedEvent(event) ? noticeOfEvent(event, started) : null;
}

const session = { kind: 'consultation', typeId: 1, consultationId: 7, sessions: 1 } as const;

describe("the events the coach hears of", () => {
  it('should tell a single paid session as a booking, and a package, a product or a certificate as a purchase', () => {
    const paid = { purchaseId: 'p1', paymentId: 'x', amountKopecks: 350_000, succeededAt: at };
    expect(noticeOf('PaymentSucceeded', paid, { item: session, amountKopecks: 350_000 })).toEqual({ about: 'paid', purchaseId: 'p1', kind: 'booking' });
    expect(noticeOf('PaymentSucceeded', paid, { item: { ...session, sessions: 5 }, amountKopecks: 1_575_000 })).toMatchObject({ kind: 'purchase' });
    expect(noticeOf('PaymentSucceeded', paid, { item: { kind: 'product', typeId: 2 }, amountKopecks: 90_000 })).toMatchObject({ kind: 'purchase' });
    expect(noticeOf('FreePurchaseCompleted', { purchaseId: 'p1', completedAt: at }, { item: session, amountKopecks: 0 })).toMatchObject({ kind: 'booking' });
  });

  it('should not tell the free guide, a session only held for payment, or what the coach did herself', () => {
    expect(noticeOf('FreePurchaseCompleted', { purchaseId: 'p1', completedAt: at }, { item: { kind: 'product', typeId: 1 }, amountKopecks: 0 })).toBeNull();
    const booked = { consultationId: 7, userId: 'u1', start: at, typeId: 1, bookedAt: at };
    expect(noticeOf('ConsultationBooked', { ...booked, paidBy: { kind: 'payment', purchaseId: 'p1' } })).toBeNull();
    expect(noticeOf('ConsultationBooked', { ...booked, paidBy: { kind: 'arranged' } })).toBeNull();
    expect(noticeOf('ConsultationRescheduled', { consultationId: 7, from: at, to: at, by: 'coach', sequence: 1, rescheduledAt: at })).toBeNull();
    expect(noticeOf('ConsultationCancelled', { consultationId: 7, reason: 'cancelled-by-coach', creditReturned: true, cancelledAt: at })).toBeNull();
    expect(noticeOf('ConsultationCancelled', { consultationId: 7, reason: 'payment-timeout', creditReturned: false, cancelledAt: at })).toBeNull();
    expect(noticeOf('TestimonialWritten', { userId: 'u1', text: 'Спасибо', signature: 'name', publicationConsent: null, writtenAt: at })).toBeNull();
    expect(noticeOf('ScheduleChanged', {})).toBeNull();
  });

  it("should tell a client's own booking from a package, move and cancellation, a refund, a refused receipt and a testimonial to approve", () => {
    const subjects = [
      noticeOf('ConsultationBooked', { consultationId: 7, userId: 'u1', start: at, typeId: 1, bookedAt: at, paidBy: { kind: 'credit' } }),
      noticeOf('ConsultationRescheduled', { consultationId: 7, from: at, to: '2026-11-23T09:00:00.000Z', by: 'client', sequence: 1, rescheduledAt: at }),
      noticeOf('ConsultationCancelled', { consultationId: 7, reason: 'cancelled-by-client', creditReturned: true, cancelledAt: at }),
      noticeOf('RefundSucceeded', { purchaseId: 'p1', paymentId: 'x', refundId: 'r', amountKopecks: 90_000, refundedAt: at }),
      noticeOf('ReceiptCanceled', { purchaseId: 'p1', receiptId: 'payment', canceledAt: at }),
      noticeOf('TestimonialWritten', { userId: 'u1', text: 'Спасибо', signature: 'name', publicationConsent: { document: 'd', version: '1' }, writtenAt: at }),
    ];
    expect(subjects.map((subject) => subject && noticeKindOf(subject))).toEqual(['booking', 'move', 'cancellation', 'refund', 'receipt-problem', 'testimonial']);
    expect(subjects[1]).toEqual({ about: 'session', consultationId: 7, change: 'moved', from: at, to: '2026-11-23T09:00:00.000Z' });
  });
});
