import { z } from 'zod';
import { eventInstant, eventSchema, eventSerial, eventText, eventUserId } from '../../eventstore/event-schema';
import { eridPattern, maxAdvertiserLength } from '../../shared/advertising-mark';

/**
 * One letter of the welcome series: its sanitised HTML and its day after the start (0 = at once);
 * `advertisement`: third-party advertising's mark it carries (absent: none, as in every letter saved before marks).
 */
export const welcomeLetterSchema = z.object({
  id: z.uuid(),
  subject: eventText(200).min(1),
  html: eventText(20_000).min(1),
  delayDays: z.int().min(0).max(365),
  advertisement: z.object({ advertiser: eventText(maxAdvertiserLength).min(1), erid: z.string().regex(eridPattern) }).optional(),
});
export type WelcomeLetter = z.infer<typeof welcomeLetterSchema>;

/**
 * What starts a series for a person, one series each: the free guide taken, her first paid purchase,
 * her first session the coach marked held.
 */
export const welcomeSeriesTriggers = ['guide', 'first_purchase', 'first_session'] as const;
export type WelcomeSeriesTrigger = (typeof welcomeSeriesTriggers)[number];

/**
 * The coach saved a welcome series (its stream says which): its letters in order, whether it is on,
 * and whether a purchase ends it for the person (the guide's only); `version` counts the saves from 1.
 */
export const WelcomeSeriesSaved = eventSchema(
  'WelcomeSeriesSaved',
  z.object({
    version: eventSerial(),
    enabled: z.boolean(),
    stopOnPurchase: z.boolean(),
    letters: z.array(welcomeLetterSchema).max(20),
    savedAt: eventInstant(),
  }),
);
export type WelcomeSeriesSaved = z.infer<typeof WelcomeSeriesSaved>;

/**
 * The series started for one person (a recipient in the newsletters' sense: an account id or
 * `guest:{purchaseId}`, never an address) after the purchase `purchaseId` (the free guide, her first
 * paid purchase) or, for `first_session`, `consultation-{id}` of her first held session.
 */
export const WelcomeSeriesStarted = eventSchema(
  'WelcomeSeriesStarted',
  z.object({ recipientId: eventUserId(), trigger: z.enum(welcomeSeriesTriggers), purchaseId: eventText(100).min(1), startedAt: eventInstant() }),
);
export type WelcomeSeriesStarted = z.infer<typeof WelcomeSeriesStarted>;

/** A letter is claimed before its mail leaves: a claim without `WelcomeLetterSent` after a crash is never sent again. */
export const WelcomeLetterClaimed = eventSchema('WelcomeLetterClaimed', z.object({ recipientId: eventUserId(), letterId: z.uuid(), claimedAt: eventInstant() }));
export type WelcomeLetterClaimed = z.infer<typeof WelcomeLetterClaimed>;

/** The mail of a claimed letter could not be handed to the mail server: the claim is given back for the retry. */
export const WelcomeLetterReleased = eventSchema('WelcomeLetterReleased', z.object({ recipientId: eventUserId(), letterId: z.uuid(), releasedAt: eventInstant() }));
export type WelcomeLetterReleased = z.infer<typeof WelcomeLetterReleased>;

/** The letter went out; `subject` is its subject then (the coach may reword it later). */
export const WelcomeLetterSent = eventSchema(
  'WelcomeLetterSent',
  z.object({ recipientId: eventUserId(), letterId: z.uuid(), subject: eventText(200).min(1), sentAt: eventInstant() }),
);
export type WelcomeLetterSent = z.infer<typeof WelcomeLetterSent>;

/**
 * The series ended for the person before its last letter: she bought something, or unsubscribed from
 * it. `trigger`: which series (absent: the guide's, as before there were others).
 */
export const WelcomeSeriesStopped = eventSchema(
  'WelcomeSeriesStopped',
  z.object({ recipientId: eventUserId(), trigger: z.enum(welcomeSeriesTriggers).optional(), reason: z.enum(['purchase', 'unsubscribe']), stoppedAt: eventInstant() }),
);
export type WelcomeSeriesStopped = z.infer<typeof WelcomeSeriesStopped>;

export const welcomeSeriesDefinitionEventSchemas = [WelcomeSeriesSaved] as const;
export type WelcomeSeriesDefinitionEvent = z.infer<(typeof welcomeSeriesDefinitionEventSchemas)[number]>;

export const welcomeProgressEventSchemas = [WelcomeSeriesStarted, WelcomeLetterClaimed, WelcomeLetterReleased, WelcomeLetterSent, WelcomeSeriesStopped] as const;
export type WelcomeProgressEvent = z.infer<(typeof welcomeProgressEventSchemas)[number]>;

export const welcomeSeriesEventSchemas = [...welcomeSeriesDefinitionEventSchemas, ...welcomeProgressEventSchemas] as const;

const streamPart = (trigger: WelcomeSeriesTrigger) => trigger.replace('_', '-');

/** A series' letters: `welcome-series-guide`, `welcome-series-first-purchase`, `welcome-series-first-session`. */
export const welcomeSeriesStreamIdOf = (trigger: WelcomeSeriesTrigger) => `welcome-series-${streamPart(trigger)}`;
/**
 * One person's way through a series: `welcome-{recipientId}` for the guide's (as it always was),
 * `welcome-first-purchase-{recipientId}` and `welcome-first-session-{recipientId}` for the others; a
 * client's are erased with her account.
 */
export const welcomeProgressStreamId = (recipientId: string, trigger: WelcomeSeriesTrigger = 'guide') =>
  trigger === 'guide' ? `welcome-${recipientId}` : `welcome-${streamPart(trigger)}-${recipientId}`;
