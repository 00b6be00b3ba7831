import { describe, expect, it } from 'vitest';
import {
  checkCode,
  codeExpiry,
  isNigerianMobile,
  maskEmail,
  maskPhone,
  sponsorsOwnNumberAt,
  typedCode,
} from './relative-proof';

describe('the relative’s proof (docs/decisions/049)', () => {
  it('masks a Nigerian mobile as dialled at home, keeping three digits at each end', () => {
    expect(maskPhone('+234', '8031234567')).toBe('080•••••567');
    expect(maskEmail('ngozi.obi@example.com')).toBe('n••••••••@example.com');
  });

  it('reads a typed code as six digits, spaces and dashes aside', () => {
    expect(typedCode(' 123 456 ')).toBe('123456');
    expect(typedCode('123-456')).toBe('123456');
    expect(typedCode('12345')).toBeUndefined();
    expect(typedCode('12345a')).toBeUndefined();
    expect(typedCode(123456)).toBeUndefined();
  });

  it('takes a code within its 10 minutes and five tries, and nothing else', () => {
    const sent = new Date('2026-11-28T10:00:00Z');
    const expiresAt = codeExpiry(sent);
    expect(expiresAt.toISOString()).toBe('2026-11-28T10:10:00.000Z');
    const at = (minutes: number) => new Date(sent.getTime() + minutes * 60_000);
    expect(checkCode({ expiresAt, triesBefore: 0, matches: true }, at(9))).toBe('ok');
    expect(checkCode({ expiresAt, triesBefore: 4, matches: false }, at(9))).toBe('wrong');
    expect(checkCode({ expiresAt, triesBefore: 5, matches: true }, at(1))).toBe('too-many');
    expect(checkCode({ expiresAt, triesBefore: 0, matches: true }, at(10))).toBe('expired');
    expect(checkCode({ expiresAt: null, triesBefore: 0, matches: null }, at(1))).toBe('none');
  });

  it('knows a Nigerian mobile from a landline or a number abroad', () => {
    for (const mobile of ['8031234567', '7011234567', '9091234567', '8161234567']) {
      expect(isNigerianMobile('+234', mobile)).toBe(true);
    }
    expect(isNigerianMobile('+234', '12345678')).toBe(false);
    expect(isNigerianMobile('+234', '6031234567')).toBe(false);
    expect(isNigerianMobile('+44', '7700900123')).toBe(false);
  });

  it('finds a beneficiary whose phone is the sponsor’s own, however it is stored', () => {
    const people = [
      { countryCode: '+234', phoneNumber: '8031110001' },
      { countryCode: '+234', phoneNumber: '8031234567' },
    ];
    expect(sponsorsOwnNumberAt(people, ['+2348031234567'])).toBe(1);
    expect(sponsorsOwnNumberAt(people, ['+447700900123', ''])).toBeUndefined();
  });
});
