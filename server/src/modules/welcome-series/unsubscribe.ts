/**
 * What an unsubscribe link of a welcome-series letter signs: `welcome:` and the person's recipient
 * id, so the newsletters' unsubscribe operations tell it from a newsletter's link and end the
 * series only (or, asked for all, every mailing).
 */
const welcomePrefix = 'welcome:';

export const welcomeUnsubscribeRecipient = (recipientId: string) => `${welcomePrefix}${recipientId}`;

/** The person a signed unsubscribe recipient names when it is a welcome-series link; undefined for a newsletter's. */
export const welcomeRecipientOf = (signed: string): string | undefined => (signed.startsWith(welcomePrefix) ? signed.slice(welcomePrefix.length) : undefined);
