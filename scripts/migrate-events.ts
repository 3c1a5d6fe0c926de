/**
 * Copies every event from one event store to another and proves the copy.
 *
 *   npm run migrate-events -- --from postgres|pglite|eventstore --to postgres|pglite|eventstore
 *        [--from-url URL|DIR] [--to-url URL|DIR] [--batch-size 500] [--verify-only]
 *
 * Where each store is: postgres → DATABASE_URL, pglite → the embedded database under DATA_DIR
 * (`<DATA_DIR>/pglite`, default ./data), eventstore → EVENTSTORE_URL; `--from-url` / `--to-url`
 * override them (for pglite: the data folder). Stop the server first: PGlite admits one process,
 * and events appended during the copy would be reported as a mismatch.
 *
 * Events go over in the source's global order with their stream ids, revisions, types, data,
 * metadata and ids; each stream is appended with its exact expected revision. A rerun skips every
 * event whose stream revision the target already has, so an interrupted copy can simply be run
 * again. On a PostgreSQL or PGlite target the original recording times are restored as well; an
 * EventStoreDB target stamps its own. Then both stores are counted and checksummed (SHA-256 over
 * `streamId|revision|type|canonical JSON data` of every event, streams in id order, each in its
 * store's revision order); any difference is printed and the exit code is 1 (2 for bad usage).
 */
import { createHash } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Database } from '../server/src/db/database';
import { openPgliteDatabase } from '../server/src/db/pglite-database';
import { openPostgresDatabase } from '../server/src/db/postgres-database';
import type { EventStore, NewEvent, RecordedEvent } from '../server/src/eventstore/event-store';
import { createKurrentEventStore, redactConnectionString } from '../server/src/eventstore/kurrentdb-event-store';
import { createPostgresEventStore } from '../server/src/eventstore/postgres-event-store';
import { migrateWriteSide } from '../server/src/db/migrations/migrate';

export const storeKinds = ['postgres', 'pglite', 'eventstore'] as const;
export type StoreKind = (typeof storeKinds)[number];

/** One side of a migration: the store, how to restore recording times (when it can), how to close it. */
export type Endpoint = {
  store: EventStore;
  /** Sets the recording time of events already appended (the port gives every append "now"). */
  restoreRecordedAt?: (events: readonly Pick<RecordedEvent, 'id' | 'recordedAt'>[]) => Promise<void>;
  close: () => Promise<void>;
};

export type StoreSummary = {
  /** Events in global order (`readAll`). */
  events: number;
  /** Events read stream by stream; differs from `events` only in a store that contradicts itself. */
  streamEvents: number;
  streams: number;
  checksum: string;
  /** Per stream: event count and SHA-256 of its lines, to say where two stores differ. */
  perStream: Map<string, { events: number; checksum: string }>;
};

export type MigrationReport = {
  copied: number;
  skipped: number;
  source: StoreSummary;
  target: StoreSummary;
  /** Readable descriptions of every difference found; empty when the copy is proven. */
  problems: string[];
  ok: boolean;
};

export type MigrateOptions = {
  /** Events per `readAll` page and at most per append (default 500). */
  batchSize?: number;
  /** Compare only; copy nothing. */
  verifyOnly?: boolean;
  /** How long differing counts may settle: a PostgreSQL store shows an event once older transactions end (default 5 s). */
  settleMs?: number;
  restoreRecordedAt?: Endpoint['restoreRecordedAt'];
  /** Progress lines. */
  log?: (line: string) => void;
};

