import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Transaction } from '../server/src/db/database';
import { openPgliteDatabase } from '../server/src/db/pglite-database';
import { batchedWrites, immediateWrites, type BatchWrites } from './projection-writes';
import { rowStatement, updateByKey } from './row-statements';

const open = rowStatement({
  table: 'writes_demo',
  columns: { id: 'integer', name: 'text', at: 'timestamptz', tags: 'jsonb?' },
  key: (row) => row.id,
  sql: (rows) => `INSERT INTO writes_demo (id, name, status, at, tags) SELECT id, name, 'open', at, tags FROM ${rows} ON CONFLICT (id) DO NOTHING`,
});
const rename = updateByKey('writes_demo', 'id', { id: 'integer', name: 'text' });
const close = updateByKey('writes_demo', 'id', { id: 'integer' }, { set: `status = 'closed'`, where: `status = 'open'` });
const count = rowStatement({
  table: 'writes_demo',
  columns: { id: 'integer', by: 'bigint' },
  key: (row) => row.id,
  sql: (rows) => `UPDATE writes_demo SET counter = counter + batch.by FROM ${rows} WHERE writes_demo.id = batch.id`,
});

/** Interleaved changes of three keys, with a read in between; returns what the read saw. */
async function changes(writes: BatchWrites): Promise<string[]> {
  const tx = writes.writerFor('demo');
  for (const id of [1, 2, 3]) await tx.write(open, { id, name: `n${id}`, at: new Date('2027-01-01T07:00:00.000Z'), tags: id === 3 ? JSON.stringify({ quote: `it's "x" \\ y` }) : null });
  await tx.write(rename, { id: 1, name: `O'Brien "1"` });
  await tx.write(count, { id: 1, by: 2n });
  await tx.write(close, { id: 2 });
  await tx.write(count, { id: 1, by: 3 });
  await tx.write(open, { id: 1, name: 'ignored: the row exists', at: '2027-02-01T07:00:00.000Z', tags: null });
  const { rows } = await tx.query<{ name: string }>(`SELECT name FROM writes_demo ORDER BY id`);
  await tx.write(close, { id: 1 });
  await tx.write(rename, { id: 2, name: 'renamed after closing' });
  await tx.write(close, { id: 2 });
  return rows.map((row) => row.name);
}

describe('projection writes', () => {
  let db: Database;
  const statements: string[] = [];
  /** Counts the statements a transaction sends (a script counts its statements). */
  const counting = (tx: Transaction): Transaction => ({
    query(sql, params) {
      statements.push(sql);
      return tx.query(sql, params);
    },
    async exec(sql) {
      statements.push(...sql.split(';\n'));
      await tx.exec(sql);
    },
  });

  beforeAll(async () => {
    db = await openPgliteDatabase(undefined);
  });
  afterAll(async () => {
    await db?.close();
  });

  const run = async (writesOf: (tx: Transaction) => BatchWrites) => {
    await db.exec(`DROP TABLE IF EXISTS writes_demo;
      CREATE TABLE writes_demo (id integer PRIMARY KEY, name text NOT NULL, status text NOT NULL, at timestamptz NOT NULL, tags jsonb, counter bigint NOT NULL DEFAULT 0)`);
    statements.length = 0;
    const seen = await db.transaction(async (tx) => {
      const writes = writesOf(counting(tx));
      const read = await changes(writes);
      await writes.flush();
      return read;
    });
    const { rows } = await db.query(`SELECT id, name, status, at::text AS at, tags, counter::int AS counter FROM writes_demo ORDER BY id`);
    return { seen, rows, statements: statements.length };
  };

  it('should leave the same rows batched as sent one at a time, in fewer statements, with a read seeing every earlier write', async () => {
    const oneByOne = await run(immediateWrites);
    const batched = await run(batchedWrites);
    expect(oneByOne.rows).toEqual([
      { id: 1, name: `O'Brien "1"`, status: 'closed', at: '2027-01-01 07:00:00+00', tags: null, counter: 5 },
      { id: 2, name: 'renamed after closing', status: 'closed', at: '2027-01-01 07:00:00+00', tags: null, counter: 0 },
      { id: 3, name: 'n3', status: 'open', at: '2027-01-01 07:00:00+00', tags: { quote: `it's "x" \\ y` }, counter: 0 },
    ]);
    expect(batched.rows).toEqual(oneByOne.rows);
    expect(batched.seen).toEqual([`O'Brien "1"`, 'n2', 'n3']);
    expect(oneByOne.seen).toEqual(batched.seen);
    // 11 rows and a read one at a time; batched, rows of different keys share statements.
    expect(oneByOne.statements).toBe(12);
    expect(batched.statements).toBe(10);
  });

  it('should fail the batch when two rows of one key would land in one statement of a unique table', async () => {
    await run(batchedWrites);
    const twice = rowStatement({
      table: 'writes_demo',
      columns: { id: 'integer', name: 'text' },
      // A wrong key (every row the same "key" would be right): two rows of id 1 share a statement.
      key: (row) => row.name,
      sql: (rows) => `INSERT INTO writes_demo (id, name, status, at) SELECT id, name, 'open', now() FROM ${rows} ON CONFLICT (id) DO UPDATE SET name = excluded.name`,
    });
    await expect(
      db.transaction(async (tx) => {
        const writes = batchedWrites(tx);
        await writes.writerFor('demo').write(twice, { id: 1, name: 'a' });
        await writes.writerFor('demo').write(twice, { id: 1, name: 'b' });
        await writes.flush();
      }),
    ).rejects.toThrow(/cannot affect row a second time/);
  });
});
