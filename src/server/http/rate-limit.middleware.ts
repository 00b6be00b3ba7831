import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import { clientIp } from './client-ip';
import { countHit } from './rate-limit.repo';

export interface RateLimitPolicy {
  max: number;
  windowMs: number;
}

interface RateLimitOptions extends RateLimitPolicy {
  db: Db;
  /** Names the counter family, e.g. "sign-in". */
  scope: string;
  trustProxy: boolean;
}

/** The email in a JSON body, read from a clone so the handler after us still gets the whole body. */
async function bodyEmail(c: Context): Promise<string | undefined> {
  try {
    const body: unknown = await c.req.raw.clone().json();
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How every counter of one email ends, whatever its scope: a SHA-256 of the address, not the address, so the
 * counters hold no readable email, and processing an account deletion can still find and remove them.
 */
export function emailKeySuffix(email: string): string {
  return `:email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

/**
 * Limits attempts per client address and per email, so neither one address trying many accounts nor many
 * addresses trying one account get more than `max` tries a window.
 */
export function rateLimit(options: RateLimitOptions) {
  return createMiddleware(async (c, next) => {
    const keys = [`${options.scope}:ip:${clientIp(c, options.trustProxy)}`];
    const email = await bodyEmail(c);
    if (email) keys.push(`${options.scope}${emailKeySuffix(email)}`);
    const counts = await Promise.all(keys.map((key) => countHit(options.db, key, options.windowMs)));
    if (counts.some((count) => count > options.max)) {
      c.header('Retry-After', String(Math.ceil(options.windowMs / 1000)));
      throw new AppError('rate_limited', 'Too many attempts. Please wait a minute and try again.');
    }
    await next();
  });
}
