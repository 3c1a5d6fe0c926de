import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { tamperWithEvents } from '../../support/tamper-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, databaseEndpoint, main, migrateEvents, type Endpoint } from '../../../scripts/migrate-events';
import type { Database } from '../../../server/src/db/database';
import { openPgliteDatabase } from '../../../server/src/db/pglite-database';
import type { EventStore, RecordedEvent } from '../../../server/src/eventstore/event-store';
import { createPostgresEventStore } from '../../../server/src/eventstore/postgres-event-store';
import { realPostgresUrl } from '../../support/real-servers';
import { openScratchPostgres } from './scratch-postgres';
import { openMigratedPglite } from '../../support/migrated-database';
import { budgetUnderLoad } from '../../support/loaded-run';

const serverUrl = await realPostgresUrl();
// Without a server realPostgresUrl has already printed the one-line notice that this is skipped.

/** Everything that must survive the copy, in global order. */
const essence = (events: RecordedEvent[]) =>
  events.map((event) => ({
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    type: event.type,
    data: event.data,
    metadata: event.metadata,
    recordedAt: event.recordedAt.toISOString(),
  }));

async function readEverything(store: EventStore): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for (let position: bigint | undefined; ; ) {
    const page = await store.readAll({ fromPosition: position, limit: 1000 });
    if (page.length === 0) return all;
    all.push(...page);
    position = page.at(-1)!.position;
  }
}

/** A history of interleaved streams, appended in batches of varying size, across several pages. */
async function seed(store: EventStore): Promise<number> {
  const streams = Array.from({ length: 40 }, (_, n) => `${['booking', 'purchase', 'client'][n % 3]}-${randomUUID()}`);
  let count = 0;
  for (let round = 0; round < 25; round++) {
    for (const [index, streamId] of streams.entries()) {
      if ((round + index) % 3 === 0) continue;
      const size = 1 + ((round * 7 + index) % 3);
      await store.appendToStream(
        streamId,
        Array.from({ length: size }, (_, n) => ({
          ...(n === 0 && index % 4 === 0 ? { id: randomUUID() } : {}),
          type: ['BookingRequested', 'PaymentSucceeded', 'GuestConsentsGiven'][(round + n) % 3]!,
          data: { round, n, note: 'Консультация «5 шагов»', amount: 3500.5, nested: { b: [1, null, { z: true, a: 'x' }], a: 1 } },
          metadata: { actor: `guest:anna${index}@example.ru`, correlationId: `corr-${round}-${index}`, requestId: `req-${n}`, schemaVersion: 1, extra: { index } },
        })),
      );
      count += size;
    }
  }
  return count;
}

