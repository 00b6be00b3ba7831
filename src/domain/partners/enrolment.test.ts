import { describe, expect, it } from 'vitest';
import {
  ConfirmEnrolmentSchema,
  ENROLMENT_MESSAGES as M,
  RefuseEnrolmentSchema,
  enrolledLine,
  enrolledStep,
  memberIdProblem,
} from './enrolment';

describe('the member ID rule', () => {
  it('trims and keeps letters, digits, hyphens, slashes and spaces', () => {
    expect(ConfirmEnrolmentSchema.parse({ memberId: '  RHL/2026-0042 A ' })).toEqual({
      memberId: 'RHL/2026-0042 A',
    });
    expect(memberIdProblem('abc')).toBeUndefined();
    expect(memberIdProblem('A'.repeat(40))).toBeUndefined();
  });

  it('refuses an empty, short, long or strange one with its message', () => {
    expect(memberIdProblem('   ')).toBe(M.memberIdRequired);
    expect(memberIdProblem('ab')).toBe(M.memberIdLength);
    expect(memberIdProblem('A'.repeat(41))).toBe(M.memberIdLength);
    expect(memberIdProblem('=SUM(A1)')).toBe(M.memberIdCharacters);
    expect(memberIdProblem('ID_42')).toBe(M.memberIdCharacters);
    expect(ConfirmEnrolmentSchema.safeParse({}).error?.issues[0]?.message).toBe(M.memberIdRequired);
  });
});

describe('a refusal', () => {
  it('needs a reason', () => {
    expect(RefuseEnrolmentSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
      M.reasonRequired,
    );
    expect(RefuseEnrolmentSchema.parse({ reason: ' Not a member of our network ' })).toEqual({
      reason: 'Not a member of our network',
    });
  });
});

describe('what the card and the timeline say', () => {
  it('claims nothing before a member ID', () => {
    expect(enrolledLine('HomeReach', null)).toBeNull();
    expect(enrolledLine('HomeReach', 'HR-1')).toBe('Enrolled with HomeReach: member ID HR-1');
    expect(enrolledStep('HomeReach', 'Ngozi', 'HR-1')).toBe('HomeReach enrolled Ngozi, member ID HR-1');
  });
});
