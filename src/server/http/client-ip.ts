import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/**
 * The caller's address. X-Forwarded-For is believed only behind a trusted proxy; otherwise anyone could
 * pick a fresh address per request and walk around the rate limits.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
