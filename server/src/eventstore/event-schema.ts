import { z } from 'zod';
import { storableString } from '../shared/storable-text';

/**
 * Building blocks of the event schemas. The bounds are those of the read models' columns, so a
 * stored event is always one a projection can apply.
 */
export const eventText = (maxLength = 20_000) => storableString().max(maxLength);
/** An instant as `Date.toISOString()` writes it. */
export const eventInstant = () => z.iso.datetime();
/** Ids kept in `integer` (int4) columns. */
export const eventSerial = () => z.int().min(1).max(2_147_483_647);
/** Money in kopecks, in `bigint` columns; ten million roubles is far above any price of the practice. */
export const eventKopecks = () => z.int().min(0).max(1_000_000_000);
export const eventUserId = () => eventText(100).min(1);

/** The schema of one event type: its literal `type` and its `data`. */
export const eventSchema = <Type extends string, Data extends z.ZodType>(type: Type, data: Data) =>
  z.object({ type: z.literal(type), data });

/** Any event schema, as the registry holds them. */
export type EventSchema = z.ZodObject<{ type: z.ZodLiteral<string>; data: z.ZodType }>;

/** The types a list of event schemas names, for a decider's `eventTypes`. */
export const eventTypesOf = <Schema extends EventSchema>(schemas: readonly Schema[]): ReadonlySet<Schema['shape']['type']['value']> =>
  new Set(schemas.map((schema) => schema.shape.type.value));
