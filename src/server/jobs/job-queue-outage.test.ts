import pino from 'pino';
import { expect, onTestFinished } from 'vitest';
import { it } from '../../testing/api-test';
import { testQueueName } from '../../testing/delivery-recorder';
import type { Database } from '../db/client';
import { ensureQueue, openJobQueue } from './job-queue';
import { JOB_SCHEMA } from './job-schema';

// What node-postgres rejects with when the database goes away mid-query (CI, the cut-connection test).
const CUT = 'Connection terminated unexpectedly';

/** The test's database, whose connection is cut (every statement fails) once `cut()` is called. */
function cuttable(database: Database) {
  let isCut = false;
  const cutDatabase: Database = {
    ...database,
    executeSql: (text, values) =>
      isCut ? Promise.reject(new Error(CUT)) : database.executeSql(text, values),
  };
  return { database: cutDatabase, cut: () => (isCut = true), restore: () => (isCut = false) };
}

/** Rejections nobody handled while the test ran: in production each would end the server's process. */
function unhandledRejections() {
  const reasons: unknown[] = [];
  const listener = (reason: unknown) => void reasons.push(reason);
  process.on('unhandledRejection', listener);
  onTestFinished(() => void process.off('unhandledRejection', listener));
  return reasons;
}

it.for(['finishes', 'throws'] as const)(
  'a job whose handler %s as the connection is cut is left to retry, with no rejection left unhandled',
  async (outcome, { testApp }) => {
    const reasons = unhandledRejections();
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const connection = cuttable(testApp.runtime.database);
    const jobs = await openJobQueue(connection.database, logger);
    onTestFinished(async () => {
      connection.restore();
      await jobs.stop();
    });
    const queue = testQueueName();
    await ensureQueue(jobs, queue, { name: queue });
    let handled!: () => void;
    const handledOnce = new Promise<void>((resolve) => (handled = resolve));
    await jobs.boss.send(queue, {});
    // pg-boss completes (or fails) the batch after the handler without awaiting it: that statement meets the cut.
    await jobs.boss.work(queue, async () => {
      connection.cut();
      handled();
      if (outcome === 'throws') throw new Error('the database went away');
    });
    await handledOnce;
    await expect
      .poll(() => lines.map((line) => line.msg))
      .toContain('job queue: a background step failed; retrying');
    // Node tells of an unhandled rejection once the microtasks have run out.
    await new Promise((resolve) => setImmediate(resolve));
    expect(reasons).toEqual([]);

    connection.restore();
    // Still active: taken up again once its expiry is up, as after a crash.
    const { rows } = await testApp.runtime.database.executeSql(
      `select state::text as state from ${JOB_SCHEMA}.job where name = $1`,
      [queue],
    );
    expect(rows).toEqual([{ state: 'active' }]);
  },
);
