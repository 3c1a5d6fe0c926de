/**
 * Replay benchmark: writes a realistic history (clients registering with consents, booking and
 * paying for sessions, packages with credits, a few refunds) of at least 100 000 events into an
 * in-memory PGlite store and into a scratch database on the PostgreSQL server (TEST_DATABASE_URL,
 * default 127.0.0.1:5432/test; skipped, saying so, when there is none), then replays each into
 * fresh read models and prints events per second and whether the replay matches the live tables.
 *
 *   npm run bench:replay            (EVENTS=200000 for a larger history)
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readModelProjections } from '../projections';
import { replayAndCompare } from '../projections/replay';
import type { Database } from '../server/src/db/database';
import { openPgliteDatabase } from '../server/src/db/pglite-database';
import { openPostgresDatabase } from '../server/src/db/postgres-database';
import type { NewEvent } from '../server/src/eventstore/event-store';
import { currentSchemaVersion } from '../server/src/eventstore/upcasting';
import type { EventStore } from '../server/src/eventstore/event-store';
import { openProtectedEventStore } from '../server/src/modules/privacy/protected-event-store';
import { createScratchDatabase, realPostgresUrl } from '../tests/support/real-servers';
import { applyEvent } from '../projections/apply-batch';
import { prepareReadModels } from '../projections/read-model-setup';
import { migrateWriteSide } from '../server/src/db/migrations/migrate';
import { immediateWrites } from '../projections/projection-writes';

const target = Number(process.env.EVENTS ?? 100_000);
const metadata = { actor: 'bench', correlationId: 'bench', schemaVersion: currentSchemaVersion };
const event = (type: string, data: unknown): NewEvent => ({ type, data, metadata });
const consent = { document: '/user-personal-data', version: '2026-11-01' };

/** Writes the history through the store as the application does; returns how many events. */
async function writeHistory(store: EventStore): Promise<number> {
  let written = 0;
  let consultationId = 0;
  const day = Date.parse('2027-01-01T07:00:00.000Z');
  while (written < target) {
    const userId = randomUUID();
    const at = new Date().toISOString();
    const email = `${userId.slice(0, 8)}@example.ru`;
    const user = [
      event('UserRegistered', { userId, email, registeredAt: at }),
      event('PersonalDataConsentGiven', { userId, consent, givenAt: at, source: 'registration' }),
      event('AdvertisingConsentGiven', { userId, consent: { document: '/user-notification', version: '2026-11-01' }, givenAt: at, source: 'registration' }),
    ];
    await store.appendToStream(`user-${userId}`, user);
    written += user.length;
    for (let purchase = 0; purchase < 4; purchase++) {
      const purchaseId = randomUUID();
      const id = ++consultationId;
      const start = new Date(day + id * 86_400_000).toISOString();
      const sessions = purchase === 0 ? 5 : 1;
      const amountKopecks = sessions === 5 ? 1_575_000 : 350_000;
      const purchaseEvents = [
        event('PurchaseStarted', { purchaseId, item: { kind: 'consultation', typeId: sessions === 5 ? 2 : 1, consultationId: id, sessions }, amountKopecks, description: 'Коуч-сессия', buyer: { userId, email }, startedAt: at }),
        event('PaymentRequested', { purchaseId, provider: 'sandbox', paymentId: `pay-${purchaseId}`, confirmationToken: 'ct', payBy: at }),
        event('PaymentSucceeded', { purchaseId, paymentId: `pay-${purchaseId}`, amountKopecks, succeededAt: at }),
        ...(purchase === 3 && id % 10 === 0 ? [event('RefundSucceeded', { purchaseId, paymentId: `pay-${purchaseId}`, refundId: `r-${purchaseId}`, amountKopecks, refundedAt: at })] : []),
      ];
      await store.appendToStream(`purchase-${purchaseId}`, purchaseEvents);
      await store.appendToStream(`slot-${start.slice(0, 16)}Z`, [
        event('SlotReserved', { start, consultationId: id, userId, purchaseId, holdUntil: at }),
        event('SlotReservationConfirmed', { start, consultationId: id }),
      ]);
      await store.appendToStream(`consultation-${id}`, [
        event('ConsultationBooked', { consultationId: id, userId, start, typeId: 1, paidBy: { kind: 'payment', purchaseId }, bookedAt: at }),
        event('ConsultationPaid', { consultationId: id, purchaseId, paidAt: at }),
        event('ConsultationSummaryWritten', { consultationId: id, description: 'Итоги: цель сформулирована, следующий шаг — эксперимент.', writtenAt: at }),
      ]);
      written += purchaseEvents.length + 5;
      if (sessions === 5) {
        await store.appendToStream(`credits-${userId}`, [event('CreditsGranted', { userId, purchaseId, count: 4, grantedAt: at })]);
        written += 1;
      }
    }
  }
  return written;
}

