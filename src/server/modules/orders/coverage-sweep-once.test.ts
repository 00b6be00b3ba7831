import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { expect } from 'vitest';
import { addDays, calendarDateOf } from '../../../domain/calendar-date';
import { coverageEnd } from '../../../domain/orders/coverage';
import { it } from '../../../testing/api-test';
import { placeOrderAs } from '../../../testing/order-api';
import { TEST_ORIGIN } from '../../../testing/test-app';
import { notifications, orders, orderStatusChanges } from '../../db/schema';
import { openJobQueue, type JobQueue } from '../../jobs/job-queue';
import { COVERAGE_SWEEP_QUEUE, startCoverageSweep } from './coverage-sweep.job';

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

  const { database, mail } = testApp.runtime;
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
        startCoverageSweep(jobs, { db, mail, appUrl: TEST_ORIGIN }, logger, { cron: '* * * * *' }),
      ),
    );
    await until(
      async () => (await db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status === 'expired',
    );
    // Give a second send, had there been one, the time to arrive and run.
    await new Promise((resolve) => setTimeout(resolve, 4_000));

    const sweeps = await db.execute(
      sql`select id from pgboss.job where name = ${COVERAGE_SWEEP_QUEUE}
          union all select id from pgboss.archive where name = ${COVERAGE_SWEEP_QUEUE}`,
    );
    expect((sweeps as unknown as { rows: unknown[] }).rows).toHaveLength(1);
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
