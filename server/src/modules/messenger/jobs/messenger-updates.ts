import { z } from 'zod';
import type { IncomingUpdate, MessengerChannel } from '../../../adapters/messenger/messenger-channel';
import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import type { Logger } from '../../../config/logger';
import type { RequestMetadata } from '../../../eventstore/decider';
import { messengerChannel } from '../events';
import type { LinkedChats } from '../linked-chats';
import type { LinkTokens } from '../link-tokens';
import { chatReplies, parseConfirmData } from '../messages';
import type { MessengerAccounts } from '../messenger-accounts';
import type { MessengerSessions } from '../messenger-sessions';
import type { MessengerChannels } from './messenger-deliveries';

const chatId = z.string().min(1).max(100);

/** An update as the webhook understood it (`IncomingUpdate` without the ignored ones). */
export const messengerUpdatePayload = z.object({
  channel: messengerChannel,
  update: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('start'), chatId, token: z.string().min(1).max(64).nullable() }),
    z.object({ kind: z.literal('stop'), chatId }),
    z.object({ kind: z.literal('callback'), chatId, callbackId: z.string().min(1).max(100), data: z.string().min(1).max(64) }),
  ]),
});
export type MessengerUpdatePayload = z.infer<typeof messengerUpdatePayload>;

/** An update the practice acts on (the ignored ones never become a job). */
export type HandledUpdate = Exclude<IncomingUpdate, { kind: 'ignored' }>;

/**
 * The `messenger-update` job: what a webhook received, handled after the webhook answered. `/start`
 * with a valid token links the chat; `/stop` unlinks every account of the chat; «Подтверждаю»
 * records the client's confirmation when the chat is hers and the session still at that time.
 */
export function messengerUpdateJob(deps: {
  channels: MessengerChannels;
  tokens: LinkTokens;
  chats: LinkedChats;
  accounts: MessengerAccounts;
  sessions: MessengerSessions;
  logger: Logger;
}): JobDefinition<MessengerUpdatePayload> {
  /** The bot's courtesy answer: a lost one (the platform busy, the bot blocked) changes nothing that matters. */
  async function reply(channel: MessengerChannel, chat: string, text: string): Promise<void> {
    await channel.send(chat, { text }).catch((error: unknown) => deps.logger.warn({ err: error, channel: channel.name }, 'messenger: a reply in the chat was not delivered'));
  }

  async function confirm(channel: MessengerChannel, update: Extract<HandledUpdate, { kind: 'callback' }>, metadataOf: (actor: string) => RequestMetadata): Promise<string> {
    const wanted = parseConfirmData(update.data);
    if (!wanted) return chatReplies.outdated;
    const session = await deps.sessions.byId(wanted.consultationId);
    const hers = session && (await deps.chats.byChat(channel.name, update.chatId)).some((chat) => chat.role === 'client' && chat.userId === session.userId);
    if (!session || !hers) return chatReplies.outdated;
    const metadata = metadataOf(session.userId);
    if (session.status !== 'paid' || session.sequence !== wanted.sequence || metadata.now.getTime() >= session.start.getTime()) return chatReplies.outdated;
    await deps.accounts.confirmAttendance(session.userId, wanted, channel.name, metadata);
    return chatReplies.confirmed;
  }

  return defineJob('messenger-update', messengerUpdatePayload, { attempts: 5, backoffMs: 2000 }, async ({ channel: name, update }, { jobId, now }) => {
    const channel = deps.channels[name];
    if (!channel) return;
    const metadataOf = (actor: string): RequestMetadata => ({ actor, correlationId: jobId, requestId: jobId, now });
    switch (update.kind) {
      case 'start': {
        const owner = update.token ? await deps.tokens.redeem(name, update.token, now) : undefined;
        if (!owner) {
          await reply(channel, update.chatId, chatReplies.refused);
          return;
        }
        await deps.accounts.link(owner, name, update.chatId, metadataOf(owner.userId));
        deps.logger.info({ channel: name, userId: owner.userId, role: owner.role }, 'messenger: a chat was linked');
        await reply(channel, update.chatId, owner.role === 'coach' ? chatReplies.coachLinked : chatReplies.linked);
        return;
      }
      case 'stop': {
        const linked = await deps.chats.byChat(name, update.chatId);
        for (const chat of linked) await deps.accounts.unlink(chat, name, 'stopped', metadataOf(chat.userId));
        if (linked.length > 0) await reply(channel, update.chatId, chatReplies.stopped);
        return;
      }
      case 'callback':
        await channel.answerCallback(update.callbackId, await confirm(channel, update, metadataOf));
        return;
    }
  });
}
