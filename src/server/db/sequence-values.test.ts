import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { it } from '../../testing/api-test';
import { prepareDatabaseReset } from '../../testing/database-reset';
import { orderConfirmationNumberSequence } from './schema';
import { nextSequenceValue } from './sequence-values';

const BLOCK = 32;

it('hands out each drawn value once, in order within a block', async ({ db }) => {
  const values = [];
  for (let i = 0; i < BLOCK + 3; i += 1)
    values.push(await nextSequenceValue(db, orderConfirmationNumberSequence, BLOCK));
  expect(new Set(values).size).toBe(values.length);
  expect(values.slice(0, BLOCK)).toEqual([...values.slice(0, BLOCK)].sort((a, b) => (a < b ? -1 : 1)));
});

it('starts again from the sequence after the tests restart it, not from values drawn before', async ({
  db,
}) => {
  await nextSequenceValue(db, orderConfirmationNumberSequence, BLOCK);
  const reset = await prepareDatabaseReset(db);
  await reset();
  const result = (await db.execute(
    sql`select start_value::text as start from pg_sequences where sequencename = ${orderConfirmationNumberSequence.seqName}`,
  )) as unknown as { rows: { start: string }[] };
  expect(await nextSequenceValue(db, orderConfirmationNumberSequence, BLOCK)).toBe(
    BigInt(result.rows[0]!.start),
  );
});
