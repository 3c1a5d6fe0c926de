/**
 * Auditors' command line.
 *   npm run audit -- replay                       replay every event into a fresh copy of the read models and compare
 *   npm run audit -- export --from 2026-01-01 --to 2026-12-31 [--out ./audit-export]
 *                                                 the payment and booking history of a period as CSV and JSON Lines
 * It uses the same configuration as the server (DATABASE_URL, or the PGlite in DATA_DIR, which
 * only one process can open: stop the server first when running on the embedded default).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readModelProjections } from '../projections';
import { ProjectionHandlerError } from '../projections/apply-batch';
import { replayAndCompare } from '../projections/replay';
import type { Database } from '../server/src/db/database';
import { loadConfig } from '../server/src/config/config';
import type { EventStore, RecordedEvent } from '../server/src/eventstore/event-store';
import { withToolDatabase } from './tool-database';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string', default: './audit-export' } },
});

async function* allEvents(store: EventStore): AsyncGenerator<RecordedEvent> {
  let position = 0n;
  for (;;) {
    const batch = await store.readAll({ fromPosition: position, limit: 2000 });
    if (batch.length === 0) return;
    yield* batch;
    position = batch.at(-1)!.position;
  }
}

const csvCell = (value: string) => (/[",\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

async function exportHistory(store: EventStore, from: Date, to: Date, outDir: string): Promise<number> {
  const header = ['position', 'recorded_at', 'stream', 'revision', 'type', 'actor', 'correlation_id', 'data'];
  const csv = [header.join(',')];
  const jsonl: string[] = [];
  for await (const event of allEvents(store)) {
    if (event.recordedAt < from || event.recordedAt >= to) continue;
    const record = {
      position: event.position.toString(),
      recorded_at: event.recordedAt.toISOString(),
      stream: event.streamId,
      revision: event.revision,
      type: event.type,
      actor: event.metadata.actor,
      correlation_id: event.metadata.correlationId,
      data: event.data,
    };
    jsonl.push(JSON.stringify(record));
    csv.push([record.position, record.recorded_at, record.stream, String(record.revision), record.type, record.actor, record.correlation_id, JSON.stringify(record.data)].map(csvCell).join(','));
  }
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'events.csv'), `${csv.join('\n')}\n`);
  await writeFile(path.join(outDir, 'events.jsonl'), jsonl.length > 0 ? `${jsonl.join('\n')}\n` : '');
  return jsonl.length;
}

const parseDay = (value: string | undefined, name: string): Date => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`--${name} YYYY-MM-DD is required`);
  return new Date(`${value}T00:00:00.000Z`);
};

async function replay(db: Database, store: EventStore): Promise<number> {
  if ((await store.readAll({ limit: 1 })).length === 0) {
    console.log('no events yet: nothing to replay');
    return 0;
  }
  let report;
  try {
    report = await replayAndCompare(db, store, readModelProjections);
  } catch (error) {
    if (!(error instanceof ProjectionHandlerError)) throw error;
    const { event } = error;
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
    console.error(`REPLAY STOPPED: projection ${error.projection} cannot apply event ${event.type} at position ${event.position} (stream ${event.streamId}, id ${event.id}): ${cause}`);
    console.error(`See it with: npm run projections -- status`);
    return 1;
  }
  console.log(`replayed ${report.events} events in ${report.seconds.toFixed(2)} s (${Math.round(report.events / Math.max(report.seconds, 1e-6))} events/s)`);
  if (report.differences.length === 0) {
    console.log('read models match the events');
    return 0;
  }
  for (const difference of report.differences) {
    console.error(`DIFFERENCE in ${difference.table}: ${difference.onlyLive} row(s) only live, ${difference.onlyReplayed} only in the replay`);
    for (const example of difference.examples) console.error(`  ${example}`);
  }
  return 1;
}

async function main(): Promise<number> {
  const command = positionals[0];
  if (command !== 'replay' && command !== 'export') {
    console.error('usage: npm run audit -- replay | export --from YYYY-MM-DD --to YYYY-MM-DD [--out DIR]');
    return 2;
  }
  return withToolDatabase(
    loadConfig(),
    async ({ db, store }) => {
      if (command === 'replay') return replay(db, store);
      const from = parseDay(values.from, 'from');
      const to = new Date(parseDay(values.to, 'to').getTime() + 86_400_000);
      const count = await exportHistory(store, from, to, values.out);
      console.log(`exported ${count} events to ${path.resolve(values.out)}/events.csv and events.jsonl`);
      return 0;
    },
    (folder) => {
      console.log(`No embedded database in ${folder}: the server was never started on this data folder; nothing to ${command === 'replay' ? 'replay' : 'export'}.`);
      return 0;
    },
  );
}

process.exitCode = await main();
