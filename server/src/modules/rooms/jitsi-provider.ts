import { randomBytes } from 'node:crypto';
import { jitsiClaims, signJitsiToken } from './jitsi-token';
import type { RoomProvider } from './room-provider';
import type { JitsiSettings } from './room-settings';
import type { RoomStore } from './room-store';

/** An unguessable room name: 128 random bits, lower-case (Jitsi folds room names to lower case). */
export const newJitsiRoomName = () => randomBytes(16).toString('hex');

/**
 * Her own Jitsi Meet with token authentication: each session gets a random room, kept the first
 * time a link is asked; each link carries a token minted then, from the session's current times
 * (a moved session keeps its room with new times).
 */
export function jitsiRoomProvider(deps: { settings: JitsiSettings; rooms: RoomStore; coachName: () => Promise<string>; now: () => Date }): RoomProvider {
  return {
    kind: 'jitsi',
    async linkFor(session, participant) {
      const { room } = (await deps.rooms.roomOf(session.id, 'jitsi')) ?? (await deps.rooms.keep(session.id, 'jitsi', { room: newJitsiRoomName(), joinUrl: null }, deps.now()));
      const name = participant === 'coach' ? await deps.coachName() : session.name || 'Клиент';
      const token = await signJitsiToken(jitsiClaims({ appId: deps.settings.appId, room, session, participant, name }), deps.settings);
      return `${deps.settings.url}/${room}?jwt=${token}`;
    },
  };
}
