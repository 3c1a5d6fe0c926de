import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createLogger } from '../config/logger';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock';
import type { Database, Queryable, Row, Transaction } from './database';
import { environmentTemplate, freshFolderTemplate } from './pglite-settings';
import { PgliteError, PgliteWorkerLostError, type WorkerOpened, type WorkerOpening, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol';
import { privateFolder } from './private-files';
import { workerScript } from '../runtime/worker-script';

export type PgliteOptions = {
  /**
   * What happens when the worker thread ends unasked (a crash, an out-of-memory): every statement
   * in flight and every later one has already failed with `PgliteWorkerLostError`. By default the
   * process logs it and exits with 1, for its supervisor to start it again: a process without its
   * database serves nothing but errors.
   */
  onWorkerLost?: (error: PgliteWorkerLostError) => void;
};

const exitOnWorkerLost = (error: PgliteWorkerLostError) => {
  createLogger(process.env.LOG_LEVEL ?? 'info').fatal({ err: error }, 'the PGlite worker thread ended, the process exits');
  process.exit(1);
};

/**
 * PGlite's WebAssembly, compiled once per process, and its file-system bundle, for a worker
 * (`WorkerOpening`). The bundle (6 MB) is read for each worker and moved to it, not kept here: an
 * idle process would otherwise hold a copy it needs only when it starts another worker (a backup's).
 */
let compiled: Promise<WebAssembly.Module> | undefined;
const pgliteFolder = () => path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
const pgliteArtifacts = async (): Promise<Pick<WorkerOpening, 'wasmModule' | 'fsBundle'>> => {
  compiled ??= readFile(path.join(pgliteFolder(), 'pglite.wasm')).then((wasm) => WebAssembly.compile(wasm));
  const [wasmModule, fsBundle] = await Promise.all([compiled, readFile(path.join(pgliteFolder(), 'pglite.data'))]);
  return { wasmModule, fsBundle: new Uint8Array(fsBundle) };
};

/** A statement in flight: its reply, failed or not, resolves it; only the worker's loss rejects it. */
type Pending = { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void };

/** Starts a worker on `opening` and resolves once its database is open. */
async function startWorker(opening: WorkerOpening, onLost: (error: PgliteWorkerLostError) => void) {
  const script = workerScript(import.meta.url, 'pglite-worker');
  // The bundle moves to the worker (read for it alone); the template is copied (the caller may keep it for the next database).
  const worker = new Worker(script.url, { workerData: opening, transferList: [opening.fsBundle.buffer], execArgv: script.execArgv });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let lost: PgliteWorkerLostError | undefined;
  let lastError: Error | undefined;
  let closing = false;

  await new Promise<void>((resolve, reject) => {
    const exitedEarly = (code: number) => reject(new PgliteWorkerLostError(`it exited with ${code} while opening the database${lastError ? ` (${lastError.message})` : ''}`));
    worker.once('exit', exitedEarly);
    worker.on('error', (error: Error) => {
      lastError = error;
    });
    worker.once('message', (opened: WorkerOpened) => {
      worker.off('exit', exitedEarly);
      if (opened.opened) resolve();
      else {
        reject(new PgliteError(opened.error, undefined));
        void worker.terminate();
      }
    });
  });

  // An idle worker does not keep the process alive (as an idle in-thread database did not); one with work in flight does.
  worker.unref();
  worker.on('message', (reply: WorkerReply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    call.resolve(reply);
  });
  worker.once('exit', (code) => {
    if (closing) return;
    lost = new PgliteWorkerLostError(lastError ? `${lastError.name}: ${lastError.message}` : `it exited with ${code}`);
    for (const call of pending.values()) call.reject(lost);
    pending.clear();
    onLost(lost);
  });

  /**
   * Sends a statement and waits for its reply. No stack is captured on the way (an `Error` per
   * statement fed the garbage collector, issue 45): a failure's error is made here, after the
   * await, where V8's async stack trace still names the callers that wait for it.
   */
  const ask = async (request: WorkerRequest): Promise<Extract<WorkerReply, { ok: true }>> => {
    const reply = await new Promise<WorkerReply>((resolve, reject) => {
      if (lost) return reject(lost);
      if (pending.size === 0) worker.ref();
      pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
    if (reply.ok) return reply;
    throw new PgliteError(reply.error, new Error().stack);
  };

  return {
    id: () => nextId++,
    ask,
    async terminate() {
      closing = true;
      await worker.terminate();
    },
    async crash() {
      await worker.terminate();
    },
  };
}

/** Parameters as they cross: a Buffer as the Uint8Array it is (by itself), a value with `toJSON` (other than a Date) as its JSON value, as PGlite would have sent it. */
const crossable = (params: readonly unknown[]) =>
  params.map((value) =>
    value !== null && typeof value === 'object' && !(value instanceof Date) && !ArrayBuffer.isView(value) && 'toJSON' in value && typeof value.toJSON === 'function'
      ? (value.toJSON as () => unknown)()
      : value,
  );

/** How each open database's worker can be ended abruptly, as a crash would end it (`crashWorkerOf`). */
const crashes = new WeakMap<Database, () => Promise<void>>();

/**
 * Ends the database's worker thread as a crash would (its statements in flight are lost, the
 * database's `onWorkerLost` runs): for tests and drills of what the process then does.
 */
export async function crashWorkerOf(db: Database): Promise<void> {
  const crash = crashes.get(db);
  if (!crash) throw new Error('Not a PGlite database run by a worker');
  await crash();
}

/**
 * A database run by a worker thread (`pglite-worker.ts`): the same `Database` as in the thread,
 * with every statement answered from the worker.
 */
async function workerDatabase(opening: WorkerOpening, options: PgliteOptions & { lock?: DataFolderLock }): Promise<Database> {
  const worker = await startWorker(opening, options.onWorkerLost ?? exitOnWorkerLost);
  const queryable = (transactionId?: number): Queryable => ({
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const reply = await worker.ask({ id: worker.id(), kind: 'query', sql, params: crossable(params), transactionId });
      return { rows: (reply.rows ?? []) as T[] };
    },
  });
  const exec = async (sql: string, transactionId?: number) => {
    await worker.ask({ id: worker.id(), kind: 'exec', sql, transactionId });
  };
  const db: Database = {
    kind: 'pglite',
    ...queryable(),
    // PGlite has a single connection: the worker runs one transaction at a time, and statements outside it wait for its end.
    async transaction(work) {
      const transactionId = worker.id();
      await worker.ask({ id: worker.id(), kind: 'begin', transactionId });
      const transaction: Transaction = { ...queryable(transactionId), exec: (sql) => exec(sql, transactionId) };
      let result;
      try {
        result = await work(transaction);
      } catch (error) {
        await worker.ask({ id: worker.id(), kind: 'end', transactionId, commit: false });
        throw error;
      }
      await worker.ask({ id: worker.id(), kind: 'end', transactionId, commit: true });
      return result;
    },
    exec: (sql) => exec(sql),
    async snapshot(inspect) {
      // PGlite serialises statements, so the dump sees no half-done transaction. Writes continue
      // right after it, so `inspect` reads the dump itself, loaded into a throwaway in-memory
      // database (in a worker of its own): exact, and proof that the dump opens.
      const { bytes } = await worker.ask({ id: worker.id(), kind: 'dump' });
      if (!bytes) throw new Error('The PGlite worker sent no dump');
      const copy = await workerDatabase({ dataDir: undefined, template: bytes, ...(await pgliteArtifacts()) }, { onWorkerLost: options.onWorkerLost });
      try {
        return { bytes, inspected: await inspect(copy) };
      } finally {
        await copy.close();
      }
    },
    async close() {
      try {
        await worker.ask({ id: worker.id(), kind: 'close' });
      } finally {
        await worker.terminate();
        options.lock?.release();
      }
    },
  };
  crashes.set(db, () => worker.crash());
  return db;
}

/**
 * Embedded PostgreSQL in a folder (or in memory when `dataDir` is undefined), run by a worker
 * thread so its work (PostgreSQL in WebAssembly, synchronous while it runs) never holds up the HTTP
 * thread. The folder is locked for this process (`DataFolderLockedError` while another live
 * process has it open): two PGlite instances writing one folder corrupt it. An empty folder is made
 * from `templateFile` when there is one, else from `environmentTemplate()` when there is one (see
 * `pglite-settings.ts`).
 */
export async function openPgliteDatabase(dataDir: string | undefined, templateFile?: string, options: PgliteOptions = {}): Promise<Database> {
  if (dataDir) await privateFolder(dataDir);
  const lock = dataDir ? lockDataFolder(dataDir) : undefined;
  try {
    const template = await freshFolderTemplate(dataDir, templateFile ?? environmentTemplate());
    return await workerDatabase({ dataDir, template, ...(await pgliteArtifacts()) }, { ...options, lock });
  } catch (error) {
    lock?.release();
    throw error;
  }
}
