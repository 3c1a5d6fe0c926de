import { existsSync } from 'node:fs';
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  BACKWARDS,
  END,
  FORWARDS,
  START,
  StreamNotFoundError,
  UnknownError,
  WrongExpectedVersionError,
  type AppendStreamState,
  type EventData,
  type Filter,
  type Position,
  type ReadPosition,
  type ReadRevision,
} from '@kurrent/kurrentdb-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEventStoreContract } from '../../../tests/support/event-store-contract';
import type { EventStore, RecordedEvent } from './event-store';
import { createKurrentEventStore, redactConnectionString, type KurrentClient, type KurrentEventStoreOptions } from './kurrentdb-event-store';
import { openEventStore } from './open-event-store';
import { openMigratedPglite } from '../../../tests/support/migrated-database';

// Short pauses so the retry test does not wait out production-sized delays.
const fast: KurrentEventStoreOptions = { retryDelayMs: 50, maxRetryDelayMs: 200 };
const metadata = { actor: 'test', correlationId: 'c' };
const image = process.env.TEST_EVENTSTORE_IMAGE ?? 'docker.kurrent.io/kurrent-latest/kurrentdb:latest';

/**
 * Where the suite finds an EventStoreDB / KurrentDB: TEST_EVENTSTORE_URL, else a throwaway
 * container (insecure, in memory) when a Docker engine runs. The container starts here rather
 * than in a hook so pulling the image is not cut short by the hook timeout.
 */
