import { z } from 'zod';
import { eventInstant, eventSchema, eventSerial, eventText, eventUserId } from '../../eventstore/event-schema';
import { messengerChannelNames } from '../../adapters/messenger/messenger-channel';

export const messengerChannel = z.enum(messengerChannelNames);

/** Whose chat: a client's (her sessions), or the coach's own (her practice's news). */
export const messengerRole = z.enum(['client', 'coach']);
export type MessengerRole = z.infer<typeof messengerRole>;

/**
 * Why a chat was unlinked: by «Отвязать» (`unlinked`), by `/stop` in the chat (`stopped`), because
 * the platform refused to deliver (the bot blocked: `blocked`; the chat gone: `chat-gone`).
 */
export const unlinkReason = z.enum(['unlinked', 'stopped', 'blocked', 'chat-gone']);
export type UnlinkReason = z.infer<typeof unlinkReason>;

const consentDocument = z.object({ document: eventText(200), version: eventText(50) });

/**
 * A chat was linked by its one-time deep link. A client's link carries her consent to the
 * messenger as a processor abroad (the consent ledger's `messenger_<channel>`); the coach's own
 * does not. The chat's id is no part of the event: it lives in `messenger_links`, forgotten with her account.
 */
export const MessengerLinked = eventSchema(
  'MessengerLinked',
  z.object({ userId: eventUserId(), channel: messengerChannel, role: messengerRole, consent: consentDocument.nullable(), linkedAt: eventInstant() }),
);
export type MessengerLinked = z.infer<typeof MessengerLinked>;

/** The chat no longer gets messages; for a client, her consent to the messenger is withdrawn with it. */
export const MessengerUnlinked = eventSchema(
  'MessengerUnlinked',
  z.object({ userId: eventUserId(), channel: messengerChannel, role: messengerRole, reason: unlinkReason, unlinkedAt: eventInstant() }),
);
export type MessengerUnlinked = z.infer<typeof MessengerUnlinked>;

/** The client pressed «Подтверждаю» under a reminder: she will come to the session at its time of `sequence`. */
export const SessionAttendanceConfirmed = eventSchema(
  'SessionAttendanceConfirmed',
  z.object({ userId: eventUserId(), consultationId: eventSerial(), sequence: z.int().min(0).max(10_000), channel: messengerChannel, confirmedAt: eventInstant() }),
);
export type SessionAttendanceConfirmed = z.infer<typeof SessionAttendanceConfirmed>;

export const messengerEventSchemas = [MessengerLinked, MessengerUnlinked, SessionAttendanceConfirmed] as const;
export type MessengerEvent = z.infer<(typeof messengerEventSchemas)[number]>;

/** One stream per account: its chats' links and its confirmations. */
export const messengerStreamId = (userId: string) => `messenger-${userId}`;
