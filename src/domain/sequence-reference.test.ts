import { describe, expect, it } from 'vitest';
import { funeralApplicationReference } from './funeral/funeral-plan';
import { confirmationNumber } from './orders/confirmation-number';
import { applicationReference } from './property/application-reference';

describe('references from sequence values', () => {
  it("are 'DH', 'PA' or 'FA' and 8 characters with no I, L, O or U", () => {
    for (const value of [0n, 1n, 1_000_000n, 32n ** 8n - 1n]) {
      expect(confirmationNumber(value)).toMatch(/^DH[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(applicationReference(value)).toMatch(/^PA[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(funeralApplicationReference(value)).toMatch(/^FA[0-9A-HJKMNP-TV-Z]{8}$/);
    }
  });

  it('never use a letter that looks like a digit, over 100,000 references', () => {
    for (let value = 1n; value <= 100_000n; value++) {
      expect(confirmationNumber(value).slice(2)).not.toMatch(/[ILOU]/);
    }
  });

  it('differ after the prefix for equal values of the three sequences', () => {
    for (const value of [1n, 2n, 500n]) {
      const tails = [confirmationNumber, applicationReference, funeralApplicationReference].map((make) =>
        make(value).slice(2),
      );
      expect(new Set(tails).size).toBe(3);
    }
  });

  it('never repeat within a kind: 100,000 consecutive values give 100,000 references', () => {
    const seen = new Set<string>();
    for (let value = 1n; value <= 100_000n; value++) seen.add(funeralApplicationReference(value));
    expect(seen.size).toBe(100_000);
  });
});
