import { sql } from 'drizzle-orm';
import type { PgSequence } from 'drizzle-orm/pg-core';
import type { Db } from './client';

interface Block {
  values: bigint[];
  refill?: Promise<void>;
}

const blocks = new WeakMap<Db, Map<string, Block>>();

async function draw(db: Db, sequence: PgSequence, count: number): Promise<bigint[]> {
  // As text: the drivers read bigint differently (string on pg, BigInt on PGlite).
  const result = (await db.execute(
    sql`select nextval(${sequence.seqName})::text as value from generate_series(1, ${count})`,
  )) as unknown as { rows: { value: string }[] };
  return result.rows.map((row) => BigInt(row.value)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * A value of `sequence` no caller anywhere has been given. With a `blockSize` above 1 the values are drawn from
 * the database that many at a time per database handle, so most calls cost no round trip (docs/decisions/018).
 * Values a process never handed out (it stopped) are gaps, as a rolled-back insert's are; each instance hands out
 * its own block, so values from two instances interleave rather than follow the order of the inserts.
 */
export async function nextSequenceValue(db: Db, sequence: PgSequence, blockSize = 1): Promise<bigint> {
  if (blockSize === 1) return (await draw(db, sequence, 1))[0]!;
  let bySequence = blocks.get(db);
  if (!bySequence) blocks.set(db, (bySequence = new Map()));
  const name = sequence.seqName ?? '';
  let block = bySequence.get(name);
  if (!block) bySequence.set(name, (block = { values: [] }));
  for (;;) {
    const value = block.values.shift();
    if (value !== undefined) return value;
    const current = block;
    // Callers that find the block empty together wait for one draw.
    current.refill ??= draw(db, sequence, blockSize)
      .then((values) => {
        current.values.push(...values);
      })
      .finally(() => {
        current.refill = undefined;
      });
    await current.refill;
  }
}

/**
 * Forgets the values drawn for `db` and not yet handed out. Only for a database whose sequences were restarted
 * under it (the tests' reset): the values held would otherwise be handed out again after the restarted ones.
 */
export function forgetDrawnSequenceValues(db: Db): void {
  blocks.delete(db);
}
