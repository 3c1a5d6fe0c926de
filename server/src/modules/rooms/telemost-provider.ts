import type { RoomProvider } from './room-provider';
import type { RoomStore } from './room-store';

/**
 * Yandex Telemost: one conference per confirmed session, created by a job (`jobs/telemost-conference.ts`),
 * its join link the same for both participants (the coach is its organizer, by her OAuth token). A
 * session without one yet (confirmed before she chose Telemost, or Yandex still unreachable) asks
 * for it, and has no link until it is made.
 */
export function telemostRoomProvider(deps: { rooms: RoomStore; requestConference: (consultationId: number) => Promise<void> }): RoomProvider {
  return {
    kind: 'telemost',
    async linkFor(session) {
      const conference = await deps.rooms.roomOf(session.id, 'telemost');
      if (conference?.joinUrl) return conference.joinUrl;
      await deps.requestConference(session.id);
      return null;
    },
  };
}
