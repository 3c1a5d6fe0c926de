import type { CreatePaymentRequest } from '../../adapters/payments/payment-provider';
import type { RequestMetadata } from '../../eventstore/decider';
import type { AcceptedConsent } from '../consents/consent-at-use';
import { receiptFor } from './fiscal-receipts';
import type { BeginningStep } from './purchase-beginning';

/**
 * Her consent to the payment service, which a paid purchase asks before its first append (the rule
 * of a consent asked at use: `consents/consent-at-use.ts`); answers the document accepted now, if any.
 */
export type PaymentConsentCheck = (
  request: { user: { id: string } | undefined; ticked: boolean | undefined; priceKopecks: number },
  metadata: RequestMetadata,
) => Promise<AcceptedConsent[]>;

/**
 * What the provider is asked for a recorded purchase (`begin`'s `CreatePayment` step): idempotent
 * by the purchase id, back to its return page, with the payment's receipt by the coach's tax status
 * as it was read when the checkout began (`receiptBasis.tax`), which its later receipts follow.
 */
export function paymentRequest(publicUrl: string, purchaseId: string, step: Extract<BeginningStep, { type: 'CreatePayment' }>): CreatePaymentRequest {
  return {
    idempotenceKey: purchaseId,
    amountKopecks: step.amountKopecks,
    description: step.description,
    returnUrl: `${publicUrl}/buy-success/${purchaseId}`,
    metadata: { purchaseId },
    receipt: receiptFor(step.receiptBasis.tax, step.item, 'payment'),
  };
}
