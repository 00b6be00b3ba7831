import { createHash } from 'node:crypto';

/*
 * Which counters a request counts and when it is refused: pure, so the rules can be read and tested apart from the
 * database that keeps the counts (rate-limit.repo.ts). Numbers and reasons: docs/decisions/013-rate-limits.md.
 */

export interface RateLimitPolicy {
  max: number;
  windowMs: number;
}

/**
 * Who a counter is about: the client address, the email in the body, that email from that address, the user, or
 * one thing the request acts on (a beneficiary whose link is re-sent).
 */
export type Subject = 'ip' | 'email' | 'emailAtIp' | 'user' | 'item';

export interface LimitRule {
  subject: Subject;
  policy: RateLimitPolicy;
  /** 'attempts' counts every request; 'failures' only those answered with one of the scope's failure statuses. */
  counts: 'attempts' | 'failures';
  /** A success empties this failure counter rather than only taking its own count back. */
  clearedBySuccess?: boolean;
}

export interface LimitScope {
  rules: LimitRule[];
  /** The answers that mean a wrong password or code. */
  failureStatuses?: readonly number[];
}

/** What is known of a request; a rule whose subject is unknown counts nothing. */
export interface Facts {
  ip?: string;
  email?: string;
  userId?: string;
  item?: string;
}

export interface Counter {
  key: string;
  rule: LimitRule;
}

export interface Hit {
  count: number;
  windowStart: Date;
}

export type Outcome = 'success' | 'failure' | 'other';
export type Settlement = 'keep' | 'takeBack' | 'clear';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The longest window of any rule: a counter younger than this may still be in use. */
export const LONGEST_WINDOW_MS = HOUR;

/** Every limited scope; `perMinute` is AUTH_RATE_LIMIT_PER_MINUTE, the rest are fixed. */
export function limitScopes(perMinute: RateLimitPolicy) {
  const perAddress: LimitRule = { subject: 'ip', policy: perMinute, counts: 'attempts' };
  const perEmail: LimitRule = { subject: 'email', policy: perMinute, counts: 'attempts' };
  const userFailures: LimitRule = {
    subject: 'user',
    policy: { max: 10, windowMs: 15 * MINUTE },
    counts: 'failures',
  };
  return {
    'sign-in': {
      rules: [
        perAddress,
        // One address's wrong passwords lock out that address for that email, not the owner elsewhere.
        {
          subject: 'emailAtIp',
          policy: { max: 10, windowMs: 15 * MINUTE },
          counts: 'failures',
          clearedBySuccess: true,
        },
        // Guessing spread over many addresses stops here, and only then is the owner refused too.
        { subject: 'email', policy: { max: 50, windowMs: HOUR }, counts: 'failures' },
      ],
      failureStatuses: [401],
    },
    'sign-up': { rules: [perAddress, perEmail] },
    // Each request mails the address it names: limited per email too, so nobody floods an inbox.
    'password-reset': { rules: [perAddress, perEmail] },
    // Each request mails the address a confirmation link (decision 063): a person asks again once or twice.
    'email-confirmation': {
      rules: [perAddress, { subject: 'email', policy: { max: 5, windowMs: HOUR }, counts: 'attempts' }],
    },
    // Authenticator and backup codes, and the password checks of two-factor setup.
    'two-factor': { rules: [perAddress, userFailures], failureStatuses: [400, 401] },
    'password-check': { rules: [perAddress, userFailures], failureStatuses: [400, 401] },
    // The public card check (docs/decisions/038): a front desk checks a few cards a minute; a guesser many.
    'card-verify': { rules: [{ subject: 'ip', policy: { max: 30, windowMs: MINUTE }, counts: 'attempts' }] },
    // The public hospital search (docs/decisions/040): a person types a few searches a minute; a scraper many.
    'hospital-search': {
      rules: [{ subject: 'ip', policy: { max: 120, windowMs: MINUTE }, counts: 'attempts' }],
    },
    // A holder mails the beneficiary a claim link now and then (docs/decisions/045); each send mails an address.
    'claim-link-send': {
      rules: [{ subject: 'user', policy: { max: 5, windowMs: HOUR }, counts: 'attempts' }],
    },
    // The beneficiary's link: a person opens it and sends one claim; a guesser tries many tokens.
    'claim-link': { rules: [{ subject: 'ip', policy: { max: 30, windowMs: MINUTE }, counts: 'attempts' }] },
    // A beneficiary's invitation page (docs/decisions/041): a person reads and answers a few times a minute.
    'invitation-page': {
      rules: [{ subject: 'ip', policy: { max: 60, windowMs: MINUTE }, counts: 'attempts' }],
    },
    // Each re-send mails the person: a few an hour per person, so a sponsor cannot flood a relative's inbox.
    'invitation-resend': {
      rules: [{ subject: 'item', policy: { max: 3, windowMs: HOUR }, counts: 'attempts' }],
    },
    // Each code is a text message or a mail to the relative (docs/decisions/049): a few per link in ten minutes.
    'invitation-code': {
      rules: [{ subject: 'item', policy: { max: 3, windowMs: 10 * MINUTE }, counts: 'attempts' }],
    },
    support: { rules: [{ subject: 'user', policy: { max: 5, windowMs: 10 * MINUTE }, counts: 'attempts' }] },
    // Signed in, per user; signed out, per address and per email, as each such request mails that address.
    'deletion-request': {
      rules: [
        { subject: 'user', policy: { max: 5, windowMs: HOUR }, counts: 'attempts' },
        perAddress,
        { subject: 'email', policy: { max: 5, windowMs: HOUR }, counts: 'attempts' },
      ],
    },
  } satisfies Record<string, LimitScope>;
}