/**
 * The live read models, applied the reference way, one statement per row (as before batching):
 * the replay is compared with them, and their rate is printed for comparison. Returns seconds.
 */
async function projectLiveOneByOne(db: Database, store: EventStore): Promise<number> {
  await prepareReadModels(db, readModelProjections);
  const started = performance.now();
  for (let position = 0n; ; ) {
    const events = await store.readAll({ fromPosition: position, limit: 2000 });
    if (events.length === 0) break;
    await db.transaction(async (tx) => {
      const writer = immediateWrites(tx).writerFor('live');
      for (const event of events) for (const projection of readModelProjections) await applyEvent(writer, projection, event);
    });
    position = events.at(-1)!.position;
  }
  return (performance.now() - started) / 1000;
}

/**
 * CPU seconds so far of each of this process's threads, by what runs on it (Linux, from /proc;
 * empty elsewhere): the main thread, Node's worker threads (PGlite's), and V8's background threads
 * (concurrent garbage collection, optimising compilers, WebAssembly tier-up).
 */
function threadCpu(): Map<string, { kind: string; seconds: number }> {
  const threads = new Map<string, { kind: string; seconds: number }>();
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return threads;
  }
  const ticksPerSecond = 100;
  for (const tid of tids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const kind = tid === String(process.pid) ? 'main' : name === 'WorkerThread' ? 'worker threads' : name.startsWith('V8') ? 'V8 background' : 'other';
    threads.set(tid, { kind, seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond });
  }
  return threads;
}

/** Each kind of thread's CPU seconds between two `threadCpu()` readings, as text. */
function threadCpuSplit(before: ReturnType<typeof threadCpu>, after: ReturnType<typeof threadCpu>): string {
  const byKind = new Map<string, number>();
  for (const [tid, { kind, seconds }] of after) byKind.set(kind, (byKind.get(kind) ?? 0) + seconds - (before.get(tid)?.seconds ?? 0));
  return [...byKind].filter(([, seconds]) => seconds >= 0.01).map(([kind, seconds]) => `${kind} ${seconds.toFixed(2)} s`).join(', ');
}

async function benchmark(label: string, db: Database): Promise<void> {
  // As the application writes and reads: personal fields encrypted per stream, events upcast.
  await migrateWriteSide(db);
  const store = await openProtectedEventStore({ eventstoreUrl: undefined, db, now: () => new Date() });
  const writeStarted = performance.now();
  const written = await writeHistory(store);
  const writeSeconds = (performance.now() - writeStarted) / 1000;
  const liveSeconds = await projectLiveOneByOne(db, store);
  const threadsBefore = threadCpu();
  const report = await replayAndCompare(db, store, readModelProjections);
  const split = threadCpuSplit(threadsBefore, threadCpu());
  const rate = Math.round(report.events / report.seconds);
  console.log(`${label}: history of ${written} events written in ${writeSeconds.toFixed(1)} s`);
  console.log(`${label}: one statement per row (the live read models): ${Math.round(written / liveSeconds)} events/s`);
  console.log(`${label}: replay ${report.events} events in ${report.seconds.toFixed(2)} s = ${rate} events/s (process CPU ${report.cpuSeconds.toFixed(2)} s = ${Math.round(report.events / report.cpuSeconds)} events per CPU second); ${report.differences.length === 0 ? 'no difference from the live read models' : `DIFFERENCES in ${report.differences.map((difference) => difference.table).join(', ')}`}`);
  if (split) console.log(`${label}: CPU by thread over the replay and its comparison: ${split}`);
  if (report.differences.length > 0) process.exitCode = 1;
}

const pglite = await openPgliteDatabase(undefined);
try {
  await benchmark('PGlite (in memory)', pglite);
} finally {
  await pglite.close();
}

const serverUrl = await realPostgresUrl();
if (!serverUrl) {
  console.log('PostgreSQL: no server reachable (TEST_DATABASE_URL), skipped');
} else {
  const scratch = await createScratchDatabase(serverUrl);
  const postgres = await openPostgresDatabase(scratch.url);
  try {
    await benchmark('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await scratch.drop();
  }
}
