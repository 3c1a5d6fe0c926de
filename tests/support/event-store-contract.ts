import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type EventStore, type NewEvent, type RecordedEvent, type SubscribeOptions } from '../../server/src/eventstore/event-store';

const metadata = { actor: 'test', correlationId: 'c1' };
const event = (type: string, data: unknown = {}, id?: string): NewEvent => ({ type, data, metadata, ...(id ? { id } : {}) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Subscribes and resolves with the first `count` deliveries of `streams` (a retried event counts
 * again). Events of other streams are ignored: an earlier test's events may still be held back
 * by the in-flight guard when this test reads its starting position.
 */
async function collect(
  store: EventStore,
  streams: string[],
  count: number,
  options: Partial<SubscribeOptions> = {},
): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void subscription.stop();
      reject(new Error(`only ${seen.length} of ${count} events delivered`));
    }, 10_000);
    const subscription = store.subscribeToAll({
      ...options,
      async handle(recorded) {
        if (!streams.includes(recorded.streamId)) return;
        await options.handle?.(recorded);
        seen.push(recorded);
        if (seen.length === count) {
          clearTimeout(timer);
          void subscription.stop().then(resolve);
        }
      },
    });
  });
  return seen;
}

/** The last position `readAll` shows now: a lower bound, since it may hold back recent events. */
async function head(store: EventStore): Promise<bigint> {
  let position = 0n;
  for (;;) {
    const page = await store.readAll({ fromPosition: position, limit: 1000 });
    const last = page.at(-1);
    if (!last) return position;
    position = last.position;
  }
}

/**
 * `readAll` of `streams` after `from`, polled until `count` events show. An adapter may hold back
 * committed events while other transactions are in flight (on a shared server, even those of
 * other databases), so visibility is eventual; the order is not.
 */
async function readAllOf(store: EventStore, from: bigint, streams: string[], count: number): Promise<RecordedEvent[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found: RecordedEvent[] = [];
    for (let position = from; ; ) {
      const page = await store.readAll({ fromPosition: position, limit: 1000 });
      found.push(...page.filter((recorded) => streams.includes(recorded.streamId)));
      const last = page.at(-1);
      if (!last) break;
      position = last.position;
    }
    if (found.length >= count || Date.now() > deadline) return found;
    await sleep(20);
  }
}

/**
 * The behaviour every event-store adapter must show, written once and run against each adapter
 * that is reachable. `open` gives a store over an empty database whose subscriptions retry
 * within a second or so; `close` disposes of it. Streams are unique per test, so the tests share
 * one store.
 */
