import { expect } from 'vitest';
import type { Decider, DomainEvent } from '../../server/src/eventstore/decider';

/** given(events).when(command).then(events) for decider unit tests, as in Emmett. */
export function deciderSpec<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
  return {
    given(history: Event[]) {
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, history.reduce(decider.evolve, decider.initialState()));
          return {
            then(expected: Event[]) {
              expect(decide()).toEqual(expected);
            },
            thenThrows(message: string | RegExp) {
              expect(decide).toThrow(message);
            },
          };
        },
      };
    },
  };
}
