import { describe, expect, it } from 'vitest';
import {
  CONTACT_LIMIT_MESSAGES,
  DAY_MS,
  THIRD_PARTY_CONTACT_LIMITS as LIMITS,
} from '../../domain/limits/third-party-contact-limits';
import {
  countersFor,
  LONGEST_WINDOW_MS,
  limitScopes,
  outcomeOf,
  recipientKeySuffix,
  refusalOf,
  settle,
} from './rate-limit.rules';

const scopes = limitScopes({ max: 10, windowMs: 60_000 });
const now = new Date('2026-01-01T12:00:00Z');
const fresh = (count: number) => ({ count, windowStart: now });

describe('the limits on contacting others (docs/decisions/061)', () => {
  it('counts the people an order names per account, and each address or number it names', () => {
    const counters = countersFor('order-people', scopes['order-people'].rules, {
      userId: 'u1',
      weight: 20,
      recipients: ['Ngozi@Example.com ', 'ngozi@example.com', '+234 803 111 0001', ''],
    });
    expect(counters.map(({ key, amount }) => [key, amount])).toEqual([
      ['order-people:day:user:u1', 20],
      [`order-people:day${recipientKeySuffix('ngozi@example.com')}`, 1],
      [`order-people:day${recipientKeySuffix('2348031110001')}`, 1],
    ]);
    expect(counters.map(({ rule }) => rule.policy)).toEqual([
      LIMITS.orderPeople.perAccount,
      LIMITS.orderPeople.perRecipient,
      LIMITS.orderPeople.perRecipient,
    ]);
  });

  it('never keeps an address or a number readable in a counter', () => {
    for (const [scope, { rules }] of Object.entries(scopes)) {
      const facts = { userId: 'u1', item: 'b1', recipients: ['victim@example.com', '08031110001'] };
      for (const { key } of countersFor(scope, rules, facts)) {
        expect(key).not.toMatch(/victim|8031110001/);
      }
    }
  });

  it('keeps a day counter apart from a burst counter on the same subject', () => {
    const keys = countersFor('invitation-resend', scopes['invitation-resend'].rules, {
      userId: 'u1',
      item: 'b1',
    }).map(({ key }) => key);
    expect(keys).toEqual([
      'invitation-resend:item:b1',
      'invitation-resend:day:item:b1',
      'invitation-resend:day:user:u1',
    ]);
  });

  it('counts only what was sent: a refused or failed request takes its count back', () => {
    const [perAccount] = scopes['order-people'].rules;
    expect(settle(perAccount!, 'success')).toBe('keep');
    expect(settle(perAccount!, 'other')).toBe('takeBack');
    expect(settle(perAccount!, 'failure')).toBe('takeBack');
    // A repeated idempotency key answers the first order (200) and contacts nobody new.
    expect(outcomeOf(201, [], scopes['order-people'].successStatuses)).toBe('success');
    expect(outcomeOf(200, [], scopes['order-people'].successStatuses)).toBe('other');
  });

  it('refuses with the message of the limit reached, and when it opens again', () => {
    const counters = countersFor('order-people', scopes['order-people'].rules, {
      userId: 'u1',
      weight: 5,
      recipients: ['a@example.com'],
    });
    expect(refusalOf(counters, [fresh(40), fresh(3)], now)).toBeUndefined();
    expect(refusalOf(counters, [fresh(45), fresh(1)], now)).toEqual({
      seconds: DAY_MS / 1000,
      message: CONTACT_LIMIT_MESSAGES.orderPeopleAccount,
    });
    expect(refusalOf(counters, [fresh(5), fresh(4)], now)?.message).toBe(
      CONTACT_LIMIT_MESSAGES.orderPeopleRecipient,
    );
  });

  it('keeps every day counter until its day is over', () => {
    expect(LONGEST_WINDOW_MS).toBeGreaterThanOrEqual(DAY_MS);
  });
});
