import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../config/logger';
import { recordingJobQueue } from '../../../../../tests/support/recording-job-queue';
import { busyCalendarRefreshJob } from './busy-calendar-refresh';

describe('reading the coach’s calendar every quarter of an hour', () => {
  const now = new Date('2026-11-27T10:05:00.000Z');

  it('should read it and schedule the next quarter-hour round under one id for all processes', async () => {
    const { jobs, enqueued } = recordingJobQueue();
    const reads: Date[] = [];
    const job = busyCalendarRefreshJob({ refresh: async (at) => void reads.push(at), jobs, logger: createLogger('silent') });
    await job.process({ round: now.toISOString() }, { attempt: 1, jobId: 'busy-calendar-refresh-x', now });
    expect(reads).toEqual([now]);
    expect(enqueued).toEqual([{ jobId: 'busy-calendar-refresh-2026-11-27T10:15:00.000Z', delayMs: 600_000, payload: { round: '2026-11-27T10:15:00.000Z' } }]);
  });

  it('should keep the chain going when a round fails, and fail that round for a retry', async () => {
    const { jobs, enqueued } = recordingJobQueue();
    const job = busyCalendarRefreshJob({ refresh: () => Promise.reject(new Error('database gone')), jobs, logger: createLogger('silent') });
    await expect(job.process({ round: now.toISOString() }, { attempt: 1, jobId: 'busy-calendar-refresh-x', now })).rejects.toThrow('database gone');
    expect(enqueued.map((entry) => entry.jobId)).toEqual(['busy-calendar-refresh-2026-11-27T10:15:00.000Z']);
  });
});
