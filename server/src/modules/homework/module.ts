import type { Mailer } from '../../adapters/mail/mailer';
import type { JobQueue } from '../../adapters/queue/job-queue';
import type { Logger } from '../../config/logger';
import type { Queryable } from '../../db/database';
import type { EventStore } from '../../eventstore/event-store';
import type { MailCoachSource } from '../../mail/layout';
import { homeworkHandlers } from './handlers';
import { createHomework } from './homework';
import { homeworkMailJobs } from './jobs/homework-mails';
import { homeworkMailPlans } from './mail-plans';

export type HomeworkModuleDeps = {
  store: EventStore;
  db: Queryable;
  jobs: JobQueue;
  /** The mailer of each kind of mail: once per job through the delivery ledger. */
  mailerFor: (kind: string) => Mailer;
  publicUrl: string;
  coach: MailCoachSource;
  /** The coach's address from the practice's details. */
  coachAddress: () => Promise<string>;
  /** Her IANA time zone; Moscow's until she has one. */
  coachZone: () => Promise<string>;
  /** A client's address, name and zone; undefined for an unknown or erased account. */
  clientOf: (userId: string) => Promise<{ email: string; name: string | null; timeZone: string | null } | undefined>;
  /** The client a session is booked for; undefined for an unknown session. */
  sessionClient: (consultationId: number) => Promise<string | undefined>;
  logger: Logger;
};

/**
 * Homework («Домашние задания»), wired: the coach's templates and assignments, the client's answers
 * in her cabinet, the three mails' jobs, and her part of the data export.
 */
export function createHomeworkModule(deps: HomeworkModuleDeps) {
  const homework = createHomework(deps);
  const mails = homeworkMailJobs({
    ...deps,
    homeworkOf: async (userId, homeworkId) => (await homework.homeworkOf(userId)).find((found) => found.homeworkId === homeworkId),
  });
  const plans = homeworkMailPlans({ jobs: deps.jobs, mails });
  return {
    homework,
    jobs: [mails.assigned, mails.reminder, mails.submitted],
    handlers: homeworkHandlers({
      homework,
      plans,
      clientExists: async (userId) => (await deps.clientOf(userId)) !== undefined,
      sessionClient: deps.sessionClient,
    }),
    /** Her homework for her data export: each assignment with what she answered and the coach's comment. */
    async exportOf(userId: string) {
      return (await homework.homeworkOf(userId)).map((found) => {
        const kept = found.submitted ?? found.draft;
        return {
          title: found.title,
          assignedAt: found.assignedAt,
          dueAt: found.dueAt,
          submittedAt: found.submitted?.submittedAt ?? null,
          reviewedAt: found.reviewedAt,
          answers: (kept ? homework.readAnswers(kept.answers, { homeworkId: found.homeworkId }) : []).map((answer) => ({
            question: found.questions.find((question) => question.id === answer.questionId)?.text ?? null,
            text: answer.text,
            choices: answer.choices,
            scale: answer.scale,
          })),
          comment: found.comment?.text ?? null,
        };
      });
    },
  };
}
