import type { Logger } from '../config/logger';
import type { RecordedEvent, SubscribeOptions, Subscription } from './event-store';
import { createWaker } from './waker';

export type PollingOptions = {
  /** Reads the next batch after a position, in global order (the store's `readAll`). */
  readAfter(position: bigint): Promise<RecordedEvent[]>;
  /** Size of a full batch: a shorter one means the head was reached and the loop may pause. */
  batchSize: number;
  pollIntervalMs: number;
  /** First delay after a failure; doubled per consecutive failure up to `maxRetryDelayMs`. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
  /** Where failures go when the subscriber gave no `onError`. */
  logger?: Logger;
};

/**
 * A `$all` subscription built on polling `readAll`. Delivery is strictly sequential and the
 * position only moves after `handle` resolves, so a failed read or handler is retried from the
 * last handled event: nothing skipped, nothing delivered twice unless a handler threw.
 */
export function startPollingSubscription(options: PollingOptions, subscriber: SubscribeOptions): Subscription & { wake(): void } {
  // New events cut a poll pause short; only stop cuts a retry pause short, so a failing handler
  // is not hammered on every append.
  const waker = createWaker();
  const stopWaker = createWaker();
  let position = subscriber.fromPosition ?? 0n;
  let stopped = false;
  let failures = 0;

  const report = (error: unknown) => {
    try {
      if (subscriber.onError) subscriber.onError(error);
      else if (options.logger) options.logger.error({ err: error, position: String(position), failures }, 'event subscription failed; retrying');
      else console.error(`[eventstore] subscription failed at position ${position}; retrying`, error);
    } catch (reportError) {
      // A throwing onError must not end the subscription: it would stop delivering silently.
      console.error('[eventstore] subscription onError threw', reportError);
    }
  };

  const loop = (async () => {
    while (!stopped) {
      let delivered: number;
      try {
        const batch = await options.readAfter(position);
        for (const event of batch) {
          if (stopped) return;
          await subscriber.handle(event);
          position = event.position;
        }
        delivered = batch.length;
        failures = 0;
      } catch (error) {
        failures += 1;
        report(error);
        await stopWaker.pause(Math.min(options.retryDelayMs * 2 ** (failures - 1), options.maxRetryDelayMs));
        continue;
      }
      if (delivered < options.batchSize && !stopped) await waker.pause(options.pollIntervalMs);
    }
  })();

  return {
    wake: () => waker.wake(),
    async stop() {
      stopped = true;
      waker.wake();
      stopWaker.wake();
      await loop;
    },
  };
}
