import { describe, expect, it } from 'vitest';
import { COVER_CLAIM_MESSAGES, coverClaimProblem } from './cover-claim-rule';
import { readCover } from './cover-standing';
import { CLAIM_MESSAGES } from './funeral-claim-rules';

const today = '2028-01-10';
// Cover from 15 January 2027; lapsed 18 March; reinstated 2 April (arrears paid 1 April).
const reinstated = readCover({
  approvedOn: '2027-01-10',
  paidOn: ['2027-01-14', '2027-04-01', '2027-04-01', ...Array.from({ length: 9 }, () => '2027-04-10')],
  today,
});

describe('coverClaimProblem', () => {
  it('refuses any death before the first premium is paid, whatever the approval date', () => {
    const awaiting = readCover({ approvedOn: '2027-01-10', paidOn: [], today });
    expect(coverClaimProblem('accidental', awaiting, '2027-06-01', today)).toBe(
      COVER_CLAIM_MESSAGES.noCoverYet,
    );
  });

  it('refuses a death before the cover started and one in the future', () => {
    expect(coverClaimProblem('accidental', reinstated, '2027-01-14', today)).toBe(
      CLAIM_MESSAGES.beforeCover('2027-01-15'),
    );
    expect(coverClaimProblem('accidental', reinstated, '2028-01-11', today)).toBe(
      CLAIM_MESSAGES.dateOfDeathFuture,
    );
  });

  it('covers an accident from the day after the first premium, and in grace', () => {
    expect(coverClaimProblem('accidental', reinstated, '2027-01-15', today)).toBeNull();
    expect(coverClaimProblem('accidental', reinstated, '2027-03-17', today)).toBeNull();
  });

  it('refuses a death while the cover had lapsed, with the rule', () => {
    const problem = coverClaimProblem('accidental', reinstated, '2027-03-18', today);
    expect(problem).toBe(COVER_CLAIM_MESSAGES.lapsed('2027-03-18'));
    expect(problem).toContain('18 March 2027');
    expect(coverClaimProblem('accidental', reinstated, '2027-04-01', today)).toBe(problem);
  });

  it('counts the natural-death waiting period again from the reinstatement', () => {
    expect(coverClaimProblem('accidental', reinstated, '2027-04-02', today)).toBeNull();
    expect(coverClaimProblem('natural', reinstated, '2027-10-01', today)).toBe(
      CLAIM_MESSAGES.waitingPeriod('2027-04-02', '2027-10-02'),
    );
    expect(coverClaimProblem('natural', reinstated, '2027-10-02', today)).toBeNull();
  });

  it('counts the first waiting period from the day after the first premium', () => {
    const inForce = readCover({ approvedOn: '2027-01-10', paidOn: ['2027-01-14'], today: '2027-02-01' });
    expect(coverClaimProblem('natural', inForce, '2027-01-20', '2027-02-01')).toBe(
      CLAIM_MESSAGES.waitingPeriod('2027-01-15', '2027-07-15'),
    );
  });
});
