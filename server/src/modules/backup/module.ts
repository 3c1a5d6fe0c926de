import { nightlyBackupJob } from './jobs/nightly-backup';
import type { Config } from '../../config/config';
import type { Infra } from '../../infra';
import { backupSocketPath, listenForBackupRequests } from './backup-socket';
import { createBackupJournal } from './backup-journal';
import { createBackup, pruneBackups } from './create-backup';
import { backupHandlers } from './handlers';
import { scheduleNightlyBackup } from './nightly-schedule';

/**
 * The backups, wired: one archive by the coach's button, `npm run backup` (over a socket, since only
 * this process may open the embedded database) and the nightly job.
 */
export async function createBackupModule(
  infra: Pick<Infra, 'db' | 'store' | 'jobs' | 'now' | 'logger' | 'appSecret' | 'dataDir'>,
  ports: { backups: Config['backups']; /** This process opened the embedded database itself. */ ownsDatabase: boolean },
) {
  const { db, jobs, now, logger, dataDir } = infra;
  const { backups } = ports;
  const backUp = (outDir: string) => createBackup(infra, outDir);
  const listener = db.kind === 'pglite' && ports.ownsDatabase ? await listenForBackupRequests(backupSocketPath(dataDir), backUp, logger) : undefined;
  const nightlyBackup = nightlyBackupJob({
    backUp: () => backUp(backups.dir),
    prune: () => pruneBackups(backups.dir, backups.keep, logger),
    scheduleNext: (at) => scheduleNightlyBackup(jobs, nightlyBackup, at),
    logger,
  });
  return {
    jobs: backups.nightly ? [nightlyBackup] : [],
    handlers: backupHandlers(() => backUp(backups.dir), backups.dir, createBackupJournal(infra.store)),
    async start() {
      if (backups.nightly) await scheduleNightlyBackup(jobs, nightlyBackup, now());
    },
    async close() {
      await listener?.close();
    },
  };
}
