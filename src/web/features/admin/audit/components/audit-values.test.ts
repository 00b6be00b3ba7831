import { describe, expect, it } from 'vitest';
import { fieldChanges, fieldLabel, fieldValue } from './audit-values';

describe('audit values as people read them', () => {
  it('turns field names into labels', () => {
    expect(fieldLabel('priceUsd')).toBe('Price USD');
    expect(fieldLabel('application_fee_ngn')).toBe('Application fee NGN');
    expect(fieldLabel('role')).toBe('Role');
  });

  it('shows amounts as money, flags as yes or no, empty as none and long lists by count', () => {
    expect(fieldValue('priceUsd', 12_500_00)).toBe('$12,500');
    expect(fieldValue('published', true)).toBe('yes');
    expect(fieldValue('note', null)).toBe('none');
    expect(fieldValue('photos', ['a', 'b', 'c', 'd'])).toBe('4 items');
    expect(fieldValue('tags', ['a', 'b'])).toBe('a, b');
  });

  it('pairs the values before and after, and leaves out the side an entry has not got', () => {
    expect(fieldChanges({ role: 'user' }, { role: 'admin' })).toEqual([
      { key: 'role', label: 'Role', before: 'user', after: 'admin' },
    ]);
    expect(fieldChanges(null, { title: 'Villa' })).toEqual([
      { key: 'title', label: 'Title', after: 'Villa' },
    ]);
  });
});
