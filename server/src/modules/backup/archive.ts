import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { extract, pack } from 'tar-stream';
import { z } from 'zod';

/**
 * A backup is one uncompressed tar: `manifest.json` (what it holds, with a SHA-256 per file),
 * `manifest.sha256` (the manifest's own checksum, so a damaged manifest is caught too), then the
 * files it lists. The database part is already compressed by its own tool.
 */
export const backupFormat = 'coach-practice-backup';

const manifestFileSchema = z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const backupManifestSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.literal(1),
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

/** Writes the archive beside `file` and renames it into place, so a half-written archive never has the final name. */
export async function writeArchive(file: string, manifest: Omit<BackupManifest, 'files'>, entries: readonly ArchiveEntry[]): Promise<BackupManifest> {
  const complete: BackupManifest = {
    ...manifest,
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
 * its manifest intact, every listed file present with its size and SHA-256, and nothing else in it.
 */
export async function readVerifiedArchive(file: string): Promise<{ manifest: BackupManifest; entries: Map<string, Buffer> }> {
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
  const problems: string[] = [];
  for (const listed of manifest.data.files) {
    const content = entries.get(listed.path);
    if (!content) problems.push(`${listed.path} is missing`);
    else if (content.byteLength !== listed.bytes || sha256(content) !== listed.sha256) problems.push(`${listed.path} does not match its checksum`);
  }
  const listedPaths = new Set([manifestEntry, manifestChecksumEntry, ...manifest.data.files.map((listed) => listed.path)]);
  for (const name of entries.keys()) if (!listedPaths.has(name)) problems.push(`${name} is not in the manifest`);
  if (problems.length > 0) throw new BackupArchiveError(`${file} is damaged, nothing was restored: ${problems.join('; ')}`);
  return { manifest: manifest.data, entries };
}
