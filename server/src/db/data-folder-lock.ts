import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';

/** Another live process holds the data folder: PGlite is a single-process database. */
export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
    readonly since: string | undefined,
  ) {
    super(
      `The PGlite data folder ${folder} is in use by another process (pid ${pid}${since ? `, since ${since}` : ''}). ` +
        'PGlite can be opened by one process only: stop that process first, or use PostgreSQL (DATABASE_URL) to run several.',
    );
    this.name = 'DataFolderLockedError';
  }
}

type LockContent = { pid: number; host: string; since: string };

export type DataFolderLock = { release(): void };

const lockPathOf = (folder: string) => `${folder}.lock`;

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false; // our own pid in a lock we did not take: a restarted container reusing pid 1
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(lockPath: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, host: String(parsed.host), since: String(parsed.since) } : undefined;
  } catch {
    return undefined; // gone meanwhile, or a half-written lock of a process killed while writing it
  }
}

/**
 * Takes `<folder>.lock` (created exclusively, holding our pid) or refuses with the holder's pid.
 * A lock whose process is gone (kill -9, a crash) is stale and taken over, so it never blocks the
 * next start. Hand-written rather than `proper-lockfile`: that one judges staleness by the age of
 * an mtime it refreshes, so a killed holder blocks starts for its whole stale period, and it does
 * not say which process holds the lock. Processes on other hosts sharing a volume are not
 * detected: the pid is checked on this host only.
 */
export function lockDataFolder(folder: string): DataFolderLock {
  const lockPath = lockPathOf(folder);
  const content: LockContent = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      try {
        writeSync(fd, JSON.stringify(content));
      } finally {
        closeSync(fd);
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readLock(lockPath)?.pid === process.pid) unlinkSync(lockPath);
      };
      // A process that exits without closing the database (an uncaught error) leaves no lock behind.
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(lockPath);
    if (holder && isAlive(holder.pid)) throw new DataFolderLockedError(folder, holder.pid, holder.since);
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes keep taking it`);
}
