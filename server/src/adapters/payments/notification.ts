import { z } from 'zod';

/** The events the shop subscribes to in the YooKassa cabinet. */
export const yookassaNotificationEvents = ['payment.succeeded', 'payment.canceled', 'payment.waiting_for_capture', 'refund.succeeded'] as const;

const notificationSchema = z.object({
  type: z.literal('notification'),
  event: z.enum(yookassaNotificationEvents),
  // The whole payment or refund object comes along; only its ids are read (see below).
  object: z.object({
    id: z.string().min(1),
    payment_id: z.string().min(1).optional(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
});

export type YookassaNotification = {
  event: (typeof yookassaNotificationEvents)[number];
  /** The id of the object the event is about: a payment, or a refund for `refund.succeeded`. */
  objectId: string;
  /** The payment concerned: the object itself, or the refunded payment. */
  paymentId: string;
  /** Our purchase id from the payment's metadata, when the object carries it (refunds do not). */
  purchaseId: string | undefined;
};

/**
 * Reads what a YooKassa notification points at; undefined when the body is not one. Nothing in it
 * is trusted beyond the ids: the handler fetches the object from YooKassa itself, so a forged
 * notification can make us look, never change state.
 */
export function parseYookassaNotification(body: unknown): YookassaNotification | undefined {
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { event, object } = parsed.data;
  const paymentId = event === 'refund.succeeded' ? object.payment_id : object.id;
  if (!paymentId) return undefined;
  const purchaseId = object.metadata?.purchaseId;
  return { event, objectId: object.id, paymentId, purchaseId: typeof purchaseId === 'string' ? purchaseId : undefined };
}
