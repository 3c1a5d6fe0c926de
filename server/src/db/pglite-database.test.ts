import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './pglite-database';

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
