import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff';

describe('changedFields', () => {
  it('keeps only the fields that changed, on both sides', () => {
    expect(
      changedFields(
        { title: 'Villa', priceUsd: 100, photos: ['a'] },
        { title: 'Villa', priceUsd: 120, photos: ['a'] },
      ),
    ).toEqual({ before: { priceUsd: 100 }, after: { priceUsd: 120 } });
  });

  it('compares arrays and objects by value and reports a field that appears or goes as null', () => {
    expect(changedFields({ photos: ['a'], note: 'x' }, { photos: ['a', 'b'] })).toEqual({
      before: { photos: ['a'], note: 'x' },
      after: { photos: ['a', 'b'], note: null },
    });
  });

  it('is empty when nothing changed', () => {
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual({ before: {}, after: {} });
  });
});
