import { createHash, createHmac, timingSafeEqual, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract, pack, type Pack } from 'tar-stream';
import { z } from 'zod';

/**
 * A backup is one uncompressed tar: `manifest.json` (what it holds, with a SHA-256 per file),
 * `manifest.sha256` (the manifest's own checksum, so a damaged manifest is caught too),
 * `manifest.hmac` (the manifest authenticated with the server's secret, so an archive edited and
 * given new checksums is refused), then the files it lists. The database part is already
 * compressed by its own tool. Format 1 archives (before the HMAC) restore only when the operator
 * says so (`--allow-unauthenticated`).
 *
 * Members are streamed both ways: an archive is written straight into its file, and read by
 * extracting each member into a private scratch folder while it is hashed, so no member is ever
 * held in memory whole (a 1 GiB member costs a few chunks, `bench/backup-restore.ts`).
 */
export const backupFormat = 'coach-practice-backup';

const manifestFileSchema = z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const backupManifestSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.union([z.literal(1), z.literal(2)]),
  appVersion: z.string(),
  createdAt: z.string().datetime(),
  database: z.enum(['pglite', 'postgres']),
  counts: z.object({
    events: z.number().int().nonnegative(),
    users: z.number().int().nonnegative(),
    productFiles: z.number().int().nonnegative(),
    contentImages: z.number().int().nonnegative(),
    outboxMails: z.number().int().nonnegative(),
  }),
  files: z.array(manifestFileSchema),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
/** One member to write: bytes at hand, or a file on disk that is streamed into the archive. */
export type ArchiveEntry = { path: string; content: Uint8Array } | { path: string; file: string };

/** The archive cannot be restored: not ours, damaged, or incomplete. The message says which. */
export class BackupArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupArchiveError';
  }
}

