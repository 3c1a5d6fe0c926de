import { systemMetadata } from '../../shared/system-metadata';
import type { ConsultationView } from '../consultations/consultation-queries';
import type { SessionNotices } from '../consultations/session-notices';
import { intakeReminderMailJob } from './jobs/intake-reminder-mail';
import { intakeHandlers } from './handlers';
import { createIntake } from './intake';
import { reminderDelayMs } from './reminder-plan';
import { mailJobInfra, type Infra } from '../../infra';

/** What the questionnaire asks of the sessions: a session as its client's mails show it. */
export type IntakePorts = {
  loadSession(consultationId: number): Promise<ConsultationView | undefined>;
};

/** The questionnaire before the first session, wired: its handlers, its reminder job and the card's answers. */
export function createIntakeModule(infra: Pick<Infra, 'coach' | 'db' | 'jobs' | 'logger' | 'mailerFor' | 'now' | 'publicUrl' | 'store'>, ports: IntakePorts) {
  const deps = { ...mailJobInfra(infra, 'intake-reminder-mail'), ...ports };
  const intake = createIntake(deps);
  const reminderMail = intakeReminderMailJob({
    ...deps,
    remind: (userId, consultationId, now) => intake.remind(userId, consultationId, systemMetadata(`intake-reminder-${consultationId}`, now)),
  });

  /** Plans the reminder after a session is confirmed; nothing at all while the practice asks no questions. */
  async function planReminder(session: { consultationId: number; start: Date }, now: Date) {
    if (!(await intake.asks())) return;
    const delayMs = reminderDelayMs(now, session.start);
    if (delayMs === null) return;
    await deps.jobs.enqueue(reminderMail, { consultationId: session.consultationId }, { jobId: `intake-reminder-${session.consultationId}`, delayMs });
  }

  return {
    intake,
    handlers: intakeHandlers({ intake }),
    jobs: [reminderMail],
    /** Her answers for her data export: each question as she answered it; null before she answered. */
    async exportOf(userId: string) {
      const answered = await intake.answersOf(userId);
      if (!answered?.answers) return null;
      return {
        answeredAt: answered.answeredAt.toISOString(),
        answers: answered.answers.map((answer) => ({ question: answer.question, text: answer.text, choices: answer.choices })),
      };
    },
    /** The session notices, also planning the questionnaire's reminder when a session is confirmed. */
    followingSessions(notices: SessionNotices): SessionNotices {
      return {
        ...notices,
        async confirmed(session, withInvitation, now) {
          await notices.confirmed(session, withInvitation, now);
          await planReminder(session, now);
        },
      };
    },
  };
}
