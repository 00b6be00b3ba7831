import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { expect } from 'vitest';
import { it } from '../../testing/api-test';
import type { Database } from '../db/client';
import { openJobQueue } from './job-queue';

it('answers a statement pg-boss sends after the queue stopped and the database closed with no rows, not a rejection it would leave unhandled', async ({
  testApp,
}) => {
  const database = testApp.runtime.database;
  let ended = false;
  const closing: Database = {
    ...database,
    executeSql: (text, values) =>
      ended
        ? Promise.reject(new Error('Cannot use a pool after calling end on the pool'))
        : database.executeSql(text, values),
  };
  const jobs = await openJobQueue(closing, pino({ level: 'silent' }));
  await jobs.stop();
  // A stopped queue still reads a live database (the tests read the mail queue's size after stopping it).
  await expect(jobs.boss.getDb().executeSql('select 1 as one', [])).resolves.toMatchObject({
    rows: [{ one: 1 }],
  });
  ended = true;
  // What one of pg-boss's timers firing after stop() does (CI: "Cannot use a pool after calling end on the pool").
  await expect(jobs.boss.getDb().executeSql('select 1 as one', [])).resolves.toEqual({ rows: [] });
  // A job that ends after stop() is failed or completed by pg-boss, which reads the count its command returns.
  await expect(jobs.boss.fail('mail', randomUUID())).resolves.toMatchObject({ affected: 0 });
  await expect(jobs.boss.complete('mail', randomUUID())).resolves.toMatchObject({ affected: 0 });
});
