import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { dataExportPayload, type DataExportPayload } from '../../../jobs/payloads';
import type { Infra } from '../../../infra';

/** Builds a client's data export as JSON and stores it for download; the last failed try marks it failed. */
export function dataExportJob(
  deps: Pick<Infra, 'logger'> & {
    /** The privacy module's report of everything kept about the client (also what she bought as a guest), as of the run's `now`. */
    reportOf(userId: string, now: Date): Promise<unknown>;
    /** The requested exports: `complete` stores the JSON made at `readyAt` (false when it is no longer wanted), `fail` marks it failed. */
    exports: { complete(exportId: string, json: string, readyAt: Date): Promise<boolean>; fail(exportId: string): Promise<void> };
  },
): JobDefinition<DataExportPayload> {
  const attempts = 3;
  return defineJob('data-export', dataExportPayload, { attempts, backoffMs: 2000 }, async ({ exportId, userId }, { attempt, now }) => {
    try {
      const report = await deps.reportOf(userId, now);
      const stored = await deps.exports.complete(exportId, JSON.stringify(report, null, 2), now);
      deps.logger.info({ exportId, userId, stored }, stored ? 'data export ready' : 'data export no longer wanted');
    } catch (error) {
      if (attempt >= attempts) await deps.exports.fail(exportId);
      throw error;
    }
  });
}
