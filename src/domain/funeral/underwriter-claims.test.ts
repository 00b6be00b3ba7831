import { describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES } from './funeral-claim-rules';
import {
  isPayoutReference,
  UNDERWRITER_CLAIM_MESSAGES,
  UnderwriterClaimStepSchema,
} from './underwriter-claims';

const fields = (input: Record<string, unknown>) => {
  const parsed = UnderwriterClaimStepSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe("an underwriter's step on a claim", () => {
  it('takes a payout reference as banks print them', () => {
    for (const reference of ['FT2611290001', '000123/26', 'NIP-2026-11-29 0041', 'ab.cd'])
      expect(isPayoutReference(reference), reference).toBe(true);
    for (const reference of ['abc', '-FT12', 'FT12-', 'FT<12>', 'x'.repeat(41), ''])
      expect(isPayoutReference(reference), reference).toBe(false);
  });

  it('asks for the payout reference to mark a claim paid, and a reason to reject', () => {
    expect(fields({ status: 'paid' })).toEqual({
      payoutReference: UNDERWRITER_CLAIM_MESSAGES.payoutReference,
    });
    expect(fields({ status: 'paid', payoutReference: 'F!' })).toEqual({
      payoutReference: UNDERWRITER_CLAIM_MESSAGES.payoutReferenceFormat,
    });
    expect(fields({ status: 'rejected', reason: '  ' })).toEqual({ reason: CLAIM_MESSAGES.rejectionReason });
    expect(fields({ status: 'approved' })).toEqual({});
    expect(UnderwriterClaimStepSchema.parse({ status: 'paid', payoutReference: ' FT1234 ' })).toMatchObject({
      payoutReference: 'FT1234',
    });
  });
});
