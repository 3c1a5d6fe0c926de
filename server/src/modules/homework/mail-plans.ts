import type { JobQueue } from '../../adapters/queue/job-queue';
import type { Homework } from './homework-decider';
import { homeworkJobIds, reminderDelayMs, type homeworkMailJobs } from './jobs/homework-mails';

export type HomeworkMailPlans = ReturnType<typeof homeworkMailPlans>;

/**
 * What each step of an assignment queues: the client's mail and the reminder when it is assigned,
 * the reminder planned again when its due moment moves (the old one cancelled; it would find the
 * moment changed and send nothing anyway), the coach's mail when it is submitted.
 */
export function homeworkMailPlans(deps: { jobs: JobQueue; mails: ReturnType<typeof homeworkMailJobs> }) {
  async function planReminder(userId: string, homework: Homework, now: Date): Promise<void> {
    const delayMs = reminderDelayMs(homework.dueAt, now);
    if (delayMs === null) return;
    const { homeworkId, dueAt } = homework;
    await deps.jobs.enqueue(deps.mails.reminder, { userId, homeworkId, dueAt }, { jobId: homeworkJobIds.reminder(homeworkId, dueAt), delayMs });
  }

  return {
    async assigned(userId: string, homework: Homework, now: Date): Promise<void> {
      const { homeworkId } = homework;
      await deps.jobs.enqueue(deps.mails.assigned, { userId, homeworkId }, { jobId: homeworkJobIds.assigned(homeworkId) });
      await planReminder(userId, homework, now);
    },
    async dueDateChanged(userId: string, previousDueAt: string, homework: Homework, now: Date): Promise<void> {
      if (previousDueAt === homework.dueAt) return;
      await deps.jobs.cancel(deps.mails.reminder, homeworkJobIds.reminder(homework.homeworkId, previousDueAt));
      await planReminder(userId, homework, now);
    },
    async submitted(userId: string, homework: Homework): Promise<void> {
      const { homeworkId } = homework;
      await deps.jobs.enqueue(deps.mails.submitted, { userId, homeworkId }, { jobId: homeworkJobIds.submitted(homeworkId) });
    },
  };
}
