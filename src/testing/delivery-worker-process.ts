/**
 * A delivery worker in a process of its own, for the kill -9 test (src/server/jobs/delivery-kill.test.ts):
 *   node --import tsx delivery-worker-process.ts '<DatabaseConfig as JSON>' <queue> <record file> <ms per send>
 * Its "provider" appends each message's number to the record file, then takes `ms per send` to answer, so a kill
 * lands while a message is in hand. Prints 'working' once its worker polls.
 */
import { appendFileSync } from 'node:fs';
import pino from 'pino';
import type { DatabaseConfig } from '../server/db/client';
import { openDatabase } from '../server/db/client';
import { startDeliveryWorker } from '../server/jobs/delivery-worker';
import { openJobQueue } from '../server/jobs/job-queue';
import { IMMEDIATE_RETRIES, type TestMessage } from './delivery-recorder';

const [config, queue, recordFile, msPerSend] = process.argv.slice(2);
if (!config || !queue || !recordFile || !msPerSend)
  throw new Error('usage: <config> <queue> <record file> <ms>');

const database = await openDatabase(JSON.parse(config) as DatabaseConfig);
const logger = pino({ level: 'silent' });
const jobs = await openJobQueue(database, logger);
await startDeliveryWorker<TestMessage>(
  jobs,
  queue,
  async ({ n }) => {
    appendFileSync(recordFile, `${n}\n`);
    await new Promise((resolve) => setTimeout(resolve, Number(msPerSend)));
  },
  logger,
  IMMEDIATE_RETRIES,
);
process.stdout.write('working\n');
