import { defineJob, type JobDefinition, type JobQueue } from '../../../adapters/queue/job-queue';
import { receiptSweepPayload, type ReceiptSweepPayload } from '../../../jobs/payloads';
import { scheduleNextRound } from '../../../adapters/queue/job-rounds';
import type { Infra } from '../../../infra';

/** How often the sweep looks for receipts nobody follows. */
export const receiptSweepEveryMs = 15 * 60 * 1000;

type PendingReceipt = { purchaseId: string; receiptId: string; attempt: number };

/**
 * Every quarter of an hour, gives each pending receipt a follow-up again: one whose job was lost
 * between the event and the enqueue (a crash), or whose job gave up after its last try. Each round
 * schedules the next; `scheduleReceiptSweep` starts the chain when the workers start.
 */
export function receiptSweepJob(
  deps: Pick<Infra, 'logger' | 'jobs'> & {
    /** The receipts still awaiting their answer, with their try (the `purchase_receipts` read model). */
    pendingReceipts(): Promise<PendingReceipt[]>;
    /** Enqueues one receipt try's follow-up; a follow-up already known is left as it is. */
    follow(receipt: PendingReceipt): Promise<void>;
  },
): JobDefinition<ReceiptSweepPayload> {
  const job = defineJob('receipt-sweep', receiptSweepPayload, { attempts: 3, backoffMs: 60_000 }, async (_payload, { now }) => {
    const pending = await deps.pendingReceipts();
    for (const receipt of pending) await deps.follow(receipt);
    if (pending.length > 0) deps.logger.info({ pending: pending.length }, 'receipt sweep: pending receipts followed');
    await scheduleReceiptSweep(deps.jobs, job, now);
  });
  return job;
}

export const scheduleReceiptSweep = (jobs: JobQueue, job: JobDefinition<ReceiptSweepPayload>, now: Date): Promise<void> =>
  scheduleNextRound(jobs, job, now, receiptSweepEveryMs);
