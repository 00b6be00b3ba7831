import { describe, expect, it } from 'vitest';
import { coverWaiting, daysAgoWords, waitingPeopleOf, type WaitingPerson } from './cover-waiting';

const now = new Date('2026-11-28T10:00:00Z');

const person = (overrides: Partial<WaitingPerson> = {}): WaitingPerson => ({
  firstName: 'Ngozi',
  consent: null,
  invitedAt: '2026-11-26T09:00:00Z',
  remindedAt: null,
  ...overrides,
});

describe('days ago in words', () => {
  it('says today, yesterday, then a number of days', () => {
    expect(daysAgoWords('2026-11-28T00:00:01Z', now)).toBe('today');
    expect(daysAgoWords('2026-11-27T23:59:59Z', now)).toBe('yesterday');
    expect(daysAgoWords('2026-11-26T23:00:00Z', now)).toBe('2 days ago');
    expect(daysAgoWords(new Date('2026-11-14T10:00:00Z'), now)).toBe('14 days ago');
  });

  it('counts calendar days in UTC, across a month and a year end', () => {
    expect(daysAgoWords('2026-12-31T23:00:00Z', new Date('2027-01-01T01:00:00Z'))).toBe('yesterday');
    expect(daysAgoWords('2028-02-28T12:00:00Z', new Date('2028-03-01T12:00:00Z'))).toBe('2 days ago');
  });

  it('reads a time a little ahead of now as today', () => {
    expect(daysAgoWords('2026-11-28T10:00:05Z', now)).toBe('today');
  });
});

describe('what the cover waits for', () => {
  it('waits for the payment while the order is pending', () => {
    expect(coverWaiting('pending', [person()], now)).toEqual(['Waiting for your payment']);
  });

  it('names each person who has not answered, with when they were invited and reminded', () => {
    const lines = coverWaiting(
      'paid',
      [
        person({ remindedAt: '2026-11-27T09:00:00Z' }),
        person({ firstName: 'Emeka', invitedAt: null }),
        person({ firstName: 'Ada', consent: 'given' }),
      ],
      now,
    );
    expect(lines).toEqual([
      'Waiting for Ngozi to confirm: invited 2 days ago, reminded yesterday',
      'Waiting for Emeka to confirm: not invited yet',
    ]);
  });

  it('states a refusal first, and that the person can be removed', () => {
    expect(
      coverWaiting('paid', [person({ firstName: 'Emeka' }), person({ consent: 'refused' })], now),
    ).toEqual([
      'Ngozi said no to sharing their details, so the cover cannot start. You can remove Ngozi from the order.',
      'Waiting for Emeka to confirm: invited 2 days ago',
    ]);
  });

  it('waits for Diaspora Hub once everyone agreed', () => {
    expect(coverWaiting('paid', [person({ consent: 'given' })], now)).toEqual([
      'Waiting for Diaspora Hub to start the cover',
    ]);
  });

  it('waits for nothing once the cover started or ended, or the order was cancelled', () => {
    for (const status of ['active', 'expired', 'cancelled'] as const) {
      expect(coverWaiting(status, [person()], now)).toEqual([]);
    }
  });

  it('still counts a person whose details were removed', () => {
    expect(coverWaiting('paid', [person({ firstName: ' ', invitedAt: null })], now)).toEqual([
      'Waiting for one person on the order to confirm: not invited yet',
    ]);
  });
});

describe('the people of an invitation view', () => {
  it('takes the answer and the times she was invited and reminded', () => {
    expect(
      waitingPeopleOf([
        {
          firstName: 'Ngozi',
          consent: { decision: 'given' },
          invitedAt: '2026-11-26T09:00:00Z',
          remindedAt: null,
        },
        { firstName: 'Emeka', consent: null, invitedAt: null, remindedAt: '2026-11-27T09:00:00Z' },
      ]),
    ).toEqual([
      { firstName: 'Ngozi', consent: 'given', invitedAt: '2026-11-26T09:00:00Z', remindedAt: null },
      { firstName: 'Emeka', consent: null, invitedAt: null, remindedAt: '2026-11-27T09:00:00Z' },
    ]);
  });
});
