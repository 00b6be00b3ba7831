import { describe, expect, it } from 'vitest';
import {
  AcceptPartnerInvitationSchema,
  invitationExpiry,
  isInvitationUsable,
  PARTNER_INVITATION_MESSAGES as M,
} from './partner-invitation';
import { PartnerEntryChoiceSchema } from './partner';

const SENT = new Date('2026-11-29T08:00:00Z');

describe('a partner invitation', () => {
  it('works once, for 7 days', () => {
    const expiresAt = invitationExpiry(SENT);
    expect(expiresAt.toISOString()).toBe('2026-12-06T08:00:00.000Z');
    expect(isInvitationUsable({ acceptedAt: null, expiresAt }, new Date('2026-12-06T07:59:59Z'))).toBe(true);
    expect(isInvitationUsable({ acceptedAt: null, expiresAt }, expiresAt)).toBe(false);
    expect(isInvitationUsable({ acceptedAt: SENT, expiresAt }, SENT)).toBe(false);
  });

  it('asks for a name and a password as long as an admin one, typed twice', () => {
    const issues = (input: object) =>
      AcceptPartnerInvitationSchema.safeParse(input).error?.issues.map((issue) => [
        issue.path[0],
        issue.message,
      ]);
    expect(issues({ name: '', password: 'short', confirmPassword: 'short' })).toEqual([
      ['name', M.name],
      ['password', M.passwordTooShort],
    ]);
    expect(issues({ name: 'Ada', password: 'twelve-chars', confirmPassword: 'twelve-charz' })).toEqual([
      ['confirmPassword', 'Passwords do not match'],
    ]);
    expect(
      issues({ name: ' Ada ', password: 'twelve-chars', confirmPassword: 'twelve-chars' }),
    ).toBeUndefined();
  });

  it("reads the console's catalogue choice as kind and key, the key keeping its colons", () => {
    expect(PartnerEntryChoiceSchema.parse({ entry: 'funeral_underwriter:Harbour: Life' })).toEqual({
      kind: 'funeral_underwriter',
      catalogueRef: 'Harbour: Life',
    });
    expect(PartnerEntryChoiceSchema.safeParse({ entry: '' }).success).toBe(false);
  });
});
