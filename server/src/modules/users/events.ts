import type { ConsentDocument } from './consent-documents';

export type ConsentSource = 'registration' | 'purchase' | 'settings' | 'unsubscribe-link';

export type UserRegistered = {
  type: 'UserRegistered';
  data: { userId: string; email: string; registeredAt: string };
};

export type PersonalDataConsentGiven = {
  type: 'PersonalDataConsentGiven';
  data: { userId: string; consent: ConsentDocument; givenAt: string; source: ConsentSource };
};

export type AdvertisingConsentGiven = {
  type: 'AdvertisingConsentGiven';
  data: { userId: string; consent: ConsentDocument; givenAt: string; source: ConsentSource };
};

export type AdvertisingConsentWithdrawn = {
  type: 'AdvertisingConsentWithdrawn';
  data: { userId: string; withdrawnAt: string; source: ConsentSource };
};

export type ColorTheme = 'light' | 'dark' | 'system';

export type UserEmailChanged = {
  type: 'UserEmailChanged';
  data: { userId: string; email: string; changedAt: string };
};

export type UserNameChanged = {
  type: 'UserNameChanged';
  data: { userId: string; name: string | null; changedAt: string };
};

export type UserThemeChanged = {
  type: 'UserThemeChanged';
  data: { userId: string; theme: ColorTheme; changedAt: string };
};

/**
 * The client asked to be forgotten. `erasedStreams` are the streams whose personal data was
 * destroyed with their keys (hers, her purchases', her sessions'), so read models scrub exactly
 * those, live and on replay alike.
 */
export type AccountDeleted = {
  type: 'AccountDeleted';
  data: { userId: string; deletedAt: string; erasedStreams: string[] };
};

export type UserEvent =
  | UserRegistered
  | PersonalDataConsentGiven
  | AdvertisingConsentGiven
  | AdvertisingConsentWithdrawn
  | UserEmailChanged
  | UserNameChanged
  | UserThemeChanged
  | AccountDeleted;

// Address claims were events (`EmailClaimed` / `EmailReleased` in streams named by an HMAC of the
// address) until schema version 2; they are kept but no longer read: see `email-owners.ts`.

export const userStreamId = (userId: string) => `user-${userId}`;
