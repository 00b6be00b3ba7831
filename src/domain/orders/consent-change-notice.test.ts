import { describe, expect, it } from 'vitest';
import { consentChangeNotice, type ConsentChange } from './consent-change-notice';

const change = (overrides: Partial<ConsentChange>): ConsentChange => ({
  name: 'Ngozi Okafor',
  provider: 'HomeReach',
  planName: 'Family Basic',
  confirmationNumber: 'DH7K2M9Q4X',
  orderStatus: 'paid',
  before: null,
  decision: 'given',
  ...overrides,
});

describe('the sponsor told of a change in a person’s answer', () => {
  it('says nothing for a first yes or the same answer again', () => {
    expect(consentChangeNotice(change({ before: null, decision: 'given' }))).toBeUndefined();
    expect(consentChangeNotice(change({ before: 'refused', decision: 'refused' }))).toBeUndefined();
    expect(consentChangeNotice(change({ before: 'given', decision: 'given' }))).toBeUndefined();
  });

  it('before the cover starts, a no means it cannot start, and a yes after a no that it can', () => {
    expect(consentChangeNotice(change({ decision: 'refused' }))).toEqual({
      title: 'Consent refused',
      body: 'Ngozi Okafor did not agree to their details being shared with HomeReach, so the Family Basic cover on order DH7K2M9Q4X cannot start for them. You may want to talk with them, or cancel the order.',
    });
    expect(consentChangeNotice(change({ before: 'refused', decision: 'given' }))?.body).toContain(
      'can start for them once everyone on the order has agreed',
    );
  });

  it('once the cover has started, says it carries on rather than that it cannot start', () => {
    const refused = consentChangeNotice(
      change({ orderStatus: 'active', before: 'given', decision: 'refused' }),
    );
    expect(refused).toEqual({
      title: 'Consent refused',
      body: 'Ngozi Okafor took back their agreement to their details being shared with HomeReach. The Family Basic cover on order DH7K2M9Q4X has already started for them and carries on. You may want to talk with them; to end their cover, contact support.',
    });
    const given = consentChangeNotice(
      change({ orderStatus: 'active', before: 'refused', decision: 'given' }),
    );
    expect(given?.body).toBe(
      'Ngozi Okafor changed their answer and agrees again to their details being shared with HomeReach. The Family Basic cover on order DH7K2M9Q4X carries on as before.',
    );
  });
});