/** tar-stream's streams are typed `unknown`; they carry bytes. */
function bytesOf(chunk: unknown): Buffer {
  if (!(chunk instanceof Uint8Array)) throw new TypeError('the tar stream gave something other than bytes');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');
const manifestEntry = 'manifest.json';
const manifestChecksumEntry = 'manifest.sha256';
const manifestMacEntry = 'manifest.hmac';
/** The manifest and its checksum and MAC are read into memory; anything larger is not ours. */
const maxManifestBytes = 16 * 1024 ** 2;

/** HMAC-SHA256 of the manifest under `APP_SECRET`, with its purpose in the key's input. */
const manifestMac = (secret: string, manifest: Uint8Array) => createHmac('sha256', secret).update('coach-practice-backup-manifest\0').update(manifest).digest();

function authentic(secret: string, manifest: Uint8Array, mac: Buffer | undefined): boolean {
  const expected = manifestMac(secret, manifest);
  const given = Buffer.from(mac?.toString('utf8').trim() ?? '', 'hex');
  return given.byteLength === expected.byteLength && timingSafeEqual(given, expected);
}

type Digest = { bytes: number; sha256: string };

/** Passes the chunks through while counting and hashing them. */
function digesting(into: { hash: Hash; bytes: number }) {
  return async function* (source: AsyncIterable<unknown>): AsyncGenerator<Buffer> {
    for await (const chunk of source) {
      const bytes = bytesOf(chunk);
      into.hash.update(bytes);
      into.bytes += bytes.byteLength;
      yield bytes;
    }
  };
}

async function digestOf(entry: ArchiveEntry): Promise<Digest> {
  if ('content' in entry) return { bytes: entry.content.byteLength, sha256: sha256(entry.content) };
  const into = { hash: createHash('sha256'), bytes: 0 };
  for await (const chunk of digesting(into)(createReadStream(entry.file))) void chunk;
  return { bytes: into.bytes, sha256: into.hash.digest('hex') };
}

/** Adds one member to the tar, a file's content streamed with back-pressure. */
async function addEntry(tar: Pack, entry: ArchiveEntry, bytes: number): Promise<void> {
  if ('content' in entry) {
    tar.entry({ name: entry.path }, Buffer.from(entry.content.buffer, entry.content.byteOffset, entry.content.byteLength));
    return;
  }
  let settle: (error?: Error | null) => void = () => undefined;
  const written = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  // When reading the file fails first, the whole tar is destroyed, and this entry's stream emits
  // that error and settles with it while nobody awaits it any more: both are handled here, or the
  // process would end on them.
  written.catch(() => undefined);
  const sink = tar.entry({ name: entry.path, size: bytes }, (error) => settle(error));
  sink.on('error', (error: Error) => settle(error));
  try {
    for await (const chunk of createReadStream(entry.file)) {
      if (!sink.write(bytesOf(chunk))) await once(sink, 'drain');
    }
  } catch (error) {
    throw new Error(`The backup's member ${entry.path} could not be read while it was packed (deleted or moved meanwhile?)`, { cause: error });
  }
  sink.end(null);
  await written;
}

/**
 * Writes the archive beside `file`, streaming it into a `.partial` file, and renames it into
 * place, so a half-written archive never has the final name. A file entry is read twice: once for
 * its checksum (the manifest comes first), once into the archive.
 */
export async function writeArchive(
  file: string,
  manifest: Omit<BackupManifest, 'files' | 'formatVersion'>,
  entries: readonly ArchiveEntry[],
  secret: string,
): Promise<BackupManifest> {
  const digests: Digest[] = [];
  for (const entry of entries) digests.push(await digestOf(entry));
  const complete: BackupManifest = {
    ...manifest,
    formatVersion: 2,
    files: entries.map((entry, index) => ({ path: entry.path, ...digests[index]! })),
  };
  const manifestBytes = Buffer.from(JSON.stringify(complete, null, 2));
  // The archive holds the whole database: private, whatever the umask (an existing folder is the operator's).
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  const tar = pack();
  try {
    const written = pipeline(tar, createWriteStream(partial, { mode: 0o600 }));
    const added = (async () => {
      tar.entry({ name: manifestEntry }, manifestBytes);
      tar.entry({ name: manifestChecksumEntry }, Buffer.from(`${sha256(manifestBytes)}\n`));
      tar.entry({ name: manifestMacEntry }, Buffer.from(`${manifestMac(secret, manifestBytes).toString('hex')}\n`));
      for (const [index, entry] of entries.entries()) await addEntry(tar, entry, digests[index]!.bytes);
      tar.finalize();
    })();
    // Whichever fails first stops both: a full disk ends the packing, a changed file the writing.
    await Promise.all([written, added.catch((error: unknown) => void tar.destroy(error instanceof Error ? error : new Error(String(error))))]);
    await added;
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return complete;
}

/** One member as read: its place in the scratch folder, size and checksum. */
type ExtractedMember = { file: string; bytes: number; sha256: string };

/** Reads a small member (the manifest and its checksum and MAC) into memory, bounded. */
async function smallMember(name: string, entry: AsyncIterable<unknown>): Promise<Buffer> {
  const parts: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of entry) {
    const part = bytesOf(chunk);
    bytes += part.byteLength;
    if (bytes > maxManifestBytes) throw new BackupArchiveError(`the archive's ${name} is larger than any manifest: it is not a backup of this application`);
    parts.push(Buffer.from(part));
  }
  return Buffer.concat(parts);
}

/**
 * Extracts every member into `scratch` (files 0600 named by their place, never by their archive
 * name), hashing it on the way; only the manifest's three small members stay in memory.
 */
async function extractMembers(file: string, scratch: string): Promise<{ small: Map<string, Buffer>; members: Map<string, ExtractedMember> }> {
  const small = new Map<string, Buffer>();
  const members = new Map<string, ExtractedMember>();
  const reader = extract();
  const source = createReadStream(file);
  source.on('error', (error) => reader.destroy(error));
  source.pipe(reader);
  try {
    for await (const entry of reader) {
      const name = entry.header.name;
      if (small.has(name) || members.has(name)) throw new BackupArchiveError(`the archive holds ${name} twice`);
      if (name === manifestEntry || name === manifestChecksumEntry || name === manifestMacEntry) {
        small.set(name, await smallMember(name, entry));
        continue;
      }
      const into = { hash: createHash('sha256'), bytes: 0 };
      const target = path.join(scratch, `member-${members.size}`);
      await pipeline(digesting(into)(entry), createWriteStream(target, { mode: 0o600, flags: 'wx' }));
      members.set(name, { file: target, bytes: into.bytes, sha256: into.hash.digest('hex') });
    }
  } catch (error) {
    source.destroy();
    if (error instanceof BackupArchiveError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupArchiveError(`${file} is not a readable backup archive (${reason}); it is damaged or not a backup of this application`);
  }
  return { small, members };
}

/** A checked archive whose members wait as files in a private scratch folder. */
export type VerifiedArchive = {
  manifest: BackupManifest;
  /** The names of the members the manifest lists, in its order. */
  members: readonly string[];
  /** The extracted file of a listed member (read it as a stream; it is removed after the work). */
  memberFile(name: string): string;
  /** A listed member's content as a stream. */
  openMember(name: string): Readable;
};

export type VerifyOptions = {
  /** Restore a format 1 archive (written before backups were authenticated with APP_SECRET). */
  allowUnauthenticated?: boolean;
  /** Where the members are extracted (a private folder is made in it): the system's temporary folder by default. */
  scratchDir?: string;
};

function verify(file: string, secret: string, options: VerifyOptions, small: Map<string, Buffer>, members: Map<string, ExtractedMember>): BackupManifest {
  const manifestBytes = small.get(manifestEntry);
  if (!manifestBytes) throw new BackupArchiveError(`${file} has no ${manifestEntry}: it is not a backup of this application`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestBytes.toString('utf8'));
  } catch {
    throw new BackupArchiveError(`${file}: the manifest is not JSON; the archive is damaged`);
  }
  if ((parsed as { format?: unknown } | null)?.format !== backupFormat) {
    throw new BackupArchiveError(`${file} is not a backup of this application (its manifest names no "${backupFormat}" format)`);
  }
  if (small.get(manifestChecksumEntry)?.toString('utf8').trim() !== sha256(manifestBytes)) {
    throw new BackupArchiveError(`${file}: the manifest does not match its checksum; the archive is damaged`);
  }
  const manifest = backupManifestSchema.safeParse(parsed);
  if (!manifest.success) throw new BackupArchiveError(`${file}: the manifest is not one this version can restore (${manifest.error.issues[0]?.message})`);
  if (manifest.data.formatVersion === 1 ? !options.allowUnauthenticated : !authentic(secret, manifestBytes, small.get(manifestMacEntry))) {
    throw new BackupArchiveError(
      manifest.data.formatVersion === 1
        ? `${file} was written before backups were authenticated; restore it with --allow-unauthenticated only if you know where it has been`
        : `${file}: the manifest is not authentic (edited, or written by a server with another APP_SECRET); nothing was restored`,
    );
  }
  const problems: string[] = [];
  for (const listed of manifest.data.files) {
    const member = members.get(listed.path);
    if (!member) problems.push(`${listed.path} is missing`);
    else if (member.bytes !== listed.bytes || member.sha256 !== listed.sha256) problems.push(`${listed.path} does not match its checksum`);
  }
  const listedPaths = new Set(manifest.data.files.map((listed) => listed.path));
  if (manifest.data.formatVersion === 1 && small.has(manifestMacEntry)) problems.push(`${manifestMacEntry} is not in the manifest`);
  for (const name of members.keys()) if (!listedPaths.has(name)) problems.push(`${name} is not in the manifest`);
  if (problems.length > 0) throw new BackupArchiveError(`${file} is damaged, nothing was restored: ${problems.join('; ')}`);
  return manifest.data;
}

/**
 * Reads the archive and checks it completely before `work` restores anything from it: it must be
 * one of ours, its manifest intact and written by a server with this `secret` (format 2; a format
 * 1 archive only with `allowUnauthenticated`), every listed file present with its size and
 * SHA-256, and nothing else in it. The members are extracted into a private scratch folder
 * (0700, files 0600), which is removed when `work` ends, whatever happens.
 */
export async function withVerifiedArchive<T>(file: string, secret: string, options: VerifyOptions, work: (archive: VerifiedArchive) => Promise<T>): Promise<T> {
  const scratchDir = options.scratchDir ?? os.tmpdir();
  await mkdir(scratchDir, { recursive: true, mode: 0o700 });
  // mkdtemp makes the folder 0700.
  const scratch = await mkdtemp(path.join(scratchDir, 'coach-restore-'));
  try {
    const { small, members } = await extractMembers(file, scratch);
    const manifest = verify(file, secret, options, small, members);
    const memberFile = (name: string) => {
      const member = members.get(name);
      if (!member) throw new BackupArchiveError(`${file} holds no ${name}`);
      return member.file;
    };
    return await work({
      manifest,
      members: manifest.files.map((listed) => listed.path),
      memberFile,
      openMember: (name) => createReadStream(memberFile(name)),
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Checks an archive completely (as `withVerifiedArchive`) and answers its manifest. */
export const readVerifiedArchive = (file: string, secret: string, options: VerifyOptions = {}): Promise<{ manifest: BackupManifest }> =>
  withVerifiedArchive(file, secret, options, async ({ manifest }) => ({ manifest }));
