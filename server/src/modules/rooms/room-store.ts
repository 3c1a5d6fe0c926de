import type { Queryable } from '../../db/database';
import type { RoomProviderKind } from './room-settings';

/** A session's room at a provider: a Jitsi room's name, or a Telemost conference's id and join link. */
export type StoredRoom = { room: string; joinUrl: string | null };

export type RoomStore = ReturnType<typeof createRoomStore>;

/** The tables of `0010-session-rooms`: the coach's chosen provider and each session's rooms. */
export function createRoomStore(db: Queryable) {
  return {
    /** The provider she chose; the static link until she chooses. */
    async chosenProvider(): Promise<RoomProviderKind> {
      const { rows } = await db.query<{ provider: RoomProviderKind }>(`SELECT provider FROM room_settings`);
      return rows[0]?.provider ?? 'static';
    },

    async chooseProvider(provider: RoomProviderKind): Promise<void> {
      await db.query(`INSERT INTO room_settings (id, provider) VALUES (true, $1) ON CONFLICT (id) DO UPDATE SET provider = EXCLUDED.provider`, [provider]);
    },

    async roomOf(consultationId: number, provider: Exclude<RoomProviderKind, 'static'>): Promise<StoredRoom | undefined> {
      const { rows } = await db.query<{ room: string; join_url: string | null }>(
        `SELECT room, join_url FROM session_rooms WHERE consultation_id = $1 AND provider = $2`,
        [consultationId, provider],
      );
      return rows[0] && { room: rows[0].room, joinUrl: rows[0].join_url };
    },

    /** Keeps the session's room at the provider unless it has one: the first one kept stays (a race keeps one). */
    async keep(consultationId: number, provider: Exclude<RoomProviderKind, 'static'>, room: StoredRoom, at: Date): Promise<StoredRoom> {
      await db.query(
        `INSERT INTO session_rooms (consultation_id, provider, room, join_url, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (consultation_id, provider) DO NOTHING`,
        [consultationId, provider, room.room, room.joinUrl, at],
      );
      const kept = await this.roomOf(consultationId, provider);
      if (!kept) throw new Error(`Room of session ${consultationId} at ${provider} was not kept`);
      return kept;
    },
  };
}
