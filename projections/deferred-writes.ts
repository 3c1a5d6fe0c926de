import type { Queryable, Row, Transaction } from '../server/src/db/database';

/**
 * A value as a PostgreSQL literal of unknown type, which the server resolves exactly as it
 * resolves an untyped parameter (how node-postgres and PGlite send them): text in quotes, arrays
 * in PostgreSQL's array syntax, objects as JSON, dates as ISO instants.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return quote(literalText(value));
}

function literalText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map(arrayElement).join(',')}}`;
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  throw new TypeError(`A ${typeof value} cannot be written as an SQL literal`);
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  // `$&` is the matched character: a replacement string, not a function called per backslash or quote.
  return `"${literalText(value).replace(/[\\"]/g, '\\$&')}"`;
}

const dollarQuote = '$literal$';
/** What could end the quote early: the quote itself, or its start at the very end of the text. */
const dollarQuoteStart = dollarQuote.slice(0, -1);

/**
 * Dollar-quoted, so the text goes as it is (no escapes to write, nor for the server to read), and
 * means the same whatever `standard_conforming_strings` says. A text that could end the quote early
 * (it holds `$literal`: the quote itself, or its start at the very end) goes as E'…'.
 */
const quote = (text: string): string =>
  text.includes(dollarQuoteStart) ? `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'` : `${dollarQuote}${text}${dollarQuote}`;

/** The statement with its `$n` placeholders replaced by the parameters as literals. */
export function inlineParameters(sql: string, params: readonly unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_, index: string) => {
    const position = Number(index) - 1;
    if (position >= params.length) throw new RangeError(`The statement refers to $${index} but has ${params.length} parameter(s)`);
    return sqlLiteral(params[position]);
  });
}

/** INSERT, UPDATE or DELETE that returns nothing: a statement whose answer no handler reads. */
const isPlainWrite = (sql: string): boolean => /^\s*(INSERT|UPDATE|DELETE)\b/i.test(sql) && !/\bRETURNING\b/i.test(sql);

export type DeferredWrites = Queryable & {
  /** Collects a write whose answer nobody reads (sent with the others, in order, at the next read or flush). */
  defer(sql: string, params: readonly unknown[]): void;
  /** Sends the writes collected so far, in order, as one script. */
  flush(): Promise<void>;
};

/**
 * Projection handlers write one statement at a time; sent one by one, a replay spends its time on
 * round trips and per-call overhead. This collects the plain writes of a batch and sends them, in
 * their order, as one multi-statement script in the same transaction. Anything else (a read) first
 * sends what was collected, so it sees every earlier write. Only literals are inlined, never SQL.
 */
export function deferWrites(tx: Transaction): DeferredWrites {
  let pending: string[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const script = pending.join(';\n');
    pending = [];
    await tx.exec(script);
  };
  const defer = (sql: string, params: readonly unknown[]) => {
    pending.push(inlineParameters(sql, params));
  };
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<{ rows: T[] }> {
      if (isPlainWrite(sql)) {
        defer(sql, params);
        return { rows: [] };
      }
      await flush();
      return tx.query<T>(sql, params);
    },
    defer,
    flush,
  };
}
