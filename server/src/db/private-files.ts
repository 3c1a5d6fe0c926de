import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The practice's data (the database, mail, uploads, backups) is the server user's alone: folders
 * 0700, files 0600, as PostgreSQL keeps its own data directory. PGlite writes its files 0666
 * whatever the umask (modes from its in-memory file system, or from the template's archive), so a
 * folder is made private after it is opened, and every process sets its umask to 077 at start.
 */
export async function makePrivate(folder: string): Promise<void> {
  await chmod(folder, 0o700);
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isDirectory() && !entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    // A file the database removed meanwhile (its postmaster.pid at close) has nothing left to protect.
    await chmod(file, entry.isDirectory() ? 0o700 : 0o600).catch((error: unknown) => {
      if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
    });
  }
}

/** Creates `folder` (and its missing parents) private, and makes an existing one private. */
export async function privateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
}
