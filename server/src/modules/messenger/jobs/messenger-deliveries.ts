import { z } from 'zod';
import { MessengerChatGone, MessengerRetryLater, type MessengerChannel, type MessengerChannelName, type OutgoingMessage } from '../../../adapters/messenger/messenger-channel';
import { defineJob } from '../../../adapters/queue/job-queue';
import { messengerChannel, messengerRole } from '../events';
import type { LinkedChats } from '../linked-chats';
import { messageOf } from '../messages';
import type { MessengerAccounts } from '../messenger-accounts';
import type { MessengerSessions } from '../messenger-sessions';
import { messengerNotice, messengerReminderLeads, recipientOf, reminderLead, type MessengerNotice } from '../notices';
import type { Infra } from '../../../infra';

export type MessengerChannels = Partial<Record<MessengerChannelName, MessengerChannel>>;

const button = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('callback'), text: z.string().min(1).max(64), data: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('url'), text: z.string().min(1).max(64), url: z.url().max(500) }),
]);
const outgoingMessage = z.object({ text: z.string().min(1).max(4096), buttons: z.array(button).max(8).optional() });

export const messengerSendPayload = z.object({
  channel: messengerChannel,
  userId: z.string().min(1).max(100),
  role: messengerRole,
  message: outgoingMessage,
  /** How many times the platform asked to wait before this try. */
  retry: z.int().min(0).max(20),
});
export type MessengerSendPayload = z.infer<typeof messengerSendPayload>;

export const messengerNoticePayload = z.object({ notice: messengerNotice });
export type MessengerNoticePayload = z.infer<typeof messengerNoticePayload>;

export const messengerReminderPayload = z.object({ consultationId: z.int().min(1), sequence: z.int().min(0), lead: reminderLead });
export type MessengerReminderPayload = z.infer<typeof messengerReminderPayload>;

/** After this many waits asked by the platform the message is given up as a failed job. */
const maxRetries = 10;

const baseJobId = (jobId: string) => jobId.replace(/-retry-\d+$/, '');

/**
 * The messages' three jobs: a notice written and handed to each of its reader's chats; a reminder
 * before a session (dropped when the session moved or was cancelled since it was planned); one
 * message sent to one chat, again after the delay a 429 asks for, and its chat unlinked with a
 * note when the platform says the bot is blocked or the chat is gone. Mail is not touched here.
 */
export function messengerDeliveryJobs(
  deps: Pick<Infra, 'publicUrl' | 'logger' | 'jobs' | 'now'> & {
    channels: MessengerChannels;
    chats: LinkedChats;
    accounts: MessengerAccounts;
    sessions: MessengerSessions;
    /** The coach's IANA zone, for the times in her messages. */
    coachZone: () => Promise<string>;
  },
) {
  const send = defineJob('messenger-send', messengerSendPayload, { attempts: 5, backoffMs: 5000 }, async (payload, { jobId, now }) => {
    const channel = deps.channels[payload.channel];
    const owner = { userId: payload.userId, role: payload.role };
    const chat = (await deps.chats.of(owner)).find((linked) => linked.channel === payload.channel);
    if (!channel || !chat) return;
    try {
      await channel.send(chat.chatId, payload.message);
    } catch (error) {
      if (error instanceof MessengerRetryLater && payload.retry < maxRetries) {
        const retry = payload.retry + 1;
        deps.logger.warn({ jobId, channel: payload.channel, retryAfterMs: error.retryAfterMs }, 'messenger: the platform asks to wait; the message goes again after its delay');
        await deps.jobs.enqueue(send, { ...payload, retry }, { jobId: `${baseJobId(jobId)}-retry-${retry}`, delayMs: error.retryAfterMs });
        return;
      }
      if (error instanceof MessengerChatGone) {
        deps.logger.warn({ jobId, channel: payload.channel, userId: payload.userId, reason: error.reason }, 'messenger: the chat can no longer be written to; unlinked');
        await deps.accounts.unlink(owner, payload.channel, error.reason, { actor: 'messenger', correlationId: jobId, requestId: jobId, now });
        return;
      }
      throw error;
    }
  });

  /** Writes the notice for its reader and queues one message per linked chat. */
  async function deliver(notice: MessengerNotice, jobId: string): Promise<void> {
    const session = 'consultationId' in notice ? await deps.sessions.byId(notice.consultationId) : undefined;
    const to = recipientOf(notice);
    const chats = to === 'coach' ? await deps.chats.coachChats() : session ? await deps.chats.of({ userId: session.userId, role: 'client' }) : [];
    if (chats.length === 0) return;
    const zone = to === 'coach' ? await deps.coachZone() : (session?.timeZone ?? null);
    const message: OutgoingMessage | undefined = messageOf(notice, { session, zone, publicUrl: deps.publicUrl });
    if (!message) return;
    for (const chat of chats) {
      if (!deps.channels[chat.channel]) continue;
      await deps.jobs.enqueue(send, { channel: chat.channel, userId: chat.userId, role: chat.role, message: { text: message.text, ...(message.buttons ? { buttons: [...message.buttons] } : {}) }, retry: 0 }, { jobId: `${jobId}-${chat.channel}-${chat.userId}` });
    }
  }

  const notice = defineJob('messenger-notice', messengerNoticePayload, { attempts: 8, backoffMs: 5000 }, ({ notice: item }, { jobId }) => deliver(item, jobId));

  const reminder = defineJob('messenger-reminder', messengerReminderPayload, { attempts: 5, backoffMs: 2000 }, async (payload, { jobId, now }) => {
    const { consultationId, sequence, lead } = payload;
    const session = await deps.sessions.byId(consultationId);
    if (!session || session.sequence < sequence) throw new Error(`Session ${consultationId} at sequence ${sequence} is not in the read model yet`);
    if (session.status !== 'paid' || session.sequence !== sequence || now.getTime() >= session.start.getTime()) return;
    await deliver({ about: 'reminder', consultationId, sequence, lead }, jobId);
  });

  /** Plans a paid session's reminders still ahead, for its time now (a reminder of an older time finds itself outdated). */
  async function planReminders(consultationId: number): Promise<void> {
    const session = await deps.sessions.byId(consultationId);
    if (!session || session.status !== 'paid') return;
    for (const lead of reminderLead.options) {
      const delayMs = session.start.getTime() - messengerReminderLeads[lead] - deps.now().getTime();
      if (delayMs <= 0) continue;
      await deps.jobs.enqueue(reminder, { consultationId, sequence: session.sequence, lead }, { jobId: `messenger-reminder-${consultationId}-${session.sequence}-${lead}`, delayMs });
    }
  }

  return { send, notice, reminder, planReminders };
}
