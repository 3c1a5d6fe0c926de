import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertRedisReachable, RedisUnreachableError, throttledRedisErrors } from './redis-connection';

describe('Redis connection errors', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should log each distinct error once per interval, with the repeats it held back, and hide the password', () => {
    vi.useFakeTimers();
    const lines: Array<{ err: { message: string }; repeatedSinceLastLog: number; redis: string }> = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const report = throttledRedisErrors(logger, 'redis://:secret@127.0.0.1:6379', 30_000);
    for (let attempt = 0; attempt < 50; attempt++) report(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    report(new Error('Connection is closed.'));
    expect(lines.map((line) => line.err.message)).toEqual(['connect ECONNREFUSED 127.0.0.1:6379', 'Connection is closed.']);
    vi.advanceTimersByTime(30_000);
    report(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ repeatedSinceLastLog: 49, redis: 'redis://:***@127.0.0.1:6379' });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('should refuse a Redis that does not listen, naming it without the password', async () => {
    const refused = assertRedisReachable('redis://user:secret@127.0.0.1:1', 2000);
    await expect(refused).rejects.toBeInstanceOf(RedisUnreachableError);
    await expect(refused).rejects.toThrow(/^Redis at redis:\/\/user:\*\*\*@127\.0\.0\.1:1 is not reachable: connect ECONNREFUSED/);
  });
});
