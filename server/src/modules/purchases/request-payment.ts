import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Logger } from '../../config/logger';
import { DomainError, type RequestMetadata } from '../../eventstore/decider';
import { receiptFor, type SoldItem, type TaxProfile } from './fiscal-receipts';
import type { PaymentDeadline } from './payment-deadline';
import type { PaymentProcess } from './payment-process';
import type { AcceptedConsent } from '../consents/consent-at-use';

export type PaymentRequestDeps = {
  provider: PaymentProvider;
  /** Records the request, or the purchase's expiry when the provider fails (which frees a held slot). */
  paymentProcess: Pick<PaymentProcess, 'record'>;
  publicUrl: string;
  /** When the purchase expires unpaid, by its kind; the payment process queues its expiry when the payment is recorded. */
  paymentDeadline: PaymentDeadline;
  logger: Logger;
};

/**
 * Her consent to the payment service, which a paid purchase asks before its first append (the rule
 * of a consent asked at use: `consents/consent-at-use.ts`); answers the document accepted now, if any.
 */
export type PaymentConsentCheck = (
  request: { user: { id: string } | undefined; ticked: boolean | undefined; priceKopecks: number },
  metadata: RequestMetadata,
) => Promise<AcceptedConsent[]>;

/** What each checkout asks before its first append. */
export type PaymentConsentDeps = { checkPaymentConsent: PaymentConsentCheck };

/**
 * Asks the provider for a payment of a started purchase (idempotent by the purchase id), with its
 * receipt by the coach's tax status, and records it with that status and the purchase's deadline
 * (`payBy`, by its kind, from the request's time). When the provider fails, the
 * purchase expires (the payment process frees what it held) and the client gets a 502 with a
 * Russian explanation.
 */
export async function requestPayment(
  deps: PaymentRequestDeps,
  request: {
    purchaseId: string;
    amountKopecks: number;
    description: string;
    item: SoldItem;
    /**
     * The coach's tax status as «Практика» had it when the checkout began (read before its first
     * append, so no step after it waits for the read models): the payment's receipt follows it,
     * and so do its later ones.
     */
    tax: TaxProfile;
  },
  metadata: RequestMetadata,
): Promise<{ confirmationToken: string }> {
  const { purchaseId, tax } = request;
  const payBy = deps.paymentDeadline(request.item.kind, metadata.now);
  let payment;
  try {
    payment = await deps.provider.createPayment({
      idempotenceKey: purchaseId,
      amountKopecks: request.amountKopecks,
      description: request.description,
      returnUrl: `${deps.publicUrl}/buy-success/${purchaseId}`,
      metadata: { purchaseId },
      receipt: receiptFor(tax, request.item, 'payment'),
    });
  } catch (error) {
    deps.logger.error({ err: error, purchaseId }, 'payment creation failed; the purchase is given up');
    await deps.paymentProcess.record(purchaseId, { type: 'ExpirePurchase', data: {} }, metadata);
    throw new DomainError('unavailable', 'Платёжный сервис сейчас недоступен. Попробуйте ещё раз через несколько минут.');
  }
  if (!payment.confirmationToken) throw new Error(`Payment ${payment.id} came without a confirmation token`);
  await deps.paymentProcess.record(
    purchaseId,
    {
      type: 'RequestPayment',
      data: { provider: deps.provider.kind, paymentId: payment.id, confirmationToken: payment.confirmationToken, payBy, receiptBasis: { tax, itemName: request.item.name } },
    },
    metadata,
  );
  return { confirmationToken: payment.confirmationToken };
}
