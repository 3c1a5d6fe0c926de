import { createLogger, type Logger } from '../server/src/config/logger';
import type { Database } from '../server/src/db/database';
import type { EventStore, RecordedEvent } from '../server/src/eventstore/event-store';
import { createWaker } from '../server/src/eventstore/waker';
import { applyBatch, ProjectionHandlerError } from './apply-batch';
import { clearFailure, readFailures, recordFailure, ReadModelsUnavailableError, type ProjectionFailure } from '../server/src/read-models/projection-failures';
import { readModelWaitMs, type Projection, type ReadModelSync } from './projection';
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

type Follower = {
  projection: Projection;
  checkpoint: bigint;
  /** Consecutive failed attempts, for the backoff. */
  failures: number;
  retryAt: number;
  /** The event it is stuck before, as recorded in `projection_failures`. */
  failure?: ProjectionFailure;
  /** The failing position this process has logged, so a retry that fails again is not logged again. */
  loggedPosition?: bigint;
};

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
  // A failure recorded before this start: requests fail fast until the first retry applies it.
  for (const failure of await readFailures(db, projections.map((projection) => projection.name))) {
    const follower = followers.find((candidate) => candidate.projection.name === failure.projection)!;
    if (failure.position > follower.checkpoint) follower.failure = failure;
    else await clearFailure(db, failure.projection);
  }
  const reached = () => minimum(followers.map((follower) => follower.checkpoint));
  const waiters = createPositionWaiters();

  async function recovered(follower: Follower): Promise<void> {
    const failure = follower.failure;
    if (!failure || follower.checkpoint < failure.position) return;
    follower.failure = undefined;
    await clearFailure(db, failure.projection);
    logger.info(
      { projection: failure.projection, event: { position: String(failure.position), type: failure.type, streamId: failure.streamId }, attempts: failure.attempts },
      'projection applied the event it had failed on and continues',
    );
  }

  /** Records the failure where every process sees it, logs it once, and fails the requests it blocks. */
  async function failed(follower: Follower, error: ProjectionHandlerError, retryInMs: number): Promise<void> {
    const { event } = error;
    let failure: ProjectionFailure;
    try {
      failure = await recordFailure(db, follower.projection.name, event, error.cause);
    } catch (recordError) {
      logger.error({ err: recordError, projection: follower.projection.name }, 'could not record the projection failure');
      const now = new Date();
      const message = error.cause instanceof Error ? error.cause.message : String(error.cause);
      failure = { projection: follower.projection.name, position: event.position, streamId: event.streamId, type: event.type, eventId: event.id, error: message, attempts: follower.failures, firstFailedAt: now, lastFailedAt: now };
    }
    follower.failure = failure;
    const context = {
      err: error.cause,
      projection: follower.projection.name,
      checkpoint: String(follower.checkpoint),
      event: { position: String(event.position), type: event.type, streamId: event.streamId, id: event.id },
      attempts: failure.attempts,
      retryInMs,
    };
    if (follower.loggedPosition === event.position) {
      logger.debug(context, 'projection still fails on the same event');
    } else {
      follower.loggedPosition = event.position;
      logger.error(context, 'projection failed on an event; it stays before it and retries with a growing pause (npm run projections -- status)');
    }
    waiters.rejectFrom(event.position, new ReadModelsUnavailableError({ kind: 'failed', failure }));
  }

  async function advance(follower: Follower, events: RecordedEvent[]): Promise<void> {
    const { projection } = follower;
    try {
      follower.checkpoint = (await applyBatch(db, projection, follower.checkpoint, events)).checkpoint;
      follower.failures = 0;
    } catch (error) {
      follower.failures += 1;
      const retryInMs = backoff(follower.failures);
      follower.retryAt = Date.now() + retryInMs;
      if (!(error instanceof ProjectionHandlerError)) {
        logger.error({ err: error, projection: projection.name, checkpoint: String(follower.checkpoint), retryInMs }, 'projection could not apply its batch; retrying');
        throw error;
      }
      // Keep the events before the failing one: they were fine, only rolled back with the batch.
      const before = events.filter((event) => event.position < error.event.position);
      if (before.length > 0) {
        try {
          follower.checkpoint = (await applyBatch(db, projection, follower.checkpoint, before)).checkpoint;
        } catch (prefixError) {
          logger.error({ err: prefixError, projection: projection.name }, 'projection failed again on the events before the failing one');
        }
      }
      await failed(follower, error, retryInMs);
      throw error;
    }
    await recovered(follower);
  }

  /** `npm run projections -- resume` deletes the failure row: retry at once instead of after the pause. */
  async function noticeResumes(now: number): Promise<void> {
    const waiting = followers.filter((follower) => follower.failure && follower.retryAt > now);
    if (waiting.length === 0) return;
    const recorded = new Set((await readFailures(db, waiting.map((follower) => follower.projection.name))).map((failure) => failure.projection));
    for (const follower of waiting.filter((candidate) => !recorded.has(candidate.projection.name))) {
      logger.info({ projection: follower.projection.name }, 'projection failure was cleared by an operator; retrying now');
      follower.retryAt = 0;
      follower.failures = 0;
    }
  }

  // Set by `stop`: a polling pass then ends after the batch it is applying.
  let stopped = false;

  /** Reads until the visible head; `force` includes projections still waiting out a failure. */
  async function pass(force: boolean): Promise<void> {
    const failures: unknown[] = [];
    const now = Date.now();
    await noticeResumes(now);
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
  let readErrors = 0;
  const loop = (async () => {
    while (!stopped) {
      let pauseMs = pollIntervalMs;
      try {
        await serialised(false);
        readErrors = 0;
      } catch (error) {
        if (!(error instanceof ProjectionsFailedError)) {
          readErrors += 1;
          pauseMs = backoff(readErrors);
          logger.error({ err: error, failures: readErrors, retryInMs: pauseMs }, 'projection runner could not read events; retrying');
        }
      }
      if (!stopped) await waker.pause(pauseMs);
    }
  })();

  return {
    catchUp: () => serialised(true),
    waitForPosition(position, timeoutMs = options.waitTimeoutMs ?? readModelWaitMs) {
      const current = reached();
      if (current === undefined || current >= position) return Promise.resolve();
      const stuck = followers.find((follower) => follower.failure && follower.failure.position <= position);
      if (stuck?.failure) return Promise.reject(new ReadModelsUnavailableError({ kind: 'failed', failure: stuck.failure }));
      const waiting = waiters.add(position, timeoutMs, () => {
        const behind = followers.filter((follower) => follower.checkpoint < position);
        return new ReadModelsUnavailableError({
          kind: 'lagging',
          position,
          waitedMs: timeoutMs,
          behind: behind.map((follower) => `${follower.projection.name} at ${follower.checkpoint}`).join(', '),
        });
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
