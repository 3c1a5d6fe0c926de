/** Sign-in state that is not business history: one-time codes and sessions. */
export const authSchema = `
  CREATE TABLE IF NOT EXISTS login_codes (
    id uuid PRIMARY KEY,
    email text NOT NULL,
    purpose text NOT NULL,
    code_hash text NOT NULL,
    agreement boolean NOT NULL DEFAULT false,
    notification boolean NOT NULL DEFAULT false,
    client_ip text NOT NULL,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    failed_attempts integer NOT NULL DEFAULT 0,
    consumed_at timestamptz
  );
  -- The account a settings code (address change, deletion) is for.
  ALTER TABLE login_codes ADD COLUMN IF NOT EXISTS user_id text;
  -- Whether a mail went out for the request (the per-address limit counts these), and, for a
  -- request that mailed nothing, the earlier request whose mailed code it accepts.
  ALTER TABLE login_codes ADD COLUMN IF NOT EXISTS mailed boolean NOT NULL DEFAULT true;
  ALTER TABLE login_codes ADD COLUMN IF NOT EXISTS code_of uuid;
  CREATE INDEX IF NOT EXISTS login_codes_email_created ON login_codes (email, created_at);
  CREATE INDEX IF NOT EXISTS login_codes_ip_created ON login_codes (client_ip, created_at);
  CREATE TABLE IF NOT EXISTS sessions (
    token_hash text PRIMARY KEY,
    user_id text NOT NULL,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    user_agent text
  );
  CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
`;
