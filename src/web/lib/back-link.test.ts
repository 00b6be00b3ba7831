import { describe, expect, it } from 'vitest';
import { backTarget, withBack } from './back-link';

describe('withBack', () => {
  it('carries a filtered list', () => {
    expect(withBack('/property/p1', '/real-estate?type=villa&minBedrooms=3')).toBe(
      '/property/p1?back=%2Freal-estate%3Ftype%3Dvilla%26minBedrooms%3D3',
    );
  });

  it('adds nothing for a list without a query', () => {
    expect(withBack('/property/p1', '/real-estate')).toBe('/property/p1');
  });

  it('keeps the detail page’s own query', () => {
    expect(withBack('/admin/applications/property/a1?x=1', '/admin/applications?status=pending')).toBe(
      '/admin/applications/property/a1?x=1&back=%2Fadmin%2Fapplications%3Fstatus%3Dpending',
    );
  });
});

describe('backTarget', () => {
  const list = '/real-estate';
  it('goes back to the list with its filters', () => {
    const search = `?back=${encodeURIComponent('/real-estate?type=villa&search=Lekki')}`;
    expect(backTarget(search, list)).toBe('/real-estate?type=villa&search=Lekki');
  });

  it('falls back to the list without a back parameter', () => {
    expect(backTarget('', list)).toBe('/real-estate');
  });

  it.each([
    ['another origin', 'https://evil.example/real-estate'],
    ['a protocol-relative URL', '//evil.example/real-estate'],
    ['a backslash trick', '/\\evil.example/real-estate'],
    ['another page of the site', '/admin/users?x=1'],
    ['a page whose name starts like the list', '/real-estate-providers?x=1'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses %s', (_, back) => {
    expect(backTarget(new URLSearchParams({ back }), list)).toBe('/real-estate');
  });

  it('takes the list’s path from a fallback that has a query of its own', () => {
    const search = `?back=${encodeURIComponent('/admin/applications?kind=funeral&status=pending')}`;
    expect(backTarget(search, '/admin/applications?kind=property')).toBe(
      '/admin/applications?kind=funeral&status=pending',
    );
    expect(backTarget('', '/admin/applications?kind=property')).toBe('/admin/applications?kind=property');
  });

  it('round-trips what withBack wrote', () => {
    const to = withBack('/healthcare/plan/zenith', '/healthcare/compare?plans=super,zenith');
    expect(backTarget(new URL(to, 'http://x').search, '/healthcare/compare')).toBe(
      '/healthcare/compare?plans=super,zenith',
    );
  });
});
