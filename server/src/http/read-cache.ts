/**
 * Reads kept in memory for a moment, the one rule for every cache of the API and the pages:
 *
 * - Writes through this process advance its `WriteGeneration` once they are visible (the API's
 *   unsafe requests when they end, and every request or job whose appended events the read
 *   models show): a value read before is not served after, so a writer always reads her writes.
 * - Writes through other processes (several web processes, the workers) and the passing of time
 *   show within `ttlMs` (`sharedReadCacheMs` by default).
 * - A failed read, and a read that found nothing, are not kept.
 *
 * What a cache keeps is keyed by what it depends on only: a cache of one person's data is keyed by
 * her session or her id, never shared with another request's.
 */

import type { Middleware } from 'koa';
import type { AppState } from './app-state';
import { isUnsafeMethod } from './csrf';

/** How long a read is served from memory at most: what another process wrote shows within it. */
export const sharedReadCacheMs = 1000;

export type WriteGeneration = {
  /** Changes whenever a write through this process became visible. */
  current(): number;
  /** Called once a write is visible to reads (after its read models caught up). */
  advance(): void;
  /**
   * The process's clock (ms), which kept reads expire by: what changes with time alone (an article
   * whose publication time has come) shows once the clock passes a kept read's second, also when a
   * test moves the clock.
   */
  readonly now: () => number;
};

export function createWriteGeneration(now: () => Date = () => new Date()): WriteGeneration {
  let generation = 0;
  return {
    now: () => now().getTime(),
    current: () => generation,
    advance: () => {
      generation++;
    },
  };
}

export type ReadCacheOptions<V> = {
  generation: WriteGeneration;
  /** Entries kept at most; the least recently used goes first. */
  maxEntries: number;
  ttlMs?: number;
  /** An instant (ms) after which a value must not be served, earlier than the TTL (a session's expiry). */
  validUntil?: (value: NonNullable<V>) => number;
};

type Entry<V> = {
  value: Promise<V>;
  /** The value once read (kept values only): what `peek` answers without waiting. */
  settled?: NonNullable<V>;
  generation: number;
  /** Served until then: the TTL, or earlier the instant the value is valid until (`validUntil`). */
  until: number;
};

/** `V` may include `undefined` (nothing found), which is passed on but not kept. */
export type ReadCache<K, V> = {
  /** The value kept for `key` while fresh, otherwise what `load` reads (concurrent callers share one read). */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** The value kept for `key` if it is fresh and already read, at once; undefined otherwise (nothing is read). */
  peek(key: K): NonNullable<V> | undefined;
  /** Forgets one key (its data changed here, e.g. a session ended). */
  delete(key: K): void;
};

export function createReadCache<K, V>(options: ReadCacheOptions<V>): ReadCache<K, V> {
  const ttlMs = options.ttlMs ?? sharedReadCacheMs;
  const now = options.generation.now;
  const entries = new Map<K, Entry<V>>();

  const fresh = (entry: Entry<V>): boolean => entry.generation === options.generation.current() && now() < entry.until;

  /** Reads `key` and keeps the read from its start; a read that fails or finds nothing is dropped. */
  function read(key: K, load: () => Promise<V>): Promise<V> {
    // The generation and the clock as they were before the read: a write that ends during it makes the entry stale.
    const entry: Entry<V> = { value: load(), generation: options.generation.current(), until: now() + ttlMs };
    keep(key, entry);
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    entry.value.then((value) => {
      if (value === undefined || value === null) return forget();
      if (options.validUntil) entry.until = Math.min(entry.until, options.validUntil(value));
      entry.settled = value;
    }, forget);
    return entry.value;
  }

  /** The entry kept or used last, already last in the order: used again (a hot page, a burst), it stays where it is. */
  let newest: Entry<V> | undefined;

  function keep(key: K, entry: Entry<V>): void {
    if (entry === newest) return;
    newest = entry;
    // Most recently used last, so the least recently used is the first to go.
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > options.maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
  }

  return {
    get(key, load) {
      const entry = entries.get(key);
      if (!entry || !fresh(entry)) return read(key, load);
      keep(key, entry);
      return entry.value;
    },
    peek(key) {
      const entry = entries.get(key);
      if (!entry?.settled || !fresh(entry)) return undefined;
      keep(key, entry);
      return entry.settled;
    },
    delete(key) {
      entries.delete(key);
    },
  };
}

/** Advances the generation when an unsafe request (a write, whatever it wrote to) has ended, before its answer leaves. */
export function advancingAfterWrites(generation: WriteGeneration): Middleware<AppState> {
  // A read passes on the chain's own promise (no layer of its own): most requests are reads.
  return (ctx, next) => (isUnsafeMethod(ctx.method) ? next().finally(() => generation.advance()) : next());
}
