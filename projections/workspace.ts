import { defineProjection } from './define-projection';
import type { ProjectionWriter } from './projection-writes';

/**
 * The index of the clients' workspaces (`workspace-{userId}`), without a word of their content:
 * each message's number, author and time (the coach's unread counts), her read mark per client,
 * and each file's owner, side, kind and size (whose file an id is). Texts and names stay in the
 * streams, encrypted; an erased account leaves the index.
 */
export const workspaceProjection = defineProjection({
  name: 'workspace',
  version: 1,
  schema: `
    CREATE TABLE IF NOT EXISTS workspace_messages (
      user_id text NOT NULL,
      number integer NOT NULL,
      author text NOT NULL,
      posted_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, number)
    );
    CREATE TABLE IF NOT EXISTS workspace_coach_reads (
      user_id text PRIMARY KEY,
      read_up_to integer NOT NULL
    );
    CREATE TABLE IF NOT EXISTS workspace_files (
      file_id text PRIMARY KEY,
      user_id text NOT NULL,
      from_side text NOT NULL,
      kind text NOT NULL,
      bytes bigint NOT NULL,
      package_type_id integer,
      added_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS workspace_files_user ON workspace_files (user_id, added_at);
  `,
  handlers: {
    async WorkspaceMessagePosted(tx, event) {
      const { userId, number, author, postedAt } = event.data;
      await tx.query(`INSERT INTO workspace_messages (user_id, number, author, posted_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [userId, number, author, postedAt]);
      // Her own message: she has read the thread up to it.
      if (author === 'coach') await coachRead(tx, userId, number);
    },
    async WorkspaceThreadRead(tx, event) {
      if (event.data.reader === 'coach') await coachRead(tx, event.data.userId, event.data.upTo);
    },
    async WorkspaceFileAdded(tx, event) {
      const { fileId, userId, from, kind, bytes, packageTypeId, addedAt } = event.data;
      await tx.query(
        `INSERT INTO workspace_files (file_id, user_id, from_side, kind, bytes, package_type_id, added_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [fileId, userId, from, kind, bytes, packageTypeId, addedAt],
      );
    },
    async AccountDeleted(tx, event) {
      for (const table of ['workspace_messages', 'workspace_coach_reads', 'workspace_files']) {
        await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [event.data.userId]);
      }
    },
  },
});

async function coachRead(tx: ProjectionWriter, userId: string, upTo: number): Promise<void> {
  await tx.query(
    `INSERT INTO workspace_coach_reads (user_id, read_up_to) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET read_up_to = GREATEST(workspace_coach_reads.read_up_to, EXCLUDED.read_up_to)`,
    [userId, upTo],
  );
}
