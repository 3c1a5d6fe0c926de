import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../server/src/config/logger';
import type { Database } from '../server/src/db/database';
import { openMigratedPglite } from '../tests/support/migrated-database';
import { watchCheckpoints } from './checkpoint-watcher';
import { clearFailure, recordFailure } from '../server/src/read-models/projection-failures';
import type { Projection, ReadModelSync } from './projection';
import { prepareReadModels } from './read-model-setup';

const silent = createLogger('silent');
const projection = (name: string): Projection => ({ name, schema: 'SELECT 1', handlers: {} });
const projections = [projection('first'), projection('second')];

/** Whether the promise settles within a few polls, and how. */
async function settledSoon(promise: Promise<void>, ms = 150): Promise<string> {
  const timeout = new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms));
  return Promise.race([promise.then(() => 'resolved' as const, (error: Error) => error.message), timeout]);
}

describe('checkpoint watcher (read-your-writes without the runner in this process)', () => {
  let db: Database;
  let watcher: ReadModelSync;
  const moveCheckpoint = (name: string, position: number) =>
    db.query(`UPDATE projection_checkpoints SET position = $2 WHERE name = $1`, [name, position]);

  beforeAll(async () => {
    db = await openMigratedPglite();
    await prepareReadModels(db, projections);
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db.query(`UPDATE projection_checkpoints SET position = 0`);
    await clearFailure(db, 'second');
    watcher = watchCheckpoints(db, projections, silent, { pollIntervalMs: 10 });
  });
  afterEach(async () => {
    await watcher.stop();
  });

  it('should wait until the slowest projection has committed the position', async () => {
    const waiting = watcher.waitForPosition(5n);
    expect(await settledSoon(waiting)).toBe('pending');
    await moveCheckpoint('first', 7);
    expect(await settledSoon(waiting)).toBe('pending');
    await moveCheckpoint('second', 5);
    expect(await settledSoon(waiting)).toBe('resolved');
  });

  it('should answer at once for a position already reached, and keep serving later waits', async () => {
    await moveCheckpoint('first', 3);
    await moveCheckpoint('second', 3);
    expect(await settledSoon(watcher.waitForPosition(2n), 50)).toBe('resolved');
    const later = watcher.waitForPosition(4n);
    expect(await settledSoon(later)).toBe('pending');
    await moveCheckpoint('first', 4);
    await moveCheckpoint('second', 4);
    expect(await settledSoon(later)).toBe('resolved');
  });

  it('should fail a wait that is not reached in time, saying why', async () => {
    expect(await settledSoon(watcher.waitForPosition(9n, 30))).toMatch(/did not reach position 9 within 30 ms/);
  });

  it('should reject the waits still pending when stopped, and refuse new ones', async () => {
    const waiting = watcher.waitForPosition(9n);
    await watcher.stop();
    expect(await settledSoon(waiting)).toBe('Checkpoint watcher stopped');
    expect(await settledSoon(watcher.waitForPosition(1n))).toBe('Checkpoint watcher stopped');
  });

  it('should fail at once the waits behind an event the projections process recorded as failing', async () => {
    await moveCheckpoint('first', 9);
    await moveCheckpoint('second', 3);
    const event = { position: 4n, streamId: 'user-1', type: 'UserNameChanged', id: 'e4', revision: 0, data: {}, metadata: { actor: 'test', correlationId: 'c' }, recordedAt: new Date() };
    await recordFailure(db, 'second', event, new Error('invalid byte sequence'));
    expect(await settledSoon(watcher.waitForPosition(3n))).toBe('resolved');
    expect(await settledSoon(watcher.waitForPosition(6n), 100)).toMatch(/projection second failed on UserNameChanged at position 4 \(stream user-1\): invalid byte sequence/);
  });
});
