import { describe, expect, it } from 'vitest';
import { NIGERIAN_STATES } from '../property/nigerian-locations';
import {
  activationRefusal,
  invitationExpiry,
  invitationState,
  nearestFirst,
  stateInAddress,
} from './beneficiary-invitation';

describe('the activation rule', () => {
  it('names the first person whose consent is missing or refused, and passes when all gave it', () => {
    const ada = { firstName: 'Ada', lastName: 'Obi', consentDecision: 'given' as const };
    expect(activationRefusal([ada])).toBeUndefined();
    expect(activationRefusal([ada, { firstName: 'Emeka', lastName: 'Obi', consentDecision: null }])).toBe(
      'Emeka Obi has not given consent yet',
    );
    expect(activationRefusal([{ ...ada, consentDecision: 'refused' }])).toBe(
      'Ada Obi has refused consent to sharing their data, so the cover cannot start',
    );
    // A person whose details were removed is still counted, without a name.
    expect(activationRefusal([{ firstName: null, lastName: null, consentDecision: null }])).toBe(
      'A beneficiary has not given consent yet',
    );
  });
});

describe('a link', () => {
  it('expires 14 days after it was sent, and is answered once any step is done', () => {
    const sentAt = new Date('2026-11-01T10:00:00Z');
    const expiresAt = invitationExpiry(sentAt);
    expect(expiresAt.toISOString()).toBe('2026-11-15T10:00:00.000Z');
    const row = { sentAt, expiresAt, answered: false };
    expect(invitationState(row, new Date('2026-11-15T09:59:59Z'))).toBe('invited');
    expect(invitationState(row, expiresAt)).toBe('expired');
    expect(invitationState({ ...row, answered: true }, expiresAt)).toBe('opened');
    expect(invitationState({ sentAt: null, expiresAt: null, answered: false }, sentAt)).toBe('not-sent');
  });
});

describe('hospitals nearest first', () => {
  it('puts the state first, then the others by state and name, then those abroad', () => {
    const hospitals = [
      { name: 'Zed Clinic', state: 'Lagos' },
      { name: 'Abroad Hospital', state: null },
      { name: 'Alpha Hospital', state: 'Abia' },
      { name: 'Beta Clinic', state: 'Lagos' },
      { name: 'Gamma Hospital', state: 'Kano' },
    ];
    expect(nearestFirst(hospitals, 'Lagos').map((h) => h.name)).toEqual([
      'Beta Clinic',
      'Zed Clinic',
      'Alpha Hospital',
      'Gamma Hospital',
      'Abroad Hospital',
    ]);
    expect(nearestFirst(hospitals, undefined)[0]?.name).toBe('Alpha Hospital');
  });

  it('reads the state from an address, whole words only, the longer name first', () => {
    expect(stateInAddress('4 Allen Avenue, Ikeja, Lagos', NIGERIAN_STATES)).toBe('Lagos');
    expect(stateInAddress('12 Marian Road, Calabar, Cross River', NIGERIAN_STATES)).toBe('Cross River');
    expect(stateInAddress('5 Nigeria Street', NIGERIAN_STATES)).toBeUndefined();
  });
});