export function describeEventStoreContract(name: string, open: () => Promise<{ store: EventStore; close: () => Promise<void> }>) {
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    let close: (() => Promise<void>) | undefined;
    const stream = () => `test-${randomUUID()}`;

    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(async () => {
      await close?.();
    });

    describe('appending and reading streams', () => {
      it('should append and read a stream in revision order with data and metadata', async () => {
        const id = stream();
        const result = await store.appendToStream(id, [event('A', { n: 1 }), event('B', { text: 'привет', nested: { list: [1, null] } })], {
          expectedRevision: 'no_stream',
        });
        expect(result.nextExpectedRevision).toBe(1);
        const events = await store.readStream(id);
        expect(events.map((e) => [e.type, e.revision, e.streamId, e.data])).toEqual([
          ['A', 0, id, { n: 1 }],
          ['B', 1, id, { text: 'привет', nested: { list: [1, null] } }],
        ]);
        expect(events[1]!.position).toBeGreaterThan(events[0]!.position);
        expect(events[1]!.position).toBe(result.position);
        expect(typeof events[0]!.position).toBe('bigint');
        expect(events[0]!.recordedAt).toBeInstanceOf(Date);
        expect(events[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
      });

      it('should store and return the metadata, extra keys included', async () => {
        const id = stream();
        const full = { actor: 'guest:anna@example.com', correlationId: 'corr-1', requestId: 'req-1', schemaVersion: 1, causationId: 'x' };
        await store.appendToStream(id, [{ type: 'A', data: {}, metadata: full }]);
        expect((await store.readStream(id))[0]?.metadata).toEqual(full);
      });

      it('should keep the id given to an event', async () => {
        const id = stream();
        const eventId = randomUUID();
        await store.appendToStream(id, [event('A', {}, eventId)]);
        expect((await store.readStream(id))[0]?.id).toBe(eventId);
      });

      it('should read an absent stream as empty', async () => {
        expect(await store.readStream(stream())).toEqual([]);
      });

      it('should read a stream from a revision', async () => {
        const id = stream();
        await store.appendToStream(id, [event('A'), event('B'), event('C')]);
        expect((await store.readStream(id, { fromRevision: 1 })).map((e) => e.type)).toEqual(['B', 'C']);
      });

      it('should reject an append of no events', async () => {
        await expect(store.appendToStream(stream(), [])).rejects.toThrow();
      });
    });

    describe('expected revision', () => {
      it('should enforce no_stream and exact expected revisions', async () => {
        const id = stream();
        await store.appendToStream(id, [event('A')], { expectedRevision: 'no_stream' });
        await expect(store.appendToStream(id, [event('B')], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(store.appendToStream(id, [event('B')], { expectedRevision: 5 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await store.appendToStream(id, [event('B')], { expectedRevision: 0 });
        await store.appendToStream(id, [event('C')], { expectedRevision: 'any' });
        expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
      });

      it('should say which stream and which revisions clashed', async () => {
        const id = stream();
        await store.appendToStream(id, [event('A'), event('B')]);
        const error = await store.appendToStream(id, [event('C')], { expectedRevision: 0 }).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamId: id, expected: 0, actual: 1 });
      });

      it('should refuse an exact revision on an absent stream', async () => {
        const id = stream();
        const error = await store.appendToStream(id, [event('A')], { expectedRevision: 0 }).catch((caught: unknown) => caught);
        expect(error).toMatchObject({ streamId: id, expected: 0, actual: 'no_stream' });
        expect(await store.readStream(id)).toEqual([]);
      });

      it('should let exactly one of many concurrent writers with the same expected revision win', async () => {
        const id = stream();
        await store.appendToStream(id, [event('Created')], { expectedRevision: 'no_stream' });
        const results = await Promise.allSettled(
          Array.from({ length: 10 }, (_, writer) => store.appendToStream(id, [event('Claimed', { writer })], { expectedRevision: 0 })),
        );
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        for (const result of results) {
          if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(WrongExpectedRevisionError);
        }
        expect(await store.readStream(id)).toHaveLength(2);
      });

      it('should let exactly one of many concurrent creators of a stream win', async () => {
        const id = stream();
        const results = await Promise.allSettled(Array.from({ length: 10 }, () => store.appendToStream(id, [event('Created')], { expectedRevision: 'no_stream' })));
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        expect(await store.readStream(id)).toHaveLength(1);
      });

      it('should give concurrent appends with any revision consecutive revisions', async () => {
        const id = stream();
        const results = await Promise.all(Array.from({ length: 10 }, (_, n) => store.appendToStream(id, [event('Any', { n })], { expectedRevision: 'any' })));
        expect(results.map((result) => result.nextExpectedRevision).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect((await store.readStream(id)).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      });

      it('should treat a retried append of the same event ids as already done', async () => {
        const id = stream();
        const events = [event('A', {}, randomUUID()), event('B', {}, randomUUID())];
        const first = await store.appendToStream(id, events, { expectedRevision: 'no_stream' });
        const retried = await store.appendToStream(id, events, { expectedRevision: 'no_stream' });
        expect(retried).toEqual(first);
        expect(await store.readStream(id)).toHaveLength(2);
      });
    });

    describe('reading all streams', () => {
      it('should read all events in global order from a position', async () => {
        const from = await head(store);
        const first = stream();
        const second = stream();
        await store.appendToStream(first, [event('X1')]);
        await store.appendToStream(second, [event('Y1')]);
        await store.appendToStream(first, [event('X2')]);
        const after = await readAllOf(store, from, [first, second], 3);
        expect(after.map((e) => e.type)).toEqual(['X1', 'Y1', 'X2']);
        expect(after.map((e) => e.streamId)).toEqual([first, second, first]);
        const justBefore = after[0]!.position - 1n;
        expect((await store.readAll({ fromPosition: justBefore, limit: 2 })).map((e) => e.type)).toEqual(['X1', 'Y1']);
        expect((await store.readAll({ fromPosition: after[1]!.position })).map((e) => e.type)).toEqual(['X2']);
      });

      it('should keep positions increasing across many appends (numeric, not textual, order)', async () => {
        const from = await head(store);
        const id = stream();
        for (let n = 0; n < 25; n++) await store.appendToStream(id, [event('N', { n })]);
        const after = await readAllOf(store, from, [id], 25);
        expect(after.map((e) => (e.data as { n: number }).n)).toEqual(Array.from({ length: 25 }, (_, n) => n));
        expect(after.every((e, index) => index === 0 || e.position > after[index - 1]!.position)).toBe(true);
      });

      it('should read from the start when no position is given', async () => {
        const all = await store.readAll({ limit: 3 });
        expect(all.length).toBeGreaterThan(0);
        expect(all.map((e) => e.position)).toEqual([...all.map((e) => e.position)].sort((a, b) => (a < b ? -1 : 1)));
      });
    });

    describe('subscribing to all streams', () => {
      it('should deliver to a subscriber from a checkpoint, including events appended later', async () => {
        const from = await head(store);
        const id = stream();
        await store.appendToStream(id, [event('Before')]);
        const delivery = collect(store, [id], 3, { fromPosition: from });
        await store.appendToStream(id, [event('After1'), event('After2')]);
        const delivered = await delivery;
        expect(delivered.map((e) => e.type)).toEqual(['Before', 'After1', 'After2']);
        expect(delivered[2]!.metadata).toMatchObject(metadata);
      });

      it('should deliver from the very start when no position is given', async () => {
        const [first] = await store.readAll({ limit: 1 });
        const [delivered] = await collect(store, [first!.streamId], 1);
        expect(delivered?.position).toBe(first?.position);
      });

      it('should retry a failing handler from the last handled event, skipping nothing', async () => {
        const from = await head(store);
        const id = stream();
        await store.appendToStream(id, [event('One'), event('Two'), event('Three')]);
        let failed = 0;
        const errors: unknown[] = [];
        const delivered = await collect(store, [id], 3, {
          fromPosition: from,
          async handle(recorded) {
            if (recorded.type === 'Two' && failed++ === 0) throw new Error('handler failed once');
          },
          onError: (error) => errors.push(error),
        });
        expect(delivered.map((e) => e.type)).toEqual(['One', 'Two', 'Three']);
        expect(errors).toHaveLength(1);
        expect(String(errors[0])).toContain('handler failed once');
      });

      it('should deliver nothing after stop, and stop only once the running handler has finished', async () => {
        const from = await head(store);
        const id = stream();
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        const seen: string[] = [];
        let started!: () => void;
        const handling = new Promise<void>((resolve) => (started = resolve));
        const subscription = store.subscribeToAll({
          fromPosition: from,
          async handle(recorded) {
            if (recorded.streamId !== id) return;
            started();
            await gate;
            seen.push(recorded.type);
          },
        });
        await store.appendToStream(id, [event('First')]);
        await handling;
        let stopped = false;
        const stopping = subscription.stop().then(() => (stopped = true));
        await sleep(50);
        expect(stopped).toBe(false);
        release();
        await stopping;
        await store.appendToStream(id, [event('AfterStop')]);
        await sleep(300);
        expect(seen).toEqual(['First']);
      });
    });
  });
}
