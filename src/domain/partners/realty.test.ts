import { describe, expect, it } from 'vitest';
import { titleStatusAfterPartnerUpload } from './realty';

describe("a realty firm's new title document", () => {
  it('puts a verified title back to awaiting our verification', () => {
    expect(titleStatusAfterPartnerUpload('verified', 'Certificate of Occupancy')).toBe('documents_received');
  });

  it('marks a known title as documents received, and leaves one without a type not verified', () => {
    expect(titleStatusAfterPartnerUpload('not_verified', "Governor's Consent")).toBe('documents_received');
    expect(titleStatusAfterPartnerUpload('not_verified', null)).toBe('not_verified');
    expect(titleStatusAfterPartnerUpload('documents_received', 'Deed of Assignment')).toBe(
      'documents_received',
    );
  });
});
