import type { JobDefinition } from '../server/src/adapters/queue/job-queue';
import type { PaymentReconciliation } from '../server/src/modules/purchases/payment-reconciliation';
import { holdExpiryPayload, type HoldExpiryPayload } from '../server/src/jobs/payloads';

/** Frees the slot of a session left unpaid when its hold runs out (the provider is asked first). */
export function purchaseHoldExpiryJob(deps: { reconciliation: Pick<PaymentReconciliation, 'expire'> }): JobDefinition<HoldExpiryPayload> {
  return {
    name: 'purchase-hold-expiry',
    payload: holdExpiryPayload,
    attempts: 10,
    backoffMs: 10_000,
    async process({ purchaseId }, { jobId }) {
      await deps.reconciliation.expire(purchaseId, { actor: 'system', correlationId: jobId });
    },
  };
}
