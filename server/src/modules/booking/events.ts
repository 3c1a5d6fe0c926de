/** Slot streams: `slot-{YYYY-MM-DDTHH:mmZ}`, one per bookable time, so a reservation is a single-stream append. */
export const slotStreamId = (start: Date) => `slot-${start.toISOString().slice(0, 16)}Z`;
export const consultationStreamId = (consultationId: number) => `consultation-${consultationId}`;
export const creditsStreamId = (userId: string) => `credits-${userId}`;
/** The counter of consultation ids: one event per id handed out, so the ids live in the event history. */
export const consultationIdsStreamId = 'consultation-ids';

/** A consultation id was handed out (to a booking that may still fail; an id is never reused). */
export type ConsultationIdAllocated = {
  type: 'ConsultationIdAllocated';
  data: { consultationId: number; allocatedAt: string };
};

export type SlotReserved = {
  type: 'SlotReserved';
  data: { start: string; consultationId: number; userId: string; purchaseId: string | null; holdUntil: string | null };
};
export type SlotReleased = {
  type: 'SlotReleased';
  data: { start: string; consultationId: number; reason: ReleaseReason };
};
/** The reservation's payment arrived: the hold no longer lapses. */
export type SlotReservationConfirmed = {
  type: 'SlotReservationConfirmed';
  data: { start: string; consultationId: number };
};
export type SlotEvent = SlotReserved | SlotReservationConfirmed | SlotReleased;

export type ReleaseReason = 'payment-timeout' | 'payment-canceled' | 'cancelled-by-client' | 'cancelled-by-coach' | 'refunded';

/**
 * How a session is paid for: a payment of its own purchase, one credit of a package, or arranged
 * by the coach herself (booked from the admin side, settled outside the site).
 */
export type Settlement = { kind: 'payment'; purchaseId: string } | { kind: 'credit' } | { kind: 'arranged' };

export type ConsultationBooked = {
  type: 'ConsultationBooked';
  data: { consultationId: number; userId: string; start: string; typeId: number; settlement: Settlement; bookedAt: string };
};
export type ConsultationPaid = {
  type: 'ConsultationPaid';
  data: { consultationId: number; purchaseId: string | null; paidAt: string };
};
export type ConsultationSummaryWritten = {
  type: 'ConsultationSummaryWritten';
  data: { consultationId: number; description: string; writtenAt: string };
};
export type ConsultationCancelled = {
  type: 'ConsultationCancelled';
  data: { consultationId: number; reason: ReleaseReason; creditReturned: boolean; cancelledAt: string };
};
export type ConsultationEvent = ConsultationBooked | ConsultationPaid | ConsultationSummaryWritten | ConsultationCancelled;

export type CreditsGranted = {
  type: 'CreditsGranted';
  data: { userId: string; purchaseId: string; count: number; grantedAt: string };
};
export type CreditSpent = {
  type: 'CreditSpent';
  data: { userId: string; consultationId: number; spentAt: string };
};
export type CreditReturned = {
  type: 'CreditReturned';
  data: { userId: string; consultationId: number; returnedAt: string };
};
export type CreditsEvent = CreditsGranted | CreditSpent | CreditReturned;
