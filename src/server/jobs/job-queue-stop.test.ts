import pino from 'pino';
import { expect } from 'vitest';
import { it } from '../../testing/api-test';
import type { Database } from '../db/client';
import { openJobQueue } from './job-queue';

it("drops a statement pg-boss sends after the queue stopped, so it never reaches the app's closing database", async ({
  testApp,
}) => {
  const database = testApp.runtime.database;
  const sent: string[] = [];
  const watched: Database = {
    ...database,
    executeSql: (text, values) => {
      sent.push(text);
      return database.executeSql(text, values);
    },
  };
  const jobs = await openJobQueue(watched, pino({ level: 'silent' }));
  await jobs.stop();
  const before = sent.length;
  // What one of pg-boss's timers firing after stop() does (CI: "Cannot use a pool after calling end on the pool").
  await expect(jobs.boss.getDb().executeSql('select 1', [])).resolves.toEqual({ rows: [] });
  expect(sent).toHaveLength(before);
});
