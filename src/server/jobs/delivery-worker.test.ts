import pino from 'pino';
import { describe, expect, onTestFinished } from 'vitest';
import { it } from '../../testing/api-test';
import {
  deliveryMark,
  IMMEDIATE_RETRIES,
  notExactlyOnce,
  queueMessages,
  queueSettled,
  testQueueName,
  type TestMessage,
} from '../../testing/delivery-recorder';
import type { Database } from '../db/client';
import { claimDelivery, markDelivery } from './message-deliveries.repo';
import {
  createDeliveryQueue,
  startDeliveryWorker,
  type DeliveryOptions,
  type SendMessage,
} from './delivery-worker';
import { openJobQueue, type JobQueue } from './job-queue';

/** A worker's log lines, to check what a warning says (and that it names no message). */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** An instance's job queue on the test's database, stopped at the end of the test unless "killed" before. */
async function instance(database: Database) {
  const jobs = await openJobQueue(database, pino({ level: 'silent' }));
  let stopped = false;
  onTestFinished(async () => {
    if (!stopped) await jobs.stop();
  });
  return {
    jobs,
    /** Dies with its batch in hand: pg-boss fails the batch's unfinished jobs, as their expiry would. */
    die: async () => {
      stopped = true;
      await jobs.boss.stop({ graceful: false, close: false });
    },
  };
}

/**
 * One message on a new queue whose worker died after marking it `mark`: taken, marked, then failed to retry as
 * its 5 minutes' expiry does. Returns its job id.
 */
async function leftByADeadAttempt(database: Database, mark: 'sending' | 'sent') {
  const queue = testQueueName();
  const { jobs } = await instance(database);
  await createDeliveryQueue(jobs, queue, IMMEDIATE_RETRIES);
  await queueMessages(jobs, queue, 1);
  const [job] = await jobs.boss.fetch(queue);
  if (!job) throw new Error('nothing to fetch');
  expect(await claimDelivery(database.db, job.id, queue)).toBeNull();
  if (mark === 'sent') await markDelivery(database.db, job.id, 'sent');
  await jobs.boss.fail(queue, job.id, { message: 'job failed by timeout in active state' });
  return { jobs, queue, id: job.id };
}

/** Starts a worker on the queue and waits until it has nothing left; returns what it sent, with their keys. */
async function sendWhatIsLeft(
  { jobs, queue }: { jobs: JobQueue; queue: string },
  options: DeliveryOptions = {},
) {
  const sent: Array<{ n: number; key: string }> = [];
  const send: SendMessage<TestMessage> = async ({ n }, key) => void sent.push({ n, key });
  await startDeliveryWorker(jobs, queue, send, pino({ level: 'silent' }), IMMEDIATE_RETRIES, options);
  await queueSettled(jobs, queue);
  return sent;
}

describe('the delivery worker sends each message once across crashes (docs/decisions/062)', () => {
  it('completes each message as it is sent: a process dying mid-batch leaves only the rest to send', async ({
    testApp,
  }) => {
    const queue = testQueueName();
    const first = await instance(testApp.runtime.database);
    const received: number[] = [];
    let fourthInHand!: () => void;
    const inHand = new Promise<void>((resolve) => (fourthInHand = resolve));
    // Three go out; the provider takes the fourth and the process dies before it answers.
    const sendThenDie: SendMessage<TestMessage> = async ({ n }) => {
      received.push(n);
      if (received.length === 4) {
        fourthInHand();
        await new Promise(() => {});
      }
    };
    await createDeliveryQueue(first.jobs, queue, IMMEDIATE_RETRIES);
    const ids = await queueMessages(first.jobs, queue, 5);
    await startDeliveryWorker(first.jobs, queue, sendThenDie, pino({ level: 'silent' }), IMMEDIATE_RETRIES);
    await inHand;
    await first.die();

    const next = await instance(testApp.runtime.database);
    const { logger, lines } = capturedLogger();
    const send: SendMessage<TestMessage> = async ({ n }) => void received.push(n);
    await startDeliveryWorker(next.jobs, queue, send, logger, IMMEDIATE_RETRIES);
    await queueSettled(next.jobs, queue);

    expect(notExactlyOnce(received, 5)).toEqual({});
    // The one in hand when it died is not sent again: whether the provider had it is unknown.
    const marks = await Promise.all(ids.map((id) => deliveryMark(testApp.runtime.database.db, id)));
    const cutOff = received[3]! - 1;
    expect(marks).toEqual(ids.map((_, index) => (index === cutOff ? 'interrupted' : 'sent')));
    const warning = lines.find((line) => line.job === ids[cutOff]);
    expect(warning).toMatchObject({ queue, msg: 'a message was interrupted mid-send; it is not sent again' });
    expect(Object.keys(warning!).sort()).toEqual(['hostname', 'job', 'level', 'msg', 'pid', 'queue', 'time']);
  });

  it('does not send again a message whose last attempt was cut off mid-send', async ({ testApp }) => {
    const left = await leftByADeadAttempt(testApp.runtime.database, 'sending');
    expect(await sendWhatIsLeft(left)).toEqual([]);
    expect(await deliveryMark(testApp.runtime.database.db, left.id)).toBe('interrupted');
  });

  it('completes without sending a message that was sent before its job could be completed', async ({
    testApp,
  }) => {
    const left = await leftByADeadAttempt(testApp.runtime.database, 'sent');
    expect(await sendWhatIsLeft(left)).toEqual([]);
    expect(await deliveryMark(testApp.runtime.database.db, left.id)).toBe('sent');
  });

  it('sends once, on a retry, a message the provider refused the first time', async ({ testApp }) => {
    const queue = testQueueName();
    const { jobs } = await instance(testApp.runtime.database);
    const attempts: number[] = [];
    const received: number[] = [];
    const refuseFirst: SendMessage<TestMessage> = async ({ n }) => {
      attempts.push(n);
      if (attempts.length === 1) throw new Error('421 try again later');
      received.push(n);
    };
    await startDeliveryWorker(jobs, queue, refuseFirst, pino({ level: 'silent' }), IMMEDIATE_RETRIES);
    const [id] = await queueMessages(jobs, queue, 1);
    await queueSettled(jobs, queue);
    expect(attempts).toEqual([1, 1]);
    expect(received).toEqual([1]);
    expect(await deliveryMark(testApp.runtime.database.db, id!)).toBe('sent');
  });

  it('sends an interrupted message again, with the same key, to a provider that deduplicates by it', async ({
    testApp,
  }) => {
    const left = await leftByADeadAttempt(testApp.runtime.database, 'sending');
    expect(await sendWhatIsLeft(left, { providerDeduplicates: true })).toEqual([{ n: 1, key: left.id }]);
    expect(await deliveryMark(testApp.runtime.database.db, left.id)).toBe('sent');
  });
});
