import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { checkedFetch } from '../../support/contract-answers';

const run = promisify(execFile);
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `npm run backup` as the operator runs it, on the embedded default. */
function backupCommand(dataDir: string, outDir: string) {
  const bin = path.join(repositoryRoot, 'node_modules/.bin');
  return run(path.join(bin, 'node'), ['--import', 'tsx', 'scripts/backup.ts', '--out', outDir], {
    cwd: repositoryRoot,
    env: { PATH: `${bin}:${process.env.PATH ?? ''}`, HOME: os.tmpdir(), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
}

describe('npm run backup on the embedded PGlite', () => {
  let app: AppProcess | undefined;
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    await app?.dispose();
    for (const cleanup of cleanups) await cleanup();
  });

  it('should ask the running server for the snapshot, and open the folder itself once the server has stopped', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-backup-command-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const outDir = path.join(dataDir, 'elsewhere');
    app = await startAppProcess({ DATA_DIR: dataDir });

    const whileServing = await backupCommand(dataDir, outDir);
    // One event: the practice's details, seeded from the configuration at the first start.
    expect(whileServing.stdout).toMatch(/^backup written: .*coach-backup-.*\.tar \(\d+ bytes; 1 events, 0 users, 3 product files/);
    // The server took it (only it may open the database) and goes on serving.
    expect(app.logs.some((line) => line.msg === 'backup written')).toBe(true);
    expect((await checkedFetch(`${app.baseUrl}/api/ready/`)).status).toBe(200);

    app.signal('SIGTERM');
    expect((await app.exited).code).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a second later: a new archive name
    const stopped = await backupCommand(dataDir, outDir);
    expect(stopped.stdout).toMatch(/^backup written: /);
    expect((await readdir(outDir)).filter((name) => name.endsWith('.tar'))).toHaveLength(2);
  }, 120_000);
});
