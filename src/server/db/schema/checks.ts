import { sql, type AnyColumn } from 'drizzle-orm';
import { bigint, customType } from 'drizzle-orm/pg-core';

/** Money in minor units (cents, kobo): 64-bit, as large orders in kobo pass what 32 bits hold. */
export const minorUnits = (name: string) => bigint(name, { mode: 'number' });

/**
 * The SQL for "column holds one of these values", built from the same constant the TypeScript type comes from,
 * so a value the code cannot produce is also refused by the database.
 */
export function isOneOf(column: AnyColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/**
 * An exact decimal (numeric(15, 6)), read and written as its text, never a float: exchange rates
 * (docs/decisions/047). Drizzle's own numeric writes a null parameter of a prepared statement as 'null'; this one
 * passes it on as null.
 */
export const exactDecimal = customType<{ data: string; driverData: string }>({
  dataType: () => 'numeric(15, 6)',
});

/**
 * Raw bytes (bytea): a claim's document, beside the claim it proves (docs/decisions/045), and the shared file store's
 * files on PostgreSQL (docs/decisions/077-shared-files.md).
 */
export const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});
