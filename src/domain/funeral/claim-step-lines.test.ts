import { describe, expect, it } from 'vitest';
import { claimStepLine } from './claim-step-lines';

const partner = 'Leadway Assurance';

describe('the line a claim step shows the claimant', () => {
  it("names the underwriter's own steps", () => {
    expect(claimStepLine({ status: 'documents_checked', partner })).toBe(
      'Leadway Assurance checked the documents',
    );
    expect(claimStepLine({ status: 'approved', partner })).toBe('Leadway Assurance approved the claim');
    expect(claimStepLine({ status: 'paid', partner, payoutReference: 'FT26113' })).toBe(
      'Leadway Assurance paid the claim: reference FT26113',
    );
    expect(claimStepLine({ status: 'rejected', partner, reason: 'Wrong person' })).toBe(
      'Leadway Assurance rejected the claim: Wrong person',
    );
  });

  it('drops what was removed with the holder’s data, and adds nothing to the submission', () => {
    expect(claimStepLine({ status: 'rejected', partner, reason: null })).toBe(
      'Leadway Assurance rejected the claim',
    );
    expect(claimStepLine({ status: 'paid', partner })).toBe('Leadway Assurance paid the claim');
    expect(claimStepLine({ status: 'submitted', partner })).toBeUndefined();
  });

  it('never says the underwriter did what our admins did', () => {
    for (const status of ['documents_checked', 'approved', 'rejected'] as const)
      expect(claimStepLine({ status, reason: 'x' }), status).toBeUndefined();
    expect(claimStepLine({ status: 'paid' })).toBeUndefined();
    expect(claimStepLine({ status: 'paid', payoutReference: 'FT1' })).toBe('Payout reference FT1');
  });
});
