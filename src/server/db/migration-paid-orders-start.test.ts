import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expect, it } from 'vitest';
import { coverageEnd } from '../../domain/orders/coverage';
import { runMigrations } from '../../testing/run-migrations';

const RESETS_PAID_STARTS = 28;

interface Placed {
  number: string;
  status: 'pending' | 'paid' | 'active' | 'expired';
  createdAt: string;
  start: string;
  renews?: string;
}

// Paid (not active) orders placed on 3 November, 28 February and 31 December, one a renewal of an active order
// ending on 30 November 2026; the pending and active orders keep their dates.
const ORDERS: Placed[] = [
  { number: 'DH-ACTIVE', status: 'active', createdAt: '2025-11-20T10:00:00Z', start: '2025-12-01' },
  { number: 'DH-PAID', status: 'paid', createdAt: '2026-11-03T23:30:00Z', start: '2026-11-20' },
  { number: 'DH-LEAP', status: 'paid', createdAt: '2028-02-28T09:00:00Z', start: '2028-03-10' },
  { number: 'DH-YEAR', status: 'paid', createdAt: '2026-12-31T09:00:00Z', start: '2027-01-09' },
  {
    number: 'DH-RENEWAL',
    status: 'paid',
    createdAt: '2026-11-10T09:00:00Z',
    start: '2026-11-25',
    renews: 'DH-ACTIVE',
  },
  { number: 'DH-PENDING', status: 'pending', createdAt: '2026-11-03T09:00:00Z', start: '2026-11-04' },
];

const EXPECTED_START: Record<string, string> = {
  'DH-ACTIVE': '2025-12-01',
  'DH-PAID': '2026-11-04',
  'DH-LEAP': '2028-02-29',
  'DH-YEAR': '2027-01-01',
  'DH-RENEWAL': '2026-12-01',
  'DH-PENDING': '2026-11-04',
};

it('migration 0028 gives paid orders not yet active their earliest start back, and the end that follows', async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await runMigrations(client, 0, RESETS_PAID_STARTS);
    for (const order of ORDERS)
      await client.query(
        `insert into orders (plan_id, plan_name, payment_method, total_usd, total_ngn, confirmation_number,
           coverage_start_date, coverage_end_date, idempotency_key, status, created_at, renews_order_id)
         values ('p', 'Plan', 'bank_transfer', 1, 1, $1, $2, $3, $1, $4, $5,
           (select id from orders where confirmation_number = $6))`,
        [
          order.number,
          order.start,
          coverageEnd(order.start),
          order.status,
          order.createdAt,
          order.renews ?? null,
        ],
      );
    await runMigrations(client, RESETS_PAID_STARTS, RESETS_PAID_STARTS + 1);
    const { rows } = await client.query<{ number: string; start: string; end: string }>(
      `select confirmation_number as number, coverage_start_date::text as start, coverage_end_date::text as end
         from orders`,
    );
    expect(rows).toHaveLength(ORDERS.length);
    for (const row of rows) {
      expect(row.start, row.number).toBe(EXPECTED_START[row.number]);
      expect(row.end, row.number).toBe(coverageEnd(row.start));
    }
  } finally {
    await client.close();
  }
});
