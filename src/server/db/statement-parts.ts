import {
  getTableColumns,
  sql,
  WithSubquery,
  type Placeholder,
  type SQL,
  type Subquery,
  type WithSubqueryWithoutSelection,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Another module's insert that belongs with a row written by a larger statement: SQL made by that module. */
export interface CompanionInsert {
  /** The insert as a part of a statement, reading its rows from `rows` when `when` has a row. */
  insertWhen: (rows: Placeholder, when: Subquery) => SQL;
  /** Its rows, for `rows`. */
  rows: string;
}

/** The keys of a table's insertable fields (`orderId`, not `order_id`). */
export type InsertKey<T extends PgTable> = keyof T['$inferInsert'] & string;

/**
 * An insert that is one part of a larger statement (a data-modifying CTE, docs/decisions/020): the rows come as one
 * JSON array parameter, `rows` (made by `jsonRows` with the same keys), and are written only when `when` (another
 * part, such as the order's own insert) has a row. One SQL text for any number of rows, so it can be prepared.
 */
export function insertJsonRowsWhen<T extends PgTable>(
  table: T,
  keys: readonly InsertKey<T>[],
  rows: Placeholder,
  when: Subquery,
): SQL {
  const columns = getTableColumns(table);
  const names = keys.map((key) => sql.identifier(columns[key]!.name));
  const types = keys.map(
    (key) => sql`${sql.identifier(columns[key]!.name)} ${sql.raw(columns[key]!.getSQLType())}`,
  );
  const list = sql.join(names, sql`, `);
  return sql`insert into ${table} (${list}) select ${list} from jsonb_to_recordset(${rows}::jsonb) as rows(${sql.join(types, sql`, `)}) where exists (select 1 from ${when})`;
}

/** The JSON array `insertJsonRowsWhen` reads: each row's `keys`, under their column names. */
export function jsonRows<T extends PgTable>(
  table: T,
  keys: readonly InsertKey<T>[],
  rows: readonly Partial<T['$inferInsert']>[],
): string {
  const columns = getTableColumns(table);
  return JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, row[key] ?? null]))),
  );
}

/** `alias as (part)` for `db.with(...)`: `$with().as()` takes the same at run time, but its type only query builders. */
export function withPart<TAlias extends string>(
  alias: TAlias,
  part: SQL,
): WithSubqueryWithoutSelection<TAlias> {
  return new WithSubquery(part, {}, alias, true);
}
