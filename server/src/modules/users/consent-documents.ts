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

/** The public offer: accepted by paying (or taking a free product). 2026-11-28: the gift certificates' section. */
export const offerDocument: ConsentDocument = {
  document: '/user-offer',
  version: '2026-11-28',
};

/** The personal-data policy: shown with a purchase so the buyer knows how her data is handled. */
export const personalDataPolicyDocument: ConsentDocument = {
  document: '/user-policy-agreement',
  version: '2026-11-01',
};

/** The consent to publish her testimonial on the landing: given with the testimonial, withdrawable. */
export const testimonialPublicationConsentDocument: ConsentDocument = {
  document: '/user-testimonial-publication',
  version: '2026-11-28',
};

/**
 * The consent to pass the time and service of her sessions to a messenger whose servers are abroad
 * (a cross-border transfer): one document per messenger, given when she links its chat, withdrawn
 * when it is unlinked (`modules/messenger`).
 */
export const messengerConsentDocuments: Readonly<Record<'telegram' | 'max', ConsentDocument>> = {
  telegram: { document: '/user-messenger-telegram', version: '2026-12-02' },
  max: { document: '/user-messenger-max', version: '2026-12-02' },
};

/**
 * The consents to pass her data to a processor the practice uses (156-FZ: each its own document,
 * apart from the consent to processing): the payment service, the mail service, the video rooms.
 * Given in «Настройки» or, for the payment service, with a purchase (`modules/consents`). The
 * texts are templates the coach fills and checks.
 */
export const processorConsentDocuments: Readonly<Record<'payment_provider' | 'mail_service' | 'video_rooms', ConsentDocument>> = {
  payment_provider: { document: '/user-payment-provider', version: '2026-12-03' },
  mail_service: { document: '/user-mail-service', version: '2026-12-03' },
  video_rooms: { document: '/user-video-rooms', version: '2026-12-03' },
};
