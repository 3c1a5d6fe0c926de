import { type SystemMetadata, systemMetadata } from '../../../shared/system-metadata';
import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { holdExpiryPayload, type HoldExpiryPayload } from '../../../jobs/payloads';

/** Expires a purchase left unpaid at its deadline, giving back what it reserved (the provider is asked first). */
export function purchaseHoldExpiryJob(
  deps: {
    /** The purchases module's payment process: asks the provider, then expires the purchase if the payment never came. */
    paymentProcess: { expire(purchaseId: string, metadata: SystemMetadata): Promise<unknown> };
  },
): JobDefinition<HoldExpiryPayload> {
  return defineJob('purchase-hold-expiry', holdExpiryPayload, { attempts: 10, backoffMs: 10_000 }, async ({ purchaseId }, { jobId, now }) => {
    // The run's time: the time of what one try decides.
    await deps.paymentProcess.expire(purchaseId, systemMetadata(jobId, now));
  });
}