async function resolveEventStore(): Promise<{ url: string; stop(): Promise<void> } | undefined> {
  const configured = process.env.TEST_EVENTSTORE_URL?.trim();
  if (configured) return { url: configured, stop: async () => undefined };
  if (existsSync('/var/run/docker.sock') || process.env.DOCKER_HOST) {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer(image)
      .withCommand(['--insecure', '--mem-db'])
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((status) => status >= 200 && status < 300))
      .withStartupTimeout(180_000)
      .start();
    return {
      url: `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
      async stop() {
        await container.stop();
      },
    };
  }
  console.warn('[tests] EventStoreDB not available (no Docker engine, TEST_EVENTSTORE_URL unset): its contract suite is skipped');
  return undefined;
}

const server = await resolveEventStore();

/** What the contract does not say but this adapter promises; `open` gives a store on a node. */
function describeAdapterSpecifics(open: () => Promise<EventStore>) {
  describe('beyond the contract', () => {
    let store: EventStore;

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store?.close();
    });

    it('should show none of the database’s own ($) events in readAll', async () => {
      for (let n = 0; n < 4; n++) await store.appendToStream(`test-${randomUUID()}`, [{ type: 'A', data: {}, metadata }]);
      const all = await store.readAll({ limit: 1000 });
      expect(all.length).toBeGreaterThan(0);
      expect(all.filter((event) => event.streamId.startsWith('$') || event.type.startsWith('$'))).toEqual([]);
    });

    it('should read all from any number, not only from an event’s position', async () => {
      const id = `test-${randomUUID()}`;
      await store.appendToStream(id, [{ type: 'A', data: {}, metadata }, { type: 'B', data: {}, metadata }]);
      const [first, second] = await store.readStream(id);
      const between = first!.position + (second!.position - first!.position) / 2n;
      expect((await store.readAll({ fromPosition: between, limit: 1 })).map((event) => event.id)).toEqual([second!.id]);
      expect((await store.readAll({ fromPosition: first!.position + 1n, limit: 1 })).map((event) => event.id)).toEqual([second!.id]);
    });

    it('should subscribe from any number, not only from an event’s position', async () => {
      const id = `test-${randomUUID()}`;
      await store.appendToStream(id, [{ type: 'A', data: {}, metadata }, { type: 'B', data: {}, metadata }]);
      const [first] = await store.readStream(id);
      const delivered = await new Promise<string[]>((resolve) => {
        const subscription = store.subscribeToAll({
          fromPosition: first!.position + 1n,
          async handle(event) {
            if (event.streamId !== id) return;
            void subscription.stop().then(() => resolve([event.type]));
          },
        });
      });
      expect(delivered).toEqual(['B']);
    });

    it('should keep data that is not an object: null, a string, a number, a list', async () => {
      const id = `test-${randomUUID()}`;
      const values = [null, 'text', 42, [1, 'two']];
      await store.appendToStream(
        id,
        values.map((data) => ({ type: 'V', data, metadata })),
      );
      expect((await store.readStream(id)).map((event) => event.data)).toEqual(values);
    });
  });
}

(server ? describe : describe.skip)('EventStoreDB adapter', () => {
  afterAll(async () => {
    await server?.stop();
  });

  describeEventStoreContract('EventStoreDB', async () => {
    const store = await createKurrentEventStore(server!.url, fast);
    return { store, close: () => store.close() };
  });

  describeAdapterSpecifics(() => createKurrentEventStore(server!.url, fast));
});

describe('EventStoreDB adapter without a server', () => {
  /** A loopback port nothing listens on. */
  async function closedPort(): Promise<number> {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }

  it('should refuse to open, naming the server, when nothing answers', async () => {
    const url = `kurrentdb://admin:secret@127.0.0.1:${await closedPort()}?tls=false`;
    const error = await createKurrentEventStore(url).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toMatch(/^EventStoreDB not reachable at kurrentdb:\/\/admin:\*\*\*@127\.0\.0\.1:\d+\?tls=false: /);
  });

  it('should hide the password of a connection string', () => {
    expect(redactConnectionString('kurrentdb://admin:changeit@db:2113?tls=false')).toBe('kurrentdb://admin:***@db:2113?tls=false');
    expect(redactConnectionString('kurrentdb://db:2113?tls=false')).toBe('kurrentdb://db:2113?tls=false');
  });

  it('should open the PostgreSQL adapter when EVENTSTORE_URL is unset, and EventStoreDB when it is set', async () => {
    const db = await openMigratedPglite();
    try {
      const store = await openEventStore({ eventstoreUrl: undefined, db });
      await store.appendToStream('opened', [{ type: 'A', data: {}, metadata }]);
      expect((await store.readStream('opened')).map((event) => event.type)).toEqual(['A']);
      await store.close();
      const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM events');
      expect(rows[0]?.count).toBe(1);
      await expect(openEventStore({ eventstoreUrl: `kurrentdb://127.0.0.1:${await closedPort()}?tls=false`, db })).rejects.toThrow(/EventStoreDB not reachable/);
    } finally {
      await db.close();
    }
  });
});

type LogRecord = { position: bigint; streamId: string; type: string; id: string; revision: bigint; data: string; metadata: string; created: Date };
const tick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * An in-memory stand-in for one KurrentDB node, behind the client's own interface, so the
 * adapter's logic runs through the contract even where no real server can. It copies what the
 * server does (read from its source): log positions are byte offsets with gaps, an event appended
 * on its own has commit = prepare = its offset, `$all` reads forwards include the start position
 * and refuse one that is not a record's start, subscriptions start after theirs, the database
 * writes events of its own (`$` streams and types) in between, appends are idempotent for exact
 * expected revisions, and the append's answer carries a position that is not the last event's.
 * It is a simulation, not a substitute: the real suite above runs against a real server.
 */
class SimulatedKurrentDB {
  readonly records: LogRecord[] = [];
  private end = 0n;
  private appends = 0;
  private readonly live = new Set<PassThrough>();
  private readonly listeners = new Set<(record: LogRecord) => void>();

  constructor() {
    this.write('$epochs', '$epoch-information', randomUUID(), '{}', '');
  }

  private write(streamId: string, type: string, id: string, data: string, metadata: string): LogRecord {
    const revision = BigInt(this.records.filter((record) => record.streamId === streamId).length);
    const record = { position: this.end, streamId, type, id, revision, data, metadata, created: new Date() };
    this.end += 60n + BigInt(Math.floor(Math.random() * 200));
    this.records.push(record);
    for (const listener of this.listeners) listener(record);
    return record;
  }

