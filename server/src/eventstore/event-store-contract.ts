import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type EventStore, type NewEvent, type RecordedEvent } from './event-store';

const metadata = { actor: 'test', correlationId: 'c1' };
const event = (type: string, data: unknown = {}): NewEvent => ({ type, data, metadata });

async function collect(store: EventStore, count: number, fromPosition?: bigint): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${seen.length} of ${count} events delivered`)), 10_000);
    const subscription = store.subscribeToAll({
      fromPosition,
      async handle(recorded) {
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

/**
 * The behaviour every event-store adapter must show, written once and run against each adapter
 * that is reachable. `open` gives a store over an empty database; `close` disposes of it.
 */
export function describeEventStoreContract(name: string, open: () => Promise<{ store: EventStore; close(): Promise<void> }>) {
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    let close: () => Promise<void>;
    const stream = () => `test-${randomUUID()}`;

    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(async () => {
      await close?.();
    });

    it('should append and read a stream in revision order with data and metadata', async () => {
      const id = stream();
      const result = await store.appendToStream(id, [event('A', { n: 1 }), event('B', { text: 'привет' })], { expectedRevision: 'no_stream' });
      expect(result.nextExpectedRevision).toBe(1);
      const events = await store.readStream(id);
      expect(events.map((e) => [e.type, e.revision, e.data])).toEqual([
        ['A', 0, { n: 1 }],
        ['B', 1, { text: 'привет' }],
      ]);
      expect(events[0]?.metadata).toMatchObject(metadata);
      expect(events[1]!.position).toBeGreaterThan(events[0]!.position);
      expect(events[1]!.position).toBe(result.position);
    });

    it('should read an absent stream as empty', async () => {
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('should enforce no_stream and exact expected revisions', async () => {
      const id = stream();
      await store.appendToStream(id, [event('A')], { expectedRevision: 'no_stream' });
      await expect(store.appendToStream(id, [event('B')], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.appendToStream(id, [event('B')], { expectedRevision: 5 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await store.appendToStream(id, [event('B')], { expectedRevision: 0 });
      await store.appendToStream(id, [event('C')], { expectedRevision: 'any' });
      expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
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

    it('should read all events in global order from a position', async () => {
      const before = await store.readAll({ fromPosition: 0n, limit: 100_000 });
      const from = before.at(-1)?.position ?? 0n;
      const first = stream();
      const second = stream();
      await store.appendToStream(first, [event('X1')]);
      await store.appendToStream(second, [event('Y1')]);
      await store.appendToStream(first, [event('X2')]);
      const after = await store.readAll({ fromPosition: from });
      expect(after.map((e) => e.type)).toEqual(['X1', 'Y1', 'X2']);
      expect((await store.readAll({ fromPosition: from, limit: 2 })).map((e) => e.type)).toEqual(['X1', 'Y1']);
    });

    it('should deliver to a subscriber from a checkpoint, including events appended later', async () => {
      const existing = await store.readAll({ fromPosition: 0n, limit: 100_000 });
      const from = existing.at(-1)?.position ?? 0n;
      const id = stream();
      await store.appendToStream(id, [event('Before')]);
      const delivery = collect(store, 3, from);
      await store.appendToStream(id, [event('After1'), event('After2')]);
      expect((await delivery).map((e) => e.type)).toEqual(['Before', 'After1', 'After2']);
    });
  });
}
