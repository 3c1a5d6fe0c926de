import { z } from 'zod';
import type { Projection } from '../../projections/projection';
import { rowStatement } from '../../projections/row-statements';

/** The test events' data, outside the product's event union: read through their schemas, not cast. */
const addedData = z.object({ key: z.string(), amount: z.number().int() });
const copiedData = z.object({ from: z.string(), to: z.string() });

const add = rowStatement({
  table: 'test_totals',
  columns: { key: 'text', amount: 'integer' },
  key: (row) => row.key,
  sql: (rows) => `INSERT INTO test_totals (key, total) SELECT key, amount FROM ${rows} ON CONFLICT (key) DO UPDATE SET total = test_totals.total + excluded.total`,
});

/**
 * A read model for the tests of how projections are applied: `Added` sums `amount` per `key`;
 * `Copied` reads the total of `from` and adds it to `to` (a handler's read, which must see every
 * earlier write). Two ways to fail: the table refuses a total of 13 (a write the server refuses,
 * which names no event), the handler refuses a negative amount (a handler's own failure).
 */
export const totalsProjection: Projection = {
  name: 'test-totals',
  schema: `CREATE TABLE IF NOT EXISTS test_totals (key text PRIMARY KEY, total integer NOT NULL CHECK (total <> 13))`,
  handlers: {
    async Added(tx, event) {
      const { key, amount } = addedData.parse(event.data);
      if (amount < 0) throw new Error('a negative amount');
      await tx.write(add, { key, amount });
    },
    async Copied(tx, event) {
      const { from, to } = copiedData.parse(event.data);
      const { rows } = await tx.query<{ total: number }>(`SELECT total FROM test_totals WHERE key = $1`, [from]);
      await tx.write(add, { key: to, amount: rows[0]?.total ?? -1000 });
    },
  },
};
