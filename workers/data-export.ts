import type { JobDefinition } from '../server/src/adapters/queue/job-queue';
import { dataExportPayload, type DataExportPayload } from '../server/src/jobs/payloads';
import type { Logger } from '../server/src/config/logger';
import type { Database } from '../server/src/db/database';
import type { DataExports } from '../server/src/modules/privacy/data-exports';
import { buildPersonalDataReport } from '../server/src/modules/privacy/personal-data-report';

/** Builds a client's data export as JSON and stores it for download; the last failed try marks it failed. */
export type DataExportDeps = {
  db: Database;
  exports: DataExports;
  /** Every address the client has had, for purchases she made as a guest. */
  addressesOf(userId: string): Promise<string[]>;
  now: () => Date;
  logger: Logger;
};

export function dataExportJob(deps: DataExportDeps): JobDefinition<DataExportPayload> {
  const attempts = 3;
  return {
    name: 'data-export',
    payload: dataExportPayload,
    attempts,
    backoffMs: 2000,
    async process({ exportId, userId }, { attempt }) {
      try {
        const report = await buildPersonalDataReport(deps.db, { userId, addresses: await deps.addressesOf(userId) }, deps.now());
        const stored = await deps.exports.complete(exportId, JSON.stringify(report, null, 2));
        deps.logger.info({ exportId, userId, stored }, stored ? 'data export ready' : 'data export no longer wanted');
      } catch (error) {
        if (attempt >= attempts) await deps.exports.fail(exportId);
        throw error;
      }
    },
  };
}
