import type { Mailer } from '../../adapters/mail/mailer';
import { createOnceMailer } from '../../adapters/mail/once-mailer';
import type { Config } from '../../config/config';
import type { Infra } from '../../infra';
import { mailDeliveryPolicyOf } from '../../jobs/mail-delivery-policy';
import { operationsAdminHandlers } from './admin-handlers';
import { createFailedMails } from './failed-mails';
import { operationsHandlers } from './handlers';
import { createMetrics } from './metrics';
import { monitoredMailer } from './monitored-mailer';
import { diskSpaceProbe, readinessProbes } from './readiness';

/**
 * The practice's own health, wired: the metrics, the mail refused by the transport, the monitored
 * mailer of each kind (the `mailerFor` of `Infra`), and, once the rest is running, the readiness probes.
 */
export function createOperationsModule(infra: Pick<Infra, 'db' | 'store' | 'jobs' | 'now' | 'logger'>, ports: { mailer: Mailer; backups: Config['backups'] }) {
  const { db, store, jobs, now, logger } = infra;
  const metrics = createMetrics({ db, store, jobs, now });
  const failedMails = createFailedMails(db, now);
  // Each kind of mail goes through its own monitored mailer: counted, and recorded when refused.
  // A job's mail leaves once per job, even when another process takes the job over (once-mailer.ts).
  const mailerFor = (kind: string) =>
    createOnceMailer(monitoredMailer(ports.mailer, kind, { failedMails, countMail: metrics.countMail, logger }), { db, logger, policyOf: mailDeliveryPolicyOf, now });
  return {
    metrics,
    failedMails,
    mailerFor,
    /** What `/api/ready/` checks, and the handlers that answer it and the back office's health. */
    readiness(config: Pick<Config, 'redisUrl' | 'readyMaxProjectionLag' | 'dataDir' | 'diskMinFreeBytes'>) {
      const readiness = readinessProbes({ db, store, redisUrl: config.redisUrl, maxProjectionLag: config.readyMaxProjectionLag, logger });
      const probes = [...readiness.probes, diskSpaceProbe(config.dataDir, config.diskMinFreeBytes)];
      return {
        probes,
        handlers: { ...operationsHandlers(probes), ...operationsAdminHandlers({ db, mailerFor }, failedMails, ports.backups) },
        close: () => readiness.close(),
      };
    },
  };
}
