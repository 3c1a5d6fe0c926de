import type { JobDefinition, JobQueue } from '../../adapters/queue/job-queue';
import { PaymentProviderError, type PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Logger } from '../../config/logger';
import { DomainError, decidedAt, type RequestMetadata } from '../../eventstore/decider';
import { HttpError, notFound } from '../../http/errors';
import type { Consultations } from '../consultations/consultations';
import type { PurchaseStore } from './purchase-store';
import type { PurchaseState, PurchaseStatus, StartedPurchase } from './purchase-decider';
import type { PaymentReceiptPayload, PurchaseConfirmationPayload } from '../../jobs/payloads';
import { laterReceiptOf } from './fiscal-receipts';

export type PaymentReconciliationDeps = {
  purchases: PurchaseStore;
  booking: Consultations;
  provider: PaymentProvider;
  jobs: JobQueue;
  confirmationMailJob: JobDefinition<PurchaseConfirmationPayload>;
  /** Follows a receipt of the purchase until the register or «Мой налог» answers. */
  receiptJob: JobDefinition<PaymentReceiptPayload>;
  now: () => Date;
  logger: Logger;
};

const startedState = (state: PurchaseState): StartedPurchase => {
  if (state.status === 'none') throw new Error('A purchase command left no purchase');
  return state;
};

/** The job id that follows one receipt; the payment's keeps the id it had before receipts had records. */
const receiptJobId = (purchaseId: string, receiptId: string) => (receiptId === 'payment' ? `payment-receipt-${purchaseId}` : `receipt-${purchaseId}-${receiptId}`);

type ReceiptFollowUp = Pick<PaymentReconciliationDeps, 'jobs' | 'receiptJob'>;

/** Enqueues the follow-up of one receipt (a known job id is a no-op). */
export const followReceipt = (deps: ReceiptFollowUp, purchaseId: string, receiptId: string) =>
  deps.jobs.enqueue(deps.receiptJob, { purchaseId, receiptId }, { jobId: receiptJobId(purchaseId, receiptId) });

/** Enqueues the follow-up of every receipt of the purchase still awaiting its answer. */
export async function followPendingReceipts(deps: ReceiptFollowUp, purchase: StartedPurchase): Promise<void> {
  for (const receipt of purchase.receipts.values()) {
    if (receipt.status === 'pending') await followReceipt(deps, purchase.purchaseId, receipt.receiptId);
  }
}

const alreadyRefundedMessage = 'Деньги по этой покупке уже возвращены.';
const lapsedMessage = 'Время на оплату истекло, и бронь снята: выберите время заново.';

export type PaymentReconciliation = ReturnType<typeof createPaymentReconciliation>;

/**
 * Applies what the payment provider says about a purchase. The provider is always asked (a
 * redirect or a notification only tells us to look), and every step is idempotent, so the same
 * purchase can be settled from the success page, a webhook and the expiry job in any order.
 */
