import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelProjections } from '../../../projections';
import { replayAndCompare } from '../../../projections/replay';
import { loadConfig } from '../../../server/src/config/config';
import { createLogger } from '../../../server/src/config/logger';
import type { Database } from '../../../server/src/db/database';
import { openPgliteDatabase } from '../../../server/src/db/pglite-database';
import { openPostgresDatabase } from '../../../server/src/db/postgres-database';
import type { EventStore } from '../../../server/src/eventstore/event-store';
import { BackupArchiveError } from '../../../server/src/modules/backup/archive';
import { createBackup, type BackupResult } from '../../../server/src/modules/backup/create-backup';
import { restoreBackup, RestoreTargetNotEmptyError } from '../../../server/src/runtime/restore-backup';
import { erasureLogFileName } from '../../../server/src/modules/privacy/erasure-log';
import type { ApiClient } from '../../support/api-client';
import { flipByte, tarEntries, writeTar } from '../../support/backup-archives';
import { createTestClock } from '../../support/clock';
import { databaseTraces } from '../../support/raw-stores';
import { createScratchDatabase, realPostgresUrl } from '../../support/real-servers';
import { deleteAccount, registerAndSignIn, requestCode } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';

const logger = createLogger('silent');
/** The secret the test apps and the restores share (the development default, as neither sets APP_SECRET). */
const appSecret = loadConfig({}).appSecret;
const sessionRange = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };

async function allEvents(store: EventStore) {
  const events = new Map<string, string>();
  let position = 0n;
  for (;;) {
    const batch = await store.readAll({ fromPosition: position, limit: 1000 });
    if (batch.length === 0) return events;
    for (const event of batch) events.set(event.id, JSON.stringify({ stream: event.streamId, revision: event.revision, type: event.type, data: event.data }));
    position = batch.at(-1)!.position;
  }
}

/** What a client sees of her own: sessions, purchases and the file she bought. */
/**
 * What a client sees of her sessions and purchases. Her name is left out: it keeps changing while
 * the backup is taken (the traffic below), so the restored copy has the one of the snapshot.
 */
async function clientView(client: ApiClient) {
  const listed = (await client.get<Array<{ user?: Record<string, unknown> }>>('/api/consultation/', sessionRange)).body;
  const sessions = listed.map(({ user, ...session }) => ({ ...session, user: user && { ...user, name: undefined } }));
  const products = (await client.get<Array<{ id: string; type: { id: number } }>>('/api/user-product/')).body;
  const guide = products.find((product) => product.type.id === 1);
  const download = guide && (await client.get<{ file: string }>('/api/download-file/', { payment_id: guide.id, type_id: 1 })).body.file;
  // Her workspace's files, each with its bytes (kept in the data folder, sealed under her key).
  const { files } = (await client.get<{ files: Array<{ id: string; name: string }> }>('/api/workspace/files/')).body;
  const workspace = await Promise.all(files.map(async (file) => ({ ...file, bytes: (await client.raw('GET', `/api/workspace/files/${file.id}/`)).bytes.toString('base64') })));
  return { sessions, products, download, workspace };
}

