/**
 * The projections' own bookkeeping, as the projection runner created it at every start before
 * this migration, frozen here as the statements of migration 0002 (`write-side-migrations.ts`):
 * each projection's checkpoint (the last position it applied, and the version of the projection
 * that built its tables) and the event it is stuck before. Both are written by the runner in the
 * transaction of a batch and read by every process; the read models' own tables keep their
 * version-and-rebuild rule (`projections/read-model-setup.ts`). Each statement is idempotent, so
 * 0002 also takes over a database the runner had set up. Released: never edit this file.
 */
export const projectionBookkeeping = `
  CREATE TABLE IF NOT EXISTS projection_checkpoints (
    name text PRIMARY KEY,
    position bigint NOT NULL
  );
  -- A database the runner set up before versions were recorded has no version column yet.
  ALTER TABLE projection_checkpoints ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
  CREATE TABLE IF NOT EXISTS projection_failures (
    name text PRIMARY KEY,
    position bigint NOT NULL,
    stream_id text NOT NULL,
    event_type text NOT NULL,
    event_id text NOT NULL,
    error text NOT NULL,
    attempts integer NOT NULL,
    first_failed_at timestamptz NOT NULL,
    last_failed_at timestamptz NOT NULL
  );
`;
