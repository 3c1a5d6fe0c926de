import { Redis } from 'ioredis';
import type { Database } from '../../db/database';
import type { EventStore } from '../../eventstore/event-store';
import { describeFailure, readFailures } from '../../../../projections/failures';

export type Check = { ok: boolean; detail?: string };
export type Probe = { name: string; check(): Promise<Check> };

/** Read models more than this many events behind make the instance not ready (`READY_MAX_PROJECTION_LAG`). */
export const defaultMaxProjectionLag = 1000;

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

/**
 * Not ready when a projection is stuck on an event (named with its position, stream, type and
 * error), or when one is more than `maxLag` events behind (named with the next event it has to apply).
 */
export function projectionLagProbe(db: Database, store: EventStore, maxLag = defaultMaxProjectionLag): Probe {
  return guarded('projections', async () => {
    const failures = await readFailures(db);
    if (failures.length > 0) return { ok: false, detail: failures.map(describeFailure).join('; ') };
    const { rows } = await db.query<{ name: string; position: string }>(`SELECT name, position::text AS position FROM projection_checkpoints ORDER BY position, name`);
    const slowest = rows[0];
    if (!slowest) return { ok: true, detail: '0 events behind' };
    const pending = await store.readAll({ fromPosition: BigInt(slowest.position), limit: maxLag + 1 });
    const next = pending[0];
    if (pending.length <= maxLag || !next) return { ok: true, detail: `${pending.length} events behind` };
    const lagging = rows.filter((row) => row.position === slowest.position).map((row) => row.name);
    return {
      ok: false,
      detail: `projection ${lagging.join(', ')} is more than ${maxLag} events behind: at position ${slowest.position}, next ${next.type} at position ${next.position} (stream ${next.streamId})`,
    };
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
export function readinessProbes(deps: { db: Database; store: EventStore; redisUrl: string | undefined; maxProjectionLag?: number }): {
  probes: Probe[];
  close(): Promise<void>;
} {
  const redis = deps.redisUrl ? redisProbe(deps.redisUrl) : undefined;
  return {
    probes: [databaseProbe(deps.db), eventStoreProbe(deps.store), projectionLagProbe(deps.db, deps.store, deps.maxProjectionLag), ...(redis ? [redis] : [])],
    close: async () => redis?.close(),
  };
}

export type Readiness = { status: 'ready' | 'not_ready'; checks: Record<string, Check> };

/** Runs every probe at once; ready when all of them are. */
export async function checkReadiness(probes: readonly Probe[]): Promise<Readiness> {
  const results = await Promise.all(probes.map(async (probe) => [probe.name, await probe.check()] as const));
  return { status: results.every(([, result]) => result.ok) ? 'ready' : 'not_ready', checks: Object.fromEntries(results) };
}
