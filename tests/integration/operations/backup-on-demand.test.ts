import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config/config';
import { readVerifiedArchive } from '../../../server/src/modules/backup/archive';
import type { ApiClient } from '../../support/api-client';
import { startBackOfficeApp } from '../../support/back-office-app';
import { createTestClock } from '../../support/clock';
import type { TestApp } from '../../support/test-app';

type BackupArchive = { file: string; bytes: number; created_at: string; download_url: string };
type JournalEvent = { type: string; title: string; actor_display: string; summary: string };

/** The development secret the test app signs its archives with (it sets no APP_SECRET). */
const appSecret = loadConfig({}).appSecret;

describe('a backup the coach makes and downloads from the back office', () => {
  const clock = createTestClock(new Date('2026-11-27T21:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  let stranger: ApiClient;
  let downloads: string;

  beforeAll(async () => {
    ({ app, coach, anna, stranger } = await startBackOfficeApp({ now: clock.now }));
    downloads = await mkdtemp(path.join(os.tmpdir(), 'backup-download-'));
  });
  afterAll(async () => {
    await app?.close();
    if (downloads) await rm(downloads, { recursive: true, force: true });
  });

  it('should be the coach\'s alone, and need the CSRF token', async () => {
    expect((await stranger.request('POST', '/api/admin/backups/')).status).toBe(401);
    const byClient = await anna.request<{ detail: string }>('POST', '/api/admin/backups/');
    expect(byClient.status).toBe(403);
    expect(byClient.body.detail).toMatch(/[а-я]/);
    expect((await coach.request('POST', '/api/admin/backups/', { csrf: false })).status).toBe(403);
  });

  it('should write an archive, hand it out as a download, and record both in the journal', async () => {
    const made = await coach.request<BackupArchive>('POST', '/api/admin/backups/');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ file: 'coach-backup-2026-11-27T21-00-00Z.tar', created_at: '2026-11-27T21:00:00.000Z' });
    expect(made.body.download_url).toBe('/api/admin/backups/coach-backup-2026-11-27T21-00-00Z.tar/');
    expect((await coach.get<{ last_success_at: string }>('/api/admin/backups/')).body.last_success_at).toBe('2026-11-27T21:00:00.000Z');

    expect((await anna.raw('GET', made.body.download_url)).status).toBe(403);
    const download = await coach.raw('GET', made.body.download_url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/x-tar');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="coach-backup-2026-11-27T21-00-00Z.tar"; filename*=UTF-8''coach-backup-2026-11-27T21-00-00Z.tar`);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.bytes.length).toBe(made.body.bytes);
    // What arrives is a whole archive of this server's, as `npm run restore` checks it.
    const saved = path.join(downloads, made.body.file);
    await writeFile(saved, download.bytes);
    const { manifest } = await readVerifiedArchive(saved, appSecret);
    expect(manifest.counts.users).toBeGreaterThanOrEqual(2);

    const journal = await coach.get<JournalEvent[]>('/api/audit/events/', { q: 'coach-backup' });
    expect(journal.body.map((event) => [event.title, event.actor_display])).toEqual([
      ['Резервная копия скачана', 'коуч'],
      ['Резервная копия сделана', 'коуч'],
    ]);
    expect(journal.body[1]!.summary).toContain('coach-backup-2026-11-27T21-00-00Z.tar');
  });

  it('should hand out only the archives of the backups folder, with a Russian detail for any other name', async () => {
    for (const name of ['coach-backup-2020-01-01T00-00-00Z.tar', '..%2Fcoach.db', 'pglite.tar.gz']) {
      const answer = await coach.request<{ detail: string }>('GET', `/api/admin/backups/${name}/`);
      expect(answer.status, name).toBe(404);
      expect(answer.body.detail).toMatch(/[а-я]/);
    }
  });
});
