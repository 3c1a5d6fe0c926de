import { Redis } from 'ioredis';
import type { Database } from '../../db/database';
import type { EventStore } from '../../eventstore/event-store';

export type Check = { ok: boolean; detail?: string };
export type Probe = { name: string; check(): Promise<Check> };

/** Read models more than this many events behind make the instance not ready. */
export const maxProjectionLag = 1000;

const guarded = (name: string, check: () => Promise<Check>): Probe => ({
  name,
  async check() {
    try {
      return await check();
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  },
});

export function databaseProbe(db: Database): Probe {
  return guarded('database', async () => {
    await db.query('SELECT 1');
    return { ok: true, detail: db.kind };
  });
}

export function eventStoreProbe(store: EventStore): Probe {
  return guarded('eventStore', async () => {
    await store.readAll({ limit: 1 });
    return { ok: true };
  });
}

/** How many events the slowest read model has still to apply. */
export function projectionLagProbe(db: Database, store: EventStore): Probe {
  return guarded('projections', async () => {
    const { rows } = await db.query<{ position: string | number | null }>(`SELECT min(position) AS position FROM projection_checkpoints`);
    const from = BigInt(String(rows[0]?.position ?? 0));
    const behind = (await store.readAll({ fromPosition: from, limit: maxProjectionLag + 1 })).length;
    return { ok: behind <= maxProjectionLag, detail: `${behind > maxProjectionLag ? `>${maxProjectionLag}` : behind} events behind` };
  });
}

export function redisProbe(redisUrl: string): Probe & { close(): Promise<void> } {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  return {
    ...guarded('redis', async () => {
      if (redis.status === 'wait') await redis.connect();
      await redis.ping();
      return { ok: true };
    }),
    async close() {
      redis.disconnect();
    },
  };
}
