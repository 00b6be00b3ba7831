import type { SignUpInput } from '../domain/accounts/signup.schema';

let sequence = 0;

/** A valid sign-up; pass overrides for the field a test is about. */
export function makeSignUp(overrides: Partial<SignUpInput> = {}): SignUpInput {
  sequence += 1;
  const password = overrides.password ?? 'correct-horse-1';
  return {
    firstName: 'Adaeze',
    middleName: '',
    lastName: 'Okafor',
    country: 'Nigeria',
    email: `adaeze.${Date.now().toString(36)}.${sequence}@example.com`,
    password,
    confirmPassword: password,
    ...overrides,
  };
}
