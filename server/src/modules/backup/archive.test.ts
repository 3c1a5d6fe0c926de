import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BackupArchiveError, withVerifiedArchive, writeArchive, type BackupManifest } from './archive';

const secret = 'archive-test-secret';
const execFileAsync = promisify(execFile);
const mebibyte = 1024 ** 2;
const largeBytes = 96 * mebibyte;
/** Far below the member: a reader or writer that held the member whole would pass it. */
const memoryBound = 32 * mebibyte;
/**
 * The resident set also holds the stream buffers and heap the collector has not returned yet (20–35
 * MB seen): bounded at two thirds of the member, which a member held whole still passes.
 */
const residentBound = 64 * mebibyte;

const manifestBase: Omit<BackupManifest, 'files' | 'formatVersion'> = {
  format: 'coach-practice-backup',
  appVersion: 'test',
  createdAt: '2026-11-28T03:00:00.000Z',
  database: 'postgres',
  counts: { events: 0, users: 0, productFiles: 0, contentImages: 0, outboxMails: 1 },
};

const probeResultSchema = z.object({
  written: z.object({ result: z.object({ files: z.array(z.object({ path: z.string(), bytes: z.number(), sha256: z.string() })) }), rss: z.number(), arrayBuffers: z.number() }),
  read: z.object({
    result: z.object({ members: z.array(z.string()), scratch: z.string(), scratchMode: z.number(), memberMode: z.number(), size: z.number(), sha256: z.string() }),
    rss: z.number(),
    arrayBuffers: z.number(),
  }),
});

/** Writes and reads back the archive in a process of its own and answers how far memory rose (`tests/support/archive-memory-probe.ts`). */
async function probeMemory(large: string, archive: string, scratchDir: string) {
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', 'tests/support/archive-memory-probe.ts', large, archive, scratchDir, String(memoryBound)], {
    maxBuffer: 1024 * 1024,
  });
  return probeResultSchema.parse(JSON.parse(stdout));
}

describe('backup archive streaming', () => {
  let folder: string;
  let large: string;
  let archive: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'archive-test-'));
    large = path.join(folder, 'large.eml');
    const out = createWriteStream(large);
    const block = Buffer.alloc(mebibyte);
    for (let index = 0; index < largeBytes / mebibyte; index++) {
      block.writeUInt32BE(index, 0);
      if (!out.write(Buffer.from(block))) await once(out, 'drain');
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    archive = path.join(folder, 'backups', 'coach-backup-large.tar');
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('should write and read back a large member without holding it in memory', { timeout: 120_000 }, async () => {
    const { written, read } = await probeMemory(large, archive, folder);
    expect(written.result.files.find((file) => file.path === 'outbox/large.eml')?.bytes).toBe(largeBytes);
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    expect(written.arrayBuffers).toBeLessThan(memoryBound);
    expect(written.rss).toBeLessThan(residentBound);

    expect(read.result.scratchMode).toBe(0o700);
    expect(read.result.memberMode).toBe(0o600);
    expect(read.result.members).toEqual(['database/postgres.dump', 'outbox/large.eml']);
    expect({ size: read.result.size, sha256: read.result.sha256 }).toEqual({ size: largeBytes, sha256: written.result.files[1]!.sha256 });
    expect(read.arrayBuffers).toBeLessThan(memoryBound);
    expect(read.rss).toBeLessThan(residentBound);
    // The scratch folder is gone once the work is done.
    expect((await readdir(folder)).filter((name) => name.startsWith('coach-restore-'))).toEqual([]);
    expect(read.result.scratch).not.toBe('');
  });

  it('should fail the backup, not the process, when a member file vanishes while it is packed, and leave no partial archive', { timeout: 120_000 }, async () => {
    const vanishing = path.join(folder, 'vanishing.eml');
    await writeFile(vanishing, 'Subject: gone\r\n\r\nbody');
    const file = path.join(folder, 'backups', 'coach-backup-vanished.tar');
    const partial = path.join(folder, 'backups', '.coach-backup-vanished.tar.partial');
    const writing = writeArchive(file, manifestBase, [{ path: 'outbox/large.eml', file: large }, { path: 'outbox/vanishing.eml', file: vanishing }], secret);
    let settled = false;
    const outcome = writing.then(
      () => undefined,
      (error: unknown) => error,
    );
    void outcome.finally(() => (settled = true));
    // Both checksums are taken before the packing starts; the large member is still being packed
    // when the partial archive has its first bytes: the small one goes then.
    while (!settled && ((await stat(partial).catch(() => undefined))?.size ?? 0) === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    await rm(vanishing);
    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/outbox\/vanishing\.eml could not be read/);
    expect(await readdir(path.join(folder, 'backups'))).not.toContain('.coach-backup-vanished.tar.partial');
    expect(await readdir(path.join(folder, 'backups'))).not.toContain('coach-backup-vanished.tar');
  });

  it('should refuse an archive whose member was changed before anything is handed out, and remove its scratch folder', async () => {
    const small = path.join(folder, 'small.eml');
    await writeFile(small, 'Subject: one\r\n\r\nbody');
    const file = path.join(folder, 'backups', 'coach-backup-small.tar');
    await writeArchive(file, manifestBase, [{ path: 'outbox/small.eml', file: small }], secret);
    let worked = false;
    await expect(
      withVerifiedArchive(file, 'another-secret', { scratchDir: folder }, async () => {
        worked = true;
      }),
    ).rejects.toThrow(BackupArchiveError);
    expect(worked).toBe(false);
    expect((await readdir(folder)).filter((name) => name.startsWith('coach-restore-'))).toEqual([]);
  });
});
