import { DateTime } from 'luxon';
import type { JobDefinition, JobQueue } from '../../adapters/queue/job-queue';
import type { NightlyBackupPayload } from '../../jobs/payloads';

/** Moscow has no daylight saving time: 03:00 there is always 00:00 UTC, a quiet hour for a Russian practice. */
const zone = 'Europe/Moscow';
const hour = 3;

/** The next 03:00 Moscow time strictly after `now`, and the night it belongs to (its Moscow date). */
export function nextNightlyRun(now: Date): { at: Date; night: string } {
  const local = DateTime.fromJSDate(now, { zone });
  let at = local.set({ hour, minute: 0, second: 0, millisecond: 0 });
  if (at <= local) at = at.plus({ days: 1 });
  return { at: at.toJSDate(), night: at.toISODate()! };
}

/** Enqueues the next night's backup; its job id is the night, so starting again never adds a second one. */
export async function scheduleNightlyBackup(jobs: JobQueue, job: JobDefinition<NightlyBackupPayload>, now: Date): Promise<void> {
  const { at, night } = nextNightlyRun(now);
  await jobs.enqueue(job, { night }, { jobId: `nightly-backup-${night}`, delayMs: at.getTime() - now.getTime() });
}
