import { describe, expect, it } from 'vitest';
import { funeralApplicationReference } from './funeral/funeral-plan';
import { confirmationNumber } from './orders/confirmation-number';
import { applicationReference } from './property/application-reference';

describe('references from sequence values', () => {
  it("are 'DH', 'PA' or 'FA' and 8 uppercase base-36 characters", () => {
    for (const value of [0n, 1n, 1_000_000n, 36n ** 8n - 1n]) {
      expect(confirmationNumber(value)).toMatch(/^DH[0-9A-Z]{8}$/);
      expect(applicationReference(value)).toMatch(/^PA[0-9A-Z]{8}$/);
      expect(funeralApplicationReference(value)).toMatch(/^FA[0-9A-Z]{8}$/);
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
