import { defineProjection } from './define-projection';

/**
 * Who wrote a testimonial, and when last: the index the landing and the back office read the
 * testimonials' own streams by (`testimonial-{userId}`). No personal data: the text and whether it
 * is shown stay in the stream, which decides; an erased account leaves the index.
 */
export const testimonialsProjection = defineProjection({
  name: 'testimonials',
  version: 1,
  schema: `
    CREATE TABLE IF NOT EXISTS testimonial_authors (
      user_id text PRIMARY KEY,
      written_at timestamptz NOT NULL
    );
  `,
  handlers: {
    async TestimonialWritten(tx, event) {
      await tx.query(
        `INSERT INTO testimonial_authors (user_id, written_at) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET written_at = EXCLUDED.written_at`,
        [event.data.userId, event.data.writtenAt],
      );
    },
    async AccountDeleted(tx, event) {
      await tx.query(`DELETE FROM testimonial_authors WHERE user_id = $1`, [event.data.userId]);
    },
  },
});
