/**
 * The write-side tables as the code before migrations created them at every start, frozen here as
 * the statements of migration 0001 (`write-side-migrations.ts`), in the order it runs them. Each
 * statement is idempotent (`IF NOT EXISTS`), so 0001 also takes over a database that code made.
 * Released: never edit this file; a change of a table is a new migration at the end of the list.
 */
export const tablesBeforeMigrations = {
  /** The event store (`eventstore/`): every event, kept forever. */
  events: `
  -- One statement batch runs as one transaction: the lock keeps processes starting together apart.
  SELECT pg_advisory_xact_lock(1702262899, 2);
  CREATE TABLE IF NOT EXISTS events (
    position bigserial PRIMARY KEY,
    id uuid NOT NULL,
    stream_id text NOT NULL,
    revision integer NOT NULL,
    type text NOT NULL,
    data jsonb NOT NULL,
    metadata jsonb NOT NULL,
    recorded_at timestamptz NOT NULL DEFAULT now(),
    transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
    CONSTRAINT events_id_key UNIQUE (id),
    CONSTRAINT events_stream_id_revision_key UNIQUE (stream_id, revision)
  );
  -- Kept forever: no event is deleted or rewritten. Only the bookkeeping columns may change
  -- (transaction_id when a restored dump is healed, recorded_at when a migration keeps the source's).
  CREATE OR REPLACE FUNCTION events_keep_forever() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'UPDATE' AND (NEW.position, NEW.id, NEW.stream_id, NEW.revision, NEW.type, NEW.data, NEW.metadata)
        IS NOT DISTINCT FROM (OLD.position, OLD.id, OLD.stream_id, OLD.revision, OLD.type, OLD.data, OLD.metadata) THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'events are kept forever: % on events is refused', TG_OP USING ERRCODE = 'restrict_violation';
  END
  $fn$;
  CREATE OR REPLACE TRIGGER events_keep_forever BEFORE UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION events_keep_forever();
  CREATE OR REPLACE TRIGGER events_keep_forever_truncate BEFORE TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION events_keep_forever();
`,
  /** The per-stream keys of personal data (`modules/privacy/personal-data-keys.ts`). */
  personalDataKeys: `
  CREATE TABLE IF NOT EXISTS personal_data_keys (
    stream_id text PRIMARY KEY,
    key bytea,
    created_at timestamptz NOT NULL,
    shredded_at timestamptz
  );
`,
  /** The in-process job runner's jobs (`adapters/queue/jobs-table.ts`). */
  jobs: `
  CREATE TABLE IF NOT EXISTS jobs (
    name text NOT NULL,
    job_id text NOT NULL,
    payload jsonb NOT NULL,
    state text NOT NULL CHECK (state IN ('waiting', 'running', 'completed', 'failed')),
    run_at timestamptz NOT NULL,
    attempts_made integer NOT NULL DEFAULT 0,
    stalled_count integer NOT NULL DEFAULT 0,
    lock_token text,
    locked_until timestamptz,
    keep_until timestamptz,
    last_error text,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (name, job_id)
  );
  CREATE INDEX IF NOT EXISTS jobs_due ON jobs (run_at) WHERE state IN ('waiting', 'running');
  CREATE INDEX IF NOT EXISTS jobs_kept ON jobs (keep_until) WHERE state IN ('completed', 'failed');
`,
  /** Login codes and sessions (`modules/auth/`). */
  auth: `
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
`,
  /** Which account holds which address (`modules/users/email-owners.ts`). */
  emailOwners: `
  CREATE TABLE IF NOT EXISTS email_owners (
    email text PRIMARY KEY,
    user_id text NOT NULL,
    claimed_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS email_owners_user ON email_owners (user_id);
`,
  /** Consultation and product types (`modules/catalog/`). */
  catalog: `
  CREATE TABLE IF NOT EXISTS consultation_types (
    id integer PRIMARY KEY,
    name text NOT NULL,
    icon text NOT NULL,
    description text NOT NULL,
    additional text NOT NULL,
    price_kopecks bigint NOT NULL CHECK (price_kopecks >= 0),
    sessions integer NOT NULL CHECK (sessions > 0),
    sort_order integer NOT NULL
  );
  ALTER TABLE consultation_types ADD COLUMN IF NOT EXISTS on_sale boolean NOT NULL DEFAULT true;
  CREATE SEQUENCE IF NOT EXISTS product_types_id_seq START 100;
  CREATE TABLE IF NOT EXISTS product_types (
    id integer PRIMARY KEY DEFAULT nextval('product_types_id_seq'),
    name text NOT NULL,
    icon text NOT NULL,
    description text NOT NULL,
    price_kopecks bigint NOT NULL CHECK (price_kopecks >= 0),
    on_sale boolean NOT NULL DEFAULT true,
    sort_order integer NOT NULL DEFAULT 0
  );
`,
  /** The coach's schedule settings and blocked days (`modules/consultations/schedule-store.ts`). */
  schedule: `
  CREATE TABLE IF NOT EXISTS schedule_settings (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    daily_times jsonb
  );
  CREATE TABLE IF NOT EXISTS blocked_days (day text PRIMARY KEY);
  ALTER TABLE schedule_settings ALTER COLUMN daily_times DROP NOT NULL;
  ALTER TABLE schedule_settings ADD COLUMN IF NOT EXISTS booking_window_days integer;
  ALTER TABLE schedule_settings ADD COLUMN IF NOT EXISTS meeting_url text;
`,
  /** Calendar feed tokens (`modules/consultations/calendar-feed.ts`). */
  calendarFeed: `
  CREATE TABLE IF NOT EXISTS calendar_feed (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    nonce text NOT NULL
  );
`,
  /** The waitlist (`modules/consultations/waitlist.ts`). */
  waitlist: `
  CREATE TABLE IF NOT EXISTS waitlist (
    day text NOT NULL,
    user_id text NOT NULL,
    joined_at timestamptz NOT NULL,
    PRIMARY KEY (day, user_id)
  );
`,
  /** Products' files and downloads (`modules/products/`). */
  productFiles: `
  CREATE SEQUENCE IF NOT EXISTS product_files_id_seq;
  CREATE TABLE IF NOT EXISTS product_files (
    id integer PRIMARY KEY DEFAULT nextval('product_files_id_seq'),
    product_type_id integer NOT NULL,
    name text NOT NULL,
    extension text NOT NULL,
    content bytea NOT NULL,
    uploaded_at timestamptz NOT NULL DEFAULT now(),
    current boolean NOT NULL DEFAULT true
  );
  CREATE UNIQUE INDEX IF NOT EXISTS product_files_current ON product_files (product_type_id) WHERE current;
  -- Each download of a bought file, so the back office can say how many were downloaded.
  CREATE TABLE IF NOT EXISTS product_downloads (
    file_id integer NOT NULL,
    purchase_id text NOT NULL,
    downloaded_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS product_downloads_file ON product_downloads (file_id);
`,
  /** Requests to support (`modules/support/support.ts`). */
  support: `
  CREATE SEQUENCE IF NOT EXISTS support_messages_id_seq;
  CREATE TABLE IF NOT EXISTS support_messages (
    id integer PRIMARY KEY DEFAULT nextval('support_messages_id_seq'),
    user_id text NOT NULL,
    email text NOT NULL,
    message text NOT NULL,
    created_at timestamptz NOT NULL
  );
`,
  /** Images, articles, newsletters and their deliveries (`modules/content/`). */
  content: `
  CREATE SEQUENCE IF NOT EXISTS content_images_id_seq;
  CREATE TABLE IF NOT EXISTS content_images (
    id integer PRIMARY KEY DEFAULT nextval('content_images_id_seq'),
    name text NOT NULL,
    extension text NOT NULL,
    content bytea NOT NULL,
    uploaded_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE SEQUENCE IF NOT EXISTS articles_id_seq;
  CREATE TABLE IF NOT EXISTS articles (
    id integer PRIMARY KEY DEFAULT nextval('articles_id_seq'),
    name text NOT NULL,
    description text NOT NULL,
    publish_at timestamptz NOT NULL,
    image_id integer REFERENCES content_images (id),
    updated_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS articles_publish_at ON articles (publish_at DESC);
  CREATE SEQUENCE IF NOT EXISTS newsletters_id_seq;
  CREATE TABLE IF NOT EXISTS newsletters (
    id integer PRIMARY KEY DEFAULT nextval('newsletters_id_seq'),
    name text NOT NULL,
    description text NOT NULL,
    send_at timestamptz NOT NULL,
    image_id integer REFERENCES content_images (id),
    status text NOT NULL DEFAULT 'scheduled',
    version integer NOT NULL DEFAULT 1,
    sent_at timestamptz,
    updated_at timestamptz NOT NULL
  );
  -- How many a sent newsletter reached; added after the first release, hence the ALTER.
  ALTER TABLE newsletters ADD COLUMN IF NOT EXISTS recipients integer;
  CREATE TABLE IF NOT EXISTS newsletter_deliveries (
    newsletter_id integer NOT NULL REFERENCES newsletters (id),
    -- The recipient: a client's account id, or guest:{purchaseId} (see subscribers.ts).
    user_id text NOT NULL,
    email text NOT NULL,
    status text NOT NULL DEFAULT 'pending',
    sent_at timestamptz,
    PRIMARY KEY (newsletter_id, user_id)
  );
`,
  /** Personal data exports (`modules/privacy/data-exports.ts`). */
  dataExports: `
  CREATE TABLE IF NOT EXISTS data_exports (
    id uuid PRIMARY KEY,
    user_id text NOT NULL,
    status text NOT NULL,
    requested_at timestamptz NOT NULL,
    ready_at timestamptz,
    content text
  );
  CREATE INDEX IF NOT EXISTS data_exports_user ON data_exports (user_id, requested_at);
`,
  /** Guest checkout limits (`modules/purchases/guest-checkout-limits.ts`). */
  guestCheckouts: `
  CREATE TABLE IF NOT EXISTS guest_checkouts (
    email text NOT NULL,
    client_ip text NOT NULL,
    created_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS guest_checkouts_email_created ON guest_checkouts (email, created_at);
  CREATE INDEX IF NOT EXISTS guest_checkouts_ip_created ON guest_checkouts (client_ip, created_at);
`,
  /** Backup runs (`modules/backup/backup-records.ts`). */
  backupRecords: `
  CREATE TABLE IF NOT EXISTS backup_runs (
    id bigserial PRIMARY KEY,
    finished_at timestamptz NOT NULL,
    file text NOT NULL,
    bytes bigint NOT NULL
  );
`,
  /** Mails the server refused (`modules/operations/failed-mails.ts`). */
  failedMails: `
  CREATE TABLE IF NOT EXISTS failed_mails (
    id bigserial PRIMARY KEY,
    message_key text NOT NULL UNIQUE,
    kind text NOT NULL,
    recipient text NOT NULL,
    subject text NOT NULL,
    message jsonb NOT NULL,
    error text NOT NULL,
    failures integer NOT NULL,
    first_failed_at timestamptz NOT NULL,
    last_failed_at timestamptz NOT NULL,
    resolved_at timestamptz
  );
`,
  /** The sandbox payment provider's records (`adapters/payments/sandbox-sql-store.ts`). */
  sandboxPayments: `
  CREATE TABLE IF NOT EXISTS sandbox_payments (
    id text PRIMARY KEY,
    record jsonb NOT NULL
  );
  ALTER TABLE sandbox_payments DROP COLUMN IF EXISTS idempotence_key;
  ALTER TABLE sandbox_payments DROP COLUMN IF EXISTS confirmation_token;
  ALTER TABLE sandbox_payments ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
`,
} as const;
