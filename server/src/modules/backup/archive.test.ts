import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BackupArchiveError, withVerifiedArchive, writeArchive, type BackupManifest } from './archive';

const secret = 'archive-test-secret';
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

setFlagsFromString('--expose-gc');
/** V8's full collection, so a sample counts what is held rather than garbage not yet collected. */
const collectGarbage = z.function().parse(runInNewContext('gc'));

/**
 * The highest memory above the start while `work` runs, sampled every 200 ms: the array buffers
 * and the RSS the code holds. A sample over a bound is taken again after full collections, so
 * garbage not yet collected does not count as held; collecting only then keeps the sampling cheap
 * on a loaded machine (a full collection every sample starved the run past its timeout in CI).
 * V8 frees the memory of collected array buffers on a background thread, which a loaded machine
 * runs late (55 MB still counted right after a collection in clean-clone run 50): the sample is
 * retaken after a short wait, up to three times; memory the code holds stays over the bound
 * however long it waits.
 */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; rss: number; arrayBuffers: number }> {
  collectGarbage();
  const start = process.memoryUsage();
  let rss = 0;
  let arrayBuffers = 0;
  const growth = () => {
    const now = process.memoryUsage();
    return { rss: now.rss - start.rss, arrayBuffers: now.arrayBuffers - start.arrayBuffers };
  };
  const over = (now: { rss: number; arrayBuffers: number }) => now.arrayBuffers >= memoryBound || now.rss >= residentBound;
  let sampling: Promise<void> = Promise.resolve();
  const sample = async () => {
    let now = growth();
    for (let retake = 0; retake < 3 && over(now); retake++) {
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 50));
      now = growth();
    }
    rss = Math.max(rss, now.rss);
    arrayBuffers = Math.max(arrayBuffers, now.arrayBuffers);
  };
  const sampler = setInterval(() => {
    sampling = sampling.then(sample);
  }, 200);
  try {
    const result = await work();
    clearInterval(sampler);
    await (sampling = sampling.then(sample));
    return { result, rss, arrayBuffers };
  } finally {
    clearInterval(sampler);
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
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
    const written = await peakGrowth(() =>
      writeArchive(archive, manifestBase, [{ path: 'database/postgres.dump', content: Buffer.from('dump') }, { path: 'outbox/large.eml', file: large }], secret),
    );
    expect(written.result.files.find((file) => file.path === 'outbox/large.eml')?.bytes).toBe(largeBytes);
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    expect(written.arrayBuffers).toBeLessThan(memoryBound);
    expect(written.rss).toBeLessThan(residentBound);

    let scratch = '';
    const read = await peakGrowth(() =>
      withVerifiedArchive(archive, secret, { scratchDir: folder }, async (verified) => {
        const member = verified.memberFile('outbox/large.eml');
        scratch = path.dirname(member);
        expect((await stat(scratch)).mode & 0o777).toBe(0o700);
        expect((await stat(member)).mode & 0o777).toBe(0o600);
        expect(verified.members).toEqual(['database/postgres.dump', 'outbox/large.eml']);
        return { size: (await stat(member)).size, sha256: await sha256Of(member) };
      }),
    );
    expect(read.result).toEqual({ size: largeBytes, sha256: written.result.files[1]!.sha256 });
    expect(read.arrayBuffers).toBeLessThan(memoryBound);
    expect(read.rss).toBeLessThan(residentBound);
    // The scratch folder is gone once the work is done.
    expect((await readdir(folder)).filter((name) => name.startsWith('coach-restore-'))).toEqual([]);
    expect(scratch).not.toBe('');
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
