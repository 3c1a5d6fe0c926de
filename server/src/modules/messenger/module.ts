import type { MessengerChannelName } from '../../adapters/messenger/messenger-channel';
import type { RequestMetadata } from '../../eventstore/decider';
import { createMessengerFollower } from './follower';
import { messengerHandlers } from './handlers';
import { messengerDeliveryJobs, type MessengerChannels } from './jobs/messenger-deliveries';
import { messengerUpdateJob } from './jobs/messenger-updates';
import { createLinkedChats } from './linked-chats';
import { createLinkTokens } from './link-tokens';
import { createMessengerAccounts } from './messenger-accounts';
import { createMessengerSessions } from './messenger-sessions';
import type { Infra } from '../../infra';

export { withSessionConfirmations } from './session-confirmations';

export type MessengerPorts = {
  /** The configured platforms' adapters; one without its bot token is absent. */
  channels: MessengerChannels;
  /** The coach's IANA zone, for the times in her messages. */
  coachZone: () => Promise<string>;
};

/**
 * The messenger channel beside mail: a client's or the coach's chats linked by a one-time deep
 * link, the messages that follow the recorded events (the other modules do not call it), the
 * reminders' buttons and the platforms' webhooks. Mail goes on whatever happens here.
 */
export function createMessengerModule(infra: Pick<Infra, 'db' | 'jobs' | 'logger' | 'now' | 'publicUrl' | 'readModelsAt' | 'store'>, ports: MessengerPorts) {
  const deps = { ...infra, ...ports };
  const tokens = createLinkTokens(deps.db);
  const chats = createLinkedChats(deps.db);
  const sessions = createMessengerSessions(deps.db);
  const accounts = createMessengerAccounts({ store: deps.store, chats });
  const deliveries = messengerDeliveryJobs({ ...deps, chats, accounts, sessions });
  const updates = messengerUpdateJob({ ...deps, tokens, chats, accounts, sessions });
  const follower = createMessengerFollower({
    ...deps,
    enqueueNotice: (notice, jobId) => deps.jobs.enqueue(deliveries.notice, { notice }, { jobId }),
    planReminders: deliveries.planReminders,
  });
  return {
    jobs: [deliveries.notice, deliveries.reminder, deliveries.send, updates],
    handlers: messengerHandlers(infra, ports.channels, { tokens, chats, accounts, updateJob: updates }),
    /**
     * Starts following the events (with the workers: the messages become jobs), and tells each
     * platform its webhook: only over https, as Telegram requires; a refusal is logged, not fatal.
     */
    async startFollowing() {
      await follower.start();
      if (!deps.publicUrl.startsWith('https://')) return;
      for (const channel of Object.values(deps.channels)) {
        const url = `${deps.publicUrl}/api/messenger/${channel.name}/webhook/`;
        await channel.registerWebhook(url).catch((error: unknown) => deps.logger.error({ err: error, channel: channel.name }, 'messenger: the webhook could not be registered'));
      }
    },
    stopFollowing: () => follower.stop(),
    /** A client's chats for `modules/consents`: withdrawing her consent to a messenger unlinks its chat by the same path as «Отвязать». */
    clientChats: {
      isLinked: async (userId: string, channel: MessengerChannelName) => (await chats.of({ userId, role: 'client' })).some((chat) => chat.channel === channel),
      unlink: (userId: string, channel: MessengerChannelName, metadata: RequestMetadata) => accounts.unlink({ userId, role: 'client' }, channel, 'unlinked', metadata),
    },
  };
}
