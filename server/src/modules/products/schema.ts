/** A product's downloadable file, kept in the database so every server instance can serve it. */
export const productFilesSchema = `
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
`;
