import type { Queryable } from '../../db/database';
import { noticeSubject, type NoticeSubject } from './notices';

/** A notice kept until it is mailed or dropped. */
export type CoachNotice = { id: string; subject: NoticeSubject; occurredAt: Date };

type NoticeRow = { id: string; subject: string; occurred_at: Date | string };

const toNotice = (row: NoticeRow): CoachNotice => ({ id: row.id, subject: noticeSubject.parse(JSON.parse(row.subject)), occurredAt: new Date(row.occurred_at) });

/** The one follower of the events this module runs; its row in `coach_notice_follower`. */
const followerName = 'coach-notices';

export type CoachNoticeStore = ReturnType<typeof createCoachNoticeStore>;

/** The write-side tables of the notices (`0009-coach-notices`): the follower's position and the notices' states. */
export function createCoachNoticeStore(db: Queryable) {
  return {
    /** The position the follower has read up to; undefined before its first start. */
    async followedUpTo(): Promise<bigint | undefined> {
      const { rows } = await db.query<{ position: string | number }>(`SELECT position FROM coach_notice_follower WHERE name = $1`, [followerName]);
      return rows[0] ? BigInt(rows[0].position) : undefined;
    },

    async followTo(position: bigint): Promise<void> {
      await db.query(
        `INSERT INTO coach_notice_follower (name, position) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET position = GREATEST(coach_notice_follower.position, EXCLUDED.position)`,
        [followerName, position.toString()],
      );
    },

    /** Keeps a notice once: a second record of the same id (an event read again) changes nothing. */
    async record(notice: CoachNotice): Promise<void> {
      await db.query(`INSERT INTO coach_notices (id, subject, occurred_at) VALUES ($1, $2::jsonb, $3) ON CONFLICT (id) DO NOTHING`, [
        notice.id,
        JSON.stringify(notice.subject),
        notice.occurredAt,
      ]);
    },

    /** The notice while its own job still has to decide about it. */
    async pending(id: string): Promise<CoachNotice | undefined> {
      const { rows } = await db.query<NoticeRow>(`SELECT id, subject::text AS subject, occurred_at FROM coach_notices WHERE id = $1 AND state = 'pending'`, [id]);
      return rows[0] && toNotice(rows[0]);
    },

    /** The notices waiting for the morning's digest, oldest first. */
    async forDigest(): Promise<CoachNotice[]> {
      const { rows } = await db.query<NoticeRow>(`SELECT id, subject::text AS subject, occurred_at FROM coach_notices WHERE state = 'digest' ORDER BY occurred_at, id`);
      return rows.map(toNotice);
    },

    /** Moves notices on at `at`: to the digest, or settled as mailed or dropped. */
    async settle(ids: readonly string[], state: 'digest' | 'mailed' | 'dropped', at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.query(`UPDATE coach_notices SET state = $2, settled_at = $3 WHERE id = ANY($1::text[])`, [ids, state, at]);
    },
  };
}
