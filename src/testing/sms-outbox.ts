import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Runtime } from '../server/runtime';
import type { SmsMessage } from '../server/sms/sms-provider';

const SETTLE_TIMEOUT_MS = 10_000;

/** Waits until the SMS queue is empty, waking its worker. */
export async function smsSettled(runtime: Pick<Runtime, 'sms'>): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  runtime.sms.nudge();
  while ((await runtime.sms.pending()) > 0) {
    if (Date.now() > deadline) throw new Error('text messages are still queued after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Every text message written so far, oldest first, once the queue is empty. */
export async function readSmsOutbox(runtime: Pick<Runtime, 'sms' | 'smsOutboxDir'>): Promise<SmsMessage[]> {
  await smsSettled(runtime);
  const dir = runtime.smsOutboxDir;
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as SmsMessage),
  );
}
