import { z } from 'zod';
import { eventInstant, eventSchema, eventText, eventUserId } from '../../eventstore/event-schema';

const consentDocument = z.object({ document: eventText(200), version: eventText(50) });
const consentSource = z.enum(['registration', 'purchase', 'settings', 'unsubscribe-link']);
const email = eventText(254).min(1);
/** The client's network address the consent was given or withdrawn from (personal data: encrypted, erased with the account); absent before it was recorded and outside a request. */
const address = eventText(64).optional();

export type ConsentSource = z.infer<typeof consentSource>;

export const UserRegistered = eventSchema('UserRegistered', z.object({ userId: eventUserId(), email, registeredAt: eventInstant() }));
export type UserRegistered = z.infer<typeof UserRegistered>;

/**
 * The coach (an address of `ADMIN_EMAILS`) signed in for the first time: her account is opened
 * without the client's consents, which are for the clients she serves, not for her.
 */
export const CoachAccountOpened = eventSchema('CoachAccountOpened', z.object({ userId: eventUserId(), email, openedAt: eventInstant() }));
export type CoachAccountOpened = z.infer<typeof CoachAccountOpened>;

export const PersonalDataConsentGiven = eventSchema(
  'PersonalDataConsentGiven',
  z.object({ userId: eventUserId(), consent: consentDocument, givenAt: eventInstant(), source: consentSource, address }),
);
export type PersonalDataConsentGiven = z.infer<typeof PersonalDataConsentGiven>;

export const AdvertisingConsentGiven = eventSchema(
  'AdvertisingConsentGiven',
  z.object({ userId: eventUserId(), consent: consentDocument, givenAt: eventInstant(), source: consentSource, address }),
);
export type AdvertisingConsentGiven = z.infer<typeof AdvertisingConsentGiven>;

export const AdvertisingConsentWithdrawn = eventSchema(
  'AdvertisingConsentWithdrawn',
  z.object({ userId: eventUserId(), withdrawnAt: eventInstant(), source: consentSource, address }),
);
export type AdvertisingConsentWithdrawn = z.infer<typeof AdvertisingConsentWithdrawn>;

const colorTheme = z.enum(['light', 'dark', 'system']);
export type ColorTheme = z.infer<typeof colorTheme>;

const timeZoneSource = z.enum(['sign-in', 'settings']);
export type TimeZoneSource = z.infer<typeof timeZoneSource>;

export const UserEmailChanged = eventSchema('UserEmailChanged', z.object({ userId: eventUserId(), email, changedAt: eventInstant() }));
export type UserEmailChanged = z.infer<typeof UserEmailChanged>;

export const UserNameChanged = eventSchema(
  'UserNameChanged',
  z.object({ userId: eventUserId(), name: eventText(100).nullable(), changedAt: eventInstant() }),
);
export type UserNameChanged = z.infer<typeof UserNameChanged>;

export const UserThemeChanged = eventSchema('UserThemeChanged', z.object({ userId: eventUserId(), theme: colorTheme, changedAt: eventInstant() }));
export type UserThemeChanged = z.infer<typeof UserThemeChanged>;

/**
 * The client's time zone (an IANA name, checked by `shared/client-time.ts`): detected by her
 * browser at sign-in or chosen in «Настройки». Her sessions are shown on her clock beside Moscow's.
 * Personal data: it tells roughly where she lives.
 */
export const UserTimeZoneChanged = eventSchema(
  'UserTimeZoneChanged',
  z.object({ userId: eventUserId(), timeZone: eventText(64).min(1), source: timeZoneSource, changedAt: eventInstant() }),
);
export type UserTimeZoneChanged = z.infer<typeof UserTimeZoneChanged>;

/**
 * The client asked to be forgotten. `erasedStreams` are the streams whose personal data was
 * destroyed with their keys (hers, her purchases', her sessions'), so read models scrub exactly
 * those, live and on replay alike.
 */
export const AccountDeleted = eventSchema(
  'AccountDeleted',
  z.object({ userId: eventUserId(), deletedAt: eventInstant(), erasedStreams: z.array(eventText(200)) }),
);
export type AccountDeleted = z.infer<typeof AccountDeleted>;

export const userEventSchemas = [
  UserRegistered,
  CoachAccountOpened,
  PersonalDataConsentGiven,
  AdvertisingConsentGiven,
  AdvertisingConsentWithdrawn,
  UserEmailChanged,
  UserNameChanged,
  UserThemeChanged,
  UserTimeZoneChanged,
  AccountDeleted,
] as const;

export type UserEvent = z.infer<(typeof userEventSchemas)[number]>;

// Address claims were events (`EmailClaimed` / `EmailReleased` in streams named by an HMAC of the
// address) until schema version 2; they are kept but no longer read nor written: see `email-owners.ts`.

export const userStreamId = (userId: string) => `user-${userId}`;
