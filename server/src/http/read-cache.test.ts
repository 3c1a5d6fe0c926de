import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import type { AppState } from './app-state';
import { advancingAfterWrites, createReadCache, createWriteGeneration } from './read-cache';

/** A cache on a clock the test moves, with a loader that counts its reads and answers what `source` holds. */
function cacheOf<V>(source: { value: V }, options: { ttlMs?: number; maxEntries?: number; validUntil?: (value: NonNullable<V>) => number } = {}) {
  const clock = { now: 0 };
  const writes = createWriteGeneration(() => new Date(clock.now));
  const cache = createReadCache<string, V>({ generation: writes, maxEntries: options.maxEntries ?? 10, ttlMs: options.ttlMs ?? 1000, validUntil: options.validUntil });
  let reads = 0;
  const read = (key = 'key') =>
    cache.get(key, async () => {
      reads++;
      return source.value;
    });
  return { cache, writes, clock, read, reads: () => reads };
}

describe('read cache', () => {
  it('serves a read again until a write through this process became visible', async () => {
    const source = { value: 'before' };
    const { read, writes, reads } = cacheOf(source);
    expect(await read()).toBe('before');
    source.value = 'after';
    expect(await read()).toBe('before');
    expect(reads()).toBe(1);
    writes.advance();
    expect(await read()).toBe('after');
    expect(reads()).toBe(2);
  });

  it('reads again after its time, for what other processes wrote', async () => {
    const source = { value: 'before' };
    const { read, clock } = cacheOf(source, { ttlMs: 1000 });
    await read();
    source.value = 'after';
    clock.now = 999;
    expect(await read()).toBe('before');
    clock.now = 1000;
    expect(await read()).toBe('after');
  });

  it('does not keep a value past the instant it is valid until (an expiring session)', async () => {
    const source = { value: { expiresAt: 500 } };
    const { read, clock, reads } = cacheOf(source, { validUntil: (value) => value.expiresAt });
    await read();
    clock.now = 499;
    await read();
    expect(reads()).toBe(1);
    clock.now = 500;
    await read();
    expect(reads()).toBe(2);
  });

  it('does not serve a read that began before a write ended, once it has ended', async () => {
    const writes = createWriteGeneration();
    const cache = createReadCache<string, string>({ generation: writes, maxEntries: 10 });
    let finishRead: (value: string) => void = () => {};
    const early = cache.get('key', () => new Promise<string>((resolve) => (finishRead = resolve)));
    writes.advance();
    finishRead('before the write');
    expect(await early).toBe('before the write');
    expect(await cache.get('key', async () => 'after the write')).toBe('after the write');
  });

  it('shares one read between concurrent callers', async () => {
    const { read, reads } = cacheOf({ value: 'shared' });
    expect(await Promise.all([read(), read(), read()])).toEqual(['shared', 'shared', 'shared']);
    expect(reads()).toBe(1);
  });

  it('keeps neither a failed read nor one that found nothing', async () => {
    const writes = createWriteGeneration();
    const cache = createReadCache<string, string | undefined>({ generation: writes, maxEntries: 10 });
    await expect(cache.get('key', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('key', async () => undefined)).toBeUndefined();
    expect(await cache.get('key', async () => 'found')).toBe('found');
  });

  it('forgets a key on request and keeps each key apart', async () => {
    const source = { value: 'before' };
    const { cache, read, reads } = cacheOf(source);
    await read('alice');
    await read('bob');
    source.value = 'after';
    cache.delete('alice');
    expect(await read('alice')).toBe('after');
    expect(await read('bob')).toBe('before');
    expect(reads()).toBe(3);
  });

  it('lets the least recently used key go first when full', async () => {
    const { read, reads } = cacheOf({ value: 'value' }, { maxEntries: 2 });
    await read('first');
    await read('second');
    await read('first');
    await read('third');
    expect(reads()).toBe(3);
    await read('first');
    expect(reads()).toBe(3);
    await read('second');
    expect(reads()).toBe(4);
  });
});

/** Lets the reads that were finished or failed settle in the cache. */
const readsSettled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A value read at once, then refreshed by reads the test finishes (or fails) when it likes. */
function refreshingCache() {
  const clock = { now: 0 };
  const writes = createWriteGeneration(() => new Date(clock.now));
  const failures: Array<{ key: string; error: unknown }> = [];
  const cache = createReadCache<string, string>({
    generation: writes,
    maxEntries: 10,
    ttlMs: 1000,
    refreshBehind: { staleMs: 3000, failed: (key, error) => void failures.push({ key, error }) },
  });
  const pending: Array<{ finish: (value: string) => void; fail: (error: Error) => void }> = [];
  const slowRead = () => cache.get('key', () => new Promise<string>((finish, fail) => void pending.push({ finish, fail })));
  /** What a call answered within a tick of the event loop, or 'waited' when it did not. */
  const answeredAtOnce = (answer: Promise<string>) => Promise.race([answer, new Promise<string>((resolve) => setTimeout(() => resolve('waited'), 20))]);
  return { cache, clock, writes, failures, pending, slowRead, answeredAtOnce };
}

describe('read cache refreshing behind the requests (stale-while-revalidate)', () => {
  it('answers with the previous value at once while one slow refresh runs, then with the new one', async () => {
    const { cache, clock, pending, slowRead, answeredAtOnce } = refreshingCache();
    expect(await cache.get('key', async () => 'first')).toBe('first');
    clock.now = 1500;
    // Peek cannot refresh: the first request past the time goes on to `get`, which starts the refresh.
    expect(cache.peek('key')).toBeUndefined();
    expect(await answeredAtOnce(slowRead())).toBe('first');
    expect(await answeredAtOnce(slowRead())).toBe('first');
    expect(cache.peek('key')).toBe('first');
    expect(pending).toHaveLength(1);
    pending[0]!.finish('second');
    await readsSettled();
    expect(cache.peek('key')).toBe('second');
    expect(await answeredAtOnce(slowRead())).toBe('second');
    expect(pending).toHaveLength(1);
  });

  it('never serves a value read before a write through this process became visible, refresh or not', async () => {
    const { cache, clock, writes, pending, slowRead, answeredAtOnce } = refreshingCache();
    await cache.get('key', async () => 'before the write');
    clock.now = 1500;
    expect(await answeredAtOnce(slowRead())).toBe('before the write');
    writes.advance();
    expect(cache.peek('key')).toBeUndefined();
    expect(await answeredAtOnce(slowRead())).toBe('waited');
    expect(pending).toHaveLength(2);
    pending[1]!.finish('after the write');
    // The refresh begun before the write ends later: it does not take the place of the newer read.
    pending[0]!.finish('before the write, refreshed');
    await readsSettled();
    expect(await cache.get('key', async () => 'read again')).toBe('after the write');
  });

  it('serves nothing more than its stale time past its time: the request waits, sharing the refresh under way', async () => {
    const { cache, clock, pending, slowRead, answeredAtOnce } = refreshingCache();
    await cache.get('key', async () => 'first');
    clock.now = 1500;
    await slowRead();
    clock.now = 4000;
    expect(cache.peek('key')).toBeUndefined();
    const waiting = slowRead();
    expect(await answeredAtOnce(waiting)).toBe('waited');
    expect(pending).toHaveLength(1);
    pending[0]!.finish('second');
    expect(await waiting).toBe('second');
  });

  it('reports a failed refresh and serves the previous value until the next request tries again', async () => {
    const { cache, clock, failures, pending, slowRead, answeredAtOnce } = refreshingCache();
    await cache.get('key', async () => 'first');
    clock.now = 1500;
    await slowRead();
    pending[0]!.fail(new Error('database busy'));
    await readsSettled();
    expect(failures).toEqual([{ key: 'key', error: new Error('database busy') }]);
    expect(cache.peek('key')).toBeUndefined();
    expect(await answeredAtOnce(slowRead())).toBe('first');
    expect(pending).toHaveLength(2);
    pending[1]!.finish('second');
    await readsSettled();
    expect(cache.peek('key')).toBe('second');
  });
});

describe('advancingAfterWrites', () => {
  async function generationAfter(method: string, outcome: 'answers' | 'fails'): Promise<number> {
    const writes = createWriteGeneration();
    const app = new Koa<AppState>();
    app.silent = true;
    app.use(advancingAfterWrites(writes));
    app.use((ctx) => {
      if (outcome === 'fails') throw new Error('handler failed');
      ctx.body = { seen: writes.current() };
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}/`, { method });
    await answer.text();
    await new Promise((resolve) => server.close(resolve));
    return writes.current();
  }

  it('advances the generation when an unsafe request ends, answered or failed, and not for reads', async () => {
    expect(await generationAfter('GET', 'answers')).toBe(0);
    expect(await generationAfter('POST', 'answers')).toBe(1);
    expect(await generationAfter('DELETE', 'fails')).toBe(1);
  });
});
