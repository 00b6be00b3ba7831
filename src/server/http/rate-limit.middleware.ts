import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { clientIp } from './client-ip';
import { DAY_MS } from '../../domain/limits/third-party-contact-limits';
import { clearHits, countHits, takeBackHit } from './rate-limit.repo';
import {
  countersFor,
  limitScopes,
  onceKeyFor,
  outcomeOf,
  refusalOf,
  settle,
  type Counter,
  type Facts,
  type LimitScopeName,
  type Outcome,
  type RateLimitPolicy,
} from './rate-limit.rules';

export { emailKeySuffix, type Facts, type RateLimitPolicy } from './rate-limit.rules';

export interface RateLimitDeps {
  db: Db;
  trustProxy: boolean;
  /** AUTH_RATE_LIMIT_PER_MINUTE: the per-address (and sign-up/reset per-email) policy. */
  authRateLimit: RateLimitPolicy;
}

/** Who a request is about; rules whose subject it leaves out count nothing. */
export type Identify = (c: Context<AppEnv>, ip: string) => Promise<Facts>;

/** The email in a JSON body, read from a clone so the handler after us still gets the whole body. */
export async function bodyEmail(c: Context): Promise<string | undefined> {
  try {
    const body: unknown = await c.req.raw.clone().json();
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** By default: the address, the body's email, and the user of a session an earlier guard loaded. */
const identifyByDefault: Identify = async (c, ip) => ({
  ip,
  email: await bodyEmail(c),
  userId: (c.var.session as AppEnv['Variables']['session'] | undefined)?.user.id,
});

async function settleAll(db: Db, counters: Counter[], outcome: Outcome): Promise<void> {
  for (const { key, rule, amount } of counters) {
    const settlement = settle(rule, outcome);
    if (settlement === 'takeBack') await takeBackHit(db, key, amount);
    if (settlement === 'clear') await clearHits(db, key);
  }
}

/**
 * Counts the request against every rule of its scope (limitScopes) in the database, refuses it with 429 and
 * Retry-After when any counter is past its limit, and once the handler has answered, settles the failure
 * counters by that answer: only wrong passwords and codes stay counted.
 */
export function rateLimit(deps: RateLimitDeps, scope: LimitScopeName, identify = identifyByDefault) {
  const { rules, ...rest } = limitScopes(deps.authRateLimit)[scope];
  const failureStatuses = 'failureStatuses' in rest ? rest.failureStatuses : undefined;
  const successStatuses = 'successStatuses' in rest ? rest.successStatuses : undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    const facts = await identify(c, clientIp(c, deps.trustProxy));
    const now = new Date();
    const onceKey = onceKeyFor(scope, facts);
    const counters = countersFor(scope, rules, facts);
    // One statement for them all: the once-only mark first, then every counter, only for a request not seen before.
    const { repeat, hits } = await countHits(
      deps.db,
      counters.map(({ key, rule, amount }) => ({ key, windowMs: rule.policy.windowMs, amount })),
      now,
      onceKey ? { key: onceKey, windowMs: DAY_MS } : undefined,
    );
    // A repeat of a request already counted (in flight or answered) is the handler's to answer, uncounted.
    if (repeat) return next();
    const refusal = refusalOf(counters, hits, now);
    if (refusal) {
      await settleAll(deps.db, counters, 'other');
      if (onceKey) await clearHits(deps.db, onceKey);
      c.header('Retry-After', String(refusal.seconds));
      throw new AppError('rate_limited', refusal.message);
    }
    await next();
    const outcome = outcomeOf(c.res.status, failureStatuses, successStatuses);
    await settleAll(deps.db, counters, outcome);
    // Not done: a corrected submission under the same key is counted as the first.
    if (onceKey && outcome !== 'success') await clearHits(deps.db, onceKey);
  });
}
