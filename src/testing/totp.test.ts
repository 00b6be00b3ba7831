import { describe, expect, it } from 'vitest';
import { totpCode } from './totp';

describe('totpCode', () => {
  // RFC 6238 appendix B: the SHA-1 secret "12345678901234567890", base32-encoded; the RFC's 8-digit codes end in these 6.
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59_000, '287082'],
    [1_111_111_109_000, '081804'],
    [1_234_567_890_000, '005924'],
  ])('gives the RFC test vector at %i ms', (at, code) => expect(totpCode(secret, at)).toBe(code));

  it('reads the secret from an otpauth URI', () => {
    expect(totpCode(`otpauth://totp/DH:a@b.c?secret=${secret}&issuer=DH`, 59_000)).toBe('287082');
  });
});
