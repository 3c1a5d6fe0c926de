import path from 'node:path';
import { dataExportJob } from './jobs/data-export';
import type { AnyJobDefinition } from '../../adapters/queue/job-queue';
import type { Infra } from '../../infra';
import type { Users } from '../users/users';
import { createAccountErasure, type AccountErasureDeps } from './account-erasure';
import { createDataExports } from './data-exports';
import { erasureLogFileName, openErasureLog } from './erasure-log';
import { buildPersonalDataReport } from './personal-data-report';
import { createPersonalDataKeys } from './personal-data-keys';

/** What the data export and the erasure ask of other modules. */
export type PrivacyPorts = {
  users: Users;
  /** The login codes' mail, whose finished jobs keep the address (`modules/auth`). */
  loginCodeMail: AnyJobDefinition;
  failedMails: AccountErasureDeps['failedMails'];
  /** The backups folder: the erasure log lives there, outliving the database. */
  backupsDir: string;
  withdrawOtherConsents: AccountErasureDeps['withdrawOtherConsents'];
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
  const erasure = createAccountErasure({
    db,
    users: ports.users,
    keys: createPersonalDataKeys(db, now),
    jobs: infra.jobs,
    loginCodeMail: ports.loginCodeMail,
    erasureLog: openErasureLog(path.join(ports.backupsDir, erasureLogFileName)),
    failedMails: ports.failedMails,
    logger,
    withdrawOtherConsents: ports.withdrawOtherConsents,
  });
  return { exports, exportJob, erasure, jobs: [exportJob] };
}