export function createPaymentReconciliation(deps: PaymentReconciliationDeps) {
  const followReceipts = (purchase: StartedPurchase) => followPendingReceipts(deps, purchase);

  async function refundInFull(purchase: StartedPurchase, metadata: RequestMetadata, why: string): Promise<void> {
    if (!purchase.paymentId) return;
    const left = purchase.amountKopecks - purchase.refundedKopecks;
    if (left <= 0) return;
    deps.logger.warn({ purchaseId: purchase.purchaseId, why }, 'refunding a payment that cannot be fulfilled');
    const { receiptBasis } = purchase;
    const refund = await deps.provider.createRefund({
      idempotenceKey: `refund-${purchase.purchaseId}-${purchase.refundIds.size + 1}`,
      paymentId: purchase.paymentId,
      amountKopecks: left,
      description: why,
      ...(receiptBasis ? { receipt: laterReceiptOf({ ...purchase, receiptBasis }, 'refund') } : {}),
    });
    if (refund.status === 'succeeded') {
      const recorded = await deps.purchases.execute(purchase.purchaseId, { type: 'RecordRefund', data: { refundId: refund.id, amountKopecks: refund.amountKopecks }, metadata: decidedAt(metadata, deps.now()) });
      await followReceipts(startedState(recorded.state));
    }
  }

  /**
   * Turns the paid session's hold into a booking, or reports that its slot was lost. Any other
   * failure is thrown, money kept: the caller (a notification, the success page, the expiry job)
   * settles again later, and a refund given back wrongly could not be undone.
   */
  async function confirmPaidSession(purchaseId: string, consultationId: number, metadata: RequestMetadata): Promise<'confirmed' | 'slot-lost'> {
    if (await deps.booking.slotLost(consultationId)) return 'slot-lost';
    try {
      await deps.booking.confirmPaid(consultationId, purchaseId, metadata);
      return 'confirmed';
    } catch (error) {
      // The slot may have gone between the look and the confirmation (another client took the lapsed hold).
      if (error instanceof DomainError && (await deps.booking.slotLost(consultationId))) return 'slot-lost';
      deps.logger.error({ err: error, purchaseId, consultationId }, 'paid session not confirmed; nothing refunded, left for the next reconciliation');
      throw error;
    }
  }

  /** Gives the client what she paid for; a session whose slot was lost is refunded instead. */
  async function fulfil(purchase: StartedPurchase, metadata: RequestMetadata): Promise<void> {
    const item = purchase.item;
    if (item.kind === 'consultation') {
      if ((await confirmPaidSession(purchase.purchaseId, item.consultationId, metadata)) === 'slot-lost') {
        await refundInFull(purchase, metadata, 'Время сессии уже занято: оплата возвращена.');
        return;
      }
      if (item.sessions > 1 && purchase.buyer.userId) {
        await deps.booking.grantCredits(purchase.buyer.userId, purchase.purchaseId, item.sessions - 1, metadata);
      }
    }
    await deps.jobs.enqueue(deps.confirmationMailJob, { purchaseId: purchase.purchaseId }, { jobId: `purchase-confirmation-${purchase.purchaseId}` });
    await followReceipts(purchase);
  }

  async function releaseSession(purchase: StartedPurchase, reason: 'payment-timeout' | 'payment-canceled', metadata: RequestMetadata) {
    if (purchase.item.kind === 'consultation') await deps.booking.cancel(purchase.item.consultationId, 'system', reason, metadata);
  }

  async function settle(purchaseId: string, metadata: RequestMetadata): Promise<PurchaseStatus> {
    const purchase = await deps.purchases.load(purchaseId);
    if (purchase.status === 'none') throw notFound('Покупка не найдена.');
    if (!purchase.paymentId) return purchase.status;
    const payment = await deps.provider.getPayment(purchase.paymentId);
    if (payment.status === 'succeeded') {
      if (payment.amountKopecks !== purchase.amountKopecks) {
        deps.logger.error({ purchaseId, paid: payment.amountKopecks, expected: purchase.amountKopecks }, 'paid amount differs from the price');
      }
      const recorded = await deps.purchases.execute(
        purchaseId,
        { type: 'RecordPaymentSucceeded', data: { paymentId: payment.id, amountKopecks: payment.amountKopecks, method: payment.method }, metadata: decidedAt(metadata, deps.now()) }
      );
      const paid = startedState(recorded.state);
      await fulfil(paid, metadata);
      return paid.status;
    }
    if (payment.status === 'canceled') {
      const recorded = await deps.purchases.execute(
        purchaseId,
        { type: 'RecordPaymentCanceled', data: { paymentId: payment.id, reason: payment.cancellationReason ?? 'canceled' }, metadata: decidedAt(metadata, deps.now()) }
      );
      const canceled = startedState(recorded.state);
      if (canceled.status === 'canceled') await releaseSession(canceled, 'payment-canceled', metadata);
      return canceled.status;
    }
    return purchase.status;
  }

  /** The hold ran out: unless the provider reports the money meanwhile, free the slot. */
  async function expire(purchaseId: string, metadata: RequestMetadata): Promise<PurchaseStatus> {
    const status = await settle(purchaseId, metadata);
    if (status !== 'awaiting_payment') return status;
    const expired = await deps.purchases.execute(purchaseId, { type: 'ExpirePurchase', data: {}, metadata: decidedAt(metadata, deps.now()) });
    const state = startedState(expired.state);
    await releaseSession(state, 'payment-timeout', metadata);
    return state.status;
  }

  return {
    settle,

    /** Delivers a purchase that had nothing to pay (the free guide). */
    async fulfilFree(purchaseId: string, metadata: RequestMetadata): Promise<void> {
      const purchase = await deps.purchases.load(purchaseId);
      if (purchase.status !== 'paid' || purchase.amountKopecks !== 0) throw new Error(`Purchase ${purchaseId} is not a completed free purchase`);
      await fulfil(purchase, metadata);
    },

    /**
     * The buyer comes back to a payment she left unfinished («Оплатить»): the same purchase and the
     * provider's payment, confirmed afresh while its time lasts. What the provider says is applied
     * first, so money that arrived meanwhile is never asked for twice.
     */
    async resume(purchaseId: string, metadata: RequestMetadata): Promise<{ confirmationToken: string; amountKopecks: number }> {
      // The provider could not be asked: a 502 the buyer can act on, logged; anything else goes on as it is.
      const unreachableProvider = (error: unknown): never => {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.logger.warn({ err: error, purchaseId }, 'payment provider unreachable while resuming a payment');
        throw new HttpError(502, 'Платёжный сервис сейчас недоступен. Попробуйте ещё раз через несколько минут.');
      };
      const status = await settle(purchaseId, metadata).catch(unreachableProvider);
      if (status === 'paid') throw new DomainError('conflict', 'Эта покупка уже оплачена.');
      const purchase = await deps.purchases.load(purchaseId);
      if (purchase.status !== 'awaiting_payment' || purchase.paymentId === null) throw new DomainError('conflict', lapsedMessage);
      if (purchase.payBy !== null && purchase.payBy.getTime() <= deps.now().getTime()) {
        await expire(purchaseId, metadata);
        throw new DomainError('conflict', lapsedMessage);
      }
      const payment = await deps.provider.getPayment(purchase.paymentId).catch(unreachableProvider);
      if (payment.status !== 'pending' || !payment.confirmationToken) throw new DomainError('conflict', lapsedMessage);
      return { confirmationToken: payment.confirmationToken, amountKopecks: purchase.amountKopecks };
    },

    expire,

    /** The coach returns the money of a paid purchase; a session bought with it is cancelled. */
    async refund(purchaseId: string, metadata: RequestMetadata): Promise<void> {
      const purchase = await deps.purchases.load(purchaseId);
      if (purchase.status === 'none') throw notFound('Покупка не найдена.');
      if (purchase.status !== 'paid') throw new DomainError('invalid', 'Вернуть можно только оплаченную покупку.');
      if (purchase.paymentId && purchase.refundedKopecks >= purchase.amountKopecks) {
        throw new DomainError('conflict', alreadyRefundedMessage);
      }
      if (purchase.item.kind === 'consultation') {
        await deps.booking.cancel(purchase.item.consultationId, 'coach', 'refunded', metadata);
      }
      await refundInFull(purchase, metadata, 'Возврат по решению коуча.');
    },
  };
}
