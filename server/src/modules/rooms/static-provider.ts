import type { RoomProvider } from './room-provider';

/** The coach's one link («Ссылка на встречу по умолчанию» in «Расписание»), the same for every session and both participants. */
export function staticRoomProvider(staticLink: () => Promise<string | null>): RoomProvider {
  return { kind: 'static', linkFor: () => staticLink() };
}
