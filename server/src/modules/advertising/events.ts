import { z } from 'zod';
import { eventInstant, eventKopecks, eventSchema, eventText } from '../../eventstore/event-schema';
import { eridPattern, maxAdvertiserLength } from '../../shared/advertising-mark';

/** Where a paid placement ran: a newsletter, an article of the blog, a letter of a welcome series. */
export const placementPlaces = ['newsletter', 'article', 'welcome_letter'] as const;

/** One paid placement of third-party advertising as the coach records it: the day it ran, the advertiser, the erid, where, and what she was paid. */
export const paidPlacementSchema = z.object({
  placementId: z.uuid(),
  placedOn: z.iso.date(),
  advertiser: eventText(maxAdvertiserLength).min(1),
  erid: z.string().regex(eridPattern),
  where: z.enum(placementPlaces),
  /** The newsletter, article or letter it ran in, as she names it (may be empty). */
  title: eventText(200),
  incomeKopecks: eventKopecks(),
});
export type PaidPlacement = z.infer<typeof paidPlacementSchema>;

/** The coach recorded a paid placement (the ledger of the 3 % levy on internet advertising income, 479-FZ). */
export const PaidPlacementRecorded = eventSchema('PaidPlacementRecorded', paidPlacementSchema.extend({ recordedAt: eventInstant() }));

/** The coach removed a placement she recorded by mistake. */
export const PaidPlacementRemoved = eventSchema('PaidPlacementRemoved', z.object({ placementId: z.uuid(), removedAt: eventInstant() }));

export const advertisingEventSchemas = [PaidPlacementRecorded, PaidPlacementRemoved] as const;
export type AdvertisingEvent = z.infer<(typeof advertisingEventSchemas)[number]>;

/** The one stream of the practice's paid placements. */
export const placementsStreamId = 'advertising-placements';
