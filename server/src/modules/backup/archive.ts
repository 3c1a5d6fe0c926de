import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { extract, pack } from 'tar-stream';
import { z } from 'zod';

/**
 * A backup is one uncompressed tar: `manifest.json` (what it holds, with a SHA-256 per file),
 * `manifest.sha256` (the manifest's own checksum, so a damaged manifest is caught too),
 * `manifest.hmac` (the manifest authenticated with the server's secret, so an archive edited and
 * given new checksums is refused), then the files it lists. The database part is already
 * compressed by its own tool. Format 1 archives (before the HMAC) restore only when the operator
 * says so (`--allow-unauthenticated`).
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
export type ArchiveEntry = { path: string; content: Uint8Array };

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
  return Buffer.from(chunk);
}

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');
const manifestEntry = 'manifest.json';
const manifestChecksumEntry = 'manifest.sha256';
const manifestMacEntry = 'manifest.hmac';

/** HMAC-SHA256 of the manifest under `APP_SECRET`, with its purpose in the key's input. */
const manifestMac = (secret: string, manifest: Uint8Array) => createHmac('sha256', secret).update('coach-practice-backup-manifest\0').update(manifest).digest();

function authentic(secret: string, manifest: Uint8Array, mac: Buffer | undefined): boolean {
  const expected = manifestMac(secret, manifest);
  const given = Buffer.from(mac?.toString('utf8').trim() ?? '', 'hex');
  return given.byteLength === expected.byteLength && timingSafeEqual(given, expected);
}

/** Writes the archive beside `file` and renames it into place, so a half-written archive never has the final name. */
export async function writeArchive(
  file: string,
  manifest: Omit<BackupManifest, 'files' | 'formatVersion'>,
  entries: readonly ArchiveEntry[],
  secret: string,
): Promise<BackupManifest> {
  const complete: BackupManifest = {
    ...manifest,
    formatVersion: 2,
    files: entries.map((entry) => ({ path: entry.path, bytes: entry.content.byteLength, sha256: sha256(entry.content) })),
  };
  const manifestBytes = Buffer.from(JSON.stringify(complete, null, 2));
  const tar = pack();
  const chunks: Buffer[] = [];
  tar.on('data', (chunk: unknown) => chunks.push(bytesOf(chunk)));
  const finished = new Promise<void>((resolve, reject) => {
    tar.on('end', resolve);
    tar.on('error', reject);
  });
  tar.entry({ name: manifestEntry }, manifestBytes);
  tar.entry({ name: manifestChecksumEntry }, Buffer.from(`${sha256(manifestBytes)}\n`));
  tar.entry({ name: manifestMacEntry }, Buffer.from(`${manifestMac(secret, manifestBytes).toString('hex')}\n`));
  for (const entry of entries) tar.entry({ name: entry.path }, Buffer.from(entry.content));
  tar.finalize();
  await finished;
  // The archive holds the whole database: private, whatever the umask (an existing folder is the operator's).
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  try {
    await writeFile(partial, Buffer.concat(chunks), { mode: 0o600 });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return complete;
}

async function readEntries(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const reader = extract();
  reader.on('entry', (header, stream, next) => {
    const parts: Buffer[] = [];
    stream.on('data', (part: unknown) => parts.push(bytesOf(part)));
    stream.on('end', () => {
      if (entries.has(header.name)) reader.destroy(new BackupArchiveError(`the archive holds ${header.name} twice`));
      entries.set(header.name, Buffer.concat(parts));
      next();
    });
    stream.resume();
  });
  try {
    await pipeline(createReadStream(file), reader);
  } catch (error) {
    if (error instanceof BackupArchiveError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupArchiveError(`${file} is not a readable backup archive (${reason}); it is damaged or not a backup of this application`);
  }
  return entries;
}

/**
 * Reads the archive and checks it completely before anything is restored: it must be one of ours,
 * its manifest intact and written by a server with this `secret` (format 2; a format 1 archive only
 * with `allowUnauthenticated`), every listed file present with its size and SHA-256, and nothing
 * else in it.
 */
export async function readVerifiedArchive(
  file: string,
  secret: string,
  options: { allowUnauthenticated?: boolean } = {},
): Promise<{ manifest: BackupManifest; entries: Map<string, Buffer> }> {
  const entries = await readEntries(file);
  const manifestBytes = entries.get(manifestEntry);
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
  if (entries.get(manifestChecksumEntry)?.toString('utf8').trim() !== sha256(manifestBytes)) {
    throw new BackupArchiveError(`${file}: the manifest does not match its checksum; the archive is damaged`);
  }
  const manifest = backupManifestSchema.safeParse(parsed);
  if (!manifest.success) throw new BackupArchiveError(`${file}: the manifest is not one this version can restore (${manifest.error.issues[0]?.message})`);
  if (manifest.data.formatVersion === 1 ? !options.allowUnauthenticated : !authentic(secret, manifestBytes, entries.get(manifestMacEntry))) {
    throw new BackupArchiveError(
      manifest.data.formatVersion === 1
        ? `${file} was written before backups were authenticated; restore it with --allow-unauthenticated only if you know where it has been`
        : `${file}: the manifest is not authentic (edited, or written by a server with another APP_SECRET); nothing was restored`,
    );
  }
  const problems: string[] = [];
  for (const listed of manifest.data.files) {
    const content = entries.get(listed.path);
    if (!content) problems.push(`${listed.path} is missing`);
    else if (content.byteLength !== listed.bytes || sha256(content) !== listed.sha256) problems.push(`${listed.path} does not match its checksum`);
  }
  const listedPaths = new Set([manifestEntry, manifestChecksumEntry, ...(manifest.data.formatVersion === 2 ? [manifestMacEntry] : []), ...manifest.data.files.map((listed) => listed.path)]);
  for (const name of entries.keys()) if (!listedPaths.has(name)) problems.push(`${name} is not in the manifest`);
  if (problems.length > 0) throw new BackupArchiveError(`${file} is damaged, nothing was restored: ${problems.join('; ')}`);
  return { manifest: manifest.data, entries };
}
