import { z } from 'zod';
import { eventInstant, eventSchema } from '../../eventstore/event-schema';
import { practiceDetailsSchema } from './practice-details';

/** The practice's details as the first start found them in the configuration. */
export const PracticeDetailsSeeded = eventSchema('PracticeDetailsSeeded', z.object({ details: practiceDetailsSchema, seededAt: eventInstant() }));
export type PracticeDetailsSeeded = z.infer<typeof PracticeDetailsSeeded>;

/** The coach changed the practice's details: the whole set before and after, so the journal shows old and new. */
export const PracticeDetailsChanged = eventSchema(
  'PracticeDetailsChanged',
  z.object({ previous: practiceDetailsSchema, details: practiceDetailsSchema, changedAt: eventInstant() }),
);
export type PracticeDetailsChanged = z.infer<typeof PracticeDetailsChanged>;

export const practiceEventSchemas = [PracticeDetailsSeeded, PracticeDetailsChanged] as const;
export type PracticeEvent = z.infer<(typeof practiceEventSchemas)[number]>;

export const practiceStreamId = 'practice';
