import { describe, expect, it } from 'vitest';
import type { EventStore } from './event-store';
import { readYourWrites, recordingWrites, runWithReadYourWrites } from './read-your-writes';

/** A store whose appends land at the positions given, one per call. */
function storeAt(...positions: bigint[]): EventStore {
  const next = [...positions];
  return {
    appendToStream: () => Promise.resolve({ nextExpectedRevision: 0, position: next.shift()! }),
    readStream: () => Promise.resolve([]),
    readAll: () => Promise.resolve([]),
    subscribeToAll: () => ({ stop: () => Promise.resolve() }),
    close: () => Promise.resolve(),
  };
}

const append = (store: EventStore) => store.appendToStream('s', [{ type: 'T', data: {}, metadata: { actor: 'system', correlationId: 'c' } }]);

describe('read-your-writes scopes', () => {
  it('should wait once for the highest position the scope appended, before it ends', async () => {
    const awaited: bigint[] = [];
    const store = recordingWrites(storeAt(7n, 12n, 9n));
    const result = await runWithReadYourWrites(
      (position) => Promise.resolve(void awaited.push(position)),
      async () => {
        await append(store);
        await append(store);
        await append(store);
        return 'answer';
      },
    );
    expect(result).toBe('answer');
    expect(awaited).toEqual([12n]);
  });

  it('should make a read after an append wait, and not wait again for what was already shown', async () => {
    const awaited: bigint[] = [];
    const store = recordingWrites(storeAt(3n, 5n));
    await runWithReadYourWrites(
      (position) => Promise.resolve(void awaited.push(position)),
      async () => {
        await readYourWrites();
        await append(store);
        await readYourWrites();
        await readYourWrites();
        await append(store);
      },
    );
    expect(awaited).toEqual([3n, 5n]);
  });

  it('should not wait for anything outside a scope, nor for another scope’s writes', async () => {
    const awaited: bigint[] = [];
    const store = recordingWrites(storeAt(1n, 2n));
    await append(store);
    await readYourWrites();
    const wait = (position: bigint) => Promise.resolve(void awaited.push(position));
    await Promise.all([runWithReadYourWrites(wait, () => append(store)), runWithReadYourWrites(wait, () => Promise.resolve())]);
    expect(awaited).toEqual([2n]);
  });

  it('should fail the scope when the read models cannot show its writes', async () => {
    const store = recordingWrites(storeAt(4n));
    const unavailable = new Error('read models lag');
    await expect(runWithReadYourWrites(() => Promise.reject(unavailable), () => append(store))).rejects.toBe(unavailable);
  });
});
