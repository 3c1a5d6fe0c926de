import { createLogger, type Logger } from '../server/src/config/logger';
import type { Database } from '../server/src/db/database';
import type { EventStore, RecordedEvent } from '../server/src/eventstore/event-store';
import { createWaker } from '../server/src/eventstore/waker';
import { applyBatch, ProjectionHandlerError } from './apply-batch';
import type { Projection, ReadModelSync } from './projection';
import { createPositionWaiters } from './position-waiters';
import { prepareReadModels } from './read-model-setup';

export type ProjectionRunner = ReadModelSync & {
  /**
   * Applies everything the store shows now, including projections waiting out a failure, and
   * rejects if any of them failed (start-up, tests, replay after resetting a checkpoint).
   */
  catchUp(): Promise<void>;
};

export type ProjectionRunnerOptions = {
  pollIntervalMs?: number;
  /** Events read and applied per transaction. */
  batchSize?: number;
  /** First pause after a failure; doubles per consecutive failure up to `maxRetryDelayMs`. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  waitTimeoutMs?: number;
};

type Follower = { projection: Projection; checkpoint: bigint; failures: number; retryAt: number };

/** Thrown by a pass when projections failed; each failure has already been logged with its event. */
class ProjectionsFailedError extends AggregateError {
  constructor(errors: unknown[]) {
    super(errors, `${errors.length} projection(s) failed; see the logged errors`);
    this.name = 'ProjectionsFailedError';
  }
}

const minimum = (values: bigint[]): bigint | undefined => values.reduce<bigint | undefined>((min, value) => (min === undefined || value < min ? value : min), undefined);

/**
 * Follows the store from each projection's checkpoint, reading `$all` once per batch for all of
 * them. Each projection moves on its own: one that fails waits with backoff, stays just before
 * the failing event, and does not hold back the others. The loop polls, and `waitForPosition`
 * wakes it, so a request that just appended reads its own write without waiting for a poll.
 */
export async function startProjections(
  db: Database,
  store: EventStore,
  projections: readonly Projection[],
  logger: Logger = createLogger('info'),
  options: ProjectionRunnerOptions = {},
): Promise<ProjectionRunner> {
  const batchSize = options.batchSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 200;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;
  const backoff = (failures: number) => Math.min(retryDelayMs * 2 ** (failures - 1), maxRetryDelayMs);

  const checkpoints = await prepareReadModels(db, projections, logger);
  const followers: Follower[] = projections.map((projection, index) => ({ projection, checkpoint: checkpoints[index] ?? 0n, failures: 0, retryAt: 0 }));
  const reached = () => minimum(followers.map((follower) => follower.checkpoint));
  const waiters = createPositionWaiters();

  async function advance(follower: Follower, events: RecordedEvent[]): Promise<void> {
    const { projection } = follower;
    try {
      follower.checkpoint = (await applyBatch(db, projection, follower.checkpoint, events)).checkpoint;
      follower.failures = 0;
    } catch (error) {
      follower.failures += 1;
      const retryInMs = backoff(follower.failures);
      follower.retryAt = Date.now() + retryInMs;
      const failing = error instanceof ProjectionHandlerError ? error.event : undefined;
      logger.error(
        {
          err: error instanceof ProjectionHandlerError ? error.cause : error,
          projection: projection.name,
          checkpoint: String(follower.checkpoint),
          event: failing && { position: String(failing.position), type: failing.type, streamId: failing.streamId, id: failing.id },
          failures: follower.failures,
          retryInMs,
        },
        'projection failed; it stays before the failing event and will be retried',
      );
      // Keep the events before the failing one: they were fine, only rolled back with the batch.
      const before = failing ? events.filter((event) => event.position < failing.position) : [];
      if (before.length > 0) {
        try {
          follower.checkpoint = (await applyBatch(db, projection, follower.checkpoint, before)).checkpoint;
        } catch (prefixError) {
          logger.error({ err: prefixError, projection: projection.name }, 'projection failed again on the events before the failing one');
        }
      }
      throw error;
    }
  }

  // Set by `stop`: a polling pass then ends after the batch it is applying.
  let stopped = false;

  /** Reads until the visible head; `force` includes projections still waiting out a failure. */
  async function pass(force: boolean): Promise<void> {
    const failures: unknown[] = [];
    const now = Date.now();
    let active = followers.filter((follower) => force || follower.retryAt <= now);
    for (let from = minimum(active.map((f) => f.checkpoint)); from !== undefined; from = minimum(active.map((f) => f.checkpoint))) {
      const events = await store.readAll({ fromPosition: from, limit: batchSize });
      if (events.length === 0) break;
      for (const follower of [...active]) {
        const pending = events.filter((event) => event.position > follower.checkpoint);
        if (pending.length === 0) continue;
        try {
          await advance(follower, pending);
        } catch (error) {
          failures.push(error);
          active = active.filter((other) => other !== follower);
        }
      }
      waiters.release(reached());
      if (events.length < batchSize || (stopped && !force)) break;
    }
    if (failures.length > 0) throw new ProjectionsFailedError(failures);
  }

  // Passes never overlap: two at once would apply the same batch twice in this process.
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = (force: boolean): Promise<void> => {
    const run = queue.then(() => pass(force));
    queue = run.catch(() => undefined);
    return run;
  };

  const waker = createWaker();
  let readFailures = 0;
  const loop = (async () => {
    while (!stopped) {
      let pauseMs = pollIntervalMs;
      try {
        await serialised(false);
        readFailures = 0;
      } catch (error) {
        if (!(error instanceof ProjectionsFailedError)) {
          readFailures += 1;
          pauseMs = backoff(readFailures);
          logger.error({ err: error, failures: readFailures, retryInMs: pauseMs }, 'projection runner could not read events; retrying');
        }
      }
      if (!stopped) await waker.pause(pauseMs);
    }
  })();

  return {
    catchUp: () => serialised(true),
    waitForPosition(position, timeoutMs = options.waitTimeoutMs ?? 10_000) {
      const current = reached();
      if (current === undefined || current >= position) return Promise.resolve();
      const waiting = waiters.add(position, timeoutMs, () => {
        const behind = followers.filter((follower) => follower.checkpoint < position);
        return `Read models did not reach position ${position} within ${timeoutMs} ms: ${behind
          .map((follower) => `${follower.projection.name} at ${follower.checkpoint}`)
          .join(', ')}`;
      });
      waker.wake();
      return waiting;
    },
    /** Lets the batch being applied finish (its transaction commits with its checkpoint), then stops. */
    async stop() {
      stopped = true;
      waker.wake();
      await loop;
      await queue;
      waiters.rejectAll(new Error('Projection runner stopped'));
    },
  };
}
