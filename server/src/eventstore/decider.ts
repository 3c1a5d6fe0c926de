import type { EventMetadata } from './event-store';

/**
 * Commands and events in Emmett's shape. A command carries ONE metadata: who acts, within which
 * request, and the request's time (`now`, read once when the request or job starts, so every
 * decision of one request sees one clock). The who and which are copied onto every event it causes
 * (`EventMetadata`); the time is the decider's to use.
 */
/**
 * A command's context: who, within which request, its one clock, and (from a request) the client's
 * network address, which only a consent records (in its event's data, as personal data): the stored
 * metadata never holds it (`storedMetadataOf`).
 */
export type RequestMetadata = Pick<EventMetadata, 'actor' | 'correlationId' | 'requestId'> & { now: Date; address?: string };

/** What a pure decision reads of the metadata: the time. */
export type DecisionMetadata = Pick<RequestMetadata, 'now'>;

/** What a decision that records a consent reads: the time and where it was given from. */
export type ConsentDecisionMetadata = Pick<RequestMetadata, 'now' | 'address'>;

/** A consent event's `address`, when its command came with a request. */
export const addressOf = (command: { metadata: ConsentDecisionMetadata }): { address?: string } =>
  command.metadata.address === undefined ? {} : { address: command.metadata.address };

/** An intention, `type` in the imperative; deciders declare the metadata they read (`DecisionMetadata`). */
export type Command<Type extends string = string, Data = unknown, Metadata = DecisionMetadata> = { type: Type; data: Data; metadata: Metadata };

/** A fact, `type` in the past tense; as deciders emit it, without metadata (the store adds it). */
export type Event<Type extends string = string, Data = unknown> = { type: Type; data: Data };

/** A command as it is handled: with the whole metadata. */
export type HandledCommand<C extends Command> = C & { metadata: RequestMetadata };

/** Pure domain logic of one aggregate: no I/O, time comes in through the command. */
export type Decider<C extends Command, E extends Event, State> = {
  decide(command: C, state: State): E[];
  evolve: (state: State, event: E) => State;
  initialState(): State;
  /** The event types of its streams: what a stream read is narrowed to before it is folded. */
  eventTypes: ReadonlySet<E['type']>;
};

/**
 * The error of a switch's `default` over every kind of command or event: TypeScript refuses the
 * switch when a kind is left out, and a value outside its type (read from outside) is thrown.
 */
export function unknownCase(what: 'command' | 'event', value: never): Error {
  return new Error(`Unknown ${what} ${JSON.stringify(value)}`);
}

/** A rule of the domain was broken; the HTTP layer maps it to a status through `kind`. */
/**
 * Why the domain refuses, in its own words: a conflict with what is, an invalid request, not
 * allowed, nothing there, too many tries for now (`details.retry_after`, seconds), more than the
 * room allowed (a storage quota), or a service the step needs is unreachable (the payment
 * provider). Only `http/` turns a kind into a status.
 */
export type DomainErrorKind = 'conflict' | 'invalid' | 'forbidden' | 'not_found' | 'too_many' | 'too_large' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Machine-readable facts beside the Russian message (`taken_dates`, `retry_after`), answered with it. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

