/**
 * The coach's notices by mail (`modules/coach-notifications`): how far the follower of the events
 * has read, and each notice until it is mailed (one mail each, or the morning's digest) or dropped.
 * A notice keeps ids only; the mail reads names from the read models when it is written.
 * Released: never edit this file.
 */
export const coachNotices = `
  CREATE TABLE IF NOT EXISTS coach_notice_follower (
    name text PRIMARY KEY,
    position bigint NOT NULL
  );
  CREATE TABLE IF NOT EXISTS coach_notices (
    id text PRIMARY KEY,
    subject jsonb NOT NULL,
    occurred_at timestamptz NOT NULL,
    state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'digest', 'mailed', 'dropped')),
    settled_at timestamptz
  );
  CREATE INDEX IF NOT EXISTS coach_notices_digest ON coach_notices (occurred_at) WHERE state = 'digest';
`;
