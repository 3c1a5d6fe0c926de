import { eventTypesOf } from '../../eventstore/event-schema';
import { unknownCase, type Command, type Decider } from '../../eventstore/decider';
import type { MessengerChannelName } from '../../adapters/messenger/messenger-channel';
import type { ConsentDocument } from '../users/consent-documents';
import { messengerEventSchemas, type MessengerEvent, type MessengerRole, type UnlinkReason } from './events';

export type LinkMessenger = Command<'LinkMessenger', { userId: string; channel: MessengerChannelName; role: MessengerRole; consent: ConsentDocument | null }>;
export type UnlinkMessenger = Command<'UnlinkMessenger', { userId: string; channel: MessengerChannelName; role: MessengerRole; reason: UnlinkReason }>;
export type ConfirmSessionAttendance = Command<'ConfirmSessionAttendance', { userId: string; consultationId: number; sequence: number; channel: MessengerChannelName }>;
export type MessengerCommand = LinkMessenger | UnlinkMessenger | ConfirmSessionAttendance;

/** An account's linked chats (`role:channel`) and the session times she confirmed (`consultationId:sequence`). */
export type MessengerState = { linked: ReadonlySet<string>; confirmed: ReadonlySet<string> };

const linkKey = (role: MessengerRole, channel: MessengerChannelName) => `${role}:${channel}`;
const confirmationKey = (consultationId: number, sequence: number) => `${consultationId}:${sequence}`;
const withKey = (set: ReadonlySet<string>, key: string) => new Set([...set, key]);
const withoutKey = (set: ReadonlySet<string>, key: string) => new Set([...set].filter((item) => item !== key));

/**
 * Linking a chat already linked, unlinking one that is not, or confirming a session's time twice
 * records nothing: a webhook delivered twice, or «Отвязать» pressed after `/stop`, changes nothing.
 */
export const messengerDecider: Decider<MessengerCommand, MessengerEvent, MessengerState> = {
  eventTypes: eventTypesOf(messengerEventSchemas),
  initialState: () => ({ linked: new Set(), confirmed: new Set() }),
  decide(command, state) {
    const at = command.metadata.now.toISOString();
    switch (command.type) {
      case 'LinkMessenger': {
        const { userId, channel, role, consent } = command.data;
        if (state.linked.has(linkKey(role, channel))) return [];
        return [{ type: 'MessengerLinked', data: { userId, channel, role, consent, linkedAt: at } }];
      }
      case 'UnlinkMessenger': {
        const { userId, channel, role, reason } = command.data;
        if (!state.linked.has(linkKey(role, channel))) return [];
        return [{ type: 'MessengerUnlinked', data: { userId, channel, role, reason, unlinkedAt: at } }];
      }
      case 'ConfirmSessionAttendance': {
        const { userId, consultationId, sequence, channel } = command.data;
        if (state.confirmed.has(confirmationKey(consultationId, sequence))) return [];
        return [{ type: 'SessionAttendanceConfirmed', data: { userId, consultationId, sequence, channel, confirmedAt: at } }];
      }
      default:
        throw unknownCase('command', command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'MessengerLinked':
        return { ...state, linked: withKey(state.linked, linkKey(event.data.role, event.data.channel)) };
      case 'MessengerUnlinked':
        return { ...state, linked: withoutKey(state.linked, linkKey(event.data.role, event.data.channel)) };
      case 'SessionAttendanceConfirmed':
        return { ...state, confirmed: withKey(state.confirmed, confirmationKey(event.data.consultationId, event.data.sequence)) };
    }
  },
};
