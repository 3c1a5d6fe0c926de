import { z } from 'zod';
import type { JobDefinition } from '../server/src/adapters/queue/job-queue';
import type { HoldExpiryPayload } from '../server/src/modules/purchases/consultation-checkout';
import type { Settlement } from '../server/src/modules/purchases/settlement';

export const holdExpiryPayload: z.ZodType<HoldExpiryPayload> = z.object({ purchaseId: z.string().min(1) });

/** Frees the slot of a session left unpaid when its hold runs out (the provider is asked first). */
export function purchaseHoldExpiryJob(deps: { settlement: Pick<Settlement, 'expire'> }): JobDefinition<HoldExpiryPayload> {
  return {
    name: 'purchase-hold-expiry',
    payload: holdExpiryPayload,
    attempts: 10,
    backoffMs: 10_000,
    async process({ purchaseId }, { jobId }) {
      await deps.settlement.expire(purchaseId, { actor: 'system', correlationId: jobId });
    },
  };
}
