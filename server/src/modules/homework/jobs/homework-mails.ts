import { z } from 'zod';
import { defineJob } from '../../../adapters/queue/job-queue';
import type { Homework } from '../homework-decider';
import { homeworkAssignedMail, homeworkReminderMail, homeworkSubmittedMail } from '../mails';
import type { Infra } from '../../../infra';

const homeworkPayload = z.object({ userId: z.string().min(1).max(100), homeworkId: z.uuid() });
export type HomeworkMailPayload = z.infer<typeof homeworkPayload>;

/** The reminder names the due moment it was planned for: a job of an earlier due moment sends nothing. */
const reminderPayload = homeworkPayload.extend({ dueAt: z.iso.datetime() });
export type HomeworkReminderPayload = z.infer<typeof reminderPayload>;

/** How long before the due moment the reminder goes out. */
export const reminderLeadMs = 24 * 60 * 60 * 1000;

/** The jobs' ids: one mail per assignment, one reminder per assignment and due moment, one mail to the coach per submission. */
export const homeworkJobIds = {
  assigned: (homeworkId: string) => `homework-assigned-${homeworkId}`,
  reminder: (homeworkId: string, dueAt: string) => `homework-reminder-${homeworkId}-${new Date(dueAt).getTime()}`,
  submitted: (homeworkId: string) => `homework-submitted-${homeworkId}`,
};

/** When the reminder of a due moment goes out, from `now`; null once that moment has passed (no reminder). */
export function reminderDelayMs(dueAt: string, now: Date): number | null {
  const delay = new Date(dueAt).getTime() - reminderLeadMs - now.getTime();
  return delay > 0 ? delay : null;
}

/**
 * The homework's three mails: the client told of a new assignment, reminded a day before it is
 * due (nothing once she submitted, or when the due moment moved), and the coach told of a
 * submission. Each leaves once per job id through the delivery ledger (`mailerFor`).
 */
export function homeworkMailJobs(
  deps: Pick<Infra, 'publicUrl' | 'coach' | 'mailerFor' | 'logger'> & {
    /** Her assignment as her stream holds it; undefined when it is not there (her account erased). */
    homeworkOf: (userId: string, homeworkId: string) => Promise<Homework | undefined>;
    /** Her address, name and zone from the read model; undefined once erased. */
    clientOf: (userId: string) => Promise<{ email: string; name: string | null; timeZone: string | null } | undefined>;
    /** The coach's address from the practice's details, read when each mail is sent. */
    coachAddress: () => Promise<string>;
    /** Her IANA time zone (Moscow's until she has one). */
    coachZone: () => Promise<string>;
  },
) {
  const names = { assigned: 'homework-assigned-mail', reminder: 'homework-reminder-mail', submitted: 'homework-submitted-mail' } as const;
  const mailers = { assigned: deps.mailerFor(names.assigned), reminder: deps.mailerFor(names.reminder), submitted: deps.mailerFor(names.submitted) };

  /** Her assignment and her details, or undefined (logged) when either is gone. */
  async function clientAndHomework({ userId, homeworkId }: HomeworkMailPayload) {
    const homework = await deps.homeworkOf(userId, homeworkId);
    const client = homework && (await deps.clientOf(userId));
    if (!homework || !client) {
      deps.logger.info({ userId, homeworkId }, 'homework or its client is gone; homework mail dropped');
      return undefined;
    }
    return { homework, client };
  }

  const clientInput = async (found: { homework: Homework; client: { name: string | null; timeZone: string | null } }) => ({
    recipientName: found.client.name,
    zone: found.client.timeZone,
    homework: { homeworkId: found.homework.homeworkId, title: found.homework.title, dueAt: new Date(found.homework.dueAt) },
    publicUrl: deps.publicUrl,
    coach: await deps.coach(),
  });

  const assigned = defineJob(names.assigned, homeworkPayload, { attempts: 5, backoffMs: 2000 }, async (payload) => {
    const found = await clientAndHomework(payload);
    if (!found) return;
    await mailers.assigned.send({ to: found.client.email, ...homeworkAssignedMail(await clientInput(found)) });
  });

  const reminder = defineJob(names.reminder, reminderPayload, { attempts: 5, backoffMs: 2000 }, async (payload) => {
    const found = await clientAndHomework(payload);
    if (!found) return;
    if (found.homework.submitted || found.homework.dueAt !== payload.dueAt) {
      deps.logger.info({ homeworkId: payload.homeworkId, submitted: found.homework.submitted !== null }, 'homework submitted or its due moment moved; reminder dropped');
      return;
    }
    await mailers.reminder.send({ to: found.client.email, ...homeworkReminderMail(await clientInput(found)) });
  });

  const submitted = defineJob(names.submitted, homeworkPayload, { attempts: 8, backoffMs: 5000 }, async ({ userId, homeworkId }) => {
    const homework = await deps.homeworkOf(userId, homeworkId);
    if (!homework?.submitted) return;
    const client = await deps.clientOf(userId);
    await mailers.submitted.send({
      to: await deps.coachAddress(),
      ...homeworkSubmittedMail({
        client: { name: client?.name ?? null, email: client?.email ?? null },
        homework: { title: homework.title, submittedAt: new Date(homework.submitted.submittedAt) },
        zone: await deps.coachZone(),
        userId,
        publicUrl: deps.publicUrl,
        coach: await deps.coach(),
      }),
    });
  });

  return { assigned, reminder, submitted };
}
