import { z } from 'zod';
import { eventInstant, eventSchema, eventSerial, eventText, eventUserId } from '../../eventstore/event-schema';

/** Slot streams: `slot-{YYYY-MM-DDTHH:mmZ}`, one per bookable time, so a reservation is a single-stream append. */
export const slotStreamId = (start: Date) => `slot-${start.toISOString().slice(0, 16)}Z`;
export const consultationStreamId = (consultationId: number) => `consultation-${consultationId}`;
export const creditsStreamId = (userId: string) => `credits-${userId}`;
/** The counter of consultation ids: one event per id handed out, so the ids live in the event history. */
export const consultationIdsStreamId = 'consultation-ids';

/** A consultation id was handed out (to a booking that may still fail; an id is never reused). */
export const ConsultationIdAllocated = eventSchema('ConsultationIdAllocated', z.object({ consultationId: eventSerial(), allocatedAt: eventInstant() }));
export type ConsultationIdAllocated = z.infer<typeof ConsultationIdAllocated>;
export const consultationIdEventSchemas = [ConsultationIdAllocated] as const;

const purchaseId = () => eventText(100).min(1);

const releaseReason = z.enum(['payment-timeout', 'payment-canceled', 'cancelled-by-client', 'cancelled-by-coach', 'refunded', 'rescheduled']);
export type ReleaseReason = z.infer<typeof releaseReason>;

export const SlotReserved = eventSchema(
  'SlotReserved',
  z.object({ start: eventInstant(), consultationId: eventSerial(), userId: eventUserId(), purchaseId: purchaseId().nullable(), holdUntil: eventInstant().nullable() }),
);
export type SlotReserved = z.infer<typeof SlotReserved>;

export const SlotReleased = eventSchema('SlotReleased', z.object({ start: eventInstant(), consultationId: eventSerial(), reason: releaseReason }));
export type SlotReleased = z.infer<typeof SlotReleased>;

/** The reservation's payment arrived: the hold no longer lapses. */
export const SlotReservationConfirmed = eventSchema('SlotReservationConfirmed', z.object({ start: eventInstant(), consultationId: eventSerial() }));
export type SlotReservationConfirmed = z.infer<typeof SlotReservationConfirmed>;

export const slotEventSchemas = [SlotReserved, SlotReservationConfirmed, SlotReleased] as const;
export type SlotEvent = z.infer<(typeof slotEventSchemas)[number]>;

/**
 * What pays for a session: a payment of its own purchase, one credit of a package, or arranged
 * by the coach herself (booked from the admin side, paid outside the site). Written `settlement`
 * before schema version 4 (`eventstore/upcasting.ts`), a word the purchases' receipts use.
 */
const paidBy = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('payment'), purchaseId: purchaseId() }),
  z.object({ kind: z.literal('credit') }),
  z.object({ kind: z.literal('arranged') }),
]);
export type SessionPaidBy = z.infer<typeof paidBy>;

/** The series a session was booked in («Серия: 3 из 5»): its id, the session's number in it and the series' length. */
const sessionSeries = z.object({ seriesId: z.uuid(), number: z.int().min(1).max(52), count: z.int().min(2).max(52) });
export type SessionSeries = z.infer<typeof sessionSeries>;

export const ConsultationBooked = eventSchema(
  'ConsultationBooked',
  z.object({
    consultationId: eventSerial(),
    userId: eventUserId(),
    start: eventInstant(),
    typeId: eventSerial(),
    paidBy,
    bookedAt: eventInstant(),
    /** Absent for a session booked on its own (and for every session booked before series existed). */
    series: sessionSeries.optional(),
  }),
);
export type ConsultationBooked = z.infer<typeof ConsultationBooked>;

export const ConsultationPaid = eventSchema('ConsultationPaid', z.object({ consultationId: eventSerial(), purchaseId: purchaseId().nullable(), paidAt: eventInstant() }));
export type ConsultationPaid = z.infer<typeof ConsultationPaid>;

export const ConsultationSummaryWritten = eventSchema(
  'ConsultationSummaryWritten',
  z.object({ consultationId: eventSerial(), description: eventText(), writtenAt: eventInstant() }),
);
export type ConsultationSummaryWritten = z.infer<typeof ConsultationSummaryWritten>;

export const ConsultationCancelled = eventSchema(
  'ConsultationCancelled',
  z.object({ consultationId: eventSerial(), reason: releaseReason, creditReturned: z.boolean(), cancelledAt: eventInstant() }),
);
export type ConsultationCancelled = z.infer<typeof ConsultationCancelled>;

/** The session moved to another slot; `sequence` counts its changes, as its calendar invitation does. */
export const ConsultationRescheduled = eventSchema(
  'ConsultationRescheduled',
  z.object({
    consultationId: eventSerial(),
    from: eventInstant(),
    to: eventInstant(),
    by: z.enum(['client', 'coach']),
    sequence: z.int().min(1).max(10_000),
    rescheduledAt: eventInstant(),
  }),
);
export type ConsultationRescheduled = z.infer<typeof ConsultationRescheduled>;

/**
 * The coach's mark after a session: it took place, or the client did not come. A no-show counts as
 * a cancellation too late for the rule, so the payment or credit stays spent.
 */
