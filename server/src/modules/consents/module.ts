import { createConsents, type ConsentsDeps } from './consents';
import { consentHandlers } from './handlers';

/**
 * The consents by purpose (issue 48, 156-FZ): the consent to processing, the advertising one, and
 * one per processor the practice uses, each given or withdrawn in «Настройки»; the payment
 * service's also with a purchase (the port `paymentConsents`, which the purchases ask).
 */
export function createConsentsModule(deps: ConsentsDeps) {
  const consents = createConsents(deps);
  return {
    handlers: consentHandlers(consents),
    paymentConsents: consents.paymentConsents,
  };
}
