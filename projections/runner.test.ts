import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openScratchPostgres } from '../tests/integration/eventstore/scratch-postgres';
import { realPostgresUrl } from '../tests/support/real-servers';
import { createLogger } from '../server/src/config/logger';
import type { Database } from '../server/src/db/database';
import type { EventStore } from '../server/src/eventstore/event-store';
import { createPostgresEventStore } from '../server/src/eventstore/postgres-event-store';
import { clearFailure, readFailures, ReadModelsUnavailableError } from '../server/src/read-models/projection-failures';
import type { Projection } from './projection';
import { startProjections, type ProjectionRunner, type ProjectionRunnerOptions } from './runner';
import { openMigratedPglite } from '../tests/support/migrated-database';

const silent = createLogger('silent');
const metadata = { actor: 'test', correlationId: 'c' };
const fast: ProjectionRunnerOptions = { pollIntervalMs: 10, retryDelayMs: 50, maxRetryDelayMs: 200 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sums the `Added` amounts of its own stream (named like the projection) and counts how many
 * events it applied, so a double application shows. `failOn` makes the handler throw after its
 * update, `failTimes` times (always when absent).
 */
function counter(name: string, options: { failOn?: number; failTimes?: number } = {}): Projection {
  let failures = 0;
  return {
    name,
    schema: `CREATE TABLE IF NOT EXISTS counters (name text PRIMARY KEY, total int NOT NULL, applied int NOT NULL)`,
    handlers: {
      async Added(tx, event) {
        if (event.streamId !== name) return;
        const amount = (event.data as { amount: number }).amount;
        await tx.query(
          `INSERT INTO counters (name, total, applied) VALUES ($1, $2, 1)
           ON CONFLICT (name) DO UPDATE SET total = counters.total + EXCLUDED.total, applied = counters.applied + 1`,
          [name, amount],
        );
        if (amount === options.failOn && failures < (options.failTimes ?? Infinity)) {
          failures += 1;
          throw new Error(`handler failed on ${amount}`);
        }
      },
    },
  };
}

async function counted(db: Database, name: string): Promise<{ total: number; applied: number }> {
  const { rows } = await db.query<{ total: number; applied: number }>(`SELECT total, applied FROM counters WHERE name = $1`, [name]);
  return rows[0] ?? { total: 0, applied: 0 };
}

async function checkpoint(db: Database, name: string): Promise<bigint | undefined> {
  const { rows } = await db.query<{ position: string }>(`SELECT position::text AS position FROM projection_checkpoints WHERE name = $1`, [name]);
  return rows[0] === undefined ? undefined : BigInt(rows[0].position);
}

describe('projection runner', () => {
  let db: Database;
  let store: EventStore;
  const runners: ProjectionRunner[] = [];
  const start = async (projections: Projection[], options: ProjectionRunnerOptions = fast, logger = silent) => {
    const runner = await startProjections(db, store, projections, logger, options);
    runners.push(runner);
    return runner;
  };
  const name = () => `counter-${randomUUID()}`;
  const add = (stream: string, ...amounts: number[]) =>
    store.appendToStream(
      stream,
      amounts.map((amount) => ({ type: 'Added', data: { amount }, metadata })),
    );

  // One embedded database for the file: every test has its own projection and stream.
  beforeAll(async () => {
    db = await openMigratedPglite();
    store = await createPostgresEventStore(db);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  it('should apply events and store the checkpoint of the last one', async () => {
    const counterName = name();
    const runner = await start([counter(counterName)]);
    await add(counterName, 1);
    const second = await add(counterName, 2);
    await runner.waitForPosition(second.position);
    expect(await counted(db, counterName)).toEqual({ total: 3, applied: 2 });
    expect(await checkpoint(db, counterName)).toBe(second.position);
  });

  it('should resume after a restart from its checkpoint without applying anything twice', async () => {
    const counterName = name();
    const first = await start([counter(counterName)]);
    await first.waitForPosition((await add(counterName, 1, 2)).position);
    await first.stop();

    await add(counterName, 4); // appended while no runner is running
    const second = await start([counter(counterName)]);
    await second.waitForPosition((await add(counterName, 8)).position);
    expect(await counted(db, counterName)).toEqual({ total: 15, applied: 4 });
  });

  it('should finish the batch it is applying when stopped and leave the rest for the next start', async () => {
    const counterName = name();
    const events: bigint[] = [];
    for (const amount of [1, 2, 3, 4, 5, 6]) events.push((await add(counterName, amount)).position);
    const inner = counter(counterName);
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowFirstEvent: Projection = {
      ...inner,
      handlers: {
        async Added(tx, event) {
          if (event.position === events[0]) {
            entered();
            await gate;
          }
          await inner.handlers.Added!(tx, event);
        },
      },
    };
    const runner = await startProjections(db, store, [slowFirstEvent], silent, { ...fast, batchSize: 2 });
    await handlerEntered;
    const stopping = runner.stop();
    release();
    await stopping;
    expect(await counted(db, counterName)).toEqual({ total: 3, applied: 2 });
    expect(await checkpoint(db, counterName)).toBe(events[1]);

    const next = await start([counter(counterName)]);
    await next.waitForPosition(events[5]!);
    expect(await counted(db, counterName)).toEqual({ total: 21, applied: 6 });
  });

  it('should move the checkpoint past events the projection does not handle', async () => {
    const counterName = name();
    const runner = await start([counter(counterName)]);
    const other = await store.appendToStream(`other-${randomUUID()}`, [{ type: 'SomethingElse', data: {}, metadata }]);
    await runner.waitForPosition(other.position);
    expect(await checkpoint(db, counterName)).toBe(other.position);
  });

  it('should roll back the read-model change and the checkpoint together when a handler fails', async () => {
    const counterName = name();
    const good = await add(counterName, 1);
    const bad = await add(counterName, 13);
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
    const runner = await start([counter(counterName, { failOn: 13 })], fast, logger);
    await expect(runner.waitForPosition(bad.position)).rejects.toThrow(new RegExp(`${counterName} failed on Added at position ${bad.position}.*handler failed on 13`));
    // The event before the failing one is kept; the failing one left neither its update nor the checkpoint.
    expect(await counted(db, counterName)).toEqual({ total: 1, applied: 1 });
    expect(await checkpoint(db, counterName)).toBe(good.position);
    const logged = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(logged).toMatchObject({ projection: counterName, event: { position: String(bad.position), type: 'Added', streamId: counterName } });
    expect(JSON.stringify(logged.err)).toContain('handler failed on 13');
  });

  it('should record the failing event in the database, log it once and retry with a growing pause', async () => {
    const counterName = name();
    const bad = await add(counterName, 13);
    const lines: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    let attempts = 0;
    const inner = counter(counterName, { failOn: 13 });
    const counting: Projection = {
      ...inner,
      handlers: {
        async Added(tx, event) {
          if (event.position === bad.position) attempts += 1;
          await inner.handlers.Added!(tx, event);
        },
      },
    };
    const runner = await start([counting], { pollIntervalMs: 10, retryDelayMs: 100, maxRetryDelayMs: 400 }, logger);
    await sleep(1200);
    // Stopped before the counts are compared: an attempt under way would count before its failure is recorded.
    await runner.stop();
    // 100 + 200 + 400 + 400 ms of pauses: about five attempts, not the hundred a 10 ms poll would make.
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(attempts).toBeLessThanOrEqual(7);
    const [failure] = await readFailures(db, [counterName]);
    expect(failure).toMatchObject({ projection: counterName, position: bad.position, streamId: counterName, type: 'Added', error: 'handler failed on 13', attempts });
    const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
  });

  it('should fail a wait at once when a projection is stuck on an earlier event, and let the others move on', async () => {
    const stuck = name();
    const healthy = name();
    const runner = await start([counter(stuck, { failOn: 7 }), counter(healthy)]);
    const bad = await add(stuck, 7);
    await expect(runner.waitForPosition(bad.position)).rejects.toBeInstanceOf(ReadModelsUnavailableError);
    const later = await add(healthy, 2);
    const started = Date.now();
    const error = await runner.waitForPosition(later.position, 10_000).catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(100);
    expect(error).toMatchObject({ reason: { kind: 'failed', failure: { projection: stuck, position: bad.position } } });
    const deadline = Date.now() + 5000;
    while ((await checkpoint(db, healthy))! < later.position && Date.now() < deadline) await sleep(20);
    expect(await counted(db, healthy)).toEqual({ total: 2, applied: 1 });
  });

  it('should answer a lagging wait within its timeout with ReadModelsUnavailableError', async () => {
    const counterName = name();
    const inner = counter(counterName);
    const slow: Projection = { ...inner, handlers: { Added: async (tx, event) => (await sleep(event.streamId === counterName ? 600 : 0), inner.handlers.Added!(tx, event)) } };
    const runner = await start([slow]);
    const appended = await add(counterName, 1);
    await expect(runner.waitForPosition(appended.position, 200)).rejects.toMatchObject({ reason: { kind: 'lagging', position: appended.position } });
  });

  it('should keep failing fast after a restart, and continue once a fixed version starts', async () => {
    const counterName = name();
    const bad = await add(counterName, 13);
    const broken = await start([counter(counterName, { failOn: 13 })]);
    await expect(broken.waitForPosition(bad.position)).rejects.toBeInstanceOf(ReadModelsUnavailableError);
    await broken.stop();

    // Restarted without a fix: the recorded failure answers at once, nothing is applied twice.
    const again = await start([counter(counterName, { failOn: 13 })], { ...fast, pollIntervalMs: 60_000 });
    const started = Date.now();
    await expect(again.waitForPosition(bad.position)).rejects.toBeInstanceOf(ReadModelsUnavailableError);
    expect(Date.now() - started).toBeLessThan(100);
    await again.stop();
    expect(await readFailures(db, [counterName])).toHaveLength(1);

    const fixed = await start([counter(counterName)]);
    await fixed.catchUp();
    await fixed.waitForPosition(bad.position);
    expect(await counted(db, counterName)).toEqual({ total: 13, applied: 1 });
    expect(await readFailures(db, [counterName])).toEqual([]);
  });

  it('should retry at once when an operator clears the failure, instead of after its pause', async () => {
    const counterName = name();
    let broken = true;
    const inner = counter(counterName);
    const flaky: Projection = {
      ...inner,
      handlers: {
        async Added(tx, event) {
          if (broken) throw new Error('not fixed yet');
          await inner.handlers.Added!(tx, event);
        },
      },
    };
    const runner = await start([flaky], { pollIntervalMs: 10, retryDelayMs: 60_000 });
    const appended = await add(counterName, 3);
    await expect(runner.waitForPosition(appended.position)).rejects.toBeInstanceOf(ReadModelsUnavailableError);
    broken = false;
    expect(await clearFailure(db, counterName)).toBe(true);
    const deadline = Date.now() + 3000;
    while ((await checkpoint(db, counterName))! < appended.position && Date.now() < deadline) await sleep(20);
    await runner.waitForPosition(appended.position);
    expect(await counted(db, counterName)).toEqual({ total: 3, applied: 1 });
  });

  it('should retry a failed event and apply it exactly once when the handler recovers', async () => {
    const counterName = name();
    const runner = await start([counter(counterName, { failOn: 5, failTimes: 2 })]);
    const last = await add(counterName, 1, 5, 10);
    const deadline = Date.now() + 5000;
    while ((await checkpoint(db, counterName))! < last.position && Date.now() < deadline) await sleep(20);
    await runner.waitForPosition(last.position);
    expect(await readFailures(db, [counterName])).toEqual([]);
    expect(await counted(db, counterName)).toEqual({ total: 16, applied: 3 });
  });

  it('should keep other projections moving while one is stuck on a failing event', async () => {
    const stuck = name();
    const healthy = name();
    const runner = await start([counter(stuck, { failOn: 7 }), counter(healthy)]);
    await add(stuck, 7);
    const last = await add(healthy, 2, 3);
    const deadline = Date.now() + 5000;
    while ((await checkpoint(db, healthy))! < last.position && Date.now() < deadline) await sleep(20);
    expect(await counted(db, healthy)).toEqual({ total: 5, applied: 2 });
    await expect(runner.catchUp()).rejects.toThrow(/projection\(s\) failed/);
  });

  it('should catch up on demand, in batches', async () => {
    const counterName = name();
    const amounts = Array.from({ length: 1200 }, (_, index) => index + 1);
    await add(counterName, ...amounts);
    const runner = await start([counter(counterName)], { pollIntervalMs: 60_000, batchSize: 500 });
    await runner.catchUp();
    expect(await counted(db, counterName)).toEqual({ total: (1200 * 1201) / 2, applied: 1200 });
  });

  it('should answer at once for a position already reached, and release waiters when stopped', async () => {
    const counterName = name();
    const runner = await start([counter(counterName)], { pollIntervalMs: 60_000 });
    await runner.waitForPosition(0n);
    const far = runner.waitForPosition(1_000_000_000n, 60_000);
    await runner.stop();
    await expect(far).rejects.toThrow(/stopped/);
  });

  it('should refuse two projections with one name', async () => {
    await expect(start([counter('same'), counter('same')])).rejects.toThrow(/named same/);
  });

  it('should not apply an event twice when two runners follow one database', async () => {
    const counterName = name();
    const [first, second] = [await start([counter(counterName)]), await start([counter(counterName)])];
    let last = 0n;
    for (let n = 0; n < 30; n++) last = (await add(counterName, 1)).position;
    await Promise.all([first.waitForPosition(last, 5000), second.waitForPosition(last, 5000)]);
    await first.catchUp();
    expect(await counted(db, counterName)).toEqual({ total: 30, applied: 30 });
  });
});

const serverUrl = await realPostgresUrl();

describe.skipIf(!serverUrl)('projection runner on a PostgreSQL server', () => {
  let scratch: Awaited<ReturnType<typeof openScratchPostgres>>;
  let store: EventStore;

  beforeAll(async () => {
    scratch = await openScratchPostgres(serverUrl!);
    store = await createPostgresEventStore(scratch.db);
  });
  afterAll(async () => {
    await store?.close();
    await scratch?.close();
  });

  it('should apply every event exactly once with two runners and concurrent writers', async () => {
    const counterName = 'shared-counter';
    const runners = [
      await startProjections(scratch.db, store, [counter(counterName)], silent, fast),
      await startProjections(scratch.db, store, [counter(counterName)], silent, fast),
    ];
    try {
      const appends = await Promise.all(
        Array.from({ length: 8 }, async () => {
          let last = 0n;
          for (let n = 0; n < 25; n++) {
            last = (await store.appendToStream(counterName, [{ type: 'Added', data: { amount: 1 }, metadata }])).position;
          }
          return last;
        }),
      );
      const head = appends.reduce((max, position) => (position > max ? position : max), 0n);
      await Promise.all(runners.map((runner) => runner.waitForPosition(head, 10_000)));
      await runners[0]!.catchUp();
      expect(await counted(scratch.db, counterName)).toEqual({ total: 200, applied: 200 });
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
  });
});