export const sessionOutcome = z.enum(['held', 'no_show']);
export type SessionOutcome = z.infer<typeof sessionOutcome>;

export const ConsultationOutcomeMarked = eventSchema(
  'ConsultationOutcomeMarked',
  z.object({ consultationId: eventSerial(), outcome: sessionOutcome, markedAt: eventInstant() }),
);
export type ConsultationOutcomeMarked = z.infer<typeof ConsultationOutcomeMarked>;

/** The coach set this session's own meeting room (null: back to her default room); a change of the invitation. */
export const ConsultationMeetingRoomSet = eventSchema(
  'ConsultationMeetingRoomSet',
  z.object({
    consultationId: eventSerial(),
    meetingUrl: eventText(500).regex(/^https:\/\/\S+$/).nullable(),
    sequence: z.int().min(1).max(10_000),
    setAt: eventInstant(),
  }),
);
export type ConsultationMeetingRoomSet = z.infer<typeof ConsultationMeetingRoomSet>;

export const consultationEventSchemas = [
  ConsultationBooked,
  ConsultationPaid,
  ConsultationSummaryWritten,
  ConsultationCancelled,
  ConsultationRescheduled,
  ConsultationOutcomeMarked,
  ConsultationMeetingRoomSet,
] as const;
export type ConsultationEvent = z.infer<(typeof consultationEventSchemas)[number]>;

export const CreditsGranted = eventSchema(
  'CreditsGranted',
  z.object({
    userId: eventUserId(),
    purchaseId: purchaseId(),
    count: z.int().min(1).max(1000),
    /** The package's own session, booked with its payment: cancelled in time, its credit goes back to the package. Absent before 2026-11-27. */
    consultationId: eventSerial().optional(),
    grantedAt: eventInstant(),
  }),
);
export type CreditsGranted = z.infer<typeof CreditsGranted>;

export const CreditSpent = eventSchema('CreditSpent', z.object({ userId: eventUserId(), consultationId: eventSerial(), spentAt: eventInstant() }));
export type CreditSpent = z.infer<typeof CreditSpent>;

export const CreditReturned = eventSchema('CreditReturned', z.object({ userId: eventUserId(), consultationId: eventSerial(), returnedAt: eventInstant() }));
export type CreditReturned = z.infer<typeof CreditReturned>;

/** Why the coach changed a balance by hand: shown to her and in the client's data export, erased with the account. */
const creditsReason = () => eventText(500).min(1);

/** The coach added sessions to a client's balance herself (a gift, a make-up for a lost session). */
export const CreditsGrantedByCoach = eventSchema(
  'CreditsGrantedByCoach',
  z.object({ userId: eventUserId(), count: z.int().min(1).max(100), reason: creditsReason(), grantedAt: eventInstant() }),
);
export type CreditsGrantedByCoach = z.infer<typeof CreditsGrantedByCoach>;

/** The coach took sessions off a client's balance (never below zero). */
export const CreditsWithdrawnByCoach = eventSchema(
  'CreditsWithdrawnByCoach',
  z.object({ userId: eventUserId(), count: z.int().min(1).max(100), reason: creditsReason(), withdrawnAt: eventInstant() }),
);
export type CreditsWithdrawnByCoach = z.infer<typeof CreditsWithdrawnByCoach>;

/**
 * The coach refunded a package: its unused credits leave the balance. `unusedSessions` also counts
 * the package's own session when it was still ahead; the refund is the price of those sessions.
 */
export const PackageCreditsRefunded = eventSchema(
  'PackageCreditsRefunded',
  z.object({ userId: eventUserId(), purchaseId: purchaseId(), count: z.int().min(0).max(1000), unusedSessions: z.int().min(0).max(1000), refundedAt: eventInstant() }),
);
export type PackageCreditsRefunded = z.infer<typeof PackageCreditsRefunded>;

export const creditsEventSchemas = [CreditsGranted, CreditSpent, CreditReturned, CreditsGrantedByCoach, CreditsWithdrawnByCoach, PackageCreditsRefunded] as const;
export type CreditsEvent = z.infer<(typeof creditsEventSchemas)[number]>;

/** The coach's schedule is one stream: each change records the plan before and after it. */
export const scheduleStreamId = 'schedule';

const sessionTime = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const dayTimes = () => z.array(sessionTime()).max(24);
const schedulePlan = z.object({
  weekly: z.array(dayTimes()).length(7),
  exceptions: z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), dayTimes()),
  bookingWindowDays: z.int().min(1).max(365),
  minNoticeDays: z.int().min(1).max(365),
  /** The notice in hours, deciding instead of the days when present (plans saved before it have none). */
  minNoticeHours: z.int().min(0).max(720).optional(),
  /** The coach's gap after each session, in minutes (absent: none). */
  bufferMinutes: z.int().min(0).max(240).optional(),
});

/** The coach changed her schedule (weekly plan, exceptions, window or notice); booked sessions stay as they are. */
export const ScheduleChanged = eventSchema('ScheduleChanged', z.object({ previous: schedulePlan, schedule: schedulePlan, changedAt: eventInstant() }));
export type ScheduleChanged = z.infer<typeof ScheduleChanged>;

export const scheduleEventSchemas = [ScheduleChanged] as const;
export type ScheduleEvent = z.infer<(typeof scheduleEventSchemas)[number]>;
