import { describe, expect, it } from 'vitest';
import {
  addMonths,
  canChangeClaimStatus,
  CLAIM_MESSAGES,
  CLAIM_STATUSES,
  claimDateProblem,
  isNubanFormat,
  naturalDeathCoveredFrom,
  normaliseAccountNumber,
} from './funeral-claim-rules';
import { FuneralClaimSchema } from './funeral-claim.schema';
import { ClaimStatusChangeSchema } from './funeral-claim-admin';

describe('the waiting period', () => {
  const start = '2026-01-31';
  it('covers a natural death from 6 months after the start, the month end kept', () => {
    expect(naturalDeathCoveredFrom(start)).toBe('2026-07-31');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(claimDateProblem('natural', start, '2026-07-30', '2026-12-01')).toBe(
      CLAIM_MESSAGES.waitingPeriod(start, '2026-07-31'),
    );
    expect(claimDateProblem('natural', start, '2026-07-31', '2026-12-01')).toBeNull();
  });
  it('covers an accident from the first day, never before it, never in the future', () => {
    expect(claimDateProblem('accidental', start, start, '2026-02-01')).toBeNull();
    expect(claimDateProblem('accidental', start, '2026-01-30', '2026-02-01')).toBe(
      CLAIM_MESSAGES.beforeCover(start),
    );
    expect(claimDateProblem('accidental', start, '2026-02-02', '2026-02-01')).toBe(
      CLAIM_MESSAGES.dateOfDeathFuture,
    );
  });
  it('says the rule in words', () => {
    expect(CLAIM_MESSAGES.waitingPeriod(start, '2026-07-31')).toBe(
      'A death from natural causes is covered after a waiting period of 6 months from the start of cover (31 January 2026): from 31 July 2026. A death by accident is covered from the first day.',
    );
  });
});

describe('the payout account number (NUBAN)', () => {
  it.each([
    ['0123456789', true],
    ['012 345 6789', true],
    ['012-345-6789', true],
    ['123456789', false],
    ['01234567890', false],
    ['01234S6789', false],
    ['GB33BUKB20201555555555', false],
  ])('%s → %s', (text, valid) => {
    expect(isNubanFormat(text)).toBe(valid);
  });
  it('is stored as its ten digits', () => {
    expect(normaliseAccountNumber('012 345-6789')).toBe('0123456789');
    const parsed = FuneralClaimSchema.parse({
      personKey: 'principal',
      dateOfDeath: '2026-03-01',
      cause: 'natural',
      bankName: 'GTBank',
      accountNumber: ' 012 345 6789 ',
      accountName: 'Ada Obi',
      idempotencyKey: 'abcdefghijklmnop',
    });
    expect(parsed.accountNumber).toBe('0123456789');
  });
});

describe('claim transitions', () => {
  const allowed = [
    ['submitted', 'documents_checked'],
    ['submitted', 'rejected'],
    ['documents_checked', 'approved'],
    ['documents_checked', 'rejected'],
    ['approved', 'paid'],
  ];
  it('allow only forward steps one at a time, and rejection before approval', () => {
    for (const from of CLAIM_STATUSES)
      for (const to of CLAIM_STATUSES)
        expect(canChangeClaimStatus(from, to), `${from} → ${to}`).toBe(
          allowed.some(([a, b]) => a === from && b === to),
        );
  });
  it('need a reason to reject', () => {
    expect(ClaimStatusChangeSchema.safeParse({ status: 'rejected' }).success).toBe(false);
    expect(ClaimStatusChangeSchema.safeParse({ status: 'rejected', reason: 'Wrong person' }).success).toBe(
      true,
    );
    expect(ClaimStatusChangeSchema.safeParse({ status: 'paid' }).success).toBe(true);
  });
});
