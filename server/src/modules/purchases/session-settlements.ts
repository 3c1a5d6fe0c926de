import type { Database } from '../../db/database';
import type { RequestMetadata } from '../../eventstore/decider';
import type { PaymentProcess } from './payment-process';
import type { StartedPurchase } from './purchase-decider';
import type { PurchaseStore } from './purchase-store';

/**
 * A package's price per session: the whole price over its sessions, the last session taking the
 * kopecks the division leaves, so the settlements add up to the price exactly.
 */
export function sessionShareKopecks(amountKopecks: number, sessions: number, settledBefore: number): number {
  const share = Math.floor(amountKopecks / sessions);
  return settledBefore === sessions - 1 ? amountKopecks - share * (sessions - 1) : share;
}

/**
 * What a package refund gives back: the price less the used sessions at the package's price per
 * session (the kopecks the division leaves go back with the refund).
 */
export function unusedSessionsRefundKopecks(amountKopecks: number, sessions: number, unusedSessions: number): number {
  const used = Math.max(0, sessions - unusedSessions);
  return amountKopecks - used * Math.floor(amountKopecks / sessions);
}

const settlementsOf = (purchase: StartedPurchase) => [...purchase.receipts.values()].filter((receipt) => receipt.kind === 'settlement').length;

/**
 * When a prepaid session is given (the coach marks it held, or the client did not come and the
 * money stays spent), a 54-FZ seller settles its prepayment with a receipt: the session's own
 * purchase, or for a session paid by a package credit the client's oldest package with sessions
 * not settled yet. Gifted credits belong to no purchase and settle nothing; the decider settles
 * nothing for the self-employed, whose «Мой налог» receipt was final.
 */
export function createSessionSettlements(deps: {
  db: Database;
  purchases: PurchaseStore;
  /** Records the settlement; the process follows its receipt. */
  paymentProcess: Pick<PaymentProcess, 'record'>;
}) {
  async function payingPurchase(consultationId: number): Promise<StartedPurchase | undefined> {
    const { rows } = await deps.db.query<{ settlement: string; purchase_id: string | null; user_id: string }>(
      `SELECT settlement, purchase_id, user_id FROM consultations WHERE id = $1`,
      [consultationId],
    );
    const session = rows[0];
    if (session?.settlement === 'payment' && session.purchase_id) {
      const purchase = await deps.purchases.load(session.purchase_id);
      return purchase.status === 'none' ? undefined : purchase;
    }
    if (session?.settlement !== 'credit') return undefined;
    const packages = await deps.db.query<{ id: string }>(
      `SELECT id FROM purchases WHERE user_id = $1 AND kind = 'consultation' AND status = 'paid' ORDER BY paid_at, id`,
      [session.user_id],
    );
    for (const { id } of packages.rows) {
      const purchase = await deps.purchases.load(id);
      if (purchase.status === 'none' || purchase.item.kind !== 'consultation' || purchase.item.sessions === 1) continue;
      if (settlementsOf(purchase) < purchase.item.sessions && ![...purchase.receipts.values()].some((receipt) => receipt.consultationId === consultationId)) return purchase;
    }
    return undefined;
  }

  return {
    async sessionGiven(consultationId: number, metadata: RequestMetadata): Promise<void> {
      const purchase = await payingPurchase(consultationId);
      if (!purchase || purchase.item.kind !== 'consultation') return;
      const amountKopecks = sessionShareKopecks(purchase.amountKopecks, purchase.item.sessions, settlementsOf(purchase));
      await deps.paymentProcess.record(purchase.purchaseId, { type: 'RequestSettlementReceipt', data: { consultationId, amountKopecks } }, metadata);
    },
  };
}

export type SessionSettlements = ReturnType<typeof createSessionSettlements>;
