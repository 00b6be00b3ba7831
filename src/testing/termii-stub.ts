import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serveOnLoopback } from './serve-on-loopback';
import { Hono } from 'hono';

/**
 * A local stand-in for Termii's documented Messaging API (docs/decisions/049), so text messages run end to end with
 * no network: POST /api/sms/send with a JSON body { to, from, sms, type: 'plain', channel: 'dnd' | 'generic' |
 * 'whatsapp', api_key }, answered as Termii answers, { code: 'ok', message_id, message: 'Successfully Sent',
 * balance, user }; a wrong key is a 401, a body missing a field a 400. The messages it took are read back through
 * GET /messages (tests only; Termii has no such thing). API tests start it in-process, the browser tests through
 * scripts/termii-stub.ts.
 */

export const STUB_TERMII_KEY = 'TLstubtermiiapikey000000000000000000000000000000';

export interface ReceivedSms {
  messageId: string;
  to: string;
  from: string;
  sms: string;
  channel: string;
  receivedAt: string;
}

export interface TermiiStub {
  url: string;
  messages: ReceivedSms[];
  close(): Promise<void>;
}

const CHANNELS = new Set(['dnd', 'generic', 'whatsapp']);
const SENDER_ID = /^[A-Za-z0-9 ]{3,11}$/;
const NUMBER = /^\d{10,15}$/;

export function termiiStubApp(apiKey: string, messages: ReceivedSms[]) {
  let balance = 1000;
  return new Hono()
    .get('/health', (c) => c.text('ok'))
    .get('/messages', (c) => c.json({ messages }))
    .post('/api/sms/send', async (c) => {
      const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body || body.api_key !== apiKey) return c.json({ message: 'Invalid API key' }, 401);
      const { to, from, sms, type, channel } = body;
      const valid =
        typeof to === 'string' &&
        NUMBER.test(to) &&
        typeof from === 'string' &&
        SENDER_ID.test(from) &&
        typeof sms === 'string' &&
        sms.length > 0 &&
        type === 'plain' &&
        typeof channel === 'string' &&
        CHANNELS.has(channel);
      if (!valid) return c.json({ message: 'to, from, sms, type and channel are required' }, 400);
      const messageId = String(randomInt(10 ** 11, 10 ** 12));
      messages.push({ messageId, to, from, sms, channel, receivedAt: new Date().toISOString() });
      balance -= 1;
      return c.json({
        code: 'ok',
        message_id: messageId,
        message: 'Successfully Sent',
        balance,
        user: 'Diaspora Hub',
      });
    });
}

export async function startTermiiStub(options: { port?: number; apiKey?: string } = {}): Promise<TermiiStub> {
  const messages: ReceivedSms[] = [];
  const app = termiiStubApp(options.apiKey ?? STUB_TERMII_KEY, messages);
  const server = await serveOnLoopback(app.fetch, options.port);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
