import { z } from 'zod';

const notificationSchema = z.object({
  type: z.literal('notification'),
  event: z.enum(['payment.succeeded', 'payment.canceled', 'payment.waiting_for_capture', 'refund.succeeded']),
  object: z.object({
    id: z.string().min(1),
    payment_id: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
});

export type YookassaNotification = { event: z.infer<typeof notificationSchema>['event']; paymentId: string; purchaseId: string | undefined };

/**
 * Reads what a YooKassa notification points at. Only ids are taken from it: the handler fetches
 * the payment from YooKassa itself, so a forged notification can make us look, never change state.
 */
export function parseYookassaNotification(body: unknown): YookassaNotification | undefined {
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { event, object } = parsed.data;
  const paymentId = event === 'refund.succeeded' ? object.payment_id : object.id;
  if (!paymentId) return undefined;
  const purchaseId = typeof object.metadata?.purchaseId === 'string' ? object.metadata.purchaseId : undefined;
  return { event, paymentId, purchaseId };
}
