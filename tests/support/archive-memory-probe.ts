import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { z } from 'zod';
import { withVerifiedArchive, writeArchive } from '../../server/src/modules/backup/archive';

/**
 * Writes a backup archive with one large member and reads it back, in a process of its own, and
 * prints (as one JSON line) how far memory rose above the start during each: the array buffers and
 * the RSS. Run by `archive.test.ts` as `node --import tsx archive-memory-probe.ts <large file> <archive> <scratch folder> <bound bytes>`.
 *
 * Its own process, because the test workers are shared (`isolate: false`): another file's work
 * still ending in the same process (a PGlite's memory, a server's buffers) counted 55 MB in
 * clean-clone runs 50 and 51, where the archive itself holds a few chunks.
 */
const [large, archive, scratchDir, boundText] = z.tuple([z.string(), z.string(), z.string(), z.string()]).parse(process.argv.slice(2));
const bound = Number(boundText);
const secret = 'archive-test-secret';

setFlagsFromString('--expose-gc');
/** V8's full collection, so a sample counts what is held rather than garbage not yet collected. */
const collectGarbage = z.function().parse(runInNewContext('gc'));

/**
 * The highest memory above the start while `work` runs, sampled every 200 ms. A sample over the
 * bound is retaken after a full collection and a short wait (V8 frees collected array buffers on a
 * background thread), up to three times: memory the code holds stays over the bound however long
 * it waits.
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
  let sampling: Promise<void> = Promise.resolve();
  const sample = async () => {
    let now = growth();
    for (let retake = 0; retake < 3 && now.arrayBuffers >= bound; retake++) {
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
  for await (const chunk of createReadStream(file)) hash.update(z.instanceof(Buffer).parse(chunk));
  return hash.digest('hex');
}

const manifest = {
  format: 'coach-practice-backup',
  appVersion: 'test',
  createdAt: '2026-11-28T03:00:00.000Z',
  database: 'postgres',
  counts: { events: 0, users: 0, productFiles: 0, contentImages: 0, outboxMails: 1 },
} as const;

const written = await peakGrowth(() => writeArchive(archive, manifest, [{ path: 'database/postgres.dump', content: Buffer.from('dump') }, { path: 'outbox/large.eml', file: large }], secret));
const read = await peakGrowth(() =>
  withVerifiedArchive(archive, secret, { scratchDir }, async (verified) => {
    const member = verified.memberFile('outbox/large.eml');
    const scratch = path.dirname(member);
    return {
      members: verified.members,
      scratch,
      scratchMode: (await stat(scratch)).mode & 0o777,
      memberMode: (await stat(member)).mode & 0o777,
      size: (await stat(member)).size,
      sha256: await sha256Of(member),
    };
  }),
);
process.stdout.write(`${JSON.stringify({ written, read })}\n`);
