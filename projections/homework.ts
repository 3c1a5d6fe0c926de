import { defineProjection } from './define-projection';

/**
 * Whose each homework is: the index the coach's calls find an assignment's stream by
 * (`homework-{userId}`). Ids only: what was asked and answered stays in the stream, which decides;
 * an erased account leaves the index.
 */
export const homeworkProjection = defineProjection({
  name: 'homework',
  version: 1,
  schema: `
    CREATE TABLE IF NOT EXISTS homework_assignments (
      homework_id text PRIMARY KEY,
      user_id text NOT NULL,
      assigned_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS homework_assignments_user ON homework_assignments (user_id);
  `,
  handlers: {
    async HomeworkAssigned(tx, event) {
      await tx.query(`INSERT INTO homework_assignments (homework_id, user_id, assigned_at) VALUES ($1, $2, $3) ON CONFLICT (homework_id) DO NOTHING`, [
        event.data.homeworkId,
        event.data.userId,
        event.data.assignedAt,
      ]);
    },
    async AccountDeleted(tx, event) {
      await tx.query(`DELETE FROM homework_assignments WHERE user_id = $1`, [event.data.userId]);
    },
  },
});
