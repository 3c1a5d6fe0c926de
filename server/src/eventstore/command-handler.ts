import type { Command, Decider, Event, HandledCommand, RequestMetadata } from './decider';
import { WrongExpectedRevisionError, type AppendResult, type EventStore, type RecordedEvent } from './event-store';
import { currentSchemaVersion } from './upcasting';

export type CommandOutcome<E, State> = {
  events: E[];
  state: State;
  /** Undefined when the command decided no events (nothing was appended). */
  appended?: AppendResult;
};

/**
 * Narrows a stream's recorded event to its decider's events by type. Its data needs no second
 * look: every append was checked against its type's schema (validating-store.ts), reads come
 * upcast to the current version, and only the decider appends to its streams.
 */
export const isDecidersEvent = <E extends Event>(eventTypes: ReadonlySet<E['type']>, event: RecordedEvent): event is RecordedEvent & E => eventTypes.has(event.type);

/**
 * A stream folded into its aggregate's state, with the revision it was read at (undefined for a
 * stream that does not exist yet). An event of a type the decider does not know is an error.
 */
export async function aggregateStream<C extends Command, E extends Event, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, E, State>,
): Promise<{ state: State; revision: number | undefined }> {
  const history = await store.readStream(streamId);
  let state = decider.initialState();
  for (const event of history) {
    if (!isDecidersEvent(decider.eventTypes, event)) throw new Error(`Stream ${streamId} holds a ${event.type} event its decider does not know`);
    state = decider.evolve(state, event);
  }
  return { state, revision: history.at(-1)?.revision };
}

/** What a command's events carry of its metadata: who and within which request (the time is the decider's). */
export function storedMetadataOf({ actor, correlationId, requestId }: RequestMetadata) {
  return { actor, correlationId, ...(requestId === undefined ? {} : { requestId }), schemaVersion: currentSchemaVersion };
}

/** How often a command is decided again when another writer got to its stream first. */
const maxAttempts = 5;

/**
 * Loads a stream, folds it into state, decides, and appends with the revision it read. When a
 * concurrent writer changed the stream meanwhile, the command is decided again on the new state
 * (which may now refuse it, e.g. a slot someone else just took), never appended blindly. The
 * events carry the command's actor, correlation and request ids; the position appended is
 * recorded for read-your-writes by the store (read-your-writes.ts).
 */
export async function handleCommand<C extends Command, E extends Event, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, E, State>,
  command: HandledCommand<C>,
): Promise<CommandOutcome<E, State>> {
  const metadata = storedMetadataOf(command.metadata);
  for (let attempt = 1; ; attempt++) {
    const { state: current, revision: lastRevision } = await aggregateStream(store, streamId, decider);
    const events = decider.decide(command, current);
    const state = events.reduce(decider.evolve, current);
    if (events.length === 0) return { events, state };
    try {
      const appended = await store.appendToStream(
        streamId,
        events.map((event) => ({ type: event.type, data: event.data, metadata })),
        { expectedRevision: lastRevision === undefined ? 'no_stream' : lastRevision },
      );
      return { events, state, appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxAttempts) throw error;
    }
  }
}
