import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';

/**
 * pg-boss's statements with `$1`-style values as one Drizzle query: the same text, each `$n` replaced by its
 * value as a parameter (a value used twice is sent twice). Objects go as JSON text, as node-postgres would send
 * them; PGlite would otherwise guess their type.
 */
export function positionalSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const at = match.index;
    chunks.push(sql.raw(text.slice(last, at)));
    chunks.push(sql`${sql.param(asParameter(values[Number(match[1]) - 1]))}`);
    last = at + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

function asParameter(value: unknown): unknown {
  const isPlainObject =
    typeof value === 'object' && value !== null && !(value instanceof Date) && !Array.isArray(value);
  return isPlainObject ? JSON.stringify(value) : value;
}

/** Lets pg-boss write a job inside the caller's transaction, so the job exists exactly when the change does. */
export function inTransaction(tx: Db): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = (await tx.execute(positionalSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
