import path from 'node:path';
import { dataExportJob } from './jobs/data-export';
import type { Infra } from '../../infra';
import { createAccountErasure } from './account-erasure';
import { createDataExports } from './data-exports';
import { erasureLogFileName, openErasureLog } from './erasure-log';
import { buildPersonalDataReport } from './personal-data-report';
import { createPersonalDataKeys } from './personal-data-keys';

/** What the data export and the erasure ask of other modules: the erasure's (the accounts, the login codes' mail, the refused mails, the other consents) and these. */
export type PrivacyPorts = Parameters<typeof createAccountErasure>[1] & {
  /** The backups folder: the erasure log lives there, outliving the database. */
  backupsDir: string;
  /** The other modules' parts of her export (intake, homework, workspace), asked when one is made. */
  exportParts: (userId: string) => Promise<Record<string, unknown>>;
};

/** Her personal data, wired: the export (and its job) and the erasure of an account. */
export function createPrivacyModule(infra: Pick<Infra, 'db' | 'jobs' | 'now' | 'logger'>, ports: PrivacyPorts) {
  const { db, now, logger } = infra;
  const exports = createDataExports(db);
  const exportJob = dataExportJob({
    reportOf: async (userId, at) => ({ ...(await buildPersonalDataReport(db, { userId, addresses: await ports.users.addressesOf(userId) }, at)), ...(await ports.exportParts(userId)) }),
    exports,
    logger,
  });
  const erasure = createAccountErasure(infra, ports, createPersonalDataKeys(db, now), openErasureLog(path.join(ports.backupsDir, erasureLogFileName)));
  return { exports, exportJob, erasure, jobs: [exportJob] };
}
