/**
 * Projection writes as typed rows instead of SQL text with parameters. A handler hands a row to a
 * `RowStatement` (an INSERT, UPDATE or DELETE written once over a set of rows); the batch collects
 * the rows and sends each statement once for all of them (`unnest` of one array per column), so a
 * replay costs a few statements per batch instead of one per event and read model.
 */

/** The SQL types a row statement's columns can have. */
const columnTypes = ['text', 'integer', 'bigint', 'boolean', 'timestamptz', 'jsonb'] as const;
export type ColumnType = (typeof columnTypes)[number];

/** A column's type; a trailing `?` allows null. */
export type ColumnSpec = ColumnType | `${ColumnType}?`;

export type Columns = Readonly<Record<string, ColumnSpec>>;

type ValueOfType<T extends ColumnType> = T extends 'text'
  ? string
  : T extends 'integer'
    ? number
    : T extends 'bigint'
      ? number | bigint | string
      : T extends 'boolean'
        ? boolean
        : T extends 'timestamptz'
          ? string | Date
          : /* jsonb: the JSON text */ string;

type ValueOf<S extends ColumnSpec> = S extends `${infer T extends ColumnType}?` ? ValueOfType<T> | null : S extends ColumnType ? ValueOfType<S> : never;

/** A row of a statement: every column it declares, typed by its spec. */
export type RowOf<C extends Columns> = { readonly [Name in keyof C]: ValueOf<C[Name]> };

/** A row as the batch keeps it until it is sent. */
export type StoredRow = Readonly<Record<string, unknown>>;

export type RowStatement<C extends Columns = Columns> = {
  /** The read-model table it writes: rows of one table with one key are written in event order. */
  table: string;
  columns: C;
  /**
   * What a row's effect depends on, usually the table's primary key. Two rows with different keys
   * must not affect each other (they may be sent in one statement, in either order); rows with the
   * same key are sent in event order, each in a later statement than the one before.
   */
  key(row: RowOf<C>): string | number;
  /** The statement with the batch's rows as the table expression `batch` (`FROM ${rows}`). */
  sql: string;
};

const baseType = (spec: ColumnSpec): ColumnType => columnTypes.find((type) => spec === type || spec === `${type}?`) ?? 'text';

/** The parameter for a column: jsonb travels as text and is cast element by element. */
const arrayParameter = (index: number, spec: ColumnSpec): string => {
  const type = baseType(spec);
  return type === 'jsonb' ? `$${index}::text[]::jsonb[]` : `$${index}::${type}[]`;
};

/**
 * A statement over a set of rows. `sql` gets the table expression of the rows (named `batch`,
 * with the declared columns) and returns the statement, e.g.
 * `(rows) => \`UPDATE t SET a = batch.a FROM ${rows} WHERE t.id = batch.id\``.
 */
export function rowStatement<C extends Columns>(definition: {
  table: string;
  columns: C;
  key: (row: RowOf<C>) => string | number;
  sql: (rows: string) => string;
}): RowStatement<C> {
  const names = Object.keys(definition.columns);
  const specs = Object.values(definition.columns);
  const rows = `unnest(${specs.map((spec, index) => arrayParameter(index + 1, spec)).join(', ')}) AS batch(${names.join(', ')})`;
  return { table: definition.table, columns: definition.columns, key: definition.key, sql: definition.sql(rows) };
}

const parameterValue = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return String(value);
  return value ?? null;
};

/** The statement's parameters for `rows`: one array per declared column, in declaration order. */
export function rowParameters(statement: RowStatement, rows: readonly StoredRow[]): unknown[][] {
  return Object.keys(statement.columns).map((name) => rows.map((row) => parameterValue(row[name])));
}

/**
 * An UPDATE of `table` by its key column `key`, setting every other declared column from the row,
 * plus `set` (fixed assignments) where the row matches `where` too (conditions on the table's row).
 */
export function updateByKey<C extends Columns>(table: string, key: keyof C & string, columns: C, options: { set?: string; where?: string } = {}): RowStatement<C> {
  const assignments = [...Object.keys(columns).filter((column) => column !== key).map((column) => `${column} = batch.${column}`), ...(options.set ? [options.set] : [])];
  return rowStatement({
    table,
    columns,
    key: (row) => String(row[key]),
    sql: (rows) => `UPDATE ${table} SET ${assignments.join(', ')} FROM ${rows} WHERE ${table}.${key} = batch.${key}${options.where ? ` AND ${table}.${options.where}` : ''}`,
  });
}
