import { z } from 'zod';
import { isDecidersEvent } from '../../eventstore/command-handler';
import type { RecordedEvent } from '../../eventstore/event-store';
import type { RegisteredEventOf } from '../event-registry';

/** How long before a session its reminders go out (as the mails' `reminderLeads`). */
export const messengerReminderLeads = { day: 24 * 3_600_000, hour: 3_600_000 } as const;
export const reminderLead = z.enum(['day', 'hour']);
export type ReminderLead = z.infer<typeof reminderLead>;

const consultationId = z.int().min(1);

/**
 * What one message is about, kept as ids only (the time and the service name are read when it is
 * written). A client hears of her session's payment, booking, move, cancellation and reminders;
 * the coach of a booking, a client's cancellation and a payment.
 */
export const messengerNotice = z.discriminatedUnion('about', [
  z.object({ about: z.literal('session-paid'), consultationId }),
  z.object({ about: z.literal('session-booked'), consultationId }),
  z.object({ about: z.literal('session-moved'), consultationId }),
  z.object({ about: z.literal('session-cancelled'), consultationId }),
  z.object({ about: z.literal('reminder'), consultationId, sequence: z.int().min(0), lead: reminderLead }),
  z.object({ about: z.literal('coach-booking'), consultationId }),
  z.object({ about: z.literal('coach-cancellation'), consultationId }),
  z.object({ about: z.literal('coach-payment'), amountKopecks: z.int().min(0) }),
]);
export type MessengerNotice = z.infer<typeof messengerNotice>;

/** Whom a notice goes to: the session's client, or the coach. */
export const recipientOf = (notice: MessengerNotice): 'client' | 'coach' => (notice.about.startsWith('coach-') ? 'coach' : 'client');

const followedTypes = new Set(['ConsultationBooked', 'ConsultationPaid', 'ConsultationRescheduled', 'ConsultationCancelled', 'PaymentSucceeded'] as const);
type FollowedEvent = RegisteredEventOf<typeof followedTypes extends Set<infer Type> ? Type : never>;

export const isFollowedEvent = (event: RecordedEvent): event is RecordedEvent & FollowedEvent => isDecidersEvent<FollowedEvent>(followedTypes, event);

/** What an event gives the messengers: the notices, and the session whose reminders to plan (at its time now). */
export type EventOutcome = { notices: MessengerNotice[]; remindersOf?: number };

/** Cancellations that follow a confirmed session; a hold that lapsed unpaid was never one. */
const cancelledSession = new Set(['cancelled-by-client', 'cancelled-by-coach', 'refunded']);

/**
 * The notices an event gives (pure). A single session paid is the client's confirmation and the
 * coach's new booking; a session booked from a package's sessions or by the coach is confirmed at
 * once (the coach hears only of the client's own); a move and a cancellation are told to the
 * client, a cancellation by the client to the coach; every payment to the coach.
 */
export function noticesOfEvent(event: FollowedEvent): EventOutcome {
  switch (event.type) {
    case 'ConsultationPaid': {
      const { consultationId: id } = event.data;
      return { notices: [{ about: 'session-paid', consultationId: id }, { about: 'coach-booking', consultationId: id }], remindersOf: id };
    }
    case 'ConsultationBooked': {
      const { consultationId: id, paidBy } = event.data;
      if (paidBy.kind === 'payment') return { notices: [] };
      const notices: MessengerNotice[] = [{ about: 'session-booked', consultationId: id }];
      if (paidBy.kind === 'credit') notices.push({ about: 'coach-booking', consultationId: id });
      return { notices, remindersOf: id };
    }
    case 'ConsultationRescheduled':
      return { notices: [{ about: 'session-moved', consultationId: event.data.consultationId }], remindersOf: event.data.consultationId };
    case 'ConsultationCancelled': {
      const { consultationId: id, reason } = event.data;
      if (!cancelledSession.has(reason)) return { notices: [] };
      const notices: MessengerNotice[] = [{ about: 'session-cancelled', consultationId: id }];
      if (reason === 'cancelled-by-client') notices.push({ about: 'coach-cancellation', consultationId: id });
      return { notices };
    }
    case 'PaymentSucceeded':
      return { notices: [{ about: 'coach-payment', amountKopecks: event.data.amountKopecks }] };
  }
}
