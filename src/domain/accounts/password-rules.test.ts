import { describe, expect, it } from 'vitest';
import {
  AdminPasswordChangeSchema,
  isCommonPassword,
  isTooShortForAdmin,
  PASSWORD_MESSAGES,
} from './password-rules';

const common = new Set(['password', '123456', 'qwerty']);

describe('isCommonPassword', () => {
  it('finds a listed password whatever its case', () => {
    expect(isCommonPassword('password', common)).toBe(true);
    expect(isCommonPassword('PassWord', common)).toBe(true);
    expect(isCommonPassword('123456', common)).toBe(true);
  });

  it('lets an unlisted one through', () => {
    expect(isCommonPassword('password1x', common)).toBe(false);
    expect(isCommonPassword(' password', common)).toBe(false);
  });
});

describe('isTooShortForAdmin', () => {
  it('asks for at least 12 characters', () => {
    expect(isTooShortForAdmin('a'.repeat(11))).toBe(true);
    expect(isTooShortForAdmin('a'.repeat(12))).toBe(false);
  });
});

describe('AdminPasswordChangeSchema', () => {
  const fieldErrors = (input: Record<string, unknown>) => {
    const result = AdminPasswordChangeSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('accepts a long enough, confirmed new password', () => {
    const long = 'a long new password';
    expect(fieldErrors({ currentPassword: 'short1', newPassword: long, confirmPassword: long })).toEqual({});
  });

  it('names each missing field', () => {
    expect(fieldErrors({ newPassword: 'x' })).toEqual({
      currentPassword: PASSWORD_MESSAGES.currentRequired,
      confirmPassword: PASSWORD_MESSAGES.confirmRequired,
    });
  });

  it('refuses a short new password on its field, then a mismatch on the confirmation', () => {
    expect(
      fieldErrors({ currentPassword: 'old', newPassword: 'elevenchars', confirmPassword: 'elevenchars' }),
    ).toEqual({ newPassword: PASSWORD_MESSAGES.adminTooShort });
    expect(
      fieldErrors({ currentPassword: 'old', newPassword: 'twelve chars', confirmPassword: 'twelve chars!' }),
    ).toEqual({ confirmPassword: PASSWORD_MESSAGES.mismatch });
  });
});
