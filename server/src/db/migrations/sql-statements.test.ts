import { describe, expect, it } from 'vitest';
import { sqlStatements } from './sql-statements';

describe('sqlStatements', () => {
  it('should split at the semicolons that end statements, not those in quotes, bodies or comments', () => {
    const script = `
      -- a comment; with a semicolon
      CREATE TABLE a (note text DEFAULT 'x;y');
      CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN RETURN NEW; END $fn$;
      ALTER TABLE a ADD COLUMN IF NOT EXISTS "b;c" integer
    `;
    expect(sqlStatements(script)).toEqual([
      "-- a comment; with a semicolon\n      CREATE TABLE a (note text DEFAULT 'x;y')",
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN RETURN NEW; END $fn$',
      'ALTER TABLE a ADD COLUMN IF NOT EXISTS "b;c" integer',
    ]);
  });

  it('should drop statements that are only comments or blank', () => {
    expect(sqlStatements('-- nothing here\n;  ;\n')).toEqual([]);
  });
});
