import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../server/src/db/database';
import { openPgliteDatabase } from '../server/src/db/pglite-database';
import { deferWrites, inlineParameters } from './deferred-writes';

describe('deferred projection writes', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase(undefined);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('should read every kind of parameter inlined exactly as the same parameter sent apart', async () => {
    const cases: Array<[string, unknown]> = [
      ['text', `O'Brien \\ "quoted" — Ёлка\nnew line`],
      ['text', null],
      ['integer', 42],
      ['bigint', 9_007_199_254_740_993n],
      ['numeric', 1_575_000.5],
      ['boolean', false],
      ['timestamptz', new Date('2027-01-01T07:00:00.000Z')],
      ['timestamptz', '2027-01-01T10:00:00+03:00'],
      ['text[]', ['consultation-1', `a "b" \\ c'`, null, '']],
      ['text[]', []],
      ['jsonb', { userId: 'u1', nested: { quote: `it's`, list: [1, null] } }],
      // Texts that would end a dollar quote early, or hold its pieces.
      ['text', 'a$literal'],
      ['text', 'x$literal$y'],
      ['text', '$literal$'],
      ['text', '$'],
      ['text', 'ends with $'],
      ['text', '$$ and $1'],
      ['text[]', ['a$literal', 'b$literal$', '$', `it's \\`]],
    ];
    for (const [type, value] of cases) {
      const sql = `SELECT ($1::${type})::text AS v`;
      const sent = await db.query<{ v: string | null }>(sql, [value]);
      const inlined = await db.query<{ v: string | null }>(inlineParameters(sql, [value]));
      expect(inlined.rows, `${type} ${String(value)}`).toEqual(sent.rows);
    }
  });

  it('should send the writes in order, let a read see them, and refuse a placeholder without a parameter', async () => {
    await db.exec(`CREATE TABLE deferred_demo (id integer PRIMARY KEY, name text NOT NULL)`);
    const seen = await db.transaction(async (tx) => {
      const writes = deferWrites(tx);
      await writes.query(`INSERT INTO deferred_demo (id, name) VALUES ($1, $2)`, [1, 'first']);
      await writes.query(`UPDATE deferred_demo SET name = $2 WHERE id = $1`, [1, 'second']);
      const { rows } = await writes.query<{ name: string }>(`SELECT name FROM deferred_demo WHERE id = $1`, [1]);
      await writes.query(`INSERT INTO deferred_demo (id, name) VALUES ($1, $2)`, [2, 'third']);
      await writes.flush();
      return rows.map((row) => row.name);
    });
    expect(seen).toEqual(['second']);
    expect((await db.query(`SELECT id, name FROM deferred_demo ORDER BY id`)).rows).toEqual([
      { id: 1, name: 'second' },
      { id: 2, name: 'third' },
    ]);
    expect(() => inlineParameters(`SELECT $2`, ['only one'])).toThrow(RangeError);
  });
});
