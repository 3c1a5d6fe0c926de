import { expect } from 'vitest';
import type { Command, Decider, Event } from '../../server/src/eventstore/decider';

/** given(events).when(command).then(events) for decider unit tests, as in Emmett. */
export function deciderSpec<C extends Command, E extends Event, State>(decider: Decider<C, E, State>) {
  return {
    given(history: E[]) {
      return {
        when(command: C) {
          const decide = () => decider.decide(command, history.reduce(decider.evolve, decider.initialState()));
          return {
            then(expected: E[]) {
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
