import type { Decider, DomainEvent, CommandMetadata } from './decider';
import { WrongExpectedRevisionError, type AppendResult, type EventStore } from './event-store';
import { currentSchemaVersion } from './upcasting';

export type CommandOutcome<Event, State> = {
  events: Event[];
  state: State;
  /** Undefined when the command decided no events (nothing was appended). */
  appended?: AppendResult;
};

/**
 * A stream folded into its aggregate's state, with the revision it was read at (undefined for a
 * stream that does not exist yet). The stream's events are its decider's own: only it appends there.
 */
export async function aggregateStream<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
): Promise<{ state: State; revision: number | undefined }> {
  const history = await store.readStream(streamId);
  const state = history.reduce((folded, event) => decider.evolve(folded, event as unknown as Event), decider.initialState());
  return { state, revision: history.at(-1)?.revision };
}

/** How often a command is decided again when another writer got to its stream first. */
const maxAttempts = 5;

/**
 * Loads a stream, folds it into state, decides, and appends with the revision it read. When a
 * concurrent writer changed the stream meanwhile, the command is decided again on the new state
 * (which may now refuse it, e.g. a slot someone else just took), never appended blindly.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  metadata: CommandMetadata,
): Promise<CommandOutcome<Event, State>> {
  for (let attempt = 1; ; attempt++) {
    const { state: current, revision: lastRevision } = await aggregateStream(store, streamId, decider);
    const events = decider.decide(command, current);
    const state = events.reduce(decider.evolve, current);
    if (events.length === 0) return { events, state };
    try {
      const appended = await store.appendToStream(
        streamId,
        events.map((event) => ({ type: event.type, data: event.data, metadata: { ...metadata, schemaVersion: currentSchemaVersion } })),
        { expectedRevision: lastRevision === undefined ? 'no_stream' : lastRevision },
      );
      return { events, state, appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxAttempts) throw error;
    }
  }
}
