import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { positionalSql } from './sql-in-transaction';

const dialect = new PgDialect();

describe('positionalSql', () => {
  it('keeps the text and sends each $n as a parameter, in order of use', () => {
    const query = dialect.sqlToQuery(positionalSql('select $2::int, $1::text, $2::int as again', ['a', 7]));
    expect(query.sql).toBe('select $1::int, $2::text, $3::int as again');
    expect(query.params).toEqual([7, 'a', 7]);
  });

  it('sends objects as JSON text and leaves dates, arrays and nulls as they are', () => {
    const at = new Date('2026-11-24T00:00:00Z');
    const query = dialect.sqlToQuery(positionalSql('$1 $2 $3 $4', [{ to: 'a@b.c' }, at, ['x'], null]));
    expect(query.params).toEqual(['{"to":"a@b.c"}', at, ['x'], null]);
  });

  it('takes a text without values as it is', () => {
    expect(dialect.sqlToQuery(positionalSql('select 1')).sql).toBe('select 1');
  });
});
