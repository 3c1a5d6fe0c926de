import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, utimes } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';
import { BackupArchiveError } from './archive';

const gzipMagic = [0x1f, 0x8b];

/** Whether the file starts like gzip (PGlite's `dumpDataDir('gzip')`) rather than a plain tar. */
async function gzipped(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === gzipMagic[0] && buffer[1] === gzipMagic[1];
  } finally {
    await handle.close();
  }
}

/**
 * Unpacks a PGlite data-folder tarball file (`dumpDataDir`, gzip or plain tar) into `folder`, one
 * file at a time, streamed: what PGlite's own `loadDataDir` does, without reading the whole
 * database into memory (it holds the tarball, its unpacked copy and every file at once). Regular
 * files and folders only, as PGlite does, made private (0600, 0700) with their times kept.
 */
export async function unpackPgliteTarball(tarball: string, folder: string): Promise<void> {
  const root = path.resolve(folder);
  await mkdir(root, { recursive: true, mode: 0o700 });
  const reader = extract();
  const input = (await gzipped(tarball)) ? pipeline(createReadStream(tarball), createGunzip(), reader) : pipeline(createReadStream(tarball), reader);
  const unpacked = (async () => {
    for await (const entry of reader) {
      const target = path.resolve(root, `.${path.posix.sep}${path.posix.normalize(entry.header.name)}`);
      if (target !== root && !target.startsWith(`${root}${path.sep}`)) throw new BackupArchiveError(`the database archive names a file outside its folder: ${entry.header.name}`);
      if (entry.header.type === 'directory') {
        await mkdir(target, { recursive: true, mode: 0o700 });
        entry.resume();
      } else if (entry.header.type === 'file') {
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await pipeline(entry, createWriteStream(target, { mode: 0o600 }));
        if (entry.header.mtime) await utimes(target, entry.header.mtime, entry.header.mtime);
      } else {
        entry.resume();
      }
    }
  })();
  await Promise.all([input, unpacked]);
}
