import type { Queryable } from '../../db/database';
import type { Handler } from '../../http/handler-types';

/** When each of these sessions' clients confirmed she will come (the `session_confirmations` read model). */
async function confirmedAt(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ consultation_id: number; confirmed_at: Date | string }>(
    `SELECT consultation_id, confirmed_at FROM session_confirmations WHERE consultation_id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.consultation_id, new Date(row.confirmed_at).toISOString()]));
}

/** The coach's session list with each client's «Подтверждаю» (`client_confirmed_at`); a client's own list is as it was. */
export function withSessionConfirmations<Group extends { listConsultations: Handler<'listConsultations'> }>(group: Group, db: Queryable): Group {
  const { listConsultations } = group;
  return {
    ...group,
    async listConsultations(input) {
      const sessions = await listConsultations(input);
      if (!input.user.isSuperuser) return sessions;
      const confirmed = await confirmedAt(db, sessions.map((session) => session.id));
      return sessions.map((session) => ({ ...session, client_confirmed_at: confirmed.get(session.id) ?? null }));
    },
  };
}
