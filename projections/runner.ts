import type { Database } from '../server/src/db/database';
import type { EventStore } from '../server/src/eventstore/event-store';
import type { Logger } from '../server/src/config/logger';
import type { Projection } from './projection';

export const checkpointSchema = `
  CREATE TABLE IF NOT EXISTS projection_checkpoints (
    name text PRIMARY KEY,
    position bigint NOT NULL
  );
`;

export type ProjectionRunner = {
  /** Resolves once every projection has applied the events up to `position`. */
  waitForPosition(position: bigint, timeoutMs?: number): Promise<void>;
  /** Applies everything in the store now (start-up, tests, replay). */
  catchUp(): Promise<void>;
  stop(): Promise<void>;
};

const batchSize = 500;

async function loadCheckpoint(db: Database, name: string): Promise<bigint> {
  const { rows } = await db.query<{ position: string | number }>(`SELECT position FROM projection_checkpoints WHERE name = $1`, [name]);
  return rows[0] ? BigInt(String(rows[0].position)) : 0n;
}

/** Applies one batch of a projection with its checkpoint in one transaction; returns the new checkpoint. */
async function applyBatch(db: Database, store: EventStore, projection: Projection, from: bigint): Promise<bigint> {
  const events = await store.readAll({ fromPosition: from, limit: batchSize });
  const last = events.at(-1);
  if (!last) return from;
  await db.transaction(async (tx) => {
    for (const event of events) {
      const handler = projection.handlers[event.type];
      if (handler) await handler(tx, event);
    }
    await tx.query(
      `INSERT INTO projection_checkpoints (name, position) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position`,
      [projection.name, String(last.position)],
    );
  });
  return last.position;
}

/**
 * Follows the store from each projection's checkpoint. The loop polls, and a `waitForPosition`
 * wakes it at once, so a request that just appended sees its own write without waiting a poll.
 */
export async function startProjections(
  db: Database,
  store: EventStore,
  projections: readonly Projection[],
  logger: Logger,
  options: { pollIntervalMs?: number } = {},
): Promise<ProjectionRunner> {
  await db.exec(checkpointSchema);
  for (const projection of projections) await db.exec(projection.schema);
  const checkpoints = new Map<string, bigint>();
  for (const projection of projections) checkpoints.set(projection.name, await loadCheckpoint(db, projection.name));
  const lowest = () => [...checkpoints.values()].reduce((min, value) => (value < min ? value : min), checkpoints.values().next().value ?? 0n);

  let waiters: Array<{ position: bigint; resolve: () => void }> = [];
  const releaseWaiters = () => {
    const reached = lowest();
    waiters = waiters.filter((waiter) => {
      if (waiter.position > reached) return true;
      waiter.resolve();
      return false;
    });
  };

  let running: Promise<void> | undefined;
  /** One pass over all projections until none has anything left; concurrent callers share it. */
  const catchUp = (): Promise<void> => {
    running ??= (async () => {
      try {
        for (let progressed = true; progressed; ) {
          progressed = false;
          for (const projection of projections) {
            const from = checkpoints.get(projection.name) ?? 0n;
            const to = await applyBatch(db, store, projection, from);
            if (to !== from) {
              checkpoints.set(projection.name, to);
              progressed = true;
            }
          }
          releaseWaiters();
        }
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  let stopped = false;
  let wake: () => void = () => {};
  const loop = (async () => {
    while (!stopped) {
      let failed = false;
      try {
        await catchUp();
      } catch (error) {
        failed = true;
        logger.error({ err: error, checkpoints: Object.fromEntries([...checkpoints].map(([k, v]) => [k, String(v)])) }, 'projection batch failed; retrying');
      }
      await new Promise<void>((resolve) => {
        // After a failure wait longer, so a poison event is retried without flooding the log.
        const interval = options.pollIntervalMs ?? 200;
        const timer = setTimeout(resolve, failed ? Math.max(interval, 2000) : interval);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();

  return {
    catchUp,
    waitForPosition(position, timeoutMs = 10_000) {
      if (lowest() >= position) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter.resolve !== done);
          reject(new Error(`Read models did not reach position ${position} within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        waiters.push({ position, resolve: done });
        wake();
      });
    },
    async stop() {
      stopped = true;
      wake();
      await loop;
      await running;
    },
  };
}
