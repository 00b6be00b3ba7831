import { describe, expect, it } from 'vitest';
import { InvalidEnvError, paymentsConfig, readEnv } from './env';

describe('payment settings', () => {
  it('default to card payments off and sample bank details', () => {
    const config = paymentsConfig(readEnv({}));
    expect(config.cardPayments).toBe('off');
    expect(config.bankTransfer).toEqual({
      bankName: 'Sample Bank Plc',
      accountName: 'Diaspora Hub Ltd',
      accountNumber: '0123456789',
    });
    expect(config.webhookSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('turn on the test checkout and take the configured secret and bank', () => {
    const secret = 's'.repeat(40);
    const config = paymentsConfig(
      readEnv({ CARD_PAYMENTS: 'test', PAYMENT_WEBHOOK_SECRET: secret, BANK_NAME: 'Real Bank' }),
    );
    expect(config).toMatchObject({ cardPayments: 'test', webhookSecret: secret });
    expect(config.bankTransfer.bankName).toBe('Real Bank');
  });

  it('refuse an unknown mode and a short secret, naming the variable', () => {
    expect(() => readEnv({ CARD_PAYMENTS: 'stripe' })).toThrow(/CARD_PAYMENTS/);
    expect(() => readEnv({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
  });

  it('refuse the test checkout in production, where it would mark orders paid without taking money', () => {
    const production = { NODE_ENV: 'production', PAYMENT_WEBHOOK_SECRET: 's'.repeat(40) } as const;
    expect(() => readEnv({ ...production, CARD_PAYMENTS: 'test' })).toThrow(InvalidEnvError);
    expect(() => readEnv({ ...production, CARD_PAYMENTS: 'test' })).toThrow(/CARD_PAYMENTS/);
    expect(() => readEnv(production)).not.toThrow();
    expect(() => readEnv({ NODE_ENV: 'development', CARD_PAYMENTS: 'test' })).not.toThrow();
  });

  it('need a webhook secret for card payments in production', () => {
    expect(() => readEnv({ NODE_ENV: 'production', CARD_PAYMENTS: 'test' })).toThrow(
      /PAYMENT_WEBHOOK_SECRET/,
    );
  });
});