  private checkPosition(position: ReadPosition) {
    if (typeof position !== 'object' || position.commit === this.end) return;
    if (!this.records.some((record) => record.position === position.commit)) throw new UnknownError(undefined, 'Trying to read from an invalid position.');
  }

  private resolved(record: LogRecord) {
    const position: Position = { commit: record.position, prepare: record.position };
    return {
      event: {
        streamId: record.streamId,
        id: record.id,
        revision: record.revision,
        type: record.type,
        isJson: true,
        created: record.created,
        data: JSON.parse(record.data) as unknown,
        metadata: record.metadata ? (JSON.parse(record.metadata) as unknown) : undefined,
        position,
      },
      commitPosition: record.position,
    };
  }

  private static matches(filter: Filter | undefined, record: LogRecord): boolean {
    if (!filter) return true;
    const value = filter.filterOn === 'eventType' ? record.type : record.streamId;
    return 'regex' in filter ? new RegExp(filter.regex).test(value) : filter.prefixes.some((prefix) => value.startsWith(prefix));
  }

  /** Ends every live subscription with an error, as a server restart would. */
  dropSubscriptions(): void {
    for (const stream of this.live) stream.emit('error', new UnknownError(undefined, 'connection reset'));
  }

  async appendToStream(streamName: string, events: EventData | EventData[], options: { streamState?: AppendStreamState } = {}) {
    const proposed = Array.isArray(events) ? events : [events];
    await tick();
    const existing = this.records.filter((record) => record.streamId === streamName);
    const current = BigInt(existing.length) - 1n;
    const expected = options.streamState ?? 'any';
    if (expected !== 'any' && expected !== 'stream_exists') {
      const wanted = expected === 'no_stream' ? -1n : expected;
      if (wanted !== current) {
        const from = Number(wanted) + 1;
        const retried = wanted < current && from + proposed.length <= existing.length && proposed.every((event, index) => existing[from + index]?.id === event.id);
        if (retried) return { success: true, nextExpectedRevision: wanted + BigInt(proposed.length), position: undefined };
        throw new WrongExpectedVersionError(undefined, { streamName, expected, current: current < 0n ? 'no_stream' : current });
      }
    }
    let last: LogRecord | undefined;
    for (const event of proposed) {
      last = this.write(streamName, event.type, event.id, JSON.stringify(event.data), event.metadata ? JSON.stringify(event.metadata) : '');
    }
    if (++this.appends % 3 === 0) this.write('$stats-127.0.0.1:2113', '$statsCollected', randomUUID(), '{}', '');
    return { success: true, nextExpectedRevision: last!.revision, position: { commit: this.end, prepare: this.end } };
  }

  readStream(streamName: string, options: { fromRevision?: ReadRevision; maxCount?: number | bigint; direction?: string } = {}) {
    const { fromRevision = START, maxCount = Number.MAX_SAFE_INTEGER, direction = FORWARDS } = options;
    const all = () => this.records.filter((record) => record.streamId === streamName);
    const resolved = (record: LogRecord) => this.resolved(record);
    return (async function* () {
      await tick();
      const events = all();
      if (events.length === 0) throw new StreamNotFoundError(undefined, streamName);
      let selected = direction === BACKWARDS ? events.reverse() : events;
      if (typeof fromRevision === 'bigint') {
        selected = selected.filter((record) => (direction === BACKWARDS ? record.revision <= fromRevision : record.revision >= fromRevision));
      } else if ((fromRevision === END) !== (direction === BACKWARDS)) selected = [];
      for (const record of selected.slice(0, Number(maxCount))) yield resolved(record);
    })();
  }

