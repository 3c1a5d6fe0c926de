import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Logger } from '../../config/logger';
import { decidedAt, type RequestMetadata } from '../../eventstore/decider';
import { HttpError } from '../../http/errors';
import type { PurchaseStore } from './purchase-store';
import { receiptFor, type SoldItem, type TaxProfile } from './fiscal-receipts';

export type PaymentRequestDeps = {
  provider: PaymentProvider;
  purchases: PurchaseStore;
  publicUrl: string;
  /** The coach's tax status as «Практика» has it now: the payment's receipt follows it, and so do its later ones. */
  taxProfile: () => Promise<TaxProfile>;
  now: () => Date;
  logger: Logger;
};

/**
 * Asks the provider for a payment of a started purchase (idempotent by the purchase id), with its
 * receipt by the coach's tax status, and records it with that status. When the provider fails, `undo` releases what the purchase held, the purchase expires and the
 * client gets a 502 with a Russian explanation.
 */
export async function requestPayment(
  deps: PaymentRequestDeps,
  request: {
    purchaseId: string;
    amountKopecks: number;
    description: string;
    item: SoldItem;
    payBy: Date;
    undo?: () => Promise<unknown>;
  },
  metadata: RequestMetadata,
): Promise<{ confirmationToken: string }> {
  const { purchaseId } = request;
  const tax = await deps.taxProfile();
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
    await request.undo?.();
    await deps.purchases.execute(purchaseId, { type: 'ExpirePurchase', data: {}, metadata: decidedAt(metadata, deps.now()) });
    throw new HttpError(502, 'Платёжный сервис сейчас недоступен. Попробуйте ещё раз через несколько минут.');
  }
  if (!payment.confirmationToken) throw new Error(`Payment ${payment.id} came without a confirmation token`);
  await deps.purchases.execute(
    purchaseId,
    {
      type: 'RequestPayment',
      data: { provider: deps.provider.kind, paymentId: payment.id, confirmationToken: payment.confirmationToken, payBy: request.payBy, receiptBasis: { tax, itemName: request.item.name } },
      metadata: decidedAt(metadata, deps.now()),
    }
  );
  return { confirmationToken: payment.confirmationToken };
}
