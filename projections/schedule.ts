import { defineProjection } from './define-projection';

/** The coach's schedule in effect: the plan of her latest change (one row). */
export const scheduleProjection = defineProjection({
  name: 'schedule',
  schema: `
    CREATE TABLE IF NOT EXISTS practice_schedule (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      plan jsonb NOT NULL,
      changed_at timestamptz NOT NULL
    );
  `,
  handlers: {
    async ScheduleChanged(tx, event) {
      const { data } = event;
      await tx.query(
        `INSERT INTO practice_schedule (id, plan, changed_at) VALUES (true, $1, $2)
         ON CONFLICT (id) DO UPDATE SET plan = EXCLUDED.plan, changed_at = EXCLUDED.changed_at`,
        [JSON.stringify(data.schedule), data.changedAt],
      );
    },
  },
});
