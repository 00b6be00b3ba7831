import { describe, expect, it } from 'vitest';
import { paths } from '@/web/config/paths';
import { continueLine, entryLink, returnPurpose, returnTargetOf } from './return-target';

describe('returnTargetOf', () => {
  it('keeps a same-origin path', () => {
    expect(returnTargetOf('/healthcare/beneficiary?plan=homereach-hazel')).toBe(
      '/healthcare/beneficiary?plan=homereach-hazel',
    );
  });

  it.each([
    ['another origin, protocol-relative', '//evil.example'],
    ['another origin, absolute', 'https://evil.example/healthcare/beneficiary?plan=zenith'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['nothing', null],
    ['an empty value', ''],
  ])('is no target for %s', (_, redirect) => {
    expect(returnTargetOf(redirect)).toBeUndefined();
  });
});

describe('entryLink', () => {
  it('carries the target to the other entry screen, encoded', () => {
    expect(entryLink(paths.signUp, '/healthcare/beneficiary?plan=homereach-hazel')).toBe(
      '/signup?redirect=%2Fhealthcare%2Fbeneficiary%3Fplan%3Dhomereach-hazel',
    );
  });

  it('is the plain screen without a target', () => {
    expect(entryLink(paths.signIn, undefined)).toBe('/signin');
  });

  it('never passes on what returnTargetOf refused', () => {
    expect(entryLink(paths.signUp, returnTargetOf('//evil.example'))).toBe('/signup');
  });
});

describe('returnPurpose', () => {
  it.each([
    ['/healthcare/beneficiary?plan=homereach-hazel', 'buying HomeReach Hazel'],
    ['/healthcare/payer?plan=zenith', 'buying Venus Medicare Zenith'],
    ['/healthcare/summary?plan=ally-partners-premium', 'buying Ally Partners Medicare Premium'],
    ['/healthcare/beneficiary?plan=no-such-plan', 'buying a health plan'],
    ['/healthcare/payer', 'buying a health plan'],
    ['/property/6f1c2b3a-4d5e-4f60-8a9b-0c1d2e3f4a5b', 'applying for a property'],
    ['/funeral-insurance/apply?plan=6f1c1a56-5bd3-4d4e-9a57-4d1b6a0b9b11', 'applying for funeral cover'],
  ])('reads %j as %j', (target, purpose) => {
    expect(returnPurpose(target)).toBe(purpose);
  });

  it.each([
    '/home',
    '/profile',
    '/healthcare/plan/homereach-hazel',
    '/healthcare/success?order=abc',
    '/property',
    '/funeral-insurance',
  ])('says nothing for %j', (target) => {
    expect(returnPurpose(target)).toBeUndefined();
  });

  it('says nothing without a target', () => {
    expect(returnPurpose(undefined)).toBeUndefined();
  });
});

describe('continueLine', () => {
  const hazel = '/healthcare/beneficiary?plan=homereach-hazel';

  it('puts the screen’s action before the purpose', () => {
    expect(continueLine('Sign in', hazel)).toBe('Sign in to continue buying HomeReach Hazel');
    expect(continueLine('Create an account', hazel)).toBe(
      'Create an account to continue buying HomeReach Hazel',
    );
  });

  it('is empty when there is nothing to say', () => {
    expect(continueLine('Sign in', '/profile')).toBeFalsy();
    expect(continueLine('Sign in', undefined)).toBeFalsy();
  });
});
