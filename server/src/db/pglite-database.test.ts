import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { crashWorkerOf, openPgliteDatabase } from './pglite-database';
import { PgliteWorkerLostError } from './pglite-worker-protocol';

describe('openPgliteDatabase with a template', () => {
  const folders: string[] = [];
  const folder = async () => {
    const created = await mkdtemp(path.join(os.tmpdir(), 'coach-pglite-template-'));
    folders.push(created);
    return created;
  };
  afterEach(async () => {
    for (const created of folders.splice(0)) await rm(created, { recursive: true, force: true });
  });

  it('should make an empty folder from the template and leave a folder holding a database alone', async () => {
    const templates = await folder();
    const template = path.join(templates, 'template.tar.gz');
    const source = await openPgliteDatabase(undefined);
    await source.exec(`CREATE TABLE from_template (id int)`);
    await writeFile(template, (await source.snapshot(async () => undefined)).bytes);
    await source.close();

    const dataDir = path.join(await folder(), 'pglite');
    const fresh = await openPgliteDatabase(dataDir, template);
    await fresh.exec(`INSERT INTO from_template VALUES (1)`);
    await fresh.close();

    // The second open finds a database there: the template is not applied again over it.
    const reopened = await openPgliteDatabase(dataDir, template);
    expect((await reopened.query<{ id: number }>(`SELECT id FROM from_template`)).rows).toEqual([{ id: 1 }]);
    await reopened.close();
  }, 60_000);

  it('should keep the database folder private to the server user: folders 0700, files 0600, whatever the umask and the template', async () => {
    const dataDir = path.join(await folder(), 'pglite');
    const umask = process.umask(0o000);
    try {
      const db = await openPgliteDatabase(dataDir);
      await db.exec(`CREATE TABLE private_probe (id int); INSERT INTO private_probe VALUES (1)`);
      await db.close();
    } finally {
      process.umask(umask);
    }
    const modes = new Map<string, number>();
    for (const entry of [{ parentPath: path.dirname(dataDir), name: 'pglite', isDirectory: () => true }, ...(await readdir(dataDir, { withFileTypes: true, recursive: true }))]) {
      const mode = (await stat(path.join(entry.parentPath, entry.name))).mode & 0o777;
      const kind = entry.isDirectory() ? 'folder' : 'file';
      modes.set(`${kind} ${mode.toString(8)}`, (modes.get(`${kind} ${mode.toString(8)}`) ?? 0) + 1);
    }
    expect([...modes.keys()].sort()).toEqual(['file 600', 'folder 700']);
  }, 60_000);
});

describe('openPgliteDatabase: the database in its worker thread', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase(undefined);
    await db.exec(`CREATE TABLE notes (id int PRIMARY KEY, body bytea, at timestamptz, big bigint)`);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
  const ids = async () => (await db.query<{ id: number }>(`SELECT id FROM notes ORDER BY id`)).rows.map((row) => row.id);

  it('should commit a transaction whose work resolves and roll back one whose work throws, with its error', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO notes (id) VALUES ($1)`, [1]);
      await tx.exec(`INSERT INTO notes (id) VALUES (2); INSERT INTO notes (id) VALUES (3)`);
      return (await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM notes`)).rows[0]?.count;
    });
    expect(result).toBe(3);
    const refused = new Error('the work changed its mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO notes (id) VALUES (4)`);
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(await ids()).toEqual([1, 2, 3]);
  });

  it("should keep PostgreSQL's error code, constraint and message across the thread, in and outside a transaction", async () => {
    const duplicate = await db.query(`INSERT INTO notes (id) VALUES (1)`).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'notes_pkey', message: 'duplicate key value violates unique constraint "notes_pkey"' });
    // The caller's own frames are in the stack, after the worker's.
    expect((duplicate as Error).stack).toMatch(/pglite-database\.test\.ts/);
    const inTransaction = await db.transaction((tx) => tx.query(`INSERT INTO notes (id) VALUES (2)`)).catch((error: unknown) => error);
    expect(inTransaction).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect(await ids()).toEqual([1, 2, 3]);
    await expect(db.query(`SELECT * FROM no_such_table`)).rejects.toMatchObject({ code: '42P01' });
  });

  it('should give bytes, times and big integers back as PGlite gives them in the thread', async () => {
    const at = new Date('2026-11-28T04:00:00.000Z');
    await db.query(`INSERT INTO notes (id, body, at, big) VALUES ($1, $2, $3, $4)`, [10, Buffer.from([0, 1, 254, 255]), at, 9007199254740993n]);
    const [row] = (await db.query<{ body: Uint8Array; at: Date; big: bigint }>(`SELECT body, at, big FROM notes WHERE id = 10`)).rows;
    expect(row?.body).toBeInstanceOf(Uint8Array);
    expect([...(row?.body ?? [])]).toEqual([0, 1, 254, 255]);
    expect(row?.at).toEqual(at);
    expect(row?.big).toBe(9007199254740993n);
    await db.query(`DELETE FROM notes WHERE id = 10`);
  });

  it('should make a statement outside an open transaction wait for its end', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const begun = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO notes (id) VALUES (20)`);
      inserted();
      await held;
    });
    await begun;
    let answered = false;
    const outside = db.query<{ count: number }>(`SELECT count(*)::int AS count FROM notes WHERE id = 20`).then((result) => {
      answered = true;
      return result.rows[0]?.count;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    release();
    await transaction;
    expect(await outside).toBe(1);
    await db.query(`DELETE FROM notes WHERE id = 20`);
  });

  it('should take a snapshot whose inspection reads the copy, while the database keeps serving', async () => {
    const { bytes, inspected } = await db.snapshot(async (copy) => (await copy.query<{ id: number }>(`SELECT id FROM notes ORDER BY id`)).rows.map((row) => row.id));
    expect(inspected).toEqual([1, 2, 3]);
    expect(bytes.byteLength).toBeGreaterThan(1000);
    // gzip's magic number: PGlite's data-folder tarball.
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(await ids()).toEqual([1, 2, 3]);
  });
});

describe('openPgliteDatabase: the worker thread ending', () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const created of folders.splice(0)) await rm(created, { recursive: true, force: true });
  });

  it("should release the data folder's lock when closed", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'coach-pglite-lock-'));
    folders.push(folder);
    const dataDir = path.join(folder, 'pglite');
    const db = await openPgliteDatabase(dataDir);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    await db.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);

  it('should fail the statements in flight and every later one when the worker dies, and say so once', async () => {
    const lost: Error[] = [];
    const db = await openPgliteDatabase(undefined, undefined, { onWorkerLost: (error) => lost.push(error) });
    const inFlight = db.query(`SELECT count(*) FROM generate_series(1, 20000000)`);
    await crashWorkerOf(db);
    await expect(inFlight).rejects.toBeInstanceOf(PgliteWorkerLostError);
    await expect(db.query(`SELECT 1`)).rejects.toBeInstanceOf(PgliteWorkerLostError);
    await expect(db.transaction(async () => undefined)).rejects.toBeInstanceOf(PgliteWorkerLostError);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.message).toMatch(/PGlite worker thread ended/);
    await db.close().catch(() => undefined);
  }, 60_000);
});
