import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

export interface MarkerHit {
  table: string;
  column: string;
  rows: number;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Every column of text, json and date types in the public schema, read from the database itself so a table
 * added later is searched too, with the rows whose value (as text) contains any marker, ignoring case.
 */
export async function findMarkers(testApp: TestApp, markers: string[]): Promise<MarkerHit[]> {
  const db = testApp.runtime.database.db;
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'date')
      order by table_name, column_name`),
  );
  const patterns = sql.join(
    markers.map((marker) => sql`${`%${marker}%`}`),
    sql`, `,
  );
  const hits: MarkerHit[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [found] = rowsOf<{ rows: number }>(
      await db.execute(
        sql`select count(*)::int as rows from ${sql.raw(quoted(table))}
            where ${sql.raw(quoted(column))}::text ilike any (array[${patterns}]::text[])`,
      ),
    );
    if (found && found.rows > 0) hits.push({ table, column, rows: found.rows });
  }
  return hits;
}

/** db.execute's result type is the driver's; both drivers' results carry `rows`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
