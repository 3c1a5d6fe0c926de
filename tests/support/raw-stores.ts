import { Redis } from 'ioredis';
import type { Database } from '../../server/src/db/database';

/**
 * Where any of `needles` (compared in lower case) still appears in the raw stores: every row of
 * every table of the application's database (events, keys, read models, operational tables),
 * as `table: row count`.
 */
export async function databaseTraces(db: Database, needles: readonly string[]): Promise<string[]> {
  const patterns = needles.map((needle) => `%${needle.toLowerCase()}%`);
  const { rows: tables } = await db.query<{ table_schema: string; table_name: string }>(
    `SELECT table_schema, table_name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const traces: string[] = [];
  for (const { table_schema: schema, table_name: table } of tables) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}"."${table}" AS r WHERE lower(r::text) LIKE ANY($1::text[])`, [patterns]);
    if (rows[0]!.n > 0) traces.push(`${schema}.${table}: ${rows[0]!.n} row(s)`);
  }
  if (tables.length < 5) throw new Error(`Only ${tables.length} tables found: the scan would prove nothing`);
  return traces;
}

/** The Redis keys (all of them, whatever their type) whose contents mention any of `needles`. */
export async function redisTraces(url: string, needles: readonly string[]): Promise<string[]> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys('*');
    const traces: string[] = [];
    for (const key of keys) {
      const type = await redis.type(key);
      const contents =
        type === 'string' ? [await redis.get(key)]
        : type === 'hash' ? Object.entries(await redis.hgetall(key)).flat()
        : type === 'list' ? await redis.lrange(key, 0, -1)
        : type === 'set' ? await redis.smembers(key)
        : type === 'zset' ? await redis.zrange(key, '0', '-1')
        : type === 'stream' ? JSON.stringify(await redis.xrange(key, '-', '+')) : [];
      const text = [key, ...[contents].flat()].join('\n').toLowerCase();
      if (needles.some((needle) => text.includes(needle.toLowerCase()))) traces.push(key);
    }
    return traces;
  } finally {
    redis.disconnect();
  }
}
