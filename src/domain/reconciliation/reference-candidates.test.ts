import { describe, expect, it } from 'vitest';
import { referenceCandidates } from './reference-candidates';

describe('referenceCandidates', () => {
  it('finds a reference in any case, split by single spaces or hyphens, glued to the word before', () => {
    expect(referenceCandidates('NIP/GTB/ADA/dh 7kq2-m9xa/ORDER')).toContainEqual({
      base: 'DH7KQ2M9XA',
      suffix: null,
    });
    expect(referenceCandidates('REFDH7KQ2M9XA')).toContainEqual({ base: 'DH7KQ2M9XA', suffix: null });
  });

  it('reads a premium’s two digits only when they end there', () => {
    expect(referenceCandidates('FA9RT4W2HC-01 PREMIUM')).toEqual([{ base: 'FA9RT4W2HC', suffix: '01' }]);
    expect(referenceCandidates('FA9RT4W2HC 2026')).toEqual([{ base: 'FA9RT4W2HC', suffix: null }]);
  });

  it('does not read across two separators or punctuation', () => {
    expect(referenceCandidates('DH  7KQ2M9XA')).toEqual([]);
    expect(referenceCandidates('DH/7KQ2M9XA')).toEqual([]);
  });

  it('stops at 16 candidates however long the narration', () => {
    expect(referenceCandidates('PAYMENTS1 '.repeat(100))).toHaveLength(1);
    expect(
      referenceCandidates(Array.from({ length: 40 }, (_, i) => `DH${String(i).padStart(8, '0')}`).join(' ')),
    ).toHaveLength(16);
  });
});
