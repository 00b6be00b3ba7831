import { describe, expect, it } from 'vitest';
import { isMissingFieldMessage, SIGN_UP_MESSAGES, SIGN_UP_MISSING, SignUpSchema } from './signup.schema';

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

function issuesOf(input: Record<string, unknown>) {
  const result = SignUpSchema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('SignUpSchema', () => {
  it('accepts a complete sign-up and lower-cases the email', () => {
    expect(SignUpSchema.parse(valid)).toMatchObject({ email: 'tunde@example.com', middleName: '' });
  });

  it('reports every problem at once, each on its field with its own message', () => {
    expect(
      issuesOf({ ...valid, firstName: '  ', email: 'tunde@', password: 'a', confirmPassword: 'b' }),
    ).toEqual([
      ['firstName', SIGN_UP_MISSING.firstName],
      ['confirmPassword', SIGN_UP_MESSAGES.mismatch],
      ['password', SIGN_UP_MESSAGES.tooShort],
      ['email', SIGN_UP_MESSAGES.email],
    ]);
  });

  it('says which fields are empty, and tells an empty email from a malformed one', () => {
    expect(issuesOf({ ...valid, lastName: '', email: '', password: '', confirmPassword: '' })).toEqual([
      ['lastName', SIGN_UP_MISSING.lastName],
      ['email', SIGN_UP_MISSING.email],
      ['password', SIGN_UP_MISSING.password],
      ['confirmPassword', SIGN_UP_MISSING.confirmPassword],
    ]);
    expect(isMissingFieldMessage(SIGN_UP_MISSING.email)).toBe(true);
    expect(isMissingFieldMessage(SIGN_UP_MESSAGES.email)).toBe(false);
  });

  it('treats a missing key like an empty field', () => {
    const { country: _country, ...withoutCountry } = valid;
    expect(firstMessage(withoutCountry)).toBe(SIGN_UP_MISSING.country);
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
