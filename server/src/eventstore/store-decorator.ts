import type { EventStore, NewEvent, RecordedEvent } from './event-store';

export type EventStoreTransforms = {
  /** Rewrites events on their way in; they are appended as returned. */
  beforeAppend?(streamId: string, events: readonly NewEvent[]): Promise<readonly NewEvent[]>;
  /** Rewrites recorded events on their way out, for every kind of read. */
  afterRead(events: RecordedEvent[]): Promise<RecordedEvent[]>;
};

/** An event store that passes every call to `inner`, with events transformed in and out. */
export function decorateEventStore(inner: EventStore, transforms: EventStoreTransforms): EventStore {
  const afterReadOne = async (event: RecordedEvent) => (await transforms.afterRead([event]))[0]!;
  return {
    async appendToStream(streamId, events, options) {
      const written = transforms.beforeAppend ? await transforms.beforeAppend(streamId, events) : events;
      return inner.appendToStream(streamId, written, options);
    },
    readStream: async (streamId, options) => transforms.afterRead(await inner.readStream(streamId, options)),
    readAll: async (options) => transforms.afterRead(await inner.readAll(options)),
    subscribeToAll: (options) => inner.subscribeToAll({ ...options, handle: async (event) => options.handle(await afterReadOne(event)) }),
    close: () => inner.close(),
  };
}
