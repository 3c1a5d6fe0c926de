import type { Database } from '../../db/database';

export type SupportMessage = { id: number; userId: string; email: string; message: string; createdAt: Date };

export type SupportMessages = ReturnType<typeof createSupportMessages>;

/** Requests to support, kept so none is lost if mailing it fails. */
export function createSupportMessages(db: Database) {
  type Row = { id: number; user_id: string; email: string; message: string; created_at: Date | string };
  return {
    /** Keeps a request to support, written at `at`. */
    async save(request: { userId: string; email: string; message: string }, at: Date): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO support_messages (user_id, email, message, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
        [request.userId, request.email, request.message, at],
      );
      return rows[0]!.id;
    },

    async byId(id: number): Promise<SupportMessage | undefined> {
      const { rows } = await db.query<Row>(`SELECT id, user_id, email, message, created_at FROM support_messages WHERE id = $1`, [id]);
      const row = rows[0];
      return row ? { id: row.id, userId: row.user_id, email: row.email, message: row.message, createdAt: new Date(row.created_at) } : undefined;
    },
  };
}