describe.skipIf(!serverUrl)('migrate-events: PGlite (in memory) → PostgreSQL server', () => {
  let sourceDb: Database;
  let source: EventStore;
  let scratch: Awaited<ReturnType<typeof openScratchPostgres>>;
  let target: Endpoint;
  let dataDir: string;
  let total: number;

  beforeAll(async () => {
    sourceDb = await openMigratedPglite();
    source = await createPostgresEventStore(sourceDb);
    total = await seed(source);
    scratch = await openScratchPostgres(serverUrl!);
    target = await databaseEndpoint(scratch.db, false);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'migrate-events-'));
  });
  afterAll(async () => {
    await target?.close();
    await scratch?.close();
    await source?.close();
    await sourceDb?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('should copy every event in global order with its stream, revision, type, data, metadata, id and time, and prove it', async () => {
    const lines: string[] = [];
    const report = await migrateEvents(source, target.store, { batchSize: 100, restoreRecordedAt: target.restoreRecordedAt, log: (line) => lines.push(line) });
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report).toMatchObject({ copied: total, skipped: 0 });
    expect(report.source).toMatchObject({ events: total, streamEvents: total, streams: 40 });
    expect(report.target.events).toBe(total);
    expect(report.target.checksum).toBe(report.source.checksum);
    expect(report.source.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(essence(await readEverything(target.store))).toEqual(essence(await readEverything(source)));
    expect(lines).toContain(`copied ${total} events, skipped 0 already in the target`);
  });

  it('should copy nothing when run again', async () => {
    const report = await migrateEvents(source, target.store, { batchSize: 100, restoreRecordedAt: target.restoreRecordedAt });
    expect(report).toMatchObject({ ok: true, copied: 0, skipped: total, problems: [] });
    expect(report.target.events).toBe(total);
  });

  it('should finish an interrupted copy: only the missing events go over', async () => {
    await tamperWithEvents(scratch.db, `DELETE FROM events WHERE position IN (SELECT position FROM events ORDER BY position DESC LIMIT 50)`);
    const report = await migrateEvents(source, target.store, { batchSize: 100, restoreRecordedAt: target.restoreRecordedAt });
    expect(report).toMatchObject({ ok: true, copied: 50, skipped: total - 50 });
    expect(report.target.checksum).toBe(report.source.checksum);
  });

  it('should copy from a PostgreSQL server into a PGlite data folder from the command line, and rerun as a no-op', async () => {
    const args = ['--from', 'postgres', '--from-url', scratch.url, '--to', 'pglite', '--to-url', dataDir, '--batch-size', '100'];
    const out: string[] = [];
    const err: string[] = [];
    expect(await main(args, {}, (line) => out.push(line), (line) => err.push(line))).toBe(0);
    expect(err).toEqual([]);
    expect(out).toContain(`copied ${total} events, skipped 0 already in the target`);
    expect(out.at(-1)).toBe(`OK: ${total} events, counts and checksums match`);
    out.length = 0;
    expect(await main(args, {}, (line) => out.push(line), (line) => err.push(line))).toBe(0);
    expect(out).toContain(`copied 0 events, skipped ${total} already in the target`);

    const copy = await openPgliteDatabase(path.join(dataDir, 'pglite'));
    try {
      const store = await createPostgresEventStore(copy);
      expect(essence(await readEverything(store))).toEqual(essence(await readEverything(source)));
    } finally {
      await copy.close();
    }
  }, budgetUnderLoad(7_400)); // 7.3 s alone (2026-11-28, PGlite in its worker thread); 49 s passed in clean-clone run 56

  it('should refuse bad usage with exit code 2 and say why', async () => {
    const err: string[] = [];
    const quiet = () => undefined;
    expect(await main(['--from', 'postgres'], {}, quiet, (line) => err.push(line))).toBe(2);
    expect(err.join('\n')).toContain('--from postgres: set DATABASE_URL or --from-url');
    expect(await main(['--from', 'pglite', '--to', 'pglite'], { DATA_DIR: dataDir }, quiet, (line) => err.push(line))).toBe(2);
    expect(err.join('\n')).toContain('source and target are the same store');
    expect(await main(['--from', 'mysql', '--to', 'pglite'], {}, quiet, (line) => err.push(line))).toBe(2);
    expect(await main(['--from', 'pglite', '--from-url', path.join(dataDir, 'absent'), '--to', 'postgres', '--to-url', scratch.url], {}, quiet, (line) => err.push(line))).toBe(1);
    expect(err.at(-1)).toMatch(/^migration failed: no PGlite database at .*absent/);
  });

  it('should report a deliberately altered target event, naming it, with a non-zero result', async () => {
    const [victim] = (await readEverything(target.store)).filter((event) => event.revision === 2);
    await tamperWithEvents(scratch.db, `UPDATE events SET data = jsonb_set(data, '{amount}', '1'::jsonb) WHERE id = $1`, [victim!.id]);

    const report = await migrateEvents(source, target.store, { batchSize: 100, settleMs: 300 });
    expect(report.ok).toBe(false);
    expect(report.copied).toBe(0);
    expect(report.target.events).toBe(report.source.events);
    expect(report.target.checksum).not.toBe(report.source.checksum);
    expect(report.problems).toContain(`checksum differs: source ${report.source.checksum}, target ${report.target.checksum}`);
    expect(report.problems.join('\n')).toContain(`stream ${victim!.streamId} revision 2 (event ${victim!.id}) differs`);

    // The command line exits non-zero with the same finding (the PGlite copy still has the original).
    const err: string[] = [];
    const code = await main(['--verify-only', '--from', 'pglite', '--from-url', dataDir, '--to', 'postgres', '--to-url', scratch.url], {}, () => undefined, (line) =>
      err.push(line),
    );
    expect(code).toBe(1);
    expect(err[0]).toMatch(/^MISMATCH between pglite .* and postgres /);
    expect(err.join('\n')).toContain(`stream ${victim!.streamId} revision 2 (event ${victim!.id}) differs`);
  }, budgetUnderLoad(6_500)); // 6.4 s alone (2026-11-27): it reads the whole PGlite copy back
});

describe('canonical JSON for the checksum', () => {
  it('should not depend on key order and keep arrays in order', () => {
    expect(canonicalJson({ b: 1, a: [3, { d: null, c: 'x' }] })).toBe('{"a":[3,{"c":"x","d":null}],"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson('текст')).toBe('"текст"');
    expect(canonicalJson(null)).toBe('null');
  });
});
