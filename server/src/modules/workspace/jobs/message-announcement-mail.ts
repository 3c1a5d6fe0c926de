import { z } from 'zod';
import { defineJob } from '../../../adapters/queue/job-queue';
import { systemMetadata } from '../../../shared/system-metadata';
import { nextAnnouncement, unannounced, type AnnouncementState } from '../announcement-plan';
import { workspaceSides, type WorkspaceSide } from '../events';
import { clientMessagesMail, coachMessagesMail } from '../mails';
import type { WorkspaceSettingsStore } from '../settings';
import type { ThreadView, WorkspaceThreads } from '../thread';
import type { Infra, MailJobInfra } from '../../../infra';

/** One mail to one side of a thread, named by the first message it tells of. */
export const messageAnnouncementPayload = z.object({ userId: z.string().min(1).max(100), to: z.enum(workspaceSides), from: z.int().min(1) });
export type MessageAnnouncementPayload = z.infer<typeof messageAnnouncementPayload>;

/** The mail's job id: every message of one wait names the same first message, so the wait is one job and one mail. */
export const announcementJobId = ({ userId, to, from }: MessageAnnouncementPayload) => `workspace-announcement-${userId}-${to}-${from}`;

/** A client as her mails name her; undefined once her account is gone. */
export type WorkspaceClient = { email: string; name: string | null };

const announcementState = (thread: ThreadView, to: WorkspaceSide): AnnouncementState => {
  const announced = thread.state.announced[to];
  return { readUpTo: thread.state.read[to], announced: { upTo: announced.upTo, at: announced.at === null ? null : new Date(announced.at) } };
};

/**
 * The mails that tell one side of a thread of the other's new messages: `plan` queues the next one
 * (a minute after the first message of a quiet thread, 15 minutes after the mail before), the job
 * sends it with the count of what waits then, unless it was read meanwhile or the coach turned
 * her mails off, and records it, so the next wait starts after it.
 */
export function messageAnnouncementJobs(
  deps: MailJobInfra & Pick<Infra, 'logger' | 'jobs'> & {
    threads: WorkspaceThreads;
    settings: Pick<WorkspaceSettingsStore, 'current'>;
    findClient: (userId: string) => Promise<WorkspaceClient | undefined>;
    /** The coach's address from the practice's details, read when each mail is sent. */
    coachAddress: () => Promise<string>;
  },
) {
  async function recipientOf(userId: string, to: WorkspaceSide): Promise<{ address: string; client: WorkspaceClient } | undefined> {
    const client = await deps.findClient(userId);
    if (!client) return undefined;
    return { address: to === 'client' ? client.email : await deps.coachAddress(), client };
  }

  const job = defineJob('workspace-message-mail', messageAnnouncementPayload, { attempts: 8, backoffMs: 5000 }, async (payload, { now }) => {
    const { userId, to } = payload;
    if (to === 'coach' && !(await deps.settings.current()).announcements) {
      deps.logger.info({ userId }, 'workspace messages not mailed: the coach turned these mails off');
      return;
    }
    const thread = await deps.threads.read(userId);
    const waiting = unannounced(thread.messages, to, announcementState(thread, to));
    const last = waiting.at(-1);
    const recipient = last && (await recipientOf(userId, to));
    if (!last || !recipient) return;
    const input = { count: waiting.length, publicUrl: deps.publicUrl, coach: await deps.coach() };
    const { client } = recipient;
    const mail =
      to === 'client'
        ? clientMessagesMail({ ...input, recipientName: client.name })
        : coachMessagesMail({ ...input, userId, client: client.name ? `${client.name} (${client.email})` : client.email });
    await deps.mailer.send({ to: recipient.address, ...mail });
    await deps.threads.recordAnnouncement(userId, to, { upTo: last.number, count: waiting.length }, systemMetadata(announcementJobId(payload), now));
    deps.logger.info({ userId, to, count: waiting.length }, 'workspace messages mailed');
    // A message posted while this mail was made named this job and was dropped: it gets the next one.
    await plan(userId, to, now);
  });

  async function plan(userId: string, to: WorkspaceSide, now: Date): Promise<void> {
    const thread = await deps.threads.read(userId);
    const next = nextAnnouncement(thread.messages, to, announcementState(thread, to));
    if (!next) return;
    const payload = { userId, to, from: next.from };
    await deps.jobs.enqueue(job, payload, { jobId: announcementJobId(payload), delayMs: Math.max(0, next.due.getTime() - now.getTime()) });
  }

  return { job, plan };
}
