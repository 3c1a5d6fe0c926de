import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isBackupFileName } from './create-backup';

export type ArchiveDownload = { stream: Readable; bytes: number };

/**
 * An archive of the backups folder by its name, opened to be read as it is sent; undefined for a
 * name that is not one of ours (no path ever leaves the folder) or an archive no longer there.
 */
export async function openArchiveForDownload(folder: string, name: string): Promise<ArchiveDownload | undefined> {
  if (!isBackupFileName(name)) return undefined;
  const file = path.join(path.resolve(folder), name);
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    // The stream closes the file when it ends or when the download is abandoned.
    return { stream: handle.createReadStream(), bytes: size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
