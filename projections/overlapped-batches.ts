import type { Database, Row, Transaction } from '../server/src/db/database';
import type { RecordedEvent } from '../server/src/eventstore/event-store';
import { ProjectionHandlerError } from './apply-batch';
import { batchedWrites, type BatchWrites } from './projection-writes';

export type Batch = readonly RecordedEvent[];

/** What a batch's transaction does: its own statements first (`begin`), then the handlers' writes (`handle`). */
export type BatchWork = {
  begin(tx: Transaction): Promise<void>;
  handle(writes: BatchWrites, batch: Batch): Promise<void>;
};

/** A transaction begun later: what is sent through it before it begins waits for it, and fails with it. */
function laterTransaction() {
  let begin!: (tx: Transaction) => void;
  let fail!: (error: unknown) => void;
  const ready = new Promise<Transaction>((resolve, reject) => {
    begin = resolve;
    fail = reject;
  });
  // Nothing may be waiting on it when it fails; whoever is gets the error.
  ready.catch(() => undefined);
  const tx: Transaction = {
    query: async <T extends Row = Row>(sql: string, params?: readonly unknown[]) => (await ready).query<T>(sql, params),
    exec: async (sql: string) => (await ready).exec(sql),
  };
  return { tx, begin, fail };
}

type InFlight = { batch: Batch; committed: Promise<void> };

/** Waits for a batch's transaction: false if it failed other than in a handler (a handler's failure is thrown). */
async function settled(inFlight: InFlight): Promise<boolean> {
  try {
    await inFlight.committed;
    return true;
  } catch (error) {
    if (error instanceof ProjectionHandlerError) throw error;
    return false;
  }
}

/**
 * Applies batches of events, each in a transaction of its own and in order, with the client's work
 * on a batch (its handlers, its rows turned into statements) done while the server still applies
 * the batch before: on a PostgreSQL server the two then take the time of the longer, not of both.
 * A handler's read waits for its batch's transaction, which begins once the batch before has
 * committed, so it sees every earlier write, as when the batches run one after another.
 *
 * `onApplied` hears of each batch once it has committed. A handler's failure is thrown
 * (`ProjectionHandlerError`). When a batch's transaction fails otherwise (a write the server
 * refused, which names no event), nothing of it or after it is applied and it comes back in
 * `unapplied` with the batch already read after it, for the caller to apply one by one
 * (`inBatchTransaction`, which names the failing event).
 */
export async function applyOverlapped(
  db: Database,
  batches: AsyncIterator<Batch>,
  work: BatchWork,
  onApplied: (events: number) => void = () => {},
): Promise<{ unapplied: Batch[] }> {
  let previous: InFlight | undefined;
  for (;;) {
    const next = await batches.next();
    if (next.done) break;
    const batch = next.value;
    const later = laterTransaction();
    const writes = batchedWrites(later.tx);
    const handled = work.handle(writes, batch).then(() => writes.seal());
    // The transaction reports the handlers' failure; until it has begun, their reads wait.
    handled.catch(() => undefined);
    const before = previous?.committed ?? Promise.resolve();
    const committed = before.then(() =>
      db.transaction(async (tx) => {
        await work.begin(tx);
        later.begin(tx);
        await handled;
        await writes.flush();
      }),
    );
    committed.catch(later.fail);
    const current: InFlight = { batch, committed };
    // The next batch's handlers run after this batch's, and at most one batch waits for the server.
    const handlersPassed = await handled.then(
      () => true,
      () => false,
    );
    if (previous) {
      if (!(await settled(previous))) return { unapplied: [previous.batch, batch] };
      onApplied(previous.batch.length);
    }
    previous = current;
    // A handler failed: its transaction reports which (or, a read the server refused, gives the batch back).
    if (!handlersPassed) break;
  }
  if (previous) {
    if (!(await settled(previous))) return { unapplied: [previous.batch] };
    onApplied(previous.batch.length);
  }
  return { unapplied: [] };
}
