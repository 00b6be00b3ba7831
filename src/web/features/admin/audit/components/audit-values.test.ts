import { describe, expect, it } from 'vitest';
import { auditValue, fieldChanges, fieldLabel, fieldValue } from './audit-values';

const UPLOADED = '/api/media/uploads/3f9a1c2e5b7d4e6f8a0b1c2d3e4f5a6b-1600.webp';
const SAMPLE = '/api/media/sample/ocean-view-1.svg';
const text = (value: string) => ({ kind: 'text', text: value });

describe('audit values as people read them', () => {
  it('turns field names into labels', () => {
    expect(fieldLabel('priceUsd')).toBe('Price USD');
    expect(fieldLabel('application_fee_ngn')).toBe('Application fee NGN');
    expect(fieldLabel('role')).toBe('Role');
    expect(fieldLabel('logoUrl')).toBe('Logo');
  });

  it('shows amounts as money, flags as yes or no, empty as none and long lists by count', () => {
    expect(fieldValue('priceUsd', 12_500_00)).toBe('$12,500');
    expect(fieldValue('published', true)).toBe('yes');
    expect(fieldValue('note', null)).toBe('none');
    expect(fieldValue('photos', ['a', 'b', 'c', 'd'])).toBe('4 items');
    expect(fieldValue('tags', ['a', 'b'])).toBe('a, b');
  });

  it("names a funeral plan's type as customers see it", () => {
    expect(fieldValue('planType', 'additional_life')).toBe('Additional Life Plan');
    expect(fieldValue('planType', 'something_else')).toBe('something_else');
  });

  it('shows our own photos as pictures named by their stored key, anything else as text', () => {
    expect(auditValue('logoUrl', UPLOADED)).toEqual({
      kind: 'photos',
      photos: [{ url: UPLOADED, name: 'photo 3f9a1c2e' }],
    });
    expect(auditValue('photos', [SAMPLE, UPLOADED])).toEqual({
      kind: 'photos',
      photos: [
        { url: SAMPLE, name: 'sample photo ocean-view-1' },
        { url: UPLOADED, name: 'photo 3f9a1c2e' },
      ],
    });
    expect(auditValue('photos', [])).toEqual(text('none'));
    expect(auditValue('logoUrl', 'https://example.com/logo.png')).toEqual(
      text('https://example.com/logo.png'),
    );
  });

  it('pairs the values before and after, and leaves out the side an entry has not got', () => {
    expect(fieldChanges({ role: 'user' }, { role: 'admin' })).toEqual([
      { key: 'role', label: 'Role', before: text('user'), after: text('admin') },
    ]);
    expect(fieldChanges(null, { title: 'Villa' })).toEqual([
      { key: 'title', label: 'Title', after: text('Villa') },
    ]);
  });

  it("puts the row's name first and the rest by label, whatever order the database kept", () => {
    const after = {
      active: true,
      applicationFeeUsd: 1,
      name: 'Harbour',
      applicationFeeNgn: 2,
      description: 'x',
    };
    expect(fieldChanges(null, after).map((change) => change.label)).toEqual([
      'Name',
      'Active',
      'Application fee NGN',
      'Application fee USD',
      'Description',
    ]);
  });
});
