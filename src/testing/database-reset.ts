import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { appSettings, CATALOGUE_COPY_TABLES } from '../server/db/schema';
import { forgetDrawnSequenceValues } from '../server/db/sequence-values';

interface ForeignKey {
  child: string;
  parent: string;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** db.execute's result type is the driver's; both drivers' results carry `rows`. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Tables ordered so that each comes before the tables it references: deleting in this order breaks no key. */
function childrenFirst(tables: string[], keys: ForeignKey[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const key of keys) if (key.parent === table && key.child !== table) place(key.child, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/**
 * Prepares the statement that puts `db` back as the runtime opened it: every row of every table in the public
 * schema deleted (children first), every job of the job queue deleted, every sequence restarted, and only the
 * settings the runtime wrote on opening (the auth secret) kept. The tables, keys and sequences are read from the database itself, so a table added by
 * a later migration is emptied too. One DO block, so it is one statement and one round trip on either driver.
 *
 * Deleting is used rather than TRUNCATE: the tables a test fills hold a few rows, and TRUNCATE makes new files
 * for all 25 tables every time, which measured several times slower on both drivers (decision 025).
 */
export async function prepareDatabaseReset(db: Db): Promise<() => Promise<void>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  )
    .map((row) => row.name)
    // Start-up's copy of the catalogue (the hospital finder's tables) is as the runtime opened it already.
    .filter((name) => !(CATALOGUE_COPY_TABLES as readonly string[]).includes(name));
  const keys = rowsOf<ForeignKey>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public'`),
  );
  const sequences = rowsOf<{ name: string; start: string }>(
    await db.execute(
      sql`select sequencename as name, start_value::text as start from pg_sequences where schemaname = 'public'`,
    ),
  );
  const keptSettings = (await db.select({ key: appSettings.key }).from(appSettings)).map((row) => row.key);

  const statements = childrenFirst(tables, keys).map((table) =>
    table === 'app_settings' && keptSettings.length > 0
      ? `delete from ${quoted(table)} where key not in (${keptSettings.map(literal).join(', ')});`
      : `delete from ${quoted(table)};`,
  );
  // The job queue's jobs too (its own schema); its queues, made when the runtime opened, stay.
  statements.push('delete from pgboss.job;', 'delete from pgboss.archive;');
  for (const { name, start } of sequences) {
    statements.push(`perform setval(${literal(quoted(name))}, ${start}, false);`);
  }
  const reset = sql.raw(`do $reset$ begin ${statements.join(' ')} end $reset$`);
  return async () => {
    await db.execute(reset);
    forgetDrawnSequenceValues(db);
  };
}
