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

export type UserEvent = UserRegistered | PersonalDataConsentGiven | AdvertisingConsentGiven | AdvertisingConsentWithdrawn;

/** Claims an address for one user: the address stream's first event, so two registrations cannot both win. */
export type EmailClaimed = {
  type: 'EmailClaimed';
  data: { userId: string; claimedAt: string };
};

export const userStreamId = (userId: string) => `user-${userId}`;
