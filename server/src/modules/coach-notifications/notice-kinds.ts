import { z } from 'zod';

/**
 * What the coach may be told of by mail, each switched on or off in «Практика» → «Уведомления».
 * `booking`: a session booked (paid, or from a package's sessions); `purchase`: a package, a
 * product or a gift certificate paid; `receipt-problem`: a receipt the register or «Мой налог»
 * refused, which she must register herself.
 */
export const noticeKinds = ['booking', 'purchase', 'move', 'cancellation', 'refund', 'receipt-problem', 'testimonial', 'waitlist'] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** Her choice: which kinds are mailed, and whether as one mail each or one digest a morning. */
export const coachNotificationSettingsSchema = z.object({
  kinds: z.object({
    booking: z.boolean(),
    purchase: z.boolean(),
    move: z.boolean(),
    cancellation: z.boolean(),
    refund: z.boolean(),
    'receipt-problem': z.boolean(),
    testimonial: z.boolean(),
    waitlist: z.boolean(),
  } satisfies Record<NoticeKind, z.ZodBoolean>),
  digest: z.boolean(),
});
export type CoachNotificationSettings = z.infer<typeof coachNotificationSettingsSchema>;

/** Until she chooses: every kind, one mail each. */
export const defaultCoachNotificationSettings: CoachNotificationSettings = {
  kinds: { booking: true, purchase: true, move: true, cancellation: true, refund: true, 'receipt-problem': true, testimonial: true, waitlist: true },
  digest: false,
};

/** The morning hour (on her clock) the digest of the day before goes out. */
export const digestHour = 9;
