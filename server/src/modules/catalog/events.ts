import { z } from 'zod';
import { eventInstant, eventKopecks, eventSchema, eventSerial, eventText } from '../../eventstore/event-schema';

/** What the coach edits of a consultation type: the texts, the price, whether it is on sale and its length. */
export const consultationTypeTerms = z.object({
  name: eventText(200).min(1),
  icon: eventText(100),
  description: eventText(3000),
  additional: eventText(3000),
  priceKopecks: eventKopecks(),
  onSale: z.boolean(),
  /** A session's length in minutes; absent in changes recorded before types had one (they were 60). */
  durationMinutes: z.int().min(15).max(480).optional(),
});
export type ConsultationTypeTerms = z.infer<typeof consultationTypeTerms>;

/**
 * The coach changed a consultation type. A new price applies to purchases started from now on:
 * each purchase keeps the amount its own `PurchaseStarted` recorded.
 */
export const ConsultationTypeChanged = eventSchema(
  'ConsultationTypeChanged',
  z.object({ consultationTypeId: eventSerial(), previous: consultationTypeTerms, current: consultationTypeTerms, changedAt: eventInstant() }),
);
export type ConsultationTypeChanged = z.infer<typeof ConsultationTypeChanged>;

export const catalogEventSchemas = [ConsultationTypeChanged] as const;

export const consultationTypeStreamId = (id: number) => `consultation-type-${id}`;
