import { homeworkHandlers } from './handlers';
import { createHomework } from './homework';
import { homeworkMailJobs } from './jobs/homework-mails';
import { homeworkMailPlans } from './mail-plans';
import type { Infra } from '../../infra';

export type HomeworkPorts = {
  /** The coach's address from the practice's details. */
  coachAddress: () => Promise<string>;
  /** Her IANA time zone; Moscow's until she has one. */
  coachZone: () => Promise<string>;
  /** A client's address, name and zone; undefined for an unknown or erased account. */
  clientOf: (userId: string) => Promise<{ email: string; name: string | null; timeZone: string | null } | undefined>;
  /** The client a session is booked for; undefined for an unknown session. */
  sessionClient: (consultationId: number) => Promise<string | undefined>;
};

/**
 * Homework («Домашние задания»), wired: the coach's templates and assignments, the client's answers
 * in her cabinet, the three mails' jobs, and her part of the data export.
 */
export function createHomeworkModule(infra: Pick<Infra, 'coach' | 'db' | 'jobs' | 'logger' | 'mailerFor' | 'publicUrl' | 'store'>, ports: HomeworkPorts) {
  const deps = { ...infra, ...ports };
  const homework = createHomework(deps);
  const mails = homeworkMailJobs({
    ...deps,
    homeworkOf: async (userId, homeworkId) => (await homework.homeworkOf(userId)).find((found) => found.homeworkId === homeworkId),
  });
  const plans = homeworkMailPlans({ jobs: deps.jobs, mails });
  return {
    homework,
    jobs: [mails.assigned, mails.reminder, mails.submitted],
    handlers: homeworkHandlers(homework, plans, async (userId) => (await ports.clientOf(userId)) !== undefined, ports.sessionClient),
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
