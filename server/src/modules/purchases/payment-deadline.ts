import type { PurchasedItem } from './events';

/** How long an unpaid session keeps its slot before its purchase expires. */
export const paymentHoldMinutes = 15;

/** How long a product or a gift certificate waits for its payment: nothing scarce is held, so the buyer has an hour. */
export const paymentWaitMinutes = 60;

/** When a purchase of this kind, its payment asked for at `now`, expires unpaid (`PaymentRequested.payBy`). */
export type PaymentDeadline = (kind: PurchasedItem['kind'], now: Date) => Date;

/** Every purchase's deadline by its kind; `minutes` (a test's shorter wait) replaces them all. */
export const paymentDeadlines =
  (minutes?: number): PaymentDeadline =>
  (kind, now) =>
    new Date(now.getTime() + (minutes ?? (kind === 'consultation' ? paymentHoldMinutes : paymentWaitMinutes)) * 60_000);
