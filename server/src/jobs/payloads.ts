import { z } from 'zod';
import { welcomeSeriesTriggers } from '../modules/welcome-series/events';

/**
 * What the server hands each job it enqueues, checked at enqueue and again when the job runs. The
 * modules that enqueue and the job processors (a module's jobs/) both import these; each module's
 * module.ts registers its processors.
 */

// Deliberately loose: the sign-in handler has already checked the address, and a stricter check
// here (z.email() refuses Cyrillic domains such as почта.рф) would only turn a sendable mail into
// a failed job.
const emailAddress = z.string().regex(/^[^\s@]+@[^\s@]+$/, 'not an e-mail address');
const expiresInMinutes = z.number().int().positive();

export const loginCodeMailPayload = z.discriminatedUnion('kind', [
  // A one-time code: for signing in, or for confirming a new address or the deletion of the account.
  z.object({
    kind: z.enum(['sign-in-code', 'email-change-code', 'account-deletion-code']),
    email: emailAddress,
    code: z.string().regex(/^\d{5}$/),
    expiresInMinutes,
    /** The client's name for the salutation, when she gave one in her settings. */
    name: z.string().nullable().optional(),
  }),
  // No code: the address has no account, so the mail points to registration instead.
  z.object({ kind: z.literal('registration-invitation'), email: emailAddress, expiresInMinutes }),
  // No code: another account asked to move to this address, which already has an account.
  z.object({ kind: z.literal('address-taken-notice'), email: emailAddress }),
]);

export type LoginCodeMailPayload = z.infer<typeof loginCodeMailPayload>;

export const dataExportPayload = z.object({ exportId: z.string().uuid(), userId: z.string().min(1) });
export type DataExportPayload = z.infer<typeof dataExportPayload>;

export const newsletterSendPayload = z.object({
  newsletterId: z.number().int().positive(),
  version: z.number().int().positive(),
});
export type NewsletterSendPayload = z.infer<typeof newsletterSendPayload>;

/** The earlier purchase whose file is mailed again; its address is the one the guest typed. */
export const ownedProductMailPayload = z.object({ purchaseId: z.string().min(1).max(100) });
export type OwnedProductMailPayload = z.infer<typeof ownedProductMailPayload>;

/** The night (its Moscow date) whose backup is due. */
export const nightlyBackupPayload = z.object({ night: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
export type NightlyBackupPayload = z.infer<typeof nightlyBackupPayload>;

export const purchaseConfirmationPayload = z.object({ purchaseId: z.string().min(1) });
export type PurchaseConfirmationPayload = z.infer<typeof purchaseConfirmationPayload>;

/** One receipt of a purchase to follow up; `receiptId` absent (jobs queued before refunds and settlements had receipts) is the payment's. */
export const paymentReceiptPayload = z.object({ purchaseId: z.string().min(1).max(100), receiptId: z.string().min(1).max(100).optional() });
export type PaymentReceiptPayload = z.infer<typeof paymentReceiptPayload>;

/** The unpaid purchase whose hold on a slot runs out. */
export const holdExpiryPayload = z.object({ purchaseId: z.string().min(1) });
export type HoldExpiryPayload = z.infer<typeof holdExpiryPayload>;

export const supportMailPayload = z.object({ messageId: z.number().int().positive() });
export type SupportMailPayload = z.infer<typeof supportMailPayload>;

/** Which invitation a calendar mail carries: a new or moved session (`REQUEST`), or its withdrawal (`CANCEL`). */
export const sessionCalendarMailPayload = z.object({
  consultationId: z.int().min(1).max(2_147_483_647),
  sequence: z.int().min(0).max(10_000),
  change: z.enum(['booked', 'moved', 'room-changed', 'cancelled']),
});
export type SessionCalendarMailPayload = z.infer<typeof sessionCalendarMailPayload>;

export const sessionReminderPayload = z.object({
  consultationId: z.int().min(1).max(2_147_483_647),
  sequence: z.int().min(0).max(10_000),
  lead: z.enum(['day', 'hour']),
});
export type SessionReminderPayload = z.infer<typeof sessionReminderPayload>;

/** The mail that tells a client her unpaid booking lapsed: one job per session (`booking-lapse-{consultationId}`). */
export const bookingLapseMailPayload = z.object({ consultationId: z.int().min(1).max(2_147_483_647) });
export type BookingLapseMailPayload = z.infer<typeof bookingLapseMailPayload>;

/** A slot came free (the session `consultationId` left `start`): whoever waits for its day is told. */
export const waitlistNoticePayload = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  consultationId: z.int().min(1).max(2_147_483_647),
  start: z.iso.datetime(),
});
export type WaitlistNoticePayload = z.infer<typeof waitlistNoticePayload>;

/** A round of the receipt sweep, named by when it is due (ISO instant), so every process schedules the same round once. */
export const receiptSweepPayload = z.object({ round: z.iso.datetime() });
export type ReceiptSweepPayload = z.infer<typeof receiptSweepPayload>;

/** A series of sessions booked from package credits, looked at again once its holds lapsed (`consultations/session-series.ts`). */
export const seriesCheckPayload = z.object({
  seriesId: z.uuid(),
  userId: z.string().min(1).max(100),
  consultationIds: z.array(z.int().min(1).max(2_147_483_647)).min(1).max(52),
});
export type SeriesCheckPayload = z.infer<typeof seriesCheckPayload>;

/** A round of reading the coach's own calendar for busy times, named by when it is due (ISO instant), so every process schedules the same round once. */
export const busyCalendarRefreshPayload = z.object({ round: z.iso.datetime() });
export type BusyCalendarRefreshPayload = z.infer<typeof busyCalendarRefreshPayload>;

/** The session after whose booking the client is reminded of the questionnaire before her first session. */
export const intakeReminderPayload = z.object({ consultationId: z.int().min(1).max(2_147_483_647) });
export type IntakeReminderPayload = z.infer<typeof intakeReminderPayload>;

/** The invitation to leave a testimonial, after her first held session: one job per client (`testimonial-invitation-{userId}`). */
export const testimonialInvitationPayload = z.object({ userId: z.string().min(1).max(100), consultationId: z.int().min(1).max(2_147_483_647) });
export type TestimonialInvitationPayload = z.infer<typeof testimonialInvitationPayload>;

/**
 * One letter of a welcome series for one person (`recipientId` as newsletters name her: an account id
 * or `guest:{purchaseId}`); `trigger` names the series, absent for the guide's (`modules/welcome-series/events.ts`).
 */
export const welcomeLetterPayload = z.object({ recipientId: z.string().min(1).max(200), letterId: z.uuid(), trigger: z.enum(welcomeSeriesTriggers).optional() });
export type WelcomeLetterPayload = z.infer<typeof welcomeLetterPayload>;

/** The mail that gives a gift certificate to its recipient, on its day: one job per certificate (`gift-certificate-mail-{certificateId}`). */
export const giftCertificateMailPayload = z.object({ certificateId: z.string().min(1).max(100) });
export type GiftCertificateMailPayload = z.infer<typeof giftCertificateMailPayload>;

/**
 * The mail that tells the buyer what a refund gives back: one job per refund (`refund-mail-{purchaseId}-{refundId}`),
 * with the refund's own facts as `RefundSucceeded` recorded them.
 */
export const refundMailPayload = z.object({
  purchaseId: z.string().min(1).max(100),
  refundId: z.string().min(1).max(200),
  amountKopecks: z.int().min(1),
  refundedAt: z.iso.datetime(),
});
export type RefundMailPayload = z.infer<typeof refundMailPayload>;
