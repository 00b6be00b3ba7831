import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { expect, it, onTestFinished } from 'vitest';
import {
  deliveryMark,
  IMMEDIATE_RETRIES,
  notExactlyOnce,
  queueMessages,
  queueSettled,
  testQueueName,
  type TestMessage,
} from '../../testing/delivery-recorder';
import { freshDatabase } from '../../testing/test-database';
import { openDatabase, type DatabaseConfig } from '../db/client';
import { JOB_SCHEMA } from './job-schema';
import { createDeliveryQueue, startDeliveryWorker } from './delivery-worker';
import { openJobQueue } from './job-queue';

const workerProcess = fileURLToPath(new URL('../../testing/delivery-worker-process.ts', import.meta.url));
const MESSAGES = 30;
const MS_PER_SEND = 150;
const logger = pino({ level: 'silent' });

const received = (recordFile: string) =>
  readFileSync(recordFile, 'utf8').split('\n').filter(Boolean).map(Number);

async function until(condition: () => boolean, what: string, timeoutMs = 8_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Opens the database and its job queue as an instance would, and closes both afterwards. */
async function openInstance(config: DatabaseConfig) {
  const database = await openDatabase(config);
  const jobs = await openJobQueue(database, logger);
  const close = async () => {
    await jobs.stop();
    await database.close();
  };
  return { database, jobs, close };
}

// The security review's case: kill -9 while a batch of 20 mails is going out, then the next worker takes over.
// On PGlite the database is a data directory one process opens at a time, reopened after the kill.
it('a worker killed mid-batch sends no message twice once another takes over (docs/decisions/062)', async () => {
  const fresh = await freshDatabase();
  const root = await mkdtemp(path.join(tmpdir(), 'dh-delivery-kill-'));
  onTestFinished(async () => {
    await fresh.drop();
    await rm(root, { recursive: true, force: true });
  });
  const recordFile = path.join(root, 'received.txt');
  writeFileSync(recordFile, '');
  const queue = testQueueName();

  const before = await openInstance(fresh.config);
  await createDeliveryQueue(before.jobs, queue, IMMEDIATE_RETRIES);
  const ids = await queueMessages(before.jobs, queue, MESSAGES);
  await before.close();

  const child = spawn(
    process.execPath,
    ['--import', 'tsx', workerProcess, JSON.stringify(fresh.config), queue, recordFile, String(MS_PER_SEND)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  onTestFinished(() => void child.kill('SIGKILL'));
  // A process with tsx, the database and pg-boss to load takes seconds to start on a busy machine.
  await until(() => received(recordFile).length >= 5, 'five messages from the worker process', 20_000);
  child.kill('SIGKILL');
  const [, signal] = await exited;
  expect(signal).toBe('SIGKILL');
  const beforeKill = received(recordFile).length;
  // Mid-batch: the first batch is 20 messages.
  expect(beforeKill).toBeLessThan(20);

  const after = await openInstance(fresh.config);
  try {
    // Five minutes on, pg-boss's maintenance fails the dead worker's active jobs to retry them: done here at once,
    // with the statement it uses for that (fail by id and by timeout share it).
    const active = (await after.database.db.execute(
      sql`select id from ${sql.identifier(JOB_SCHEMA)}.job where name = ${queue} and state = 'active'`,
    )) as unknown as { rows: Array<{ id: string }> };
    expect(active.rows.length).toBeGreaterThan(0);
    for (const { id } of active.rows)
      await after.jobs.boss.fail(queue, id, { message: 'job failed by timeout in active state' });
    await startDeliveryWorker<TestMessage>(
      after.jobs,
      queue,
      async ({ n }) => appendFileSync(recordFile, `${n}\n`),
      logger,
      IMMEDIATE_RETRIES,
    );
    await queueSettled(after.jobs, queue);

    // Every message arrived once, except at most the one in hand at the kill, which may have been lost with the
    // process (the provider never had it) but is never sent twice.
    const odd = notExactlyOnce(received(recordFile), MESSAGES);
    expect(Object.values(odd).filter((times) => times > 1)).toEqual([]);
    expect(Object.keys(odd).length).toBeLessThanOrEqual(1);
    const marks = await Promise.all(ids.map((id) => deliveryMark(after.database.db, id)));
    expect(marks.filter((mark) => mark === 'interrupted')).toHaveLength(1);
    for (const n of Object.keys(odd)) expect(marks[Number(n) - 1]).toBe('interrupted');
  } finally {
    await after.close();
  }
});
