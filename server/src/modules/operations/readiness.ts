import { statfs } from 'node:fs/promises';
import path from 'node:path';
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

/** The folder itself, or its closest existing parent (the data folder may not exist yet). */
async function existingFolder(folder: string): Promise<string> {
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    try {
      await statfs(current);
      return current;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || current === path.dirname(current)) throw error;
    }
  }
}

/** Free space where the data folder lives: PGlite, the outbox and the backups need room to write. */
export function diskSpaceProbe(dataDir: string, minFreeBytes: number): Probe {
  return guarded('disk', async () => {
    const stats = await statfs(await existingFolder(dataDir));
    const free = stats.bavail * stats.bsize;
    const megabytes = (bytes: number) => Math.floor(bytes / 1024 ** 2);
    return { ok: free >= minFreeBytes, detail: `${megabytes(free)} MB free in ${dataDir} (at least ${megabytes(minFreeBytes)} MB wanted)` };
  });
}

export type ClosableProbe = Probe & { close(): Promise<void> };

export function redisProbe(redisUrl: string): ClosableProbe {
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

/** The probes of one process: its database and event store, the projection lag, and Redis when configured. */
export function readinessProbes(deps: { db: Database; store: EventStore; redisUrl: string | undefined }): { probes: Probe[]; close(): Promise<void> } {
  const redis = deps.redisUrl ? redisProbe(deps.redisUrl) : undefined;
  return {
    probes: [databaseProbe(deps.db), eventStoreProbe(deps.store), projectionLagProbe(deps.db, deps.store), ...(redis ? [redis] : [])],
    close: async () => redis?.close(),
  };
}

export type Readiness = { status: 'ready' | 'not_ready'; checks: Record<string, Check> };

/** Runs every probe at once; ready when all of them are. */
export async function checkReadiness(probes: readonly Probe[]): Promise<Readiness> {
  const results = await Promise.all(probes.map(async (probe) => [probe.name, await probe.check()] as const));
  return { status: results.every(([, result]) => result.ok) ? 'ready' : 'not_ready', checks: Object.fromEntries(results) };
}
