import { supportMessageMailJob } from './jobs/support-message-mail';
import type { Infra } from '../../infra';
import { supportHandlers } from './handlers';
import { createSupportMessages } from './support';

/** The clients' support requests, wired: the handler that saves one and the job that mails it to the support address. */
export function createSupportModule(infra: Pick<Infra, 'db' | 'jobs' | 'mailerFor' | 'publicUrl' | 'coach'>, ports: { supportEmail: string }) {
  const messages = createSupportMessages(infra.db);
  const supportMailJob = supportMessageMailJob({ mailer: infra.mailerFor('support-message-mail'), messages, supportEmail: ports.supportEmail, publicUrl: infra.publicUrl, coach: infra.coach });
  return {
    jobs: [supportMailJob],
    handlers: supportHandlers({ messages, jobs: infra.jobs, supportMailJob }),
  };
}
