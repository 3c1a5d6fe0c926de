import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { nightlyBackupPayload, type NightlyBackupPayload } from '../../../jobs/payloads';
import type { Infra } from '../../../infra';

/** The embedded default's nightly backup; a failure is retried (5 tries over about an hour), then stays failed in the jobs list and on `/metrics`. */
export function nightlyBackupJob(
  deps: Pick<Infra, 'logger'> & {
    /** Writes one archive into the backups folder; says which file. */
    backUp(): Promise<{ file: string }>;
    /** Keeps the newest archives (`BACKUP_KEEP`), deleting the rest. */
    prune(): Promise<unknown>;
    /** Enqueues the night's run following `now` (the run's). */
    scheduleNext(now: Date): Promise<void>;
  },
): JobDefinition<NightlyBackupPayload> {
  return defineJob('nightly-backup', nightlyBackupPayload, { attempts: 5, backoffMs: 4 * 60_000 }, async ({ night }, { attempt, now }) => {
    // The next night is scheduled first: one failing night must not stop the ones after it.
    await deps.scheduleNext(now);
    const result = await deps.backUp();
    await deps.prune();
    deps.logger.info({ night, attempt, file: result.file }, 'nightly backup done');
  });
}