/** JSON with object keys sorted at every depth, so equal data gives equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const checksumLine = (event: RecordedEvent) => `${event.streamId}|${event.revision}|${event.type}|${canonicalJson(event.data)}\n`;

async function* allEvents(store: EventStore, pageSize: number): AsyncGenerator<RecordedEvent> {
  let position: bigint | undefined;
  for (;;) {
    const page = await store.readAll({ fromPosition: position, limit: pageSize });
    if (page.length === 0) return;
    yield* page;
    position = page.at(-1)!.position;
  }
}

/** Counts and checksums a store: its streams from `$all`, then each stream read on its own. */
export async function summarizeStore(store: EventStore, pageSize = 500): Promise<StoreSummary> {
  const counts = new Map<string, number>();
  let events = 0;
  for await (const event of allEvents(store, pageSize)) {
    events += 1;
    counts.set(event.streamId, (counts.get(event.streamId) ?? 0) + 1);
  }
  const whole = createHash('sha256');
  const perStream = new Map<string, { events: number; checksum: string }>();
  let streamEvents = 0;
  for (const streamId of [...counts.keys()].sort()) {
    const stream = createHash('sha256');
    const recorded = await store.readStream(streamId);
    for (const event of recorded) {
      const line = checksumLine(event);
      whole.update(line);
      stream.update(line);
    }
    streamEvents += recorded.length;
    perStream.set(streamId, { events: recorded.length, checksum: stream.digest('hex') });
  }
  return { events, streamEvents, streams: counts.size, checksum: whole.digest('hex'), perStream };
}

/** Where two summaries differ, at most `limit` lines; the first differing event of a stream is named. */
async function describeDifferences(source: EventStore, target: EventStore, from: StoreSummary, to: StoreSummary, limit = 20): Promise<string[]> {
  const problems: string[] = [];
  if (from.events !== to.events) problems.push(`event count differs: source ${from.events}, target ${to.events}`);
  if (from.streams !== to.streams) problems.push(`stream count differs: source ${from.streams}, target ${to.streams}`);
  for (const [name, summary] of [
    ['source', from],
    ['target', to],
  ] as const) {
    if (summary.events !== summary.streamEvents) {
      problems.push(`${name} contradicts itself: ${summary.events} events in global order, ${summary.streamEvents} in its streams`);
    }
  }
  if (from.checksum !== to.checksum) problems.push(`checksum differs: source ${from.checksum}, target ${to.checksum}`);
  const streams = [...new Set([...from.perStream.keys(), ...to.perStream.keys()])].sort();
  let listed = 0;
  for (const streamId of streams) {
    const a = from.perStream.get(streamId);
    const b = to.perStream.get(streamId);
    if (a?.checksum === b?.checksum) continue;
    if (listed++ >= limit) {
      problems.push('… (more streams differ)');
      break;
    }
    if (!a) {
      problems.push(`stream ${streamId}: only in the target (${b!.events} events)`);
      continue;
    }
    if (!b) {
      problems.push(`stream ${streamId}: missing from the target (${a.events} events in the source)`);
      continue;
    }
    const [left, right] = await Promise.all([source.readStream(streamId), target.readStream(streamId)]);
    const index = left.findIndex((event, at) => !right[at] || checksumLine(event) !== checksumLine(right[at]));
    if (index >= 0) {
      const event = left[index]!;
      const other = right[index];
      problems.push(
        other
          ? `stream ${streamId} revision ${event.revision} (event ${event.id}) differs: source ${event.type} ${canonicalJson(event.data)}, target ${other.type} ${canonicalJson(other.data)}`
          : `stream ${streamId}: target has ${right.length} events, source ${left.length}; revision ${event.revision} is missing`,
      );
    } else {
      problems.push(`stream ${streamId}: target has ${right.length} events, source ${left.length} (extra events in the target)`);
    }
  }
  return problems;
}

/**
 * Copies every event of `source` that `target` lacks, in global order, then verifies both.
 * Throws when an append is refused (a target stream that went its own way, an id taken); returns
 * a report whose `ok` says whether counts and checksums match.
 */
