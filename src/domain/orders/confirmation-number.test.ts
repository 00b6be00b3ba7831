import { describe, expect, it } from 'vitest';
import { confirmationNumber, coverageStartFor } from './confirmation-number';

describe('confirmation numbers', () => {
  it('are DH and the order time in uppercase base 36', () => {
    const placedAt = new Date('2026-11-22T10:00:00Z');
    expect(confirmationNumber(placedAt)).toBe(`DH${placedAt.getTime().toString(36).toUpperCase()}`);
    expect(confirmationNumber(placedAt)).toMatch(/^DH[0-9A-Z]+$/);
  });

  it('move on to a different number on a retry', () => {
    const placedAt = new Date('2026-11-22T10:00:00Z');
    expect(confirmationNumber(placedAt, 1)).not.toBe(confirmationNumber(placedAt));
  });
});

describe('coverage start', () => {
  it('is the day after the order, across a year end', () => {
    expect(coverageStartFor(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(coverageStartFor(new Date('2026-12-31T08:00:00Z'))).toBe('2027-01-01');
  });
});
