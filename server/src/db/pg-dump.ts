import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The PostgreSQL client tools: PATH, or the folder in `PG_BIN_DIR`. */
const tool = (name: 'pg_dump' | 'pg_restore') => (process.env.PG_BIN_DIR ? `${process.env.PG_BIN_DIR}/${name}` : name);

const maxDumpBytes = 4 * 1024 ** 3;

/**
 * The database as `pg_dump --format=custom`: one consistent snapshot (pg_dump reads in one
 * repeatable-read transaction, or in the exported `snapshot` given) while the server keeps serving. PostgreSQL's own tool rather than
 * a dump of our own, because it knows every type, sequence and index; it must be at least the
 * server's major version.
 */
export async function dumpPostgres(connectionString: string, snapshot?: string): Promise<Uint8Array> {
  const snapshotOption = snapshot ? [`--snapshot=${snapshot}`] : [];
  const { stdout } = await run(tool('pg_dump'), ['--format=custom', '--no-owner', '--no-acl', ...snapshotOption, `--dbname=${connectionString}`], {
    encoding: 'buffer',
    maxBuffer: maxDumpBytes,
  });
  return new Uint8Array(stdout);
}

/** Loads a `dumpPostgres` file into an empty database; any error stops it (`--exit-on-error`). */
export async function restorePostgres(connectionString: string, dumpFile: string): Promise<void> {
  await run(tool('pg_restore'), ['--exit-on-error', '--no-owner', '--no-acl', `--dbname=${connectionString}`, dumpFile], { maxBuffer: 64 * 1024 ** 2 });
}