export async function migrateEvents(source: EventStore, target: EventStore, options: MigrateOptions = {}): Promise<MigrationReport> {
  const batchSize = options.batchSize ?? 500;
  const log = options.log ?? (() => undefined);
  let copied = 0;
  let skipped = 0;

  if (!options.verifyOnly) {
    /** The next revision each stream expects at the target, read once per stream. */
    const nextRevision = new Map<string, number>();
    const targetNext = async (streamId: string) => {
      let next = nextRevision.get(streamId);
      if (next === undefined) {
        next = ((await target.readStream(streamId)).at(-1)?.revision ?? -1) + 1;
        nextRevision.set(streamId, next);
      }
      return next;
    };

    let pending: RecordedEvent[] = [];
    const flush = async () => {
      if (pending.length === 0) return;
      const batch = pending;
      pending = [];
      const first = batch[0]!;
      const events: NewEvent[] = batch.map((event) => ({ id: event.id, type: event.type, data: event.data, metadata: event.metadata }));
      try {
        const result = await target.appendToStream(first.streamId, events, { expectedRevision: first.revision === 0 ? 'no_stream' : first.revision - 1 });
        if (result.nextExpectedRevision !== batch.at(-1)!.revision) {
          throw new Error(`the target put the events at revisions up to ${result.nextExpectedRevision}, not ${batch.at(-1)!.revision}`);
        }
      } catch (error) {
        throw new Error(
          `copying stream ${first.streamId} revisions ${first.revision}..${batch.at(-1)!.revision} failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      await options.restoreRecordedAt?.(batch);
      nextRevision.set(first.streamId, batch.at(-1)!.revision + 1);
      copied += batch.length;
    };

    let read = 0;
    for await (const event of allEvents(source, batchSize)) {
      if (++read % 10_000 === 0) log(`… ${read} events read, ${skipped} already in the target`);
      const last = pending.at(-1);
      if (last && (last.streamId !== event.streamId || pending.length >= batchSize)) await flush();
      const next = pending.length > 0 ? pending.at(-1)!.revision + 1 : await targetNext(event.streamId);
      if (event.revision < next) {
        skipped += 1;
        continue;
      }
      if (event.revision > next) {
        throw new Error(`stream ${event.streamId}: the target expects revision ${next} next, but the source's next event is revision ${event.revision}`);
      }
      pending.push(event);
    }
    await flush();
    log(`copied ${copied} events, skipped ${skipped} already in the target`);
  }

  const settleMs = options.settleMs ?? 5000;
  const deadline = Date.now() + settleMs;
  for (;;) {
    const [from, to] = await Promise.all([summarizeStore(source, batchSize), summarizeStore(target, batchSize)]);
    const consistent = from.events === to.events && from.checksum === to.checksum && from.events === from.streamEvents && to.events === to.streamEvents;
    if (consistent) return { copied, skipped, source: from, target: to, problems: [], ok: true };
    if (Date.now() >= deadline) {
      const problems = await describeDifferences(source, target, from, to);
      return { copied, skipped, source: from, target: to, problems, ok: false };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The endpoint over a PostgreSQL or PGlite database: the PostgreSQL adapter, with recording times restorable. */
export async function databaseEndpoint(db: Database, closeDb = true): Promise<Endpoint> {
  // The events table is a write-side migration's: a new target gets the application's tables.
  await migrateWriteSide(db);
  const store = await createPostgresEventStore(db);
  return {
    store,
    async restoreRecordedAt(events) {
      if (events.length === 0) return;
      await db.query(
        `UPDATE events SET recorded_at = restored.recorded_at
         FROM (SELECT unnest($1::uuid[]) AS id, unnest($2::timestamptz[]) AS recorded_at) AS restored
         WHERE events.id = restored.id`,
        [events.map((event) => event.id), events.map((event) => event.recordedAt.toISOString())],
      );
    },
    async close() {
      await store.close();
      if (closeDb) await db.close();
    },
  };
}

/** Where a store kind lives by default: the server's own environment variables. */
export function defaultLocation(kind: StoreKind, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (kind === 'postgres') return env.DATABASE_URL?.trim() || undefined;
  if (kind === 'pglite') return env.DATA_DIR?.trim() || './data';
  return env.EVENTSTORE_URL?.trim() || undefined;
}

const describeLocation = (kind: StoreKind, location: string) =>
  kind === 'pglite' ? `pglite ${path.join(path.resolve(location), 'pglite')}` : `${kind} ${redactConnectionString(location)}`;

/** Opens one side: `location` is a PostgreSQL URL, a data folder (pglite) or an EventStoreDB connection string. */
export async function openEndpoint(kind: StoreKind, location: string, options: { mustExist: boolean; flag: string }): Promise<Endpoint> {
  if (kind === 'postgres') return databaseEndpoint(await openPostgresDatabase(location));
  if (kind === 'pglite') {
    const folder = path.join(path.resolve(location), 'pglite');
    // A store to read that is not there would read as empty: say so instead.
    if (options.mustExist && !existsSync(folder)) throw new Error(`no PGlite database at ${folder} (set DATA_DIR or ${options.flag} to the data folder)`);
    return databaseEndpoint(await openPgliteDatabase(folder));
  }
  const store = await createKurrentEventStore(location);
  return { store, close: () => store.close() };
}

export function formatSummary(name: string, where: string, summary: StoreSummary): string {
  return `${name} (${where}): ${summary.events} events in ${summary.streams} streams, sha256 ${summary.checksum}`;
}

const usage = `usage: npm run migrate-events -- --from postgres|pglite|eventstore --to postgres|pglite|eventstore
         [--from-url URL|DIR] [--to-url URL|DIR] [--batch-size N] [--verify-only]
  postgres: DATABASE_URL; pglite: the data folder DATA_DIR (default ./data); eventstore: EVENTSTORE_URL`;

class UsageError extends Error {}

/** The command line; returns the exit code: 0 proven, 1 failed or differing, 2 bad usage. */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env, out: (line: string) => void = console.log, err: (line: string) => void = console.error): Promise<number> {
  let from: { kind: StoreKind; location: string };
  let to: { kind: StoreKind; location: string };
  let batchSize: number;
  let verifyOnly: boolean;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        'from-url': { type: 'string' },
        'to-url': { type: 'string' },
        'batch-size': { type: 'string', default: '500' },
        'verify-only': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
    if (values.help) {
      out(usage);
      return 0;
    }
    const side = (flag: 'from' | 'to') => {
      const kind = values[flag];
      if (!kind || !(storeKinds as readonly string[]).includes(kind)) throw new UsageError(`--${flag} must be one of ${storeKinds.join(', ')}`);
      const location = values[`${flag}-url`]?.trim() || defaultLocation(kind as StoreKind, env);
      if (!location) {
        throw new UsageError(`--${flag} ${kind}: set ${kind === 'postgres' ? 'DATABASE_URL' : 'EVENTSTORE_URL'} or --${flag}-url`);
      }
      return { kind: kind as StoreKind, location };
    };
    from = side('from');
    to = side('to');
    batchSize = Number(values['batch-size']);
    if (!Number.isInteger(batchSize) || batchSize < 1) throw new UsageError('--batch-size must be a positive integer');
    verifyOnly = values['verify-only'];
    const same = from.kind === to.kind && (from.kind === 'pglite' ? path.resolve(from.location) === path.resolve(to.location) : from.location === to.location);
    if (same) throw new UsageError('source and target are the same store');
  } catch (error) {
    err(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }

  const fromWhere = describeLocation(from.kind, from.location);
  const toWhere = describeLocation(to.kind, to.location);
  let source: Endpoint | undefined;
  let target: Endpoint | undefined;
  try {
    source = await openEndpoint(from.kind, from.location, { mustExist: true, flag: '--from-url' });
    target = await openEndpoint(to.kind, to.location, { mustExist: verifyOnly, flag: '--to-url' });
    out(`${verifyOnly ? 'verifying' : 'migrating'} events: ${fromWhere} → ${toWhere}`);
    const report = await migrateEvents(source.store, target.store, { batchSize, verifyOnly, restoreRecordedAt: target.restoreRecordedAt, log: out });
    out(formatSummary('source', fromWhere, report.source));
    out(formatSummary('target', toWhere, report.target));
    if (report.ok) {
      out(`OK: ${report.source.events} events, counts and checksums match`);
      return 0;
    }
    err(`MISMATCH between ${fromWhere} and ${toWhere}:`);
    for (const problem of report.problems) err(`  ${problem}`);
    err('A rerun copies whatever the target still lacks; a difference in events both stores have needs a look at the streams named.');
    return 1;
  } catch (error) {
    err(`migration failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await target?.close();
    await source?.close();
  }
}

const invokedDirectly = (() => {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
})();

if (invokedDirectly) process.exitCode = await main(process.argv.slice(2));
