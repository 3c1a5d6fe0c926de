/**
 * Append and readAll throughput of the PostgreSQL event store on PGlite.
 * Run: npx tsx bench/eventstore-append.ts [events=3000] [disk]   (in memory unless "disk")
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPgliteDatabase } from '../server/src/db/pglite-database';
import { createPostgresEventStore } from '../server/src/eventstore/postgres-event-store';
import { migrateWriteSide } from '../server/src/db/migrations/migrate';

const count = Number(process.argv[2] ?? 3000);
const onDisk = process.argv[3] === 'disk';
const metadata = { actor: 'bench', correlationId: 'bench' };

async function timed(label: string, events: number, work: () => Promise<void>): Promise<void> {
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label.padEnd(42)} ${String(events).padStart(7)} events  ${seconds.toFixed(2).padStart(6)} s  ${Math.round(events / seconds).toString().padStart(7)} /s`);
}

const folder = onDisk ? await mkdtemp(path.join(os.tmpdir(), 'es-bench-')) : undefined;
const db = await openPgliteDatabase(folder);
await migrateWriteSide(db);
const store = await createPostgresEventStore(db);
console.log(`PGlite ${folder ? `on disk (${folder})` : 'in memory'}`);

await timed('append, one event per call, 100 streams', count, async () => {
  for (let n = 0; n < count; n++) await store.appendToStream(`single-${n % 100}`, [{ type: 'Bench', data: { n }, metadata }]);
});
await timed('append, exact expected revision, one stream', count, async () => {
  for (let n = 0; n < count; n++) {
    await store.appendToStream('exact', [{ type: 'Bench', data: { n }, metadata }], { expectedRevision: n === 0 ? 'no_stream' : n - 1 });
  }
});
await timed('append, 100 events per call', count * 10, async () => {
  for (let call = 0; call < count / 10; call++) {
    await store.appendToStream(`batch-${call}`, Array.from({ length: 100 }, (_, n) => ({ type: 'Bench', data: { call, n }, metadata })));
  }
});
let read = 0;
await timed('readAll, pages of 1000, from the start', count * 12, async () => {
  for (let position = 0n; ; ) {
    const page = await store.readAll({ fromPosition: position, limit: 1000 });
    const last = page.at(-1);
    if (!last) break;
    read += page.length;
    position = last.position;
  }
});
console.log(`read back ${read} events`);

await store.close();
await db.close();
if (folder) await rm(folder, { recursive: true, force: true });
