/**
 * The messenger channel (`modules/messenger`): the one-time linking tokens (kept as hashes), each
 * linked chat (its platform id is personal data: deleted with the account), and how far the
 * module's follower of the events has read.
 * Released: never edit this file.
 */
export const messenger = `
  CREATE TABLE IF NOT EXISTS messenger_link_tokens (
    token_hash text PRIMARY KEY,
    user_id text NOT NULL,
    channel text NOT NULL,
    role text NOT NULL CHECK (role IN ('client', 'coach')),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  );
  CREATE INDEX IF NOT EXISTS messenger_link_tokens_user ON messenger_link_tokens (user_id, channel, role);
  CREATE TABLE IF NOT EXISTS messenger_links (
    user_id text NOT NULL,
    channel text NOT NULL,
    role text NOT NULL CHECK (role IN ('client', 'coach')),
    chat_id text NOT NULL,
    linked_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, channel, role)
  );
  CREATE INDEX IF NOT EXISTS messenger_links_chat ON messenger_links (channel, chat_id);
  CREATE TABLE IF NOT EXISTS messenger_follower (
    name text PRIMARY KEY,
    position bigint NOT NULL
  );
`;
