import type { Queryable, Transaction } from '../server/src/db/database';
import { deferWrites, type DeferredWrites } from './deferred-writes';
import { rowParameters, type Columns, type RowOf, type RowStatement, type StoredRow } from './row-statements';

/**
 * What a projection's handlers write through: typed rows handed to row statements (`write`), and
 * SQL for what a row cannot say (`query`: set-wide changes, reads). The same handlers serve the
 * live runner and the replay; only how the writes are sent differs (`batchedWrites`, `immediateWrites`).
 */
export type ProjectionWriter = Queryable & {
  write<C extends Columns>(statement: RowStatement<C>, row: RowOf<C>): Promise<void>;
};

/** How one transaction's projection writes reach the database. */
export type BatchWrites = {
  /** The writer of one projection's handlers (projections never share tables). */
  writerFor(projection: string): ProjectionWriter;
  /** Turns the rows written so far into statements (the client's share of the work), sending nothing yet. */
  seal(): void;
  /** Sends everything written so far, in order. */
  flush(): Promise<void>;
};

type BatchingWriter = ProjectionWriter & {
  /** Hands the rows collected so far to the deferred writes as one statement per layer and statement. */
  seal(): void;
};

/**
 * Collects rows in layers: a row goes into the layer after the last one holding a row of its table
 * and key, so every layer has at most one row per table and key, rows of one key keep their event
 * order, and each layer sends one statement per row statement. SQL from a handler first seals the
 * layers, so it runs after every row written before it and before every row written after it.
 */
function batchingWriter(writes: DeferredWrites): BatchingWriter {
  let layers: Array<Map<RowStatement, StoredRow[]>> = [];
  let lastLayer = new Map<string, number>();
  const seal = () => {
    for (const layer of layers) for (const [statement, rows] of layer) writes.defer(statement.sql, rowParameters(statement, rows));
    layers = [];
    lastLayer = new Map();
  };
  return {
    seal,
    async write<C extends Columns>(statement: RowStatement<C>, row: RowOf<C>) {
      const key = `${statement.table}\u0000${statement.key(row)}`;
      const index = (lastLayer.get(key) ?? -1) + 1;
      lastLayer.set(key, index);
      let layer = layers[index];
      if (!layer) {
        layer = new Map();
        layers[index] = layer;
      }
      const rows = layer.get(statement);
      if (rows) rows.push(row);
      else layer.set(statement, [row]);
    },
    query(sql, params) {
      seal();
      return writes.query(sql, params);
    },
  };
}

/** A batch's writes sent together at `flush` (or before a handler's read), as a few statements per table. */
export function batchedWrites(tx: Transaction): BatchWrites {
  const writes = deferWrites(tx);
  const writers = new Map<string, BatchingWriter>();
  const seal = () => {
    for (const writer of writers.values()) writer.seal();
  };
  return {
    writerFor(projection) {
      let writer = writers.get(projection);
      if (!writer) {
        writer = batchingWriter(writes);
        writers.set(projection, writer);
      }
      return writer;
    },
    seal,
    async flush() {
      seal();
      await writes.flush();
    },
  };
}

/** Every write sent at once, one row per statement: a failing statement is the handler's own. */
export function immediateWrites(tx: Queryable): BatchWrites {
  const writer: ProjectionWriter = {
    query: (sql, params) => tx.query(sql, params),
    async write<C extends Columns>(statement: RowStatement<C>, row: RowOf<C>) {
      await tx.query(statement.sql, rowParameters(statement, [row]));
    },
  };
  return { writerFor: () => writer, seal: () => {}, flush: async () => {} };
}
