/**
 * npm run bench:restore: the memory a backup's restore needs for a large member. Makes an
 * embedded (PGlite) practice in a scratch data folder with one 1 GiB mail in its outbox
 * (BENCH_MEMBER_MIB=n for another size), writes its archive with `createBackup`, then restores it
 * with `restoreBackup` (the whole archive verified first, then the database and the outbox
 * loaded, the read models rebuilt) into an empty data folder, and prints the process's peak RSS
 * and array-buffer memory above the start for each step, sampled every 5 ms. Before the members
 * were streamed, a 1 GiB member took about 2.9 GB of memory to restore.
 * BENCH_DIR: where the scratch folders go (the system's temporary folder by default; needs about
 * three times the member's size free).
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { readModelProjections } from '../projections';
import { prepareReadModels } from '../projections/read-model-setup';
import { outboxDirectory } from '../server/src/adapters/mail/outbox-mailer';
import { loadConfig } from '../server/src/config/config';
import { createLogger } from '../server/src/config/logger';
import { migrateWriteSide } from '../server/src/db/migrations/migrate';
import { openDatabase } from '../server/src/db/open-database';
import { createBackup } from '../server/src/modules/backup/create-backup';
import { restoreBackup } from '../server/src/runtime/restore-backup';

const mebibyte = 1024 ** 2;
const memberMiB = Number(process.env.BENCH_MEMBER_MIB ?? 1024);
const logger = createLogger('warn');
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** Peak RSS and array buffers above the start while `work` runs. */
async function measured<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = process.memoryUsage();
  const peak = { rss: start.rss, arrayBuffers: start.arrayBuffers };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
  }, 5);
  const started = performance.now();
  try {
    return await work();
  } finally {
    clearInterval(sampler);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${label.padEnd(30)} ${seconds.padStart(6)} s   peak RSS ${mb(peak.rss).padStart(8)} (+${mb(peak.rss - start.rss)})   ` +
        `array buffers +${mb(peak.arrayBuffers - start.arrayBuffers)}`,
    );
  }
}

/** A mail of `mebibytes` MiB (a header, then a body of numbered blocks), written in 1 MiB pieces. */
async function writeLargeMail(file: string, mebibytes: number): Promise<void> {
  const out = createWriteStream(file, { mode: 0o600 });
  out.write('Subject: large\r\nContent-Type: text/plain\r\n\r\n');
  const block = Buffer.alloc(mebibyte, 'x');
  for (let index = 0; index < mebibytes; index++) {
    block.write(String(index).padStart(12, '0'), 0);
    if (!out.write(Buffer.from(block))) await once(out, 'drain');
  }
  out.end();
  await finished(out);
}

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'bench-restore-'));
  try {
    const source = path.join(root, 'source');
    const backups = path.join(root, 'backups');
    const target = path.join(root, 'target');
    const secret = loadConfig({}).appSecret;
    console.log(`restore of an archive with a ${memberMiB} MiB member (embedded PGlite, node ${process.version}), ${new Date().toISOString()}`);

    const db = await openDatabase({ databaseUrl: undefined, dataDir: source });
    let archive: string;
    try {
      await migrateWriteSide(db, logger);
      await prepareReadModels(db, readModelProjections, logger);
      await mkdir(outboxDirectory(source), { recursive: true });
      await writeLargeMail(path.join(outboxDirectory(source), 'large.eml'), memberMiB);
      archive = (await measured('backup (archive written)', () => createBackup({ db, dataDir: source, now: () => new Date(), logger, appSecret: secret }, backups))).file;
    } finally {
      await db.close();
    }
    await measured('verification + restore', () =>
      restoreBackup({ archive, config: loadConfig({ DATA_DIR: target, LOG_LEVEL: 'silent' }), erasureLogFile: path.join(backups, 'erasures.jsonl'), logger, now: () => new Date() }),
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

await main();
