import { z } from 'zod';
import { eventInstant, eventSchema, eventText } from '../../eventstore/event-schema';

/** A note's text; personal data (see personal-data-policy.ts), so it is erased with the account. */
const noteText = () => eventText(5000).min(1);
const clientId = () => eventText(100).min(1);

/** A note's `clientId` is a user id, or `guest-{purchase id}` for a guest (client-ids.ts). */
export const guestPrefix = 'guest-';
export const isGuestClientId = (id: string): boolean => id.startsWith(guestPrefix);
const noteId = () => z.uuid();

/** The coach wrote a private note about a client (an account or a guest); the client never sees it. */
export const ClientNoteWritten = eventSchema('ClientNoteWritten', z.object({ clientId: clientId(), noteId: noteId(), text: noteText(), writtenAt: eventInstant() }));
export type ClientNoteWritten = z.infer<typeof ClientNoteWritten>;

export const ClientNoteEdited = eventSchema('ClientNoteEdited', z.object({ clientId: clientId(), noteId: noteId(), text: noteText(), editedAt: eventInstant() }));
export type ClientNoteEdited = z.infer<typeof ClientNoteEdited>;

export const ClientNoteDeleted = eventSchema('ClientNoteDeleted', z.object({ clientId: clientId(), noteId: noteId(), deletedAt: eventInstant() }));
export type ClientNoteDeleted = z.infer<typeof ClientNoteDeleted>;

export const clientNoteEventSchemas = [ClientNoteWritten, ClientNoteEdited, ClientNoteDeleted] as const;
export type ClientNoteEvent = z.infer<(typeof clientNoteEventSchemas)[number]>;
