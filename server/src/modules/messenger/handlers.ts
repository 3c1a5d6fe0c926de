import { createHash } from 'node:crypto';
import { messengerChannelNames, type MessengerChannelName } from '../../adapters/messenger/messenger-channel';
import type { JobDefinition } from '../../adapters/queue/job-queue';
import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import { badRequest, conflict, notFound, unauthorized } from '../../http/errors';
import type { HandlerGroup, HandlerInput, SuccessBody } from '../../http/handler-types';
import type { Infra } from '../../infra';
import type { MessengerRole } from './events';
import type { MessengerChannels } from './jobs/messenger-deliveries';
import type { MessengerUpdatePayload } from './jobs/messenger-updates';
import type { LinkedChats } from './linked-chats';
import type { LinkOwner, LinkTokens } from './link-tokens';
import type { MessengerAccounts } from './messenger-accounts';

type ChannelsBody = SuccessBody<'getMessengers'>;
type FreshLink = { channel: MessengerChannelName; url: string; expiresAt: Date };

/**
 * «Настройки» → «Мессенджеры» (the client's chats), the coach's own chats in the back office, and
 * the platforms' webhooks: verified by their secret header, answered at once, handled by a job
 * (`updateJob`). The channels are the ones configured (`MessengerPorts`); the link tokens, the chats
 * and the accounts are the module's own.
 */
export function messengerHandlers(
  infra: Pick<Infra, 'jobs'>,
  channels: MessengerChannels,
  { tokens, chats, accounts, updateJob }: { tokens: LinkTokens; chats: LinkedChats; accounts: MessengerAccounts; updateJob: JobDefinition<MessengerUpdatePayload> },
): HandlerGroup<'getMessengers' | 'createMessengerLink' | 'unlinkMessenger' | 'getCoachMessengers' | 'createCoachMessengerLink' | 'unlinkCoachMessenger' | 'receiveTelegramUpdate' | 'receiveMaxUpdate'> {
  async function states(owner: LinkOwner, fresh?: FreshLink): Promise<ChannelsBody> {
    const linked = await chats.of(owner);
    return {
      channels: messengerChannelNames.map((channel) => {
        const chat = linked.find((item) => item.channel === channel);
        return {
          channel,
          configured: channels[channel] !== undefined,
          linked: chat !== undefined,
          linked_at: chat ? chat.linkedAt.toISOString() : null,
          link: fresh?.channel === channel ? { url: fresh.url, expires_at: fresh.expiresAt.toISOString() } : null,
        };
      }),
    };
  }

  async function freshLink(owner: LinkOwner, channelName: MessengerChannelName, now: Date): Promise<ChannelsBody> {
    const channel = channels[channelName];
    if (!channel) throw conflict('Этот мессенджер не подключён к практике.');
    const { token, expiresAt } = await tokens.issue(owner, channelName, now);
    return states(owner, { channel: channelName, url: channel.deepLink(token), expiresAt });
  }

  async function unlink(owner: LinkOwner, channel: MessengerChannelName, ctx: HandlerInput<'unlinkMessenger'>['ctx']): Promise<ChannelsBody> {
    await accounts.unlink(owner, channel, 'unlinked', commandMetadata(ctx.state, owner.userId));
    return states(owner);
  }

  /** The webhook of one platform: 401 without its secret, 404 while it is not configured; the update goes to its job. */
  async function receive(channelName: MessengerChannelName, input: Pick<HandlerInput<'receiveTelegramUpdate'>, 'body' | 'ctx'>): Promise<SuccessBody<'receiveTelegramUpdate'>> {
    const channel = channels[channelName];
    if (!channel) throw notFound('Этот мессенджер не подключён к практике.');
    if (!channel.verifyWebhook((name) => input.ctx.get(name) || undefined)) throw unauthorized('Неверный секретный заголовок вебхука.');
    const update = channel.parseUpdate(input.body);
    if (update.kind === 'ignored') return { result: true };
    // The same update delivered twice is one job.
    const jobId = `messenger-update-${channelName}-${createHash('sha256').update(JSON.stringify(input.body)).digest('hex').slice(0, 32)}`;
    await infra.jobs.enqueue(updateJob, { channel: channelName, update }, { jobId });
    return { result: true };
  }

  const client = (userId: string): LinkOwner => ({ userId, role: 'client' });
  const coach = (userId: string): LinkOwner => ({ userId, role: 'coach' satisfies MessengerRole });

  return {
    getMessengers: async ({ user }) => states(client(user.id)),
    async createMessengerLink({ body, user, ctx }) {
      if (!body.consent) throw badRequest('Чтобы привязать мессенджер, нужно согласие на передачу ему времени и названия ваших сессий.');
      return freshLink(client(user.id), body.channel, ctx.state.now);
    },
    unlinkMessenger: ({ user, params, ctx }) => unlink(client(user.id), params.channel, ctx),
    getCoachMessengers: async ({ user }) => states(coach(requireSuperuser(user).id)),
    createCoachMessengerLink: async ({ body, user, ctx }) => freshLink(coach(requireSuperuser(user).id), body.channel, ctx.state.now),
    unlinkCoachMessenger: ({ user, params, ctx }) => unlink(coach(requireSuperuser(user).id), params.channel, ctx),
    receiveTelegramUpdate: (input) => receive('telegram', input),
    receiveMaxUpdate: (input) => receive('max', input),
  };
}
