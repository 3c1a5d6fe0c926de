/** The consent documents in force; a new wording gets a new version, and events record which one was accepted. */
export type ConsentDocument = { document: string; version: string };

export const personalDataConsentDocument: ConsentDocument = {
  document: '/user-personal-data',
  version: '2026-11-01',
};

export const advertisingConsentDocument: ConsentDocument = {
  document: '/user-notification',
  version: '2026-11-01',
};
