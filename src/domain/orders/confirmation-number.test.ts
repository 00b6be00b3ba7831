import { describe, expect, it } from 'vitest';
import { confirmationNumber, confirmationNumberRange } from './confirmation-number';

describe('confirmation numbers', () => {
  it('are DH and 8 characters of the reference alphabet, as long as the first timestamp numbers', () => {
    for (const value of [0n, 1n, 2n, 1_000_000n, 32n ** 8n - 1n]) {
      expect(confirmationNumber(value)).toMatch(/^DH[0-9A-HJKMNP-TV-Z]{8}$/);
    }
    expect(confirmationNumber(1n)).toHaveLength(`DH${Date.now().toString(36)}`.length);
  });

  it('never repeat: 200,000 consecutive sequence values give 200,000 numbers', () => {
    const seen = new Set<string>();
    for (let value = 1n; value <= 200_000n; value++) seen.add(confirmationNumber(value));
    expect(seen.size).toBe(200_000);
  });

  it('put neighbouring orders far apart', () => {
    const [a, b] = [confirmationNumber(41n), confirmationNumber(42n)];
    const differing = [...a].filter((char, i) => char !== b[i]).length;
    expect(differing).toBeGreaterThanOrEqual(4);
  });

  it('refuse a sequence value the 8 characters cannot hold', () => {
    expect(() => confirmationNumber(32n ** 8n)).toThrow(RangeError);
    expect(() => confirmationNumber(-1n)).toThrow(RangeError);
  });
});

describe('confirmation number search as an index range', () => {
  it('covers every number that starts with the text, in any case', () => {
    expect(confirmationNumberRange('dh1a')).toEqual({ from: 'DH1A', below: 'DH1B' });
    expect(confirmationNumberRange('DH19')).toEqual({ from: 'DH19', below: 'DH1A' });
  });

  it('carries past a trailing Z', () => {
    expect(confirmationNumberRange('DH1Z')).toEqual({ from: 'DH1Z', below: 'DH2' });
    expect(confirmationNumberRange('ZZ')).toEqual({ from: 'ZZ', below: null });
  });

  it('matches nothing for text no confirmation number can start with', () => {
    expect(confirmationNumberRange('DH-1')).toBeUndefined();
    expect(confirmationNumberRange('')).toBeUndefined();
  });
});
