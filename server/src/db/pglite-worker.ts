/**
 * The PGlite worker thread: owns the embedded database (PostgreSQL in WebAssembly) so its work
 * never holds up the HTTP thread, and runs what the main thread asks (`pglite-worker-protocol.ts`,
 * `pglite-database.ts`). Statements run as PGlite runs them, one at a time in the order they came
 * (its own queue): a statement outside an open transaction waits for its end, as before.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type { Row } from './database';
import { pgliteStartParams } from './pglite-settings';
import { makePrivate } from './private-files';
import { toWireError, type WorkerOpened, type WorkerOpening, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol';

/** A transaction held open between `begin` and `end`. */
type OpenTransaction = { tx: PgliteTransaction; end: (commit: boolean) => void; done: Promise<void> };

/** Thrown inside PGlite's transaction to make it roll back (PGlite rolls back when its callback throws). */
class RollBack extends Error {}

function serve(pg: PGlite, port: NonNullable<typeof parentPort>): void {
  const transactions = new Map<number, OpenTransaction>();
  const target = (transactionId: number | undefined) => {
    if (transactionId === undefined) return pg;
    const open = transactions.get(transactionId);
    if (!open) throw new Error(`No open transaction ${transactionId}`);
    return open.tx;
  };

  /** Opens a transaction (`begun` once it has), held open until `end`; resolves when it has ended. */
  const openTransaction = (transactionId: number, begun: () => void) => {
    let end: (commit: boolean) => void = () => undefined;
    const ended = new Promise<boolean>((resolve) => {
      end = resolve;
    });
    const done: Promise<void> = pg
      .transaction(async (tx) => {
        transactions.set(transactionId, { tx, end, done });
        begun();
        if (!(await ended)) throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      })
      .finally(() => transactions.delete(transactionId));
    return done;
  };

  const run = async (request: WorkerRequest): Promise<{ rows?: Row[]; bytes?: Uint8Array<ArrayBuffer> }> => {
    switch (request.kind) {
      case 'query':
        return { rows: (await target(request.transactionId).query<Row>(request.sql, [...request.params])).rows };
      case 'exec':
        await target(request.transactionId).exec(request.sql);
        return {};
      case 'begin':
        // A BEGIN that failed never began: its failure is the answer to `begin`. A failed COMMIT is `end`'s.
        await new Promise<void>((begun, failed) => {
          openTransaction(request.transactionId, begun).catch(failed);
        });
        return {};
      case 'end': {
        const open = transactions.get(request.transactionId);
        if (!open) throw new Error(`No open transaction ${request.transactionId}`);
        open.end(request.commit);
        await open.done;
        return {};
      }
      case 'dump':
        return { bytes: new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer()) };
      case 'close':
        await pg.close();
        return {};
    }
  };

  port.on('message', (request: WorkerRequest) => {
    run(request).then(
      (result) => {
        const reply: WorkerReply = { id: request.id, ok: true, ...result };
        port.postMessage(reply, result.bytes ? [result.bytes.buffer] : []);
      },
      (error: unknown) => port.postMessage({ id: request.id, ok: false, error: toWireError(error) } satisfies WorkerReply),
    );
  });
}

async function open({ dataDir, template, wasmModule, fsBundle }: WorkerOpening): Promise<PGlite> {
  const options = { startParams: pgliteStartParams, loadDataDir: template ? new Blob([template]) : undefined, pgliteWasmModule: wasmModule, fsBundle: new Blob([fsBundle]) };
  const pg = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  if (dataDir) await makePrivate(dataDir);
  return pg;
}

/** Lets go of what opening took (the template and the bundle, about 10 MB), which `workerData` would otherwise keep for the thread's life. */
function release(opening: Partial<WorkerOpening>): void {
  delete opening.template;
  delete opening.fsBundle;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-database.ts)');
const opening = workerData as WorkerOpening;
open(opening).then(
  (pg) => {
    release(opening);
    serve(pg, port);
    port.postMessage({ opened: true } satisfies WorkerOpened);
  },
  (error: unknown) => port.postMessage({ opened: false, error: toWireError(error) } satisfies WorkerOpened),
);
