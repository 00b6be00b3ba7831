import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { forwardedClientIp } from './forwarded-request';

/**
 * The caller's address. X-Forwarded-For is believed only behind a trusted proxy; otherwise anyone could
 * pick a fresh address per request and walk around the rate limits. Even then only the address our proxy
 * appended counts, not the ones the client wrote before it.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = forwardedClientIp(c.req.header('x-forwarded-for') ?? null);
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
