import { welcomeSeriesTriggers, type WelcomeSeriesTrigger } from './events';

/**
 * What an unsubscribe link of a welcome-series letter signs: `welcome:` and the person's recipient
 * id for the guide series (as its links always did), `welcome:{trigger}:` and the recipient id for
 * the others, so the newsletters' unsubscribe operations tell it from a newsletter's link and end
 * that series only (or, asked for all, every mailing).
 */
const welcomePrefix = 'welcome:';

/** One person in one series, as a link names her. */
export type WelcomeSeriesLink = { trigger: WelcomeSeriesTrigger; recipientId: string };

export const welcomeUnsubscribeRecipient = (recipientId: string, trigger: WelcomeSeriesTrigger = 'guide') =>
  trigger === 'guide' ? `${welcomePrefix}${recipientId}` : `${welcomePrefix}${trigger}:${recipientId}`;

/** The series and person a signed unsubscribe recipient names when it is a welcome-series link; undefined for a newsletter's. */
export function welcomeRecipientOf(signed: string): WelcomeSeriesLink | undefined {
  if (!signed.startsWith(welcomePrefix)) return undefined;
  const rest = signed.slice(welcomePrefix.length);
  const trigger = welcomeSeriesTriggers.find((candidate) => candidate !== 'guide' && rest.startsWith(`${candidate}:`));
  return trigger ? { trigger, recipientId: rest.slice(trigger.length + 1) } : { trigger: 'guide', recipientId: rest };
}