/** Bob's upload to his workspace: a PDF in a multipart form, as the browser sends it. */
async function uploadWorkspaceFile(client: ApiClient, name: string, content: Buffer): Promise<void> {
  const data = new FormData();
  data.set('file', new Blob([content]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  const body = { content: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
  expect((await client.raw('POST', '/api/workspace/files/', { body })).status).toBe(201);
}

for (const backend of ['embedded', 'servers'] as Backend[]) {
  describe.skipIf(!(await backendAvailable(backend)))(`backup and restore (${backend})`, () => {
    const tag = randomBytes(4).toString('hex');
    const bobAddress = `bob-${tag}@example.ru`;
    const annaAddress = `anna-${tag}@example.ru`;
    const annaName = `Анна Резервная-${tag}`;
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    const cleanups: Array<() => Promise<void>> = [];
    let app: TestApp;
    let bob: ApiClient;
    let backupsDir: string;
    let backup: BackupResult;
    let servedDuringBackup: number[];

    /** A fresh target: an empty data folder, and on PostgreSQL an empty database. */
    async function freshTarget(): Promise<{ dataDir: string; databaseUrl?: string; open(): Promise<Database> }> {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-restore-test-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      if (backend === 'embedded') return { dataDir, open: () => openPgliteDatabase(path.join(dataDir, 'pglite')) };
      const scratch = await createScratchDatabase((await realPostgresUrl())!);
      cleanups.push(scratch.drop);
      return { dataDir, databaseUrl: scratch.url, open: () => openPostgresDatabase(scratch.url) };
    }

    const restore = (archive: string, target: { dataDir: string; databaseUrl?: string }) =>
      restoreBackup({
        archive,
        config: loadConfig({ DATA_DIR: target.dataDir, ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}), LOG_LEVEL: 'silent' }),
        erasureLogFile: path.join(backupsDir, erasureLogFileName),
        logger,
        now: clock.now,
      });

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'] });
      backupsDir = path.join(path.dirname(app.outboxDir), 'backups');
      bob = app.client();
      const anna = app.client();
      const annasMail = new Set<string>();
      await registerAndSignIn(bob, app.outboxDir, bobAddress);
      await registerAndSignIn(anna, app.outboxDir, annaAddress, annasMail);
      expect((await anna.request('PUT', '/api/setting/profile/', { body: { name: annaName, theme: 'light' } })).status).toBe(200);
      for (const [client, date] of [[bob, '2026-12-02 07:00'], [anna, '2026-12-03 07:00']] as const) {
        const bought = await client.post<{ data: { token: string } }>('/api/buy/', { product: 'consultation', type: 1, date });
        expect(bought.status, JSON.stringify(bought.body)).toBe(200);
        await client.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
        expect((await client.post('/api/buy/', { product: 'product', type: 1, amount: 0 })).status).toBe(200);
      }
      await uploadWorkspaceFile(bob, 'Дневник Боба.pdf', Buffer.from(`%PDF-1.7\n% ${tag}\n`));

      // The backup is taken while Bob keeps reading and writing, as a person does: a page and a
      // save every few tens of milliseconds. (A loop without pauses keeps the one thread the app
      // and its embedded database share busy, and the backup, which yields between its steps,
      // then took 21 s instead of 1.5 s alone, and over the hook's budget under a loaded run.)
      let backingUp = true;
      servedDuringBackup = [];
      const traffic = (async () => {
        for (let turn = 0; backingUp || turn < 3; turn += 1) {
          servedDuringBackup.push((await bob.get('/api/consultation/', sessionRange)).status);
          servedDuringBackup.push((await bob.request('PUT', '/api/setting/profile/', { body: { name: `Боб ${turn}`, theme: 'light' } })).status);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      })();
      try {
        backup = await createBackup({ db: app.services.db, dataDir: path.dirname(app.outboxDir), now: clock.now, logger, appSecret }, backupsDir);
      } finally {
        // Also when the backup fails: the traffic ends and its own failure is reported here, not
        // later as an unhandled rejection once the app is closed (in whichever file runs then).
        backingUp = false;
        await traffic;
      }

      // Anna deletes her account after the backup was taken.
      clock.advance(60_000);
      await deleteAccount(anna, app.outboxDir, annaAddress, annasMail);
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('should write one archive with a manifest of the app version, counts and checksums while requests are served', async () => {
      expect(servedDuringBackup.length).toBeGreaterThan(2);
      expect(new Set(servedDuringBackup)).toEqual(new Set([200]));
      expect(path.dirname(backup.file)).toBe(backupsDir);
      expect(backup.manifest).toMatchObject({ format: 'coach-practice-backup', appVersion: '0.1.0', database: backend === 'embedded' ? 'pglite' : 'postgres' });
      expect(backup.manifest.counts.users).toBe(2);
      expect(backup.manifest.counts.events).toBeGreaterThan(10);
      expect(backup.manifest.counts.outboxMails).toBeGreaterThanOrEqual(2);
      for (const file of backup.manifest.files) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
      // It holds the whole database: the server user's alone, whatever the umask.
      expect((await stat(backup.file)).mode & 0o777).toBe(0o600);
      expect((await tarEntries(backup.file)).map((entry) => entry.name).slice(0, 2)).toEqual(['manifest.json', 'manifest.sha256']);
    });

    it('should restore into a fresh target with the same events and answers, and the audit replay finds no difference', async () => {
      const target = await freshTarget();
      const report = await restore(backup.file, target);
      expect(report.events).toBe(backup.manifest.counts.events);
      const db = await target.open();
      cleanups.push(() => db.close());
      const restored = await startTestApp({ backend, database: db, now: clock.now, adminEmails: ['coach@example.ru'] });
      cleanups.push(() => restored.close());
      // The test app runs in a data folder of its own: it gets the workspace files the restore put back into the target's.
      await cp(path.join(target.dataDir, 'workspace-files'), path.join(path.dirname(restored.outboxDir), 'workspace-files'), { recursive: true });

      const original = await allEvents(app.services.store);
      const copy = await allEvents(restored.services.store);
      const added = [...copy.keys()].filter((id) => !original.has(id));
      expect(added.map((id) => (JSON.parse(copy.get(id)!) as { type: string }).type)).toEqual(['AccountDeleted']);
      for (const [id, event] of copy) if (original.has(id)) expect(event).toBe(original.get(id));

      const bobAgain = restored.client();
      await bobAgain.get('/api/csrf');
      const { uuid, code } = await requestCode(bobAgain, restored.outboxDir, bobAddress);
      expect((await bobAgain.post('/api/token', { uuid, code })).status).toBe(200);
      const view = await clientView(bobAgain);
      expect(view.sessions).toHaveLength(1);
      expect(view.products.length).toBeGreaterThan(0);
      expect(view.workspace.map((file) => [file.name, Buffer.from(file.bytes, 'base64').toString('latin1')])).toEqual([['Дневник Боба.pdf', `%PDF-1.7\n% ${tag}\n`]]);
      expect(view).toEqual(await clientView(bob));

      const replay = await replayAndCompare(db, restored.services.store, readModelProjections);
      expect(replay.differences).toEqual([]);
      const outbox = (await readdir(path.join(target.dataDir, 'outbox'))).filter((name) => name.endsWith('.eml'));
      expect(outbox).toHaveLength(backup.manifest.counts.outboxMails);
    }, 120_000);

    it('should keep an account deleted after the backup deleted: no trace of her address in any table', async () => {
      const target = await freshTarget();
      const report = await restore(backup.file, target);
      expect(report.erasuresReapplied).toHaveLength(1);
      const db = await target.open();
      cleanups.push(() => db.close());
      expect(await databaseTraces(db, [annaAddress, annaName])).toEqual([]);
      // Bob's address is in the same tables: the scan does see what is there.
      expect((await databaseTraces(db, [bobAddress])).length).toBeGreaterThan(0);
    }, 120_000);

    it('should refuse an archive with a flipped byte, a missing file, a foreign archive, and a target that is not empty', async () => {
      const folder = await mkdtemp(path.join(os.tmpdir(), 'coach-bad-archives-'));
      cleanups.push(() => rm(folder, { recursive: true, force: true }));
      const entries = await tarEntries(backup.file);
      const database = entries.find((entry) => entry.name.startsWith('database/'))!;

      const flipped = path.join(folder, 'flipped.tar');
      // Inside the database file's content: past the two manifest entries and its own header.
      await flipByte(backup.file, flipped, 3 * 512 + Math.ceil((entries[0]!.content.length) / 512) * 512 + Math.floor(database.content.length / 2));
      const missing = path.join(folder, 'missing.tar');
      await writeTar(missing, entries.filter((entry) => !entry.name.startsWith('outbox/') || entry !== entries.find((e) => e.name.startsWith('outbox/'))));
      const foreign = path.join(folder, 'foreign.tar');
      await writeTar(foreign, [{ name: 'manifest.json', content: Buffer.from('{"format":"something-else"}') }]);

      const target = await freshTarget();
      await expect(restore(flipped, target)).rejects.toThrow(BackupArchiveError);
      await expect(restore(flipped, target)).rejects.toThrow(/does not match its checksum/);
      await expect(restore(missing, target)).rejects.toThrow(/outbox\/.* is missing/);
      await expect(restore(foreign, target)).rejects.toThrow(/not a backup of this application/);
      // Edited, with every checksum made to match again: refused, for the manifest is not authentic.
      const edited = path.join(folder, 'edited.tar');
      const manifest = JSON.parse(entries[0]!.content.toString('utf8')) as { counts: { users: number } };
      manifest.counts.users += 1;
      const editedManifest = Buffer.from(JSON.stringify(manifest, null, 2));
      const checksum = Buffer.from(`${createHash('sha256').update(editedManifest).digest('hex')}\n`);
      await writeTar(edited, entries.map((entry) => (entry.name === 'manifest.json' ? { ...entry, content: editedManifest } : entry.name === 'manifest.sha256' ? { ...entry, content: checksum } : entry)));
      await expect(restore(edited, target)).rejects.toThrow(/not authentic/);
      // And a server with another secret cannot restore this one's archive.
      await expect(restoreBackup({ archive: backup.file, config: loadConfig({ DATA_DIR: target.dataDir, ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}), APP_SECRET: 'another-server-secret-0123456789' }), erasureLogFile: path.join(backupsDir, erasureLogFileName), logger, now: clock.now })).rejects.toThrow(/not authentic/);
      await expect(restore(path.join(folder, '..', 'no-such-archive.tar'), target)).rejects.toThrow(BackupArchiveError);
      // Nothing was written by the refusals: the target is still empty and takes the good archive.
      await restore(backup.file, target);
      await expect(restore(backup.file, target)).rejects.toThrow(RestoreTargetNotEmptyError);
    }, 120_000);
  });
}
