import { describe, expect, it } from 'vitest';
import { readTypedReference, referenceDigits, referenceSpellings } from './reference-alphabet';

describe('the reference alphabet', () => {
  it('writes values in base 32 without I, L, O or U', () => {
    expect(referenceDigits(0n, 8)).toBe('00000000');
    expect(referenceDigits(31n, 2)).toBe('0Z');
    expect(referenceDigits(32n ** 8n - 1n, 8)).toBe('ZZZZZZZZ');
    expect(referenceDigits(18n, 1)).toBe('J');
  });

  it('reads a typed reference the way it was meant', () => {
    expect(readTypedReference(' dh1o-il 0k ')).toBe('DH10110K');
    expect(readTypedReference('FAZZ01AB')).toBe('FAZZ01AB');
    expect(readTypedReference('cl0oil7k')).toBe('CL00117K');
  });

  it('looks a typed reference up as read and, for older references, as typed', () => {
    expect(referenceSpellings('dhtzy0okv5')).toEqual(['DHTZY00KV5', 'DHTZY0OKV5']);
    expect(referenceSpellings('DH12345678')).toEqual(['DH12345678']);
  });
});
