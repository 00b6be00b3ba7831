import { describe, expect, it } from 'vitest';
import {
  countersFor,
  emailKeySuffix,
  limitScopes,
  outcomeOf,
  rateLimitMessage,
  retryAfterSeconds,
  settle,
  type LimitRule,
} from './rate-limit.rules';

const PER_MINUTE = { max: 10, windowMs: 60_000 };
const scopes = limitScopes(PER_MINUTE);
const hash = emailKeySuffix('victim@example.com');

describe('countersFor', () => {
  it('counts sign-in attempts per address, and failures per email at that address and per email', () => {
    const counters = countersFor('sign-in', scopes['sign-in'].rules, {
      ip: '10.0.0.1',
      email: ' Victim@Example.com ',
    });
    expect(counters.map(({ key, rule }) => [key, rule.counts, rule.policy])).toEqual([
      ['sign-in:ip:10.0.0.1', 'attempts', PER_MINUTE],
      [`sign-in:ip:10.0.0.1${hash}`, 'failures', { max: 10, windowMs: 15 * 60_000 }],
      [`sign-in${hash}`, 'failures', { max: 50, windowMs: 60 * 60_000 }],
    ]);
  });

  it('leaves out the rules whose subject the request does not name', () => {
    const rules = scopes['deletion-request'].rules;
    expect(countersFor('deletion-request', rules, { userId: 'u1' }).map(({ key }) => key)).toEqual([
      'deletion-request:user:u1',
    ]);
    expect(countersFor('deletion-request', rules, { ip: '::1' }).map(({ key }) => key)).toEqual([
      'deletion-request:ip:::1',
    ]);
  });

  it('ends every email counter with the hash of the email, never the email itself', () => {
    for (const [scope, { rules }] of Object.entries(scopes)) {
      for (const { key } of countersFor(scope, rules, { ip: '1.2.3.4', email: 'victim@example.com' })) {
        expect(key).not.toContain('victim');
        if (key.includes(':email:')) expect(key.endsWith(hash)).toBe(true);
      }
    }
  });
});

describe('settling a counter once the answer is known', () => {
  const attempts: LimitRule = { subject: 'ip', policy: PER_MINUTE, counts: 'attempts' };
  const failures: LimitRule = { subject: 'email', policy: PER_MINUTE, counts: 'failures' };
  const cleared: LimitRule = { ...failures, subject: 'emailAtIp', clearedBySuccess: true };

  it.each([
    [attempts, 'success', 'keep'],
    [attempts, 'failure', 'keep'],
    [attempts, 'other', 'keep'],
    [failures, 'failure', 'keep'],
    [failures, 'success', 'takeBack'],
    [failures, 'other', 'takeBack'],
    [cleared, 'failure', 'keep'],
    [cleared, 'success', 'clear'],
    // A malformed request tested no password: it may not wipe out the failures counted before it.
    [cleared, 'other', 'takeBack'],
  ] as const)('%o answered %s: %s', (rule, outcome, settlement) => {
    expect(settle(rule, outcome)).toBe(settlement);
  });

  it('calls a wrong password or code a failure only with the scope’s statuses', () => {
    expect(outcomeOf(200, [401])).toBe('success');
    expect(outcomeOf(401, [401])).toBe('failure');
    expect(outcomeOf(400, [401])).toBe('other');
    expect(outcomeOf(400, [400, 401])).toBe('failure');
    expect(outcomeOf(429)).toBe('other');
  });
});

describe('refusing', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const counters = countersFor('sign-in', scopes['sign-in'].rules, {
    ip: '10.0.0.1',
    email: 'a@example.com',
  });
  const opened = (secondsAgo: number) => new Date(now.getTime() - secondsAgo * 1000);

  it('lets a request through while every counter is within its limit', () => {
    const hits = [10, 10, 50].map((count) => ({ count, windowStart: opened(1) }));
    expect(retryAfterSeconds(counters, hits, now)).toBeUndefined();
  });

  it('waits until the window of the counter past its limit ends, the longest when several are', () => {
    const address = { count: 11, windowStart: opened(45) };
    expect(retryAfterSeconds(counters, [address, { count: 1, windowStart: now }], now)).toBe(15);
    const email = { count: 51, windowStart: opened(600) };
    expect(retryAfterSeconds(counters, [address, { count: 1, windowStart: now }, email], now)).toBe(3000);
  });

  it('says how long to wait in words', () => {
    expect(rateLimitMessage(15)).toBe('Too many attempts. Please wait a minute and try again.');
    expect(rateLimitMessage(3000)).toBe('Too many attempts. Please wait 50 minutes and try again.');
  });
});

describe('the counters of one request', () => {
  // They are counted in one statement (rate-limit.repo.ts), which cannot count one key twice.
  it('never name one key twice in any scope, whatever the request names', () => {
    const facts = {
      ip: '10.0.0.1',
      email: 'victim@example.com',
      userId: 'u1',
      item: 'i1',
      recipients: ['a@example.com', 'A@example.com ', '+234 803 000 0001', '2348030000001'],
      weight: 2,
    };
    for (const [scope, { rules }] of Object.entries(scopes)) {
      const keys = countersFor(scope, rules, facts).map(({ key }) => key);
      expect(new Set(keys).size, scope).toBe(keys.length);
    }
  });
});
