/** Articles and newsletters are plain editing, not business history: ordinary tables. */
export const contentSchema = `
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
`;
