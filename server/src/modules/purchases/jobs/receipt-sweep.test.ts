import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../config/logger';
import { recordingJobQueue } from '../../../../../tests/support/recording-job-queue';
import { receiptSweepJob, scheduleReceiptSweep } from './receipt-sweep';

describe('the receipt sweep', () => {
  it('should follow every pending receipt again and schedule the next quarter-hour round under one id for all processes', async () => {
    const { jobs, enqueued } = recordingJobQueue();
    const followed: string[] = [];
    const now = new Date('2026-11-27T10:05:00.000Z');
    const job = receiptSweepJob({
      pendingReceipts: async () => [{ purchaseId: 'p1', receiptId: 'payment', attempt: 2 }, { purchaseId: 'p2', receiptId: 'settlement-7', attempt: 1 }],
      follow: async ({ purchaseId, receiptId, attempt }) => void followed.push(`${purchaseId}/${receiptId}/${attempt}`),
      jobs,
      logger: createLogger('silent'),
    });
    await job.process({ round: now.toISOString() }, { attempt: 1, jobId: 'receipt-sweep-x', now });
    expect(followed).toEqual(['p1/payment/2', 'p2/settlement-7/1']);
    expect(enqueued).toEqual([{ jobId: 'receipt-sweep-2026-11-27T10:15:00.000Z', delayMs: 600_000, payload: { round: '2026-11-27T10:15:00.000Z' } }]);
    await scheduleReceiptSweep(jobs, job, new Date('2026-11-27T10:14:59.000Z'));
    expect(enqueued.at(-1)?.jobId).toBe('receipt-sweep-2026-11-27T10:15:00.000Z');
  });
});
