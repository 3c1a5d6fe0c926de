import type { FiscalReceipt, PaymentProvider, ReceiptStatus, SeparateReceiptPurpose } from '../../adapters/payments/payment-provider';
import { type RequestMetadata } from '../../eventstore/decider';
import { receiptOfPurchase } from './fiscal-receipts';
import type { PurchaseStore } from './purchase-store';
import type { ReceiptRecord, StartedPurchase } from './purchase-decider';


function purposeOf(receipt: ReceiptRecord): SeparateReceiptPurpose {
  if (receipt.kind !== 'refund') return { kind: receipt.kind };
  if (receipt.refundId === undefined) throw new Error(`Refund receipt ${receipt.receiptId} names no refund`);
  return { kind: 'refund', refundId: receipt.refundId };
}

/** What the provider says of one receipt: no status while it has none to give. */
type Answer = { status: ReceiptStatus | undefined; fiscal?: FiscalReceipt };

/** Where a receipt stands after a check: settled either way, still awaited, or nothing to follow. */
export type ReceiptCheckOutcome = ReceiptStatus | 'nothing';

/**
 * The receipts of purchases as the `payment-receipt` job follows them up (its port, in
 * `server/src/modules/purchases/jobs/payment-receipt.ts`): asks the provider about one receipt, sends a settlement (or a
 * refused receipt the coach retried) that was not sent yet, and records the answer once it is final.
 */
export function createPurchaseReceipts(deps: { purchases: PurchaseStore; provider: PaymentProvider; now: () => Date }) {
  const record = (purchaseId: string, command: Parameters<PurchaseStore['execute']>[1]) => deps.purchases.execute(purchaseId, command);

  /**
   * A receipt sent on its own (a settlement, or a refused receipt sent again) is sent once per try:
   * its provider id is recorded, and the idempotence key covers a crash before that.
   */
  async function separateAnswer(purchase: StartedPurchase, receipt: ReceiptRecord, metadata: RequestMetadata): Promise<Answer> {
    if (receipt.providerReceiptId !== undefined) return deps.provider.getReceipt(receipt.providerReceiptId);
    const { receiptBasis, paymentId } = purchase;
    if (receiptBasis === null || paymentId === null) throw new Error(`Purchase ${purchase.purchaseId} has receipt ${receipt.receiptId} but no payment to send it for`);
    const sent = await deps.provider.createReceipt({
      idempotenceKey: `${purchase.purchaseId}-${receipt.receiptId}${receipt.attempt > 1 ? `-${receipt.attempt}` : ''}`,
      paymentId,
      amountKopecks: receipt.amountKopecks,
      // A certificate's settlement names the service given, not the certificate.
      receipt: receiptOfPurchase({ ...purchase, receiptBasis: receipt.serviceName ? { ...receiptBasis, itemName: receipt.serviceName } : receiptBasis }, receipt.kind),
      purpose: purposeOf(receipt),
    });
    await record(purchase.purchaseId, { type: 'RecordReceiptSent', data: { receiptId: receipt.receiptId, providerReceiptId: sent.id }, metadata });
    // A register often answers within the moment it took to record the sending.
    return sent.status === 'pending' ? deps.provider.getReceipt(sent.id) : sent;
  }

  async function answerOf(purchase: StartedPurchase, receipt: ReceiptRecord, metadata: RequestMetadata): Promise<Answer> {
    // A settlement always goes on its own; a payment's or a refund's went with its money the first time.
    if (receipt.kind === 'settlement' || receipt.attempt > 1) return separateAnswer(purchase, receipt, metadata);
    switch (receipt.kind) {
      case 'payment': {
        if (purchase.paymentId === null) throw new Error(`Purchase ${purchase.purchaseId} has a payment receipt but no payment`);
        // A registered 54-FZ receipt has fiscal data; a «Мой налог» one has none (YooKassa mails the buyer its link), so the payment's registration tells.
        const fiscal = await deps.provider.getPaymentReceipt(purchase.paymentId);
        if (fiscal) return { status: 'succeeded', fiscal };
        return { status: (await deps.provider.getPayment(purchase.paymentId)).receiptRegistration };
      }
      case 'refund': {
        if (receipt.refundId === undefined) throw new Error(`Refund receipt ${receipt.receiptId} of ${purchase.purchaseId} names no refund`);
        return { status: (await deps.provider.getRefund(receipt.refundId)).receiptRegistration };
      }
    }
  }

  /** A payment from before receipts had records: its fiscal data, once registered, are recorded as they were then. */
  async function checkEarlierPayment(purchase: StartedPurchase, metadata: RequestMetadata): Promise<ReceiptCheckOutcome> {
    if (purchase.status !== 'paid' || purchase.paymentId === null || deps.provider.kind !== 'yookassa') return 'nothing';
    const fiscal = await deps.provider.getPaymentReceipt(purchase.paymentId);
    if (!fiscal) return 'pending';
    await record(purchase.purchaseId, { type: 'RecordReceiptOutcome', data: { receiptId: 'payment', outcome: 'succeeded', fiscal }, metadata });
    return 'succeeded';
  }

  return {
    async check(purchaseId: string, receiptId: string, metadata: RequestMetadata): Promise<ReceiptCheckOutcome> {
      const purchase = await deps.purchases.load(purchaseId);
      if (purchase.status === 'none') return 'nothing';
      const receipt = purchase.receipts.get(receiptId);
      if (!receipt) return receiptId === 'payment' && purchase.receiptBasis === null ? checkEarlierPayment(purchase, metadata) : 'nothing';
      if (receipt.status !== 'pending') return receipt.status;
      const answer = await answerOf(purchase, receipt, metadata);
      if (answer.status === undefined || answer.status === 'pending') return 'pending';
      await record(purchaseId, {
        type: 'RecordReceiptOutcome',
        data: { receiptId, outcome: answer.status, ...(answer.fiscal ? { fiscal: answer.fiscal } : {}) },
        metadata,
      });
      return answer.status;
    },
  };
}
