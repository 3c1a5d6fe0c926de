import { defineJob, type JobDefinition, type JobQueue } from '../../../adapters/queue/job-queue';
import { busyCalendarRefreshPayload, type BusyCalendarRefreshPayload } from '../../../jobs/payloads';
import { scheduleNextRound } from '../../../adapters/queue/job-rounds';
import type { Infra } from '../../../infra';

/** How often the coach's own calendar is read again for busy times. */
export const busyCalendarRefreshEveryMs = 15 * 60 * 1000;

/**
 * Every quarter of an hour, reads the coach's calendar (when she gave its address). The next round
 * is scheduled first, so one failing round never ends the chain; `scheduleBusyCalendarRefresh`
 * starts it when the workers start.
 */
export function busyCalendarRefreshJob(
  deps: Pick<Infra, 'logger' | 'jobs'> & {
    /**
     * Reads her calendar once (`modules/consultations/busy-calendar/busy-calendar.ts`): a dead or
     * broken feed is recorded and shown there, not thrown; only a failure of our own (the database) throws.
     * `now` is the run's.
     */
    refresh(now: Date): Promise<void>;
  },
): JobDefinition<BusyCalendarRefreshPayload> {
  const job = defineJob('busy-calendar-refresh', busyCalendarRefreshPayload, { attempts: 3, backoffMs: 60_000 }, async ({ round }, { attempt, now }) => {
    await scheduleBusyCalendarRefresh(deps.jobs, job, now);
    try {
      await deps.refresh(now);
    } catch (error) {
      deps.logger.error({ err: error, round, attempt }, 'busy calendar refresh failed');
      throw error;
    }
  });
  return job;
}

export const scheduleBusyCalendarRefresh = (jobs: JobQueue, job: JobDefinition<BusyCalendarRefreshPayload>, now: Date): Promise<void> =>
  scheduleNextRound(jobs, job, now, busyCalendarRefreshEveryMs);
