import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../server/src/eventstore/event-store';
import { defineProjection } from './define-projection';
import type { ProjectionWriter } from './projection-writes';

const tx: ProjectionWriter = { query: () => Promise.resolve({ rows: [] }), write: () => Promise.resolve() };
const recorded = (type: string, data: unknown): RecordedEvent => ({
  id: '00000000-0000-4000-8000-000000000001',
  streamId: 'user-u1',
  revision: 0,
  position: 1n,
  type,
  data,
  metadata: { actor: 'system', correlationId: 'c' },
  recordedAt: new Date(),
});

describe('defineProjection', () => {
  it('should give each handler its own event type, and follow only the types it names', async () => {
    const seen: Array<string | null> = [];
    const projection = defineProjection({
      name: 'names',
      schema: '',
      handlers: {
        // `name` is personal data: erased, it reads as null, and the type says so.
        async UserNameChanged(_tx, event) {
          const name: string | null = event.data.name;
          seen.push(name);
        },
      },
    });
    expect(Object.keys(projection.handlers)).toEqual(['UserNameChanged']);
    await projection.handlers.UserNameChanged!(tx, recorded('UserNameChanged', { userId: 'u1', name: null, changedAt: '2026-11-24T00:00:00.000Z' }));
    expect(seen).toEqual([null]);
    await expect(projection.handlers.UserNameChanged!(tx, recorded('UserRegistered', {}))).rejects.toThrow(/UserNameChanged handler was given a UserRegistered/);
  });

  it('should refuse, at compile time, a handler for a type that is not registered and data a type does not have', () => {
    const projection = defineProjection({
      name: 'typos',
      schema: '',
      handlers: {
        // @ts-expect-error a misspelt event type does not compile
        async UserNameChange() {},
        async UserEmailChanged(_tx, event) {
          // @ts-expect-error an erased address is null: it cannot be lower-cased unchecked
          event.data.email.toLowerCase();
        },
      },
    });
    expect(Object.keys(projection.handlers)).toEqual(['UserEmailChanged']);
  });
});
