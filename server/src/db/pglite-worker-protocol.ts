import type { Row } from './database';

/**
 * What the main thread and the PGlite worker (`pglite-worker.ts`) say to each other. Each request
 * has an `id` its reply repeats. A statement with a `transactionId` runs in that open transaction;
 * `begin` opens one (PGlite's `transaction`, held open in the worker until `end`), `end` commits it
 * or rolls it back. Everything crosses by structured clone: parameters and rows keep Dates,
 * bigints and bytes (a Buffer arrives as a Uint8Array, which PGlite takes and gives for bytea).
 */
export type WorkerRequest =
  | { id: number; kind: 'query'; sql: string; params: readonly unknown[]; transactionId?: number }
  | { id: number; kind: 'exec'; sql: string; transactionId?: number }
  | { id: number; kind: 'begin'; transactionId: number }
  | { id: number; kind: 'end'; transactionId: number; commit: boolean }
  /** The data folder as PGlite's gzipped tarball (its bytes transferred, not copied). */
  | { id: number; kind: 'dump' }
  | { id: number; kind: 'close' };

export type WorkerReply = { id: number; ok: true; rows?: Row[]; bytes?: Uint8Array<ArrayBuffer> } | { id: number; ok: false; error: WireError };

/**
 * How the worker opens its database (`workerData`): the folder (none: in memory), the template's
 * bytes for a fresh one, and PGlite's WebAssembly compiled once per process with its file-system
 * bundle (`pglite.data`, moved, not copied), so a new worker does not compile 9 MB of WebAssembly again.
 */
export type WorkerOpening = { dataDir: string | undefined; template: Uint8Array | undefined; wasmModule: WebAssembly.Module; fsBundle: Uint8Array<ArrayBuffer> };

/** The worker's first message: the database is open, or why it is not. */
export type WorkerOpened = { opened: true } | { opened: false; error: WireError };

/**
 * An error as it crosses the thread: its name, message and stack, and PostgreSQL's fields as
 * PGlite puts them on it (`code`, `constraint`, `detail`, … and the failed statement's `query`
 * and `params`), which callers test (`code === '23505'`, `isUniqueViolation`).
 */
export type WireError = { name: string; message: string; stack: string | undefined; fields: Record<string, string | number | boolean | undefined | readonly unknown[]> };

const fieldNames = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
  'query',
  'params',
] as const;

export function toWireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), stack: undefined, fields: {} };
  const fields: WireError['fields'] = {};
  for (const name of fieldNames) {
    if (!(name in error)) continue;
    const value: unknown = Reflect.get(error, name);
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[name] = value as string | number | boolean;
    // A failed statement's parameters, as text (whatever they were, they cross).
    else if (Array.isArray(value)) fields[name] = value.map((item: unknown) => (item instanceof Date ? item.toISOString() : ArrayBuffer.isView(item) ? `${item.byteLength} bytes` : typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)));
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** A statement PGlite refused (or any failure in the worker), rebuilt on the caller's side with PostgreSQL's fields. */
export class PgliteError extends Error {
  readonly code: string | undefined;
  readonly constraint: string | undefined;
  readonly detail: string | undefined;

  constructor(wire: WireError, callerStack: string | undefined) {
    super(wire.message);
    this.name = wire.name;
    Object.assign(this, wire.fields);
    this.code = typeof wire.fields.code === 'string' ? wire.fields.code : undefined;
    this.constraint = typeof wire.fields.constraint === 'string' ? wire.fields.constraint : undefined;
    this.detail = typeof wire.fields.detail === 'string' ? wire.fields.detail : undefined;
    // Where it failed in the worker, then where the caller asked for it.
    this.stack = `${wire.stack ?? `${wire.name}: ${wire.message}`}\n    --- in the PGlite worker, asked from ---${callerStack?.replace(/^.*\n/, '\n') ?? ''}`;
  }
}

/** The worker is gone (it crashed, was killed, or ran out of memory): what was asked of it is lost. */
export class PgliteWorkerLostError extends Error {
  constructor(reason: string) {
    super(`The PGlite worker thread ended: ${reason}. The database's statements in flight failed; the process must restart.`);
    this.name = 'PgliteWorkerLostError';
  }
}
