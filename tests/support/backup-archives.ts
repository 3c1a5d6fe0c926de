import { readFile, writeFile } from 'node:fs/promises';
import { extract, pack } from 'tar-stream';

/** The entries of a tar archive, in order. */
export async function tarEntries(file: string): Promise<Array<{ name: string; content: Buffer }>> {
  const entries: Array<{ name: string; content: Buffer }> = [];
  const reader = extract();
  const done = new Promise<void>((resolve, reject) => {
    reader.on('finish', resolve);
    reader.on('error', reject);
  });
  reader.on('entry', (header, stream, next) => {
    const parts: Buffer[] = [];
    stream.on('data', (part: unknown) => parts.push(Buffer.from(part as Uint8Array)));
    stream.on('end', () => {
      entries.push({ name: header.name, content: Buffer.concat(parts) });
      next();
    });
  });
  reader.end(await readFile(file));
  await done;
  return entries;
}

/** Writes `entries` as a tar archive (to forge damaged or foreign backups). */
export async function writeTar(file: string, entries: ReadonlyArray<{ name: string; content: Buffer }>): Promise<void> {
  const tar = pack();
  const chunks: Buffer[] = [];
  tar.on('data', (chunk: unknown) => chunks.push(Buffer.from(chunk as Uint8Array)));
  const ended = new Promise<void>((resolve) => tar.on('end', resolve));
  for (const entry of entries) tar.entry({ name: entry.name }, entry.content);
  tar.finalize();
  await ended;
  await writeFile(file, Buffer.concat(chunks));
}

/** A copy of `file` with one byte inverted at `offset`. */
export async function flipByte(file: string, target: string, offset: number): Promise<void> {
  const bytes = await readFile(file);
  bytes[offset] = bytes[offset]! ^ 0xff;
  await writeFile(target, bytes);
}
