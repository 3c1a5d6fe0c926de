import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFolderLockedError, lockDataFolder } from './data-folder-lock';

describe('the PGlite data folder lock', () => {
  let dir: string;
  let folder: string;
  const lockFile = () => `${folder}.lock`;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'coach-lock-unit-'));
    folder = path.join(dir, 'pglite');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('should hold our pid while taken and remove the file when released', () => {
    const lock = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('should refuse while another live process holds it, naming the folder and that pid', () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: process.ppid, host: os.hostname(), since: '2026-11-24T00:00:00.000Z' }));
    expect(() => lockDataFolder(folder)).toThrow(DataFolderLockedError);
    expect(() => lockDataFolder(folder)).toThrow(`The PGlite data folder ${folder} is in use by another process (pid ${process.ppid}, since 2026-11-24T00:00:00.000Z)`);
  });

  it('should take over a lock whose process is gone, or that was left half-written', () => {
    for (const stale of [JSON.stringify({ pid: 2 ** 22 + 12_345, host: os.hostname(), since: 'then' }), '{"pi']) {
      writeFileSync(lockFile(), stale);
      const lock = lockDataFolder(folder);
      expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
      lock.release();
    }
  });
});
