import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES, SignUpSchema } from './signup.schema';

const valid = {
  firstName: 'Tunde',
  middleName: '',
  lastName: 'Bakare',
  country: 'Nigeria',
  email: 'Tunde@Example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

function firstMessage(input: Record<string, unknown>) {
  const result = SignUpSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('SignUpSchema', () => {
  it('accepts a complete sign-up and lower-cases the email', () => {
    expect(SignUpSchema.parse(valid)).toMatchObject({ email: 'tunde@example.com', middleName: '' });
  });

  it('checks required fields before anything else, even with mismatched short passwords', () => {
    expect(firstMessage({ ...valid, firstName: '  ', password: 'a', confirmPassword: 'b' })).toBe(
      SIGN_UP_MESSAGES.required,
    );
  });

  it('treats a missing key like an empty field', () => {
    const { country: _country, ...withoutCountry } = valid;
    expect(firstMessage(withoutCountry)).toBe(SIGN_UP_MESSAGES.required);
  });

  it('checks that the passwords match before their length', () => {
    expect(firstMessage({ ...valid, password: 'abc', confirmPassword: 'abd' })).toBe(
      SIGN_UP_MESSAGES.mismatch,
    );
  });

  it('requires at least 6 characters', () => {
    expect(firstMessage({ ...valid, password: 'abcde', confirmPassword: 'abcde' })).toBe(
      SIGN_UP_MESSAGES.tooShort,
    );
    expect(firstMessage({ ...valid, password: 'abcdef', confirmPassword: 'abcdef' })).toBeUndefined();
  });

  it('leaves the middle name optional', () => {
    const { middleName: _middle, ...withoutMiddle } = valid;
    expect(SignUpSchema.safeParse(withoutMiddle).success).toBe(true);
  });

  it('refuses a country outside the list and a malformed email', () => {
    expect(firstMessage({ ...valid, country: 'Atlantis' })).toBe(SIGN_UP_MESSAGES.country);
    expect(firstMessage({ ...valid, email: 'not-an-email' })).toBe(SIGN_UP_MESSAGES.email);
  });
});
