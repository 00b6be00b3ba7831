import { describe, expect, it } from 'vitest';
import { forwardedClientIp, publicRequest } from './forwarded-request';
import { configuredOrigins } from './origin-check';

const upstream = (headers: Record<string, string>, init: RequestInit = {}) =>
  new Request('http://127.0.0.1:3000/api/x?a=1', { ...init, headers });

describe('publicRequest', () => {
  it('takes the scheme and host the browser used, the first of each list', () => {
    const request = publicRequest(
      upstream({ 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'App.Example:8443, internal' }),
    );
    expect(request.url).toBe('https://app.example:8443/api/x?a=1');
  });

  it.each([
    ['x-forwarded-proto', 'javascript'],
    ['x-forwarded-host', 'evil.example/path'],
    ['x-forwarded-host', 'user@evil.example'],
    ['x-forwarded-host', 'a b'],
    ['x-forwarded-host', 'evil.example:99999999'],
  ])('ignores an invalid %s: %s', (name, value) => {
    expect(publicRequest(upstream({ [name]: value })).url).toBe('http://127.0.0.1:3000/api/x?a=1');
  });

  it('keeps only the address our proxy appended, not the ones the client wrote', () => {
    const request = publicRequest(upstream({ 'x-forwarded-for': '1.2.3.4, 198.51.100.2' }));
    expect(request.headers.get('x-forwarded-for')).toBe('198.51.100.2');
    expect(publicRequest(upstream({ 'x-forwarded-for': 'not-an-ip' })).headers.has('x-forwarded-for')).toBe(
      false,
    );
  });

  it('passes the body on', async () => {
    const request = publicRequest(
      upstream({ 'x-forwarded-proto': 'https' }, { method: 'POST', body: '{"a":1}' }),
    );
    expect(request.method).toBe('POST');
    expect(await request.text()).toBe('{"a":1}');
  });

  it('returns the same request when there is nothing to change', () => {
    const request = upstream({ 'x-forwarded-for': '198.51.100.2' });
    expect(publicRequest(request)).toBe(request);
  });
});

describe('forwardedClientIp', () => {
  it('is the right-most valid address', () => {
    expect(forwardedClientIp('10.0.0.1, 2001:db8::1')).toBe('2001:db8::1');
    expect(forwardedClientIp(null)).toBeUndefined();
  });
});

describe('configuredOrigins', () => {
  it('compares origins, not URLs', () => {
    expect(
      configuredOrigins('https://app.example/', ['https://admin.example/x', 'https://app.example']),
    ).toEqual(['https://app.example', 'https://admin.example']);
  });
});
