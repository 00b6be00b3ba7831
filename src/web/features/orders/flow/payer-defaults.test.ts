import { describe, expect, it } from 'vitest';
import type { Me } from '@/web/api/me';
import { payerDefaults } from './payer-defaults';

const me = (profile: Partial<NonNullable<Me['profile']>>): Me => ({
  user: {
    id: 'u1',
    email: 'ada@example.com',
    role: 'user',
    twoFactorEnabled: false,
    emailVerified: true,
    passwordChangeRequired: false,
  },
  profile: {
    firstName: 'Ada',
    middleName: null,
    lastName: 'Obi',
    contactNumber: null,
    country: 'Nigeria',
    preferredCurrency: 'USD',
    ...profile,
  },
});

const phoneOf = (user: Me | null) => {
  const { countryCode, phoneNumber } = payerDefaults(user, null);
  return [countryCode, phoneNumber];
};

describe('payerDefaults', () => {
  it("takes the country code from the profile's country", () => {
    expect(phoneOf(me({ country: 'Ghana' }))).toEqual(['+233', '']);
    expect(phoneOf(me({ country: 'Kenya' }))).toEqual(['+254', '']);
  });

  it("prefers the code of the profile's own phone: a sponsor in the UK pays as +44", () => {
    expect(phoneOf(me({ country: 'Nigeria', contactNumber: '+447700900123' }))).toEqual([
      '+44',
      '7700900123',
    ]);
  });

  it('splits a stored number, and one saved before normalisation, into code and national number', () => {
    expect(phoneOf(me({ contactNumber: '+2348031234567' }))).toEqual(['+234', '8031234567']);
    expect(phoneOf(me({ contactNumber: '0803 123 4567' }))).toEqual(['+234', '8031234567']);
  });

  it("falls back on the spec's +234 where the country has no code the form offers", () => {
    expect(phoneOf(me({ country: 'Rwanda' }))).toEqual(['+234', '']);
    expect(phoneOf(null)).toEqual(['+234', '']);
  });

  it('keeps what the user saved before', () => {
    const saved = { ...payerDefaults(me({}), null), countryCode: '+1', phoneNumber: '2025550123' };
    expect(payerDefaults(me({ country: 'Ghana' }), saved)).toBe(saved);
  });
});
