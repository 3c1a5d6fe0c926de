import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { intakeReminderPayload, type IntakeReminderPayload } from '../../../jobs/payloads';
import { intakeReminderMail } from '../../../mail/intake-mails';
import type { Infra, MailJobInfra } from '../../../infra';

/**
 * Reminds a client who has not answered the questionnaire before her first session. Planned when
 * a session is confirmed; once per client: the reminder is recorded as an event, and a later
 * session's job finds it recorded and sends nothing.
 */
export function intakeReminderMailJob(
  deps: MailJobInfra & Pick<Infra, 'logger'> & {
    /** The session from the read model; undefined while it has not caught up. */
    loadSession(consultationId: number): Promise<{ userId: string; email: string; name: string | null; status: 'booked' | 'paid' | 'cancelled'; start: Date } | undefined>;
    /**
     * Records the reminder for this session in her questionnaire's stream: true when it is due (she
     * has not answered, there are questions, and no other session's reminder went out before), at
     * the run's `now`.
     */
    remind(userId: string, consultationId: number, now: Date): Promise<boolean>;
  },
): JobDefinition<IntakeReminderPayload> {
  return defineJob('intake-reminder-mail', intakeReminderPayload, { attempts: 5, backoffMs: 2000 }, async ({ consultationId }, { now }) => {
    const session = await deps.loadSession(consultationId);
    if (!session) throw new Error(`Session ${consultationId} is not in the read model yet`);
    if (session.status !== 'paid' || now.getTime() >= session.start.getTime() || !session.email) {
      deps.logger.info({ consultationId, status: session.status }, 'session cancelled, begun or without an address; intake reminder dropped');
      return;
    }
    if (!(await deps.remind(session.userId, consultationId, now))) return;
    await deps.mailer.send({ to: session.email, ...intakeReminderMail(session.name, deps.publicUrl, await deps.coach()) });
  });
}
