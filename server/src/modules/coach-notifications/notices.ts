import { z } from 'zod';
import { isDecidersEvent } from '../../eventstore/command-handler';
import type { RecordedEvent } from '../../eventstore/event-store';
import type { RegisteredEventOf } from '../event-registry';
import type { PurchasedItem } from '../purchases/events';
import type { NoticeKind } from './notice-kinds';

const purchaseId = z.string().min(1).max(100);

/**
 * What one notice is about, as kept until it is mailed: ids only (names and addresses are read
 * from the read models when the mail is written, so an erased client is never copied here).
 */
export const noticeSubject = z.discriminatedUnion('about', [
  /** Paid (or fully paid by a certificate): a single session is a booking, anything else a purchase. */
  z.object({ about: z.literal('paid'), purchaseId, kind: z.enum(['booking', 'purchase']) }),
  z.object({ about: z.literal('refund'), purchaseId, amountKopecks: z.int().min(0) }),
  z.object({ about: z.literal('receipt-problem'), purchaseId, receiptId: z.string().min(1).max(100) }),
  /** A session booked from a package's sessions, moved or cancelled by the client. */
  z.object({ about: z.literal('session'), consultationId: z.int().min(1), change: z.enum(['booked', 'moved', 'cancelled']), from: z.iso.datetime().optional(), to: z.iso.datetime().optional() }),
  z.object({ about: z.literal('testimonial'), userId: z.string().min(1).max(100) }),
  z.object({ about: z.literal('waitlist'), userId: z.string().min(1).max(100), day: z.iso.date() }),
]);
export type NoticeSubject = z.infer<typeof noticeSubject>;

/** The switch in «Практика» that lets a notice through. */
export function noticeKindOf(subject: NoticeSubject): NoticeKind {
  switch (subject.about) {
    case 'paid':
      return subject.kind;
    case 'refund':
    case 'receipt-problem':
    case 'testimonial':
    case 'waitlist':
      return subject.about;
    case 'session':
      return ({ booked: 'booking', moved: 'move', cancelled: 'cancellation' } as const)[subject.change];
  }
}

/** The recorded events a notice may follow. */
const followedTypes = new Set([
  'PaymentSucceeded',
  'FreePurchaseCompleted',
  'RefundSucceeded',
  'ReceiptCanceled',
  'ConsultationBooked',
  'ConsultationRescheduled',
  'ConsultationCancelled',
  'TestimonialWritten',
] as const);
type FollowedEvent = RegisteredEventOf<typeof followedTypes extends Set<infer Type> ? Type : never>;

/** Whether the event is one to look at (a paid purchase's notice also needs its item). */
export const isFollowedEvent = (event: RecordedEvent): event is RecordedEvent & FollowedEvent => isDecidersEvent<FollowedEvent>(followedTypes, event);

/** A paid item as the coach hears of it: one session is a booking; a package, a product or a certificate a purchase; the free guide nothing. */
function paidKind(item: PurchasedItem, amountKopecks: number): 'booking' | 'purchase' | null {
  if (item.kind === 'consultation') return item.sessions === 1 ? 'booking' : 'purchase';
  if (item.kind === 'product' && amountKopecks === 0) return null;
  return 'purchase';
}

/**
 * The notice an event gives the coach, or null. What she did herself (a session she booked for a
 * client, moved or cancelled) and what only holds a slot (an unpaid booking) tell her nothing new.
 * `started` is the purchase's start (its item and price), needed for a paid purchase only.
 */
export function noticeOfEvent(event: FollowedEvent, started: { item: PurchasedItem; amountKopecks: number } | undefined): NoticeSubject | null {
  switch (event.type) {
    case 'PaymentSucceeded':
    case 'FreePurchaseCompleted': {
      const kind = started ? paidKind(started.item, started.amountKopecks) : null;
      return kind && { about: 'paid', purchaseId: event.data.purchaseId, kind };
    }
    case 'RefundSucceeded':
      return { about: 'refund', purchaseId: event.data.purchaseId, amountKopecks: event.data.amountKopecks };
    case 'ReceiptCanceled':
      return { about: 'receipt-problem', purchaseId: event.data.purchaseId, receiptId: event.data.receiptId };
    case 'ConsultationBooked':
      return event.data.paidBy.kind === 'credit' ? { about: 'session', consultationId: event.data.consultationId, change: 'booked' } : null;
    case 'ConsultationRescheduled':
      return event.data.by === 'client' ? { about: 'session', consultationId: event.data.consultationId, change: 'moved', from: event.data.from, to: event.data.to } : null;
    case 'ConsultationCancelled':
      return event.data.reason === 'cancelled-by-client' ? { about: 'session', consultationId: event.data.consultationId, change: 'cancelled' } : null;
    case 'TestimonialWritten':
      return event.data.publicationConsent ? { about: 'testimonial', userId: event.data.userId } : null;
  }
}

/** Whether the event is a purchase's payment, whose notice needs the purchase's start. */
export const needsPurchaseStart = (event: FollowedEvent): event is Extract<FollowedEvent, { type: 'PaymentSucceeded' | 'FreePurchaseCompleted' }> =>
  event.type === 'PaymentSucceeded' || event.type === 'FreePurchaseCompleted';
