import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface SmsMessage {
  /** International format without '+', as Termii takes it: '2348031234567'. */
  to: string;
  text: string;
}

/**
 * Whoever carries a text message to a phone (docs/decisions/049): Termii in production, the outbox folder in
 * development. Rejects when the message was not accepted, so the queue retries it.
 */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export interface TermiiConfig {
  apiKey: string;
  /** The registered sender ID (3 to 11 letters and digits). */
  senderId: string;
  /** Termii's base URL for the account's region; the tests point it at the local stub. */
  baseUrl: string;
  /** 'dnd' (transactional, reaches numbers on Do-Not-Disturb) or 'generic'. */
  channel: 'dnd' | 'generic';
}

const TIMEOUT_MS = 10_000;

/** Termii's Messaging API: POST {base}/api/sms/send with the key in the JSON body, as its documentation says. */
export function termiiProvider(config: TermiiConfig): SmsProvider {
  return {
    async send(message) {
      const response = await fetch(new URL('/api/sms/send', config.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          to: message.to,
          from: config.senderId,
          sms: message.text,
          type: 'plain',
          channel: config.channel,
          api_key: config.apiKey,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => undefined)) as { message_id?: unknown } | undefined;
      // The key is in the request body only; the error names the status, never the request.
      if (!response.ok || !body?.message_id)
        throw new Error(`Termii refused the message (${response.status})`);
    },
  };
}

/** Development without Termii: each message a JSON file in `outboxDir`, as mail without SMTP is an .eml file. */
export function outboxSmsProvider(outboxDir: string): SmsProvider {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.json`);
      await writeFile(`${file}.partial`, JSON.stringify(message, null, 2));
      await rename(`${file}.partial`, file);
    },
  };
}
