import { handleCommand } from '../../eventstore/command-handler';
import type { HandledCommand, RequestMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import type { MessengerChannelName } from '../../adapters/messenger/messenger-channel';
import { messengerConsentDocuments } from '../users/consent-documents';
import { messengerStreamId, type UnlinkReason } from './events';
import type { LinkedChats } from './linked-chats';
import type { LinkOwner } from './link-tokens';
import { messengerDecider, type MessengerCommand } from './messenger-decider';

export type MessengerAccounts = ReturnType<typeof createMessengerAccounts>;

/**
 * An account's messenger chats as events (`messenger-{userId}`) and rows (`messenger_links`): the
 * event first, so a retry after a failed row finds the event's no-op and writes the row again.
 */
export function createMessengerAccounts(deps: { store: EventStore; chats: LinkedChats }) {
  const execute = (userId: string, command: HandledCommand<MessengerCommand>) => handleCommand(deps.store, messengerStreamId(userId), messengerDecider, command);

  return {
    /** Links the chat; a client's link records her consent to the messenger as a processor abroad. */
    async link(owner: LinkOwner, channel: MessengerChannelName, chatId: string, metadata: RequestMetadata): Promise<void> {
      const consent = owner.role === 'client' ? messengerConsentDocuments[channel] : null;
      await execute(owner.userId, { type: 'LinkMessenger', data: { ...owner, channel, consent }, metadata });
      await deps.chats.save(owner, channel, chatId, metadata.now);
    },

    async unlink(owner: LinkOwner, channel: MessengerChannelName, reason: UnlinkReason, metadata: RequestMetadata): Promise<void> {
      await execute(owner.userId, { type: 'UnlinkMessenger', data: { ...owner, channel, reason }, metadata });
      await deps.chats.remove(owner, channel);
    },

    async confirmAttendance(userId: string, session: { consultationId: number; sequence: number }, channel: MessengerChannelName, metadata: RequestMetadata): Promise<void> {
      await execute(userId, { type: 'ConfirmSessionAttendance', data: { userId, ...session, channel }, metadata });
    },
  };
}
