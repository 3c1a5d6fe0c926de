import { DomainError, type RequestMetadata } from '../../eventstore/decider';
import { processorConsentDocuments } from '../users/consent-documents';
import type { PurchaseDocument } from './purchase-documents';

export const paymentConsentRefusal = 'Чтобы оплатить, дайте согласие на передачу данных платёжному сервису ЮKassa.';

/**
 * The one rule of the payment consent (156-FZ: passing her data to the payment service is its own
 * consent): nothing to pay needs none; a consent given before stands; otherwise the box must be
 * ticked now (`record`), or the purchase is refused before it begins (`refuse`).
 */
export function paymentConsentDecision(ask: { priceKopecks: number; givenBefore: boolean; ticked: boolean }): 'not-needed' | 'stands' | 'record' | 'refuse' {
  if (ask.priceKopecks <= 0) return 'not-needed';
  if (ask.givenBefore) return 'stands';
  return ask.ticked ? 'record' : 'refuse';
}

/** Her consent to the payment service, kept by `modules/consents` (its `paymentConsents`). */
export type PaymentConsents = {
  given(userId: string): Promise<boolean>;
  give(userId: string, metadata: RequestMetadata): Promise<void>;
};

export type PaymentConsentCheck = ReturnType<typeof createPaymentConsentCheck>;

/**
 * Asked by each checkout before its first append: a 409 with `paymentConsentRefusal` when the
 * consent is missing; a client's consent ticked now is recorded once in her ledger; a guest's (who
 * has no ledger) only with the purchase. Answers the document the purchase records as accepted now.
 */
export function createPaymentConsentCheck(consents: PaymentConsents) {
  return async function checkPaymentConsent(
    request: { user: { id: string } | undefined; ticked: boolean | undefined; priceKopecks: number },
    metadata: RequestMetadata,
  ): Promise<PurchaseDocument[]> {
    const givenBefore = request.priceKopecks > 0 && request.user !== undefined && (await consents.given(request.user.id));
    const decision = paymentConsentDecision({ priceKopecks: request.priceKopecks, givenBefore, ticked: request.ticked === true });
    if (decision === 'refuse') throw new DomainError('conflict', paymentConsentRefusal, { consent: 'payment_provider' });
    if (decision !== 'record') return [];
    if (request.user) await consents.give(request.user.id, metadata);
    return [{ ...processorConsentDocuments.payment_provider, accepted: true }];
  };
}
