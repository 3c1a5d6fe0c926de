import type { Logger } from '../server/src/config/logger';
import type { Database } from '../server/src/db/database';
import { createWaker } from '../server/src/eventstore/waker';
import { readFailures, ReadModelsUnavailableError } from '../server/src/read-models/projection-failures';
import { readModelWaitMs, type Projection, type ReadModelSync } from './projection';
import { createPositionWaiters } from './position-waiters';

export type CheckpointWatcherOptions = {
  /** How often the checkpoints are read while someone waits. */
  pollIntervalMs?: number;
  /** Longest pause after failed reads (the pause doubles per consecutive failure). */
  maxRetryDelayMs?: number;
  waitTimeoutMs?: number;
};

/**
 * Read-your-writes for a process without the projection runner (`APP_ROLES` without
 * `projections`): it reads the checkpoints the runner commits with each batch (`applyBatch`) and
 * releases the waiters the slowest projection has passed. It polls only while someone waits.
 * The checkpoint rows must exist (`prepareReadModels`).
 */
export function watchCheckpoints(db: Database, projections: readonly Projection[], logger: Logger, options: CheckpointWatcherOptions = {}): ReadModelSync {
  const pollIntervalMs = options.pollIntervalMs ?? 50;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 1000;
  const names = projections.map((projection) => projection.name);
  const waiters = createPositionWaiters();
  const waker = createWaker();
  let polling: Promise<void> | undefined;
  let stopped = false;

  async function readCheckpoints(): Promise<Map<string, bigint>> {
    const { rows } = await db.query<{ name: string; position: string }>(
      `SELECT name, position::text AS position FROM projection_checkpoints WHERE name = ANY($1::text[])`,
      [names],
    );
    return new Map(rows.map((row) => [row.name, BigInt(row.position)]));
  }

  /**
   * Releases the waiters every projection has passed (a projection without a row has applied
   * nothing) and fails, at once, those behind an event a projection is stuck before.
   */
  async function settleWaiters(): Promise<void> {
    if (names.length === 0) return waiters.release(undefined);
    const checkpoints = await readCheckpoints();
    waiters.release(names.map((name) => checkpoints.get(name) ?? 0n).reduce((min, position) => (position < min ? position : min)));
    for (const failure of await readFailures(db, names)) {
      if ((checkpoints.get(failure.projection) ?? 0n) < failure.position) {
        waiters.rejectFrom(failure.position, new ReadModelsUnavailableError({ kind: 'failed', failure }));
      }
    }
  }

  async function poll(): Promise<void> {
    let failures = 0;
    for (;;) {
      // Checked and cleared with no await in between, so a waiter added later starts a new poll.
      if (stopped || waiters.count() === 0) {
        polling = undefined;
        return;
      }
      let pauseMs = pollIntervalMs;
      try {
        await settleWaiters();
        failures = 0;
      } catch (error) {
        failures += 1;
        pauseMs = Math.min(pollIntervalMs * 2 ** failures, maxRetryDelayMs);
        logger.error({ err: error, failures, retryInMs: pauseMs, waiting: waiters.count() }, 'could not read the projection checkpoints; retrying');
      }
      if (waiters.count() > 0) await waker.pause(pauseMs);
    }
  }

  return {
    waitForPosition(position, timeoutMs = options.waitTimeoutMs ?? readModelWaitMs) {
      if (stopped) return Promise.reject(new Error('Checkpoint watcher stopped'));
      const waiting = waiters.add(
        position,
        timeoutMs,
        () => new ReadModelsUnavailableError({ kind: 'lagging', position, waitedMs: timeoutMs, behind: 'the projections process may be down or behind' }),
      );
      polling ??= poll();
      return waiting;
    },
    async stop() {
      stopped = true;
      waker.wake();
      await polling;
      waiters.rejectAll(new Error('Checkpoint watcher stopped'));
    },
  };
}
