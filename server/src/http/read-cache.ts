/**
 * Reads kept in memory for a moment, the one rule for every cache of the API and the pages:
 *
 * - Writes through this process advance its `WriteGeneration` once they are visible (the API's
 *   unsafe requests when they end, and every request or job whose appended events the read
 *   models show): a value read before is not served after, so a writer always reads her writes.
 * - Writes through other processes (several web processes, the workers) and the passing of time
 *   show within `ttlMs` (`sharedReadCacheMs` by default).
 * - A failed read, and a read that found nothing, are not kept.
 * - A cache that refreshes behind (`refreshBehind`, the kept pages) serves a value past its time
 *   for at most `staleMs` more while one read refreshes it, so a request does not wait on a busy
 *   database; never across a write through this process, nor past `validUntil`. A failed refresh
 *   is reported and the old value is served until the next request tries again.
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

export type ReadCacheOptions<K, V> = {
  generation: WriteGeneration;
  /** Entries kept at most; the least recently used goes first. */
  maxEntries: number;
  ttlMs?: number;
  /** An instant (ms) after which a value must not be served, earlier than the TTL (a session's expiry). */
  validUntil?: (value: NonNullable<V>) => number;
  /**
   * Stale-while-revalidate: a value past its TTL is served for `staleMs` more while one read
   * refreshes it behind the request; `failed` is told of a refresh that failed (the old value is
   * served on, and the next request past the TTL tries again).
   */
  refreshBehind?: { staleMs: number; failed: (key: K, error: unknown) => void };
};

type Entry<V> = {
  value: Promise<V>;
  /** The value once read (kept values only): what `peek` answers without waiting. */
  settled?: NonNullable<V>;
  generation: number;
  /** Served until then: the TTL, or earlier the instant the value is valid until (`validUntil`). */
  until: number;
  /** Served while a refresh runs behind it until then (`refreshBehind`); `until` without one. */
  staleUntil: number;
  /** The read that refreshes this entry behind the requests (at most one at a time). */
  refreshing?: Promise<V>;
};

/** `V` may include `undefined` (nothing found), which is passed on but not kept. */
export type ReadCache<K, V> = {
  /**
   * The value kept for `key` while fresh, otherwise what `load` reads (concurrent callers share one
   * read); with `refreshBehind`, a value just past its time at once, `load` refreshing it behind.
   */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /**
   * The value kept for `key` if it is fresh and already read, or served stale while its refresh
   * runs, at once; undefined otherwise (nothing is read: `get` starts the refresh).
   */
  peek(key: K): NonNullable<V> | undefined;
  /** Forgets one key (its data changed here, e.g. a session ended). */
  delete(key: K): void;
};

export function createReadCache<K, V>(options: ReadCacheOptions<K, V>): ReadCache<K, V> {
  const ttlMs = options.ttlMs ?? sharedReadCacheMs;
  const staleMs = options.refreshBehind?.staleMs ?? 0;
  const now = options.generation.now;
  const entries = new Map<K, Entry<V>>();

  const fresh = (entry: Entry<V>): boolean => entry.generation === options.generation.current() && now() < entry.until;
  /** Past its time but still within `staleMs` of it, read after the last write through this process, and read already. */
  const servedStale = (entry: Entry<V>): entry is Entry<V> & { settled: NonNullable<V> } =>
    entry.settled !== undefined && entry.generation === options.generation.current() && now() < entry.staleUntil;

  /** Starts a read with the generation and the clock as they are before it: a write that ends during it makes the entry stale. */
  function begin(load: () => Promise<V>): Entry<V> {
    const until = now() + ttlMs;
    return { value: load(), generation: options.generation.current(), until, staleUntil: until + staleMs };
  }

  /** Keeps the value the entry read (not found: undefined, to drop). */
  function settle(entry: Entry<V>, value: V): NonNullable<V> | undefined {
    if (value === undefined || value === null) return undefined;
    if (options.validUntil) {
      const validUntil = options.validUntil(value);
      entry.until = Math.min(entry.until, validUntil);
      entry.staleUntil = Math.min(entry.staleUntil, validUntil);
    }
    entry.settled = value;
    return value;
  }

  /** Reads `key` and keeps the read from its start; a read that fails or finds nothing is dropped. */
  function read(key: K, load: () => Promise<V>): Promise<V> {
    const entry = begin(load);
    keep(key, entry);
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    entry.value.then((value) => {
      if (settle(entry, value) === undefined) forget();
    }, forget);
    return entry.value;
  }

  /** Reads `key` again behind the kept entry, which is served meanwhile; the new read takes its place once it settles. */
  function refresh(key: K, stale: Entry<V>, load: () => Promise<V>, failed: (key: K, error: unknown) => void): void {
    if (stale.refreshing) return;
    const next = begin(load);
    stale.refreshing = next.value;
    next.value.then(
      (value) => {
        stale.refreshing = undefined;
        // Replaced meanwhile (a write made it stale and a request read it again), or forgotten.
        if (entries.get(key) !== stale) return;
        if (settle(next, value) === undefined) entries.delete(key);
        else keep(key, next);
      },
      (error: unknown) => {
        stale.refreshing = undefined;
        failed(key, error);
      },
    );
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
      if (entry && fresh(entry)) {
        keep(key, entry);
        return entry.value;
      }
      if (entry && options.refreshBehind && servedStale(entry)) {
        keep(key, entry);
        refresh(key, entry, load, options.refreshBehind.failed);
        return entry.value;
      }
      // Too old to be served, but its refresh (read since the last write here) is under way: share it.
      if (entry?.refreshing && entry.generation === options.generation.current()) return entry.refreshing;
      return read(key, load);
    },
    peek(key) {
      const entry = entries.get(key);
      if (!entry?.settled) return undefined;
      if (!fresh(entry) && !(entry.refreshing && servedStale(entry))) return undefined;
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
