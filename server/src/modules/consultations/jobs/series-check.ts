import { type SystemMetadata, systemMetadata } from '../../../shared/system-metadata';
import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { seriesCheckPayload, type SeriesCheckPayload } from '../../../jobs/payloads';

/** Undoes a series of sessions a crash left half-booked (its booked sessions cancelled, credits returned). */
export function seriesCheckJob(
  deps: {
    /** The consultations module's series: cancels the booked sessions of a series not booked in full. */
    series: { abandonIncomplete(payload: SeriesCheckPayload, metadata: SystemMetadata): Promise<unknown> };
  },
): JobDefinition<SeriesCheckPayload> {
  return defineJob('series-check', seriesCheckPayload, { attempts: 10, backoffMs: 10_000 }, async (payload, { jobId, now }) => {
    // The run's time: the time of what one try decides.
    await deps.series.abandonIncomplete(payload, systemMetadata(jobId, now));
  });
}
