import type { EventMetadata } from './event-store';

/** A domain event as the deciders see it: a past-tense `type` with its `data`. */
export type DomainEvent<Type extends string = string, Data = unknown> = { type: Type; data: Data };

/** Pure domain logic of one aggregate: no I/O, time comes in through the command. */
export type Decider<Command, Event extends DomainEvent, State> = {
  decide(command: Command, state: State): Event[];
  evolve: (state: State, event: Event) => State;
  initialState(): State;
};

/** A rule of the domain was broken; the HTTP layer maps it to a status through `kind`. */
export class DomainError extends Error {
  constructor(
    readonly kind: 'conflict' | 'invalid' | 'forbidden' | 'not_found',
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export type CommandMetadata = Pick<EventMetadata, 'actor' | 'correlationId' | 'requestId'>;
