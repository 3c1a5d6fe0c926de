import type { Queryable } from '../../db/database';

export type UnreadThread = { userId: string; unread: number; lastMessageAt: Date };

export type WorkspaceIndex = ReturnType<typeof createWorkspaceIndex>;

/** What the read models tell without opening a thread: whose a file is, the coach's unread messages, a package's holders. */
export function createWorkspaceIndex(db: Queryable) {
  return {
    /** The client whose workspace holds the file; undefined for an unknown id. */
    async ownerOf(fileId: string): Promise<string | undefined> {
      const { rows } = await db.query<{ user_id: string }>(`SELECT user_id FROM workspace_files WHERE file_id = $1`, [fileId]);
      return rows[0]?.user_id;
    },

    /** The clients whose messages the coach has not read, the latest message first. */
    async unreadByCoach(): Promise<UnreadThread[]> {
      const { rows } = await db.query<{ user_id: string; unread: number; last_message_at: Date | string }>(
        `SELECT m.user_id, count(*)::int AS unread, max(m.posted_at) AS last_message_at
         FROM workspace_messages m LEFT JOIN workspace_coach_reads r ON r.user_id = m.user_id
         WHERE m.author = 'client' AND m.number > coalesce(r.read_up_to, 0)
         GROUP BY m.user_id ORDER BY last_message_at DESC, m.user_id`,
      );
      return rows.map((row) => ({ userId: row.user_id, unread: row.unread, lastMessageAt: new Date(row.last_message_at) }));
    },

    /**
     * The clients who hold a package of sessions of this type: paid for with an account and not
     * refunded. Undefined when the type is not a package (a single session, or no such type).
     */
    async packageHolders(typeId: number): Promise<string[] | undefined> {
      const type = await db.query<{ sessions: number }>(`SELECT sessions FROM consultation_types WHERE id = $1`, [typeId]);
      if (!type.rows[0] || type.rows[0].sessions <= 1) return undefined;
      const { rows } = await db.query<{ user_id: string }>(
        `SELECT DISTINCT user_id FROM purchases
         WHERE kind = 'consultation' AND type_id = $1 AND status = 'paid' AND user_id IS NOT NULL AND refunded_at IS NULL ORDER BY user_id`,
        [typeId],
      );
      return rows.map((row) => row.user_id);
    },
  };
}
