import { describe, expect, it } from 'vitest';
import { paths, safeRedirect } from './paths';

describe('safeRedirect', () => {
  it.each([
    '/home',
    '/healthcare/beneficiary?plan=zenith',
    '/ok?x=//y',
    '/ok#//y',
    // Percent-encoded, the browser keeps these in the path: still this origin.
    '/%09/example.com',
    '/%2F%2Fexample.com',
    '/%5Cexample.com',
  ])('keeps the same-origin path %j', (target) => {
    expect(safeRedirect(target)).toBe(target);
  });

  it.each([
    ['a protocol-relative URL', '//example.com'],
    ['a backslash the browser reads as a slash', '/\\example.com'],
    ['a backslash later in the path', '/a\\..\\\\example.com'],
    ['a tab the browser strips', '/\t/example.com'],
    ['a newline the browser strips', '/\n/example.com'],
    ['a carriage return', '/\r/example.com'],
    ['a NUL', '/a\u0000b'],
    ['DEL', '/a\u007fb'],
    ['a C1 control', '/a\u0085b'],
    ['a leading space', ' //example.com'],
    ['a script URL', 'javascript:alert(1)'],
    ['an absolute URL', 'https://example.com/home'],
    ['a relative path', 'home'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_, target) => {
    expect(safeRedirect(target)).toBe(paths.home);
    expect(safeRedirect(target, paths.profile)).toBe(paths.profile);
  });
});
