import type { Participant } from './jitsi-token';
import type { RoomProviderKind } from './room-settings';

/** A session as its room sees it (the consultations read model's view fits). */
export type RoomSession = {
  id: number;
  start: Date;
  /** Its type's length now: a Jitsi token ends an hour after start + length. */
  durationMinutes: number;
  status: 'booked' | 'paid' | 'cancelled';
  /** A link the coach gave this session alone («Ссылка на встречу» of the session); null: the provider's room. */
  ownRoom: string | null;
  /** The client's name, shown in a Jitsi room; null when she gave none. */
  name: string | null;
};

/** The port: where a session's room is and how each participant gets in. */
export interface RoomProvider {
  readonly kind: RoomProviderKind;
  /** The participant's link to the session's room; null while the provider has none for it (yet). */
  linkFor(session: RoomSession, participant: Participant): Promise<string | null>;
}
