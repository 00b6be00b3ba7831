import { describe, expect, it } from 'vitest';
import { TotpCodeSchema, TWO_FACTOR_MESSAGES } from './two-factor.schema';

describe('TotpCodeSchema', () => {
  it('takes six digits, ignoring spaces between them', () => {
    expect(TotpCodeSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
  });

  it.each(['', '12345', '1234567', '12a456'])('refuses %j with the message', (code) => {
    const result = TotpCodeSchema.safeParse({ code });
    expect(result.error?.issues[0]?.message).toBe(TWO_FACTOR_MESSAGES.code);
  });
});
