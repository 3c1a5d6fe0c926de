import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import { throttledRedisErrors } from '../../adapters/queue/redis-connection';
import type { Logger } from '../../config/logger';
import { redactConnectionString } from '../../config/redact-url';
import type { Database } from '../../db/database';
import type { EventStore } from '../../eventstore/event-store';
import { describeFailure, readFailures } from '../../read-models/projection-failures';

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
  /** Events after `position`, counted up to just past `maxLag`. */
  const pendingAfter = (position: string) => store.readAll({ fromPosition: BigInt(position), limit: maxLag + 1 });
  const lag = (count: number) => (count > maxLag ? `more than ${maxLag}` : String(count));
  return guarded('projections', async () => {
    const { rows } = await db.query<{ name: string; position: string }>(`SELECT name, position::text AS position FROM projection_checkpoints ORDER BY position, name`);
    const checkpointOf = (name: string) => rows.find((row) => row.name === name)?.position ?? '0';
    // A failure whose event the checkpoint has passed is stale (its runner clears it at its next pass).
    const failures = (await readFailures(db)).filter((failure) => BigInt(checkpointOf(failure.projection)) < failure.position);
    if (failures.length > 0) {
      const details = await Promise.all(
        failures.map(async (failure) => `${describeFailure(failure)}; ${lag((await pendingAfter(checkpointOf(failure.projection))).length)} events behind`),
      );
      return { ok: false, detail: details.join('; ') };
    }
    const slowest = rows[0];
    if (!slowest) return { ok: true, detail: '0 events behind' };
    const pending = await pendingAfter(slowest.position);
    const next = pending[0];
    if (pending.length <= maxLag || !next) return { ok: true, detail: `${pending.length} events behind` };
    const lagging = rows.filter((row) => row.position === slowest.position).map((row) => row.name);
    return {
      ok: false,
      detail: `projection ${lagging.join(', ')} is ${lag(pending.length)} events behind: at position ${slowest.position}, next ${next.type} at position ${next.position} (stream ${next.streamId})`,
    };
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

/**
 * Free space where the data folder lives: PGlite, the outbox and the backups need room to write.
 * The answer is public, so it names no path (the folder is the operator's `DATA_DIR`).
 */
export function diskSpaceProbe(dataDir: string, minFreeBytes: number): Probe {
  return guarded('disk', async () => {
    const stats = await statfs(await existingFolder(dataDir));
    const free = stats.bavail * stats.bsize;
    const megabytes = (bytes: number) => Math.floor(bytes / 1024 ** 2);
    return { ok: free >= minFreeBytes, detail: `${megabytes(free)} MB free in the data folder (at least ${megabytes(minFreeBytes)} MB wanted)` };
  });
}

export type ClosableProbe = Probe & { close(): Promise<void> };

const redisCheckTimeoutMs = 1500;

/** Redis answers a PING within `redisCheckTimeoutMs`; the detail names it (password hidden). */
export function redisProbe(redisUrl: string, logger: Logger): ClosableProbe {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: redisCheckTimeoutMs });
  // Without a listener ioredis prints every failed reconnect to stderr.
  redis.on('error', throttledRedisErrors(logger, redisUrl));
  const where = `Redis at ${redactConnectionString(redisUrl)}`;
  return {
    name: 'redis',
    async check() {
      try {
        const ping = async () => {
          if (redis.status === 'wait') await redis.connect();
          await redis.ping();
        };
        const answer = await Promise.race([ping(), new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), redisCheckTimeoutMs).unref())]);
        if (answer === 'timeout') return { ok: false, detail: `${where} is not reachable: no answer within ${redisCheckTimeoutMs} ms` };
        return { ok: true, detail: where };
      } catch (error) {
        return { ok: false, detail: `${where} is not reachable: ${(error as Error).message}` };
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** The probes of one process: its database and event store, the projection lag, and Redis when configured. */
export function readinessProbes(deps: { db: Database; store: EventStore; redisUrl: string | undefined; maxProjectionLag?: number; logger: Logger }): {
  probes: Probe[];
  close(): Promise<void>;
} {
  const redis = deps.redisUrl ? redisProbe(deps.redisUrl, deps.logger) : undefined;
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
