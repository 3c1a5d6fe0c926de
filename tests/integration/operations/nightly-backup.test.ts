import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDefinition } from '../../../server/src/adapters/queue/job-queue';
import { lastBackup } from '../../../server/src/modules/backup/backup-records';
import { createTestClock } from '../../support/clock';
import { budgetUnderLoad } from '../../support/loaded-run';
import { startTestApp, type TestApp } from '../../support/test-app';
import { nightlyBackupPayload, type NightlyBackupPayload } from '../../../server/src/jobs/payloads';

/** The queue runs the worker registered under this name; the test only enqueues. */
const nightlyBackup: JobDefinition<NightlyBackupPayload> = {
  name: 'nightly-backup',
  payload: nightlyBackupPayload,
  attempts: 1,
  backoffMs: 0,
  process: () => Promise.reject(new Error('run by the server')),
};

/** One archive of the embedded database: about 3.3 s alone (2026-11-27). */
const oneBackup = budgetUnderLoad(3_500);

const archivesIn = async (folder: string) => (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.tar')).sort();

describe('the nightly backup job (embedded)', () => {
  // Two seconds before 03:00 Moscow time: the first night's job is due two seconds after the start.
  const clock = createTestClock(new Date('2026-11-22T23:59:58.000Z'));
  let app: TestApp;
  let backupsDir: string;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now, environment: { BACKUP_NIGHTLY: 'on', BACKUP_KEEP: '2' } });
    backupsDir = path.join(path.dirname(app.outboxDir), 'backups');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should take the night\'s backup by itself at 03:00 Moscow time and record it', { timeout: oneBackup + 10_000 }, async () => {
    // The record is written once its archive is in place, so the archive is there by then.
    await expect
      .poll(() => lastBackup(app.services.db), { timeout: oneBackup })
      .toMatchObject({ finishedAt: new Date('2026-11-22T23:59:58.000Z'), file: path.join(backupsDir, 'coach-backup-2026-11-22T23-59-58Z.tar') });
    expect(await archivesIn(backupsDir)).toEqual(['coach-backup-2026-11-22T23-59-58Z.tar']);
  });

  it('should keep only the newest BACKUP_KEEP archives night after night', async () => {
    for (const night of ['2026-11-24', '2026-11-25', '2026-11-26']) {
      clock.advance(24 * 60 * 60 * 1000);
      const before = (await lastBackup(app.services.db))?.finishedAt;
      await app.services.jobs.enqueue(nightlyBackup, { night }, { jobId: `test-night-${night}` });
      await expect.poll(async () => (await lastBackup(app.services.db))?.finishedAt, { timeout: oneBackup }).not.toEqual(before);
    }
    await expect.poll(() => archivesIn(backupsDir), { timeout: 10_000 }).toEqual(['coach-backup-2026-11-24T23-59-58Z.tar', 'coach-backup-2026-11-25T23-59-58Z.tar']);
  }, 3 * oneBackup + 10_000);
});
