import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../testing/api-test';
import { placeOrderAs } from '../../testing/order-api';

/** The settings a job row carries, with its retention as a length of time (its dates depend on when it was sent). */
const SETTINGS =
  sql.raw(`name, priority, retry_limit, retry_delay, retry_backoff, expire_in::text as expire_in,
  (keep_until - start_after)::text as kept_for, singleton_key, singleton_on, dead_letter, policy`);

describe('a job queued as part of a statement (insertJobsWhen)', () => {
  it("is the row pg-boss's own send() writes for the same queue", async ({ testApp, db, customer }) => {
    const order = await placeOrderAs(customer.client, { paymentMethod: 'bank_transfer' });
    await db.transaction((tx) =>
      testApp.runtime.mail.enqueue(tx, [{ to: 'someone@example.com', subject: 'sent', text: 'by pg-boss' }]),
    );
    const rows = (await db.execute(
      sql`select ${SETTINGS}, data->>'subject' as subject from pgboss.job where name = 'mail' order by created_on`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    // The order's statement also queues the beneficiaries' invitation mails (decision 041): take its confirmation.
    const withOrder = rows.rows.find((row) => String(row.subject).includes(order.confirmationNumber));
    const sentByBoss = rows.rows.at(-1);
    expect(withOrder?.subject).toContain(order.confirmationNumber);
    expect(sentByBoss?.subject).toBe('sent');
    const settings = ({ subject: _, ...rest }: Record<string, unknown>) => rest;
    expect(settings(withOrder!)).toEqual(settings(sentByBoss!));
    expect(withOrder?.retry_limit).toBeGreaterThan(2);
  });
});
