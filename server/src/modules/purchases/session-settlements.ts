import type { RequestMetadata } from '../../eventstore/decider';
import { serviceOfDescription } from '../../shared/purchase-description';
import { sessionShareKopecks } from './package-session-price';
import type { PaymentProcess } from './payment-process';
import type { StartedPurchase } from './purchase-decider';
import type { PurchaseStore } from './purchase-store';

const settlementsOf = (purchase: StartedPurchase) => [...purchase.receipts.values()].filter((receipt) => receipt.kind === 'settlement' && receipt.forPurchaseId === undefined).length;
/** The settlements a certificate's purchase made for the sessions of another purchase its money paid. */
const settlementsFor = (certificatePurchase: StartedPurchase, purchaseId: string) =>
  [...certificatePurchase.receipts.values()].filter((receipt) => receipt.kind === 'settlement' && receipt.forPurchaseId === purchaseId).length;

/**
 * When a prepaid session is given (the coach marks it held, or the client did not come and the
 * money stays spent), a 54-FZ seller settles its prepayment with a receipt: the session's own
 * purchase, or for a session paid by a package credit the package (or gift certificate) that credit came from (the
 * credits stream's first-in-first-out attribution). Gifted credits belong to no purchase and settle
 * nothing; the decider settles nothing for the self-employed, whose «Мой налог» receipt was final.
 * When an amount gift certificate paid part of the purchase, that part is settled on the
 * certificate's own purchase (its prepayment), each session its share, as the card's part is.
 * Both are read from the streams, so a lagging read model never settles the wrong package.
 */
export function createSessionSettlements(deps: {
  purchases: PurchaseStore;
  /** The purchase that paid a session (`Consultations.payingPurchase`). */
  payingPurchase: (consultationId: number) => Promise<string | null>;
  /** Records the settlement; the process follows its receipt. */
  paymentProcess: Pick<PaymentProcess, 'record'>;
}) {
  return {
    async sessionGiven(consultationId: number, metadata: RequestMetadata): Promise<void> {
      const purchaseId = await deps.payingPurchase(consultationId);
      if (purchaseId === null) return;
      const purchase = await deps.purchases.load(purchaseId);
      // A gift certificate's sessions settle it as a package's do (its credits name its purchase).
      if (purchase.status === 'none' || purchase.item.kind === 'product') return;
      const sessions = purchase.item.sessions ?? 1;
      const certificate = purchase.giftCertificate ? await deps.purchases.load(purchase.giftCertificate.purchaseId) : null;
      if (purchase.amountKopecks > 0) {
        const amountKopecks = sessionShareKopecks(purchase.amountKopecks, sessions, settlementsOf(purchase));
        await deps.paymentProcess.record(purchase.purchaseId, { type: 'RequestSettlementReceipt', data: { consultationId, amountKopecks } }, metadata);
      }
      if (purchase.giftCertificate && certificate && certificate.status !== 'none' && !certificate.receipts.has(`settlement-${consultationId}`)) {
        const amountKopecks = sessionShareKopecks(purchase.giftCertificate.amountKopecks, sessions, settlementsFor(certificate, purchase.purchaseId));
        await deps.paymentProcess.record(
          certificate.purchaseId,
          { type: 'RequestSettlementReceipt', data: { consultationId, amountKopecks, forPurchaseId: purchase.purchaseId, serviceName: serviceOfDescription(purchase.description) } },
          metadata,
        );
      }
    },
  };
}

export type SessionSettlements = ReturnType<typeof createSessionSettlements>;
