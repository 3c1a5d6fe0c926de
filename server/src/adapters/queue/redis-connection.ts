import { Redis } from 'ioredis';
import type { Logger } from '../../config/logger';
import { redactConnectionString } from '../../config/redact-url';

/** How long a start waits for Redis before giving up, and how long a readiness check waits. */
export const redisStartTimeoutMs = 5000;
/** Repeats of one Redis error are logged at most this often (ioredis reports every reconnect). */
export const redisErrorLogIntervalMs = 30_000;

export class RedisUnreachableError extends Error {
  /** Without its password: loggers serialise an error's own fields. */
  readonly redis: string;

  constructor(redisUrl: string, reason: string) {
    const redis = redactConnectionString(redisUrl);
    super(`Redis at ${redis} is not reachable: ${reason}. Start Redis or correct REDIS_URL (without REDIS_URL jobs run in process).`);
    this.name = 'RedisUnreachableError';
    this.redis = redis;
  }
}

/**
 * A listener for the `error` events of Redis clients (ioredis, BullMQ queues and workers) that
 * logs each distinct message at once, then at most once per `intervalMs` with how many repeats it
 * held back: an unreachable Redis otherwise logs every reconnect attempt of every connection.
 */
export function throttledRedisErrors(logger: Logger, redisUrl: string, intervalMs = redisErrorLogIntervalMs): (error: Error, context?: Record<string, unknown>) => void {
  const seen = new Map<string, { loggedAt: number; suppressed: number }>();
  const redis = redactConnectionString(redisUrl);
  return (error, context = {}) => {
    const now = Date.now();
    const entry = seen.get(error.message);
    if (entry && now - entry.loggedAt < intervalMs) {
      entry.suppressed += 1;
      return;
    }
    seen.set(error.message, { loggedAt: now, suppressed: 0 });
    logger.error({ ...context, err: error, redis, repeatedSinceLastLog: entry?.suppressed ?? 0 }, 'redis connection error');
  };
}

const deadline = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

/**
 * Fails fast when Redis cannot be reached at start: BullMQ would otherwise retry for ever, the
 * process never listening and never exiting. Throws `RedisUnreachableError` naming the URL
 * (password hidden) after `timeoutMs`.
 */
export async function assertRedisReachable(redisUrl: string, timeoutMs = redisStartTimeoutMs): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: timeoutMs, retryStrategy: () => null });
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => (lastError = error));
  try {
    const answer = await Promise.race([redis.connect().then(() => redis.ping()), deadline(timeoutMs)]);
    if (answer === 'timeout') throw new RedisUnreachableError(redisUrl, `no answer within ${timeoutMs / 1000} s`);
  } catch (error) {
    if (error instanceof RedisUnreachableError) throw error;
    throw new RedisUnreachableError(redisUrl, (lastError ?? (error as Error)).message);
  } finally {
    redis.disconnect();
  }
}
