import type { Infra } from '../../infra';
import type { RequestMetadata } from '../../eventstore/decider';
import { createConsentAtUse } from './consent-at-use';
import { createConsents } from './consents';
import { consentHandlers } from './handlers';

/** What the consents ask of other modules: the processors in use (`modules/compliance`), the advertising consent (`modules/users`), the client chats (`modules/messenger`). */
export type ConsentsPorts = Parameters<typeof createConsents>[1];

/**
 * The consents by purpose (issue 48, 156-FZ): the consent to processing, the advertising one, and
 * one per processor the practice uses, each given or withdrawn in «Настройки»; the payment
 * service's also with a purchase, the video rooms' with a booking (the port `consentAtUse`, which
 * the purchases and the series ask).
 */
export function createConsentsModule(infra: Pick<Infra, 'store' | 'db'>, ports: ConsentsPorts) {
  const consents = createConsents(infra, ports);
  return {
    handlers: consentHandlers(consents),
    consentAtUse: createConsentAtUse(consents.standing),
    /** Registration asks the mail service's consent while one is configured, and records it once the account is open. */
    mailServiceConsent: {
      inForce: () => consents.standing.inForce('mail_service'),
      give: (userId: string, metadata: RequestMetadata) => consents.standing.give(userId, 'mail_service', 'registration', metadata),
    },
  };
}
