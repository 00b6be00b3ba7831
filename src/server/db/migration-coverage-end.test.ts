import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expect, it } from 'vitest';
import { coverageEnd } from '../../domain/orders/coverage';
import { runMigrations } from '../../testing/run-migrations';

const FIRST_WITH_END = 17;

it('migration 0017 gives orders placed before it the end coverageEnd gives, leap days too', async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await runMigrations(client, 0, FIRST_WITH_END);
    const starts = ['2026-11-26', '2027-01-01', '2026-03-01', '2027-03-01', '2028-02-29', '2026-12-31'];
    for (const [index, start] of starts.entries())
      await client.query(
        `insert into orders (plan_id, plan_name, payment_method, total_usd, total_ngn, confirmation_number,
           coverage_start_date, idempotency_key) values ('p', 'Plan', 'bank_transfer', 1, 1, $1, $2, $1)`,
        [`DH-${index}`, start],
      );
    await runMigrations(client, FIRST_WITH_END, FIRST_WITH_END + 1);
    const { rows } = await client.query<{ start: string; end: string }>(
      `select coverage_start_date::text as start, coverage_end_date::text as end from orders`,
    );
    expect(rows).toHaveLength(starts.length);
    for (const row of rows) expect(row.end, row.start).toBe(coverageEnd(row.start));
  } finally {
    await client.close();
  }
});
