import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expect, it } from 'vitest';
import { runMigrations } from '../../testing/run-migrations';

const CHECKOUT_CHARGE = 27;

it("migration 0027 gives checkouts made before it the charge their provider took: dollars, or Paystack's naira", async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await runMigrations(client, 0, CHECKOUT_CHARGE);
    await client.query(
      `insert into orders (id, plan_id, plan_name, payment_method, total_usd, total_ngn, confirmation_number,
         coverage_start_date, coverage_end_date, idempotency_key)
       values ('00000000-0000-4000-8000-000000000001', 'p', 'Plan', 'card', 26300, 40746000, 'DH-1',
         '2026-11-26', '2027-11-25', 'k1')`,
    );
    for (const provider of ['test', 'paystack'])
      await client.query(
        `insert into payment_checkouts (order_id, provider) values ('00000000-0000-4000-8000-000000000001', $1)`,
        [provider],
      );
    await runMigrations(client, CHECKOUT_CHARGE, CHECKOUT_CHARGE + 1);
    const { rows } = await client.query<{ provider: string; amount: string; currency: string }>(
      `select provider, charge_amount::text as amount, charge_currency as currency from payment_checkouts
       order by provider`,
    );
    expect(rows).toEqual([
      { provider: 'paystack', amount: '40746000', currency: 'NGN' },
      { provider: 'test', amount: '26300', currency: 'USD' },
    ]);
  } finally {
    await client.close();
  }
});
