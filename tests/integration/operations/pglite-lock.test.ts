import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawnApp, startAppProcess, type SpawnedApp } from '../../support/app-process';
import { checkedFetch } from '../../support/contract-answers';

/** The pid written into the lock: the node process that opened the folder (tsx runs it as a child). */
async function lockHolder(dataDir: string): Promise<number> {
  return (JSON.parse(await readFile(path.join(dataDir, 'pglite.lock'), 'utf8')) as { pid: number }).pid;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('one process per PGlite data folder', () => {
  let dataDir: string;
  const started: SpawnedApp[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-lock-'));
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((app) => app.dispose()));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('should refuse a second process on the same folder, naming the folder and the holder', async () => {
    const first = await startAppProcess({ DATA_DIR: dataDir });
    started.push(first);
    const holder = await lockHolder(dataDir);
    expect(alive(holder)).toBe(true);

    const second = await spawnApp({ DATA_DIR: dataDir });
    started.push(second);
    const exit = await second.exited;
    expect(exit.code).toBe(1);
    const fatal = second.logs.find((line) => line.level === 60);
    expect(fatal?.msg).toBe('failed to start');
    const message = (fatal?.err as { message: string }).message;
    expect(message).toContain(path.join(dataDir, 'pglite'));
    expect(message).toContain(`pid ${holder}`);
    // The first one is untouched and still serves.
    expect((await checkedFetch(`${first.baseUrl}/api/health/`)).status).toBe(200);
  }, 120_000);

  it('should start over a stale lock left by a process killed with SIGKILL', async () => {
    const first = await startAppProcess({ DATA_DIR: dataDir });
    started.push(first);
    const holder = await lockHolder(dataDir);
    process.kill(holder, 'SIGKILL');
    await first.exited;
    expect(await lockHolder(dataDir)).toBe(holder); // the lock is still there, its process is not

    const next = await startAppProcess({ DATA_DIR: dataDir });
    started.push(next);
    expect((await checkedFetch(`${next.baseUrl}/api/ready/`)).status).toBe(200);
    expect(await lockHolder(dataDir)).not.toBe(holder);
  }, 120_000);
});
