import { systemMetadata } from '../../shared/system-metadata';
import type { Mailer } from '../../adapters/mail/mailer';
import type { JobQueue } from '../../adapters/queue/job-queue';
import type { Logger } from '../../config/logger';
import type { Queryable } from '../../db/database';
import type { EventStore } from '../../eventstore/event-store';
import type { ConsultationView } from '../consultations/consultation-queries';
import type { SessionNotices } from '../consultations/session-notices';
import { intakeReminderMailJob } from './jobs/intake-reminder-mail';
import type { MailCoachSource } from '../../mail/layout';
import { intakeHandlers } from './handlers';
import { createIntake } from './intake';
import { reminderDelayMs } from './reminder-plan';

export type IntakeModule = ReturnType<typeof createIntakeModule>;

/** The questionnaire before the first session, wired: its handlers, its reminder job and the card's answers. */
export function createIntakeModule(deps: {
  store: EventStore;
  db: Queryable;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  coach: MailCoachSource;
  now: () => Date;
  logger: Logger;
  loadSession(consultationId: number): Promise<ConsultationView | undefined>;
}) {
  const intake = createIntake(deps);
  const reminderMail = intakeReminderMailJob({
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    coach: deps.coach,
    now: deps.now,
    logger: deps.logger,
    loadSession: (consultationId) => deps.loadSession(consultationId),
    remind: (userId, consultationId) => intake.remind(userId, consultationId, systemMetadata(`intake-reminder-${consultationId}`, deps.now())),
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
