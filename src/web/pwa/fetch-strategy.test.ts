import { describe, expect, it } from 'vitest';
import { cacheName, fetchStrategy, staleCaches, type RequestFacts } from './fetch-strategy';

const ORIGIN = 'https://app.example';
const get = (path: string, mode = 'cors'): RequestFacts => ({ method: 'GET', mode, url: `${ORIGIN}${path}` });

describe('fetchStrategy', () => {
  it.each([
    ['hashed scripts and styles', get('/assets/entry.client-CYYx-Z3i.js', 'cors'), 'cache-first'],
    ['a hashed image', get('/assets/favicon-AbC.svg', 'no-cors'), 'cache-first'],
    ['a navigation to a public page', get('/help', 'navigate'), 'network-first'],
    ['a navigation to a signed-in page', get('/home', 'navigate'), 'network-first'],
    ['an API answer', get('/api/me'), 'network'],
    ['the API root', get('/api'), 'network'],
    ['an API URL opened in a tab', get('/api/openapi.json', 'navigate'), 'network'],
    ['a member card’s cover check, which the server writes', get('/verify/abc', 'navigate'), 'network'],
    ['an alert’s unsubscribe page, which the server writes', get('/unsubscribe/a/b', 'navigate'), 'network'],
    ['a beneficiary’s invitation page, which the server writes', get('/invite/abc', 'navigate'), 'network'],
    ['an unhashed file', get('/manifest.webmanifest'), 'network'],
    ['an uploaded photo', get('/uploads/listing-1.webp', 'no-cors'), 'network'],
    ['an asset with a query string', get('/assets/app.css?v=2'), 'network'],
    ['another origin', { method: 'GET', mode: 'cors', url: 'https://cdn.example/assets/x.js' }, 'network'],
  ] as const)('%s: %s', (_, request, expected) => {
    expect(fetchStrategy(request, ORIGIN)).toBe(expected);
  });

  it('leaves everything but GET to the network, assets and navigations included', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
      expect(fetchStrategy({ ...get('/assets/a.js'), method }, ORIGIN)).toBe('network');
      expect(fetchStrategy({ ...get('/home', 'navigate'), method }, ORIGIN)).toBe('network');
      expect(fetchStrategy({ ...get('/api/orders'), method }, ORIGIN)).toBe('network');
    }
  });
});

describe('staleCaches', () => {
  it("names our other builds' caches and leaves the current and foreign ones", () => {
    const current = cacheName('build2');
    expect(staleCaches([cacheName('build1'), current, 'someone-else', cacheName('build0')], current)).toEqual(
      [cacheName('build1'), cacheName('build0')],
    );
  });
});
