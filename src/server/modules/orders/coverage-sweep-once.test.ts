import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { expect } from 'vitest';
import { addDays, calendarDateOf } from '../../../domain/calendar-date';
import { coverageEnd } from '../../../domain/orders/coverage';
import { messagesOut } from '../../../testing/messages-out';
import { it } from '../../../testing/api-test';
import { placeOrderAs } from '../../../testing/order-api';
import { notifications, orders, orderStatusChanges } from '../../db/schema';
import { openJobQueue, type JobQueue } from '../../jobs/job-queue';
import { COVERAGE_SWEEP_QUEUE, startCoverageSweep } from './coverage-sweep.job';

/** pg-boss's own queue for a schedule's sends (its timekeeper): one job per schedule per minute. */
const SEND_IT_QUEUE = '__pgboss__send-it';

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it('two instances on one database with the cron clock on send and run the sweep once', async ({
  testApp,
  db,
  customer,
}) => {
  // An active order whose cover ended yesterday, by the real clock the scheduler runs on.
  const start = addDays(calendarDateOf(new Date()), -366);
  const order = await placeOrderAs(customer.client);
  await db
    .update(orders)
    .set({ status: 'active', coverageStartDate: start, coverageEndDate: coverageEnd(start) })
    .where(eq(orders.id, order.id));

  const { database } = testApp.runtime;
  const logger = pino({ level: 'silent' });
  const instances: JobQueue[] = [];
  try {
    // Two app instances, each keeping the cron clock, started on the same tick with an every-minute schedule. The
    // clock ticks every second here (30 s in production), so each instance looks for due schedules many times
    // within the minute: only one send may come of it.
    instances.push(
      ...(await Promise.all(
        [1, 2].map(() =>
          openJobQueue(database, logger, {
            schedule: true,
            cronMonitorIntervalSeconds: 1,
            cronWorkerIntervalSeconds: 1,
          }),
        ),
      )),
    );
    await Promise.all(
      instances.map((jobs) =>
        startCoverageSweep(jobs, { db, ...messagesOut(testApp) }, logger, { cron: '* * * * *' }),
      ),
    );
    await until(
      async () => (await db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status === 'expired',
    );
    // Give a second send, had there been one, the time to arrive and run.
    await new Promise((resolve) => setTimeout(resolve, 4_000));

    // One sweep for each minute the schedule fired in: a slow machine may reach the next minute before this
    // check, and that minute's sweep is the schedule working, not a duplicate. Each minute's send is pg-boss's
    // send-it job, one per minute slot.
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Array<{ slot: string | null }> }).rows;
    const sweeps = await rowsOf(
      sql`select id from pgboss.job where name = ${COVERAGE_SWEEP_QUEUE}
          union all select id from pgboss.archive where name = ${COVERAGE_SWEEP_QUEUE}`,
    );
    const sends = await rowsOf(
      sql`select singleton_on::text as slot from pgboss.job
            where name = ${SEND_IT_QUEUE} and data->>'name' = ${COVERAGE_SWEEP_QUEUE}
          union all select singleton_on::text as slot from pgboss.archive
            where name = ${SEND_IT_QUEUE} and data->>'name' = ${COVERAGE_SWEEP_QUEUE}`,
    );
    const slots = new Set(sends.map((send) => send.slot));
    expect(slots.size).toBeGreaterThanOrEqual(1);
    expect(sends).toHaveLength(slots.size);
    expect(sweeps).toHaveLength(slots.size);
    const expiries = await db.$count(
      orderStatusChanges,
      and(eq(orderStatusChanges.orderId, order.id), eq(orderStatusChanges.toStatus, 'expired')),
    );
    expect(expiries).toBe(1);
    expect(
      await db.$count(
        notifications,
        and(eq(notifications.userId, customer.userId), eq(notifications.title, 'Cover ended')),
      ),
    ).toBe(1);
  } finally {
    await Promise.all(instances.map((jobs) => jobs.stop()));
  }
});