  readAll(options: { fromPosition?: ReadPosition; maxCount?: number | bigint; direction?: string; filter?: Filter } = {}) {
    const { fromPosition = START, maxCount = Number.MAX_SAFE_INTEGER, direction = FORWARDS, filter } = options;
    return (async function* (this: SimulatedKurrentDB) {
      await tick();
      this.checkPosition(fromPosition);
      const at = fromPosition === START ? 0n : fromPosition === END ? this.end : fromPosition.commit;
      const selected =
        direction === BACKWARDS ? this.records.filter((record) => record.position < at).reverse() : this.records.filter((record) => record.position >= at);
      const found = selected.filter((record) => SimulatedKurrentDB.matches(filter, record)).slice(0, Number(maxCount));
      for (const record of found) yield this.resolved(record);
    }).call(this);
  }

  subscribeToAll(options: { fromPosition?: ReadPosition; filter?: Filter } = {}) {
    const { fromPosition = START, filter } = options;
    const stream = Object.assign(new PassThrough({ objectMode: true }), {
      unsubscribe: async () => {
        this.listeners.delete(send);
        this.live.delete(stream);
      },
    });
    const after = fromPosition === START ? -1n : fromPosition === END ? this.end : fromPosition.commit;
    const send = (record: LogRecord) => {
      if (record.position > after && SimulatedKurrentDB.matches(filter, record)) stream.write(this.resolved(record));
    };
    setImmediate(() => {
      try {
        this.checkPosition(fromPosition);
      } catch (error) {
        stream.emit('error', error);
        return;
      }
      for (const record of this.records) send(record);
      this.listeners.add(send);
      this.live.add(stream);
    });
    return stream;
  }

  async dispose() {}
}

describe('EventStoreDB adapter on a simulated server', () => {
  describeEventStoreContract('EventStoreDB adapter on a simulated KurrentDB node', async () => {
    const store = await createKurrentEventStore(new SimulatedKurrentDB() as unknown as KurrentClient, fast);
    return { store, close: () => store.close() };
  });

  describeAdapterSpecifics(() => createKurrentEventStore(new SimulatedKurrentDB() as unknown as KurrentClient, fast));

  it('should resume a dropped subscription from the last handled event', async () => {
    const server = new SimulatedKurrentDB();
    const store = await createKurrentEventStore(server as unknown as KurrentClient, fast);
    const seen: string[] = [];
    const errors: unknown[] = [];
    let firstHandled!: () => void;
    const handledOne = new Promise<void>((resolve) => (firstHandled = resolve));
    const subscription = store.subscribeToAll({
      async handle(event: RecordedEvent) {
        seen.push(event.type);
        firstHandled();
      },
      onError: (error) => errors.push(error),
    });
    await store.appendToStream('s', [{ type: 'One', data: {}, metadata }]);
    await handledOne;
    server.dropSubscriptions();
    await store.appendToStream('s', [{ type: 'Two', data: {}, metadata }]);
    for (let waited = 0; seen.length < 2 && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await subscription.stop();
    expect(seen).toEqual(['One', 'Two']);
    expect(errors.map(String)).toEqual([expect.stringContaining('connection reset')]);
    await store.close();
  });

  it('should map a stale expected revision to WrongExpectedRevisionError and keep positions of idempotent retries', async () => {
    const store = await createKurrentEventStore(new SimulatedKurrentDB() as unknown as KurrentClient, fast);
    const events = [{ id: randomUUID(), type: 'A', data: {}, metadata }];
    const first = await store.appendToStream('t', events, { expectedRevision: 'no_stream' });
    expect(await store.appendToStream('t', events, { expectedRevision: 'no_stream' })).toEqual(first);
    expect((await store.readStream('t'))[0]?.position).toBe(first.position);
    await expect(store.appendToStream('t', [{ type: 'B', data: {}, metadata }], { expectedRevision: 3 })).rejects.toMatchObject({
      name: 'WrongExpectedRevisionError',
      streamId: 't',
      expected: 3,
      actual: 0,
    });
    await store.close();
  });
});
