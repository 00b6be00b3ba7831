import { describe, expect, it } from 'vitest';
import {
  callingCodeOf,
  dialledLength,
  formatPhone,
  groupDigits,
  internationalPhone,
  splitPhone,
} from './phone-number';

describe('splitPhone', () => {
  it.each([
    ['+234', '08031234567', '+234', '8031234567'],
    ['+234', '0803 123 4567', '+234', '8031234567'],
    ['+234', '8031234567', '+234', '8031234567'],
    ['+234', '+234 0803 123 4567', '+234', '8031234567'],
    ['+234', '+2348031234567', '+234', '8031234567'],
    ['+234', '002348031234567', '+234', '8031234567'],
    ['+44', '07700 900123', '+44', '7700900123'],
    ['+234', '+44 (0)7700 900123', '+44', '7700900123'],
    ['+254', '0712-345-678', '+254', '712345678'],
    ['+1', '(202) 555-0123', '+1', '2025550123'],
  ])('beside %s reads %j as %s %s', (code, typed, countryCode, nationalNumber) =>
    expect(splitPhone(code, typed)).toEqual({ countryCode, nationalNumber }),
  );

  it('drops one trunk 0 only', () => {
    expect(splitPhone('+234', '008031234567').nationalNumber).toBe('08031234567');
  });

  it("keeps the 0 that is part of a Côte d'Ivoire number", () => {
    expect(splitPhone('+234', '+225 07 07 12 34 56')).toEqual({
      countryCode: '+225',
      nationalNumber: '0707123456',
    });
  });

  it('is idempotent: a stored number splits to itself', () => {
    const once = splitPhone('+234', '+234 0803 123 4567');
    expect(splitPhone(once.countryCode, once.nationalNumber)).toEqual(once);
  });
});

describe('internationalPhone', () => {
  it.each([
    ['08031234567', 'Nigeria', '+2348031234567'],
    ['+234 0803 123 4567', 'Nigeria', '+2348031234567'],
    ['+44 7700 900123', 'Nigeria', '+447700900123'],
    ['0044 (0)7700 900123', 'Ghana', '+447700900123'],
    ['024 123 4567', 'Ghana', '+233241234567'],
    ['+33 6 12 34 56 78', 'Nigeria', '+33612345678'],
    ['', 'Nigeria', ''],
    ['0803 123 4567', null, '0803 123 4567'],
    ['+234 (0)803 123 4567', null, '+2348031234567'],
    ['  ', 'Nigeria', ''],
  ] as const)('reads %j (country %s) as %j', (typed, country, stored) =>
    expect(internationalPhone(typed, country)).toBe(stored),
  );

  it('is idempotent', () => {
    const once = internationalPhone('0803 123 4567', 'Nigeria');
    expect(internationalPhone(once, 'Kenya')).toBe(once);
  });
});

describe('groupDigits', () => {
  it.each([
    ['8031234567', '803 123 4567'],
    ['712345678', '712 345 678'],
    ['7700900123', '770 090 0123'],
    ['12345678', '1234 5678'],
    ['12345678901', '123 4567 8901'],
    ['1234', '1234'],
  ])('groups %s as %j', (digits, grouped) => expect(groupDigits(digits)).toBe(grouped));
});

describe('formatPhone', () => {
  it.each([
    ['+234', '8031234567', '+234 803 123 4567'],
    ['+234', '08031234567', '+234 803 123 4567'],
    [null, '+2348031234567', '+234 803 123 4567'],
    [null, '+447700900123', '+44 7700 900123'],
    ['+44', '07700 900123', '+44 7700 900123'],
    [null, '+33612345678', '+33612345678'],
    [null, '0803 123 4567', '0803 123 4567'],
    [null, '', ''],
    ['+234', null, ''],
  ])('shows %s %j as %j', (code, phone, shown) => expect(formatPhone(code, phone)).toBe(shown));
});

describe('dialledLength', () => {
  it('counts the trunk digit the stored number no longer has', () => {
    expect(dialledLength(splitPhone('+234', '08031234567'))).toBe(11);
    expect(dialledLength(splitPhone('+254', '0712345678'))).toBe(10);
    expect(dialledLength(splitPhone('+254', '712345678'))).toBe(10);
  });
});

describe('callingCodeOf', () => {
  it('knows the country list and the payer’s UK and USA', () => {
    expect(callingCodeOf('Nigeria')).toBe('+234');
    expect(callingCodeOf('UK')).toBe('+44');
    expect(callingCodeOf('Atlantis')).toBeUndefined();
  });
});
