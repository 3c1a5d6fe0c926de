import type { Queryable } from '../../db/database';
import type { SessionFacts } from './messages';

/** A session as the messages need it: whose it is, its state and time, its service's name and her zone. */
export type MessengerSession = SessionFacts & { id: number; userId: string; status: 'booked' | 'paid' | 'cancelled'; sequence: number; timeZone: string | null };

type Row = { id: number; user_id: string; status: MessengerSession['status']; sequence: number; start_at: Date | string; service: string | null; time_zone: string | null };

/** The sessions' read model (`consultations`, with its type's name and the client's zone), read when a message is written. */
export function createMessengerSessions(db: Queryable) {
  return {
    async byId(id: number): Promise<MessengerSession | undefined> {
      const { rows } = await db.query<Row>(
        `SELECT c.id, c.user_id, c.status, c.sequence, c.start_at, t.name AS service, u.time_zone
           FROM consultations c
           LEFT JOIN consultation_types t ON t.id = c.type_id
           LEFT JOIN users u ON u.id = c.user_id
          WHERE c.id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        id: row.id, userId: row.user_id, status: row.status, sequence: row.sequence, start: new Date(row.start_at),
        serviceName: row.service ?? 'Сессия', timeZone: row.time_zone,
      };
    },
  };
}
export type MessengerSessions = ReturnType<typeof createMessengerSessions>;
