import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * The SQL for "column holds one of these values", built from the same constant the TypeScript type comes from,
 * so a value the code cannot produce is also refused by the database.
 */
export function isOneOf(column: AnyColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