export type LimitScopeName = keyof ReturnType<typeof limitScopes>;

/**
 * How every counter of one email ends, whatever its scope: a SHA-256 of the address, not the address, so the
 * counters hold no readable email, and processing an account deletion can still find and remove them.
 */
export function emailKeySuffix(email: string): string {
  return `:email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

function subjectKey(subject: Subject, facts: Facts): string | undefined {
  const { ip, email, userId, item } = facts;
  switch (subject) {
    case 'ip':
      return ip && `:ip:${ip}`;
    case 'email':
      return email && emailKeySuffix(email);
    case 'emailAtIp':
      return ip && email ? `:ip:${ip}${emailKeySuffix(email)}` : undefined;
    case 'user':
      return userId && `:user:${userId}`;
    case 'item':
      return item && `:item:${item}`;
  }
}

export function countersFor(scope: string, rules: readonly LimitRule[], facts: Facts): Counter[] {
  return rules.flatMap((rule) => {
    const key = subjectKey(rule.subject, facts);
    return key ? [{ key: `${scope}${key}`, rule }] : [];
  });
}

export function outcomeOf(status: number, failureStatuses: readonly number[] = []): Outcome {
  if (status < 400) return 'success';
  return failureStatuses.includes(status) ? 'failure' : 'other';
}

/**
 * Failures are counted before the handler runs, so parallel guesses cannot all slip under the limit; once the
 * answer is known, a request that was not a failure takes its count back (or, on success, empties the counter).
 */
export function settle(rule: LimitRule, outcome: Outcome): Settlement {
  if (rule.counts === 'attempts' || outcome === 'failure') return 'keep';
  return outcome === 'success' && rule.clearedBySuccess ? 'clear' : 'takeBack';
}

/** Seconds until every counter past its limit has a fresh window; undefined when none is past it. */
export function retryAfterSeconds(counters: readonly Counter[], hits: readonly Hit[], now: Date) {
  let wait: number | undefined;
  counters.forEach(({ rule }, index) => {
    const hit = hits[index];
    if (!hit || hit.count <= rule.policy.max) return;
    const left = hit.windowStart.getTime() + rule.policy.windowMs - now.getTime();
    wait = Math.max(wait ?? 1, Math.ceil(left / 1000));
  });
  return wait;
}

export function rateLimitMessage(seconds: number): string {
  const wait = seconds <= 60 ? 'a minute' : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}
