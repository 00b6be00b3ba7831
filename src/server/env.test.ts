import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidEnvError, paymentsConfig, photoStorageConfig, readEnv } from './env';

describe('payment settings', () => {
  it('default to card payments off and sample bank details', () => {
    const config = paymentsConfig(readEnv({}));
    expect(config.cardPayments).toBe('off');
    expect(config.bankTransfer).toEqual({
      bankName: 'Sample Bank Plc',
      accountName: 'Diaspora Hub Ltd',
      accountNumber: '0123456789',
      currency: 'NGN',
      // No sample for what a bank abroad needs: a made-up SWIFT code would send money astray.
      swiftCode: null,
      bankAddress: null,
      intermediary: null,
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

  it('take the international bank details, a SWIFT code as banks print it', () => {
    const { bankTransfer } = paymentsConfig(
      readEnv({
        BANK_ACCOUNT_CURRENCY: 'USD',
        BANK_SWIFT_CODE: ' smpl ng la ',
        BANK_ADDRESS: ' 1 Marina, Lagos, Nigeria ',
        BANK_INTERMEDIARY_NAME: 'Example Bank NA, New York',
        BANK_INTERMEDIARY_SWIFT_CODE: 'EXMPUS33',
        BANK_INTERMEDIARY_ACCOUNT_NUMBER: '36001234',
      }),
    );
    expect(bankTransfer).toMatchObject({
      currency: 'USD',
      swiftCode: 'SMPLNGLA',
      bankAddress: '1 Marina, Lagos, Nigeria',
      intermediary: {
        bankName: 'Example Bank NA, New York',
        swiftCode: 'EXMPUS33',
        accountNumber: '36001234',
      },
    });
  });

  it('read a blank international detail as not set, so its line is left out', () => {
    const { bankTransfer } = paymentsConfig(
      readEnv({ BANK_SWIFT_CODE: '', BANK_ADDRESS: '   ', BANK_INTERMEDIARY_ACCOUNT_NUMBER: '' }),
    );
    expect(bankTransfer).toMatchObject({ swiftCode: null, bankAddress: null, intermediary: null });
  });

  it('refuse a malformed SWIFT code, another currency, and half an intermediary bank, naming the variable', () => {
    expect(() => readEnv({ BANK_SWIFT_CODE: 'SMPLNG' })).toThrow(/BANK_SWIFT_CODE: must be a SWIFT\/BIC/);
    expect(() => readEnv({ BANK_INTERMEDIARY_SWIFT_CODE: 'nope' })).toThrow(/BANK_INTERMEDIARY_SWIFT_CODE/);
    expect(() => readEnv({ BANK_ACCOUNT_CURRENCY: 'GBP' })).toThrow(/BANK_ACCOUNT_CURRENCY/);
    expect(() => readEnv({ BANK_INTERMEDIARY_NAME: 'Example Bank' })).toThrow(
      /BANK_INTERMEDIARY_SWIFT_CODE: is required when an intermediary bank is configured/,
    );
    expect(() => readEnv({ BANK_INTERMEDIARY_SWIFT_CODE: 'EXMPUS33' })).toThrow(/BANK_INTERMEDIARY_NAME/);
    expect(() => readEnv({ BANK_INTERMEDIARY_ACCOUNT_NUMBER: '1' })).toThrow(/BANK_INTERMEDIARY_NAME/);
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

  it('turn on Paystack with its secret key, against api.paystack.co unless told otherwise', () => {
    const key = 'sk_live_0123456789abcdef';
    expect(paymentsConfig(readEnv({ CARD_PAYMENTS: 'paystack', PAYSTACK_SECRET_KEY: key }))).toMatchObject({
      cardPayments: 'paystack',
      paystack: { secretKey: key, baseUrl: 'https://api.paystack.co' },
    });
    const stubbed = readEnv({
      CARD_PAYMENTS: 'paystack',
      PAYSTACK_SECRET_KEY: key,
      PAYSTACK_BASE_URL: 'http://127.0.0.1:3999',
    });
    expect(paymentsConfig(stubbed).paystack?.baseUrl).toBe('http://127.0.0.1:3999');
    // The key is read only when Paystack is the provider.
    expect(paymentsConfig(readEnv({ PAYSTACK_SECRET_KEY: key })).paystack).toBeNull();
  });

  it('take naira from Paystack, and dollars too when PAYSTACK_CURRENCIES says so; never pounds', () => {
    const paystack = { CARD_PAYMENTS: 'paystack', PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef' } as const;
    expect(paymentsConfig(readEnv(paystack)).paystack?.currencies).toEqual(['NGN']);
    const dollars = readEnv({ ...paystack, PAYSTACK_CURRENCIES: ' ngn, USD ' });
    expect(paymentsConfig(dollars).paystack?.currencies).toEqual(['NGN', 'USD']);
    expect(() => readEnv({ ...paystack, PAYSTACK_CURRENCIES: 'NGN,GBP' })).toThrow(
      /PAYSTACK_CURRENCIES: each must be one of NGN, USD/,
    );
    expect(() => readEnv({ ...paystack, PAYSTACK_CURRENCIES: 'USD' })).toThrow(
      /PAYSTACK_CURRENCIES: must include NGN/,
    );
  });

  it('refuse Paystack without a secret key, or with one not shaped like Paystack’s, naming the variable', () => {
    expect(() => readEnv({ CARD_PAYMENTS: 'paystack' })).toThrow(
      /PAYSTACK_SECRET_KEY: is required when CARD_PAYMENTS=paystack/,
    );
    expect(() => readEnv({ CARD_PAYMENTS: 'paystack', PAYSTACK_SECRET_KEY: 'pk_live_abc' })).toThrow(
      /PAYSTACK_SECRET_KEY: must be a Paystack secret key/,
    );
    expect(() => readEnv({ PAYSTACK_BASE_URL: 'ftp://api.paystack.co' })).toThrow(/PAYSTACK_BASE_URL/);
  });

  it('refuse a Paystack test key in production unless PAYSTACK_TEST_MODE says so; no webhook secret needed', () => {
    const production = { NODE_ENV: 'production', CARD_PAYMENTS: 'paystack' } as const;
    expect(() => readEnv({ ...production, PAYSTACK_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /PAYSTACK_SECRET_KEY: is a test key/,
    );
    expect(() =>
      readEnv({ ...production, PAYSTACK_SECRET_KEY: 'sk_test_abc123', PAYSTACK_TEST_MODE: 'true' }),
    ).not.toThrow();
    expect(() => readEnv({ ...production, PAYSTACK_SECRET_KEY: 'sk_live_abc123' })).not.toThrow();
    expect(() =>
      readEnv({ NODE_ENV: 'development', CARD_PAYMENTS: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_a' }),
    ).not.toThrow();
  });
});

describe('file storage settings', () => {
  it('keep files in DATA_DIR/uploads on PGlite and in the database on PostgreSQL', () => {
    expect(photoStorageConfig(readEnv({ DATA_DIR: '/srv/dh' }))).toEqual({
      kind: 'local',
      dir: path.resolve('/srv/dh/uploads'),
    });
    expect(photoStorageConfig(readEnv({ DATABASE_URL: 'postgres://db/dh' }))).toEqual({ kind: 'database' });
  });

  it('use the object store of STORAGE_URL, with its endpoint, path style, region and keys', () => {
    const env = readEnv({
      DATABASE_URL: 'postgres://db/dh',
      STORAGE_URL: 's3://dh-files/prod/uploads/',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_REGION: 'eu-west-2',
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    expect(photoStorageConfig(env)).toEqual({
      kind: 's3',
      bucket: 'dh-files',
      prefix: 'prod/uploads',
      endpoint: 'https://minio.internal:9000',
      region: 'eu-west-2',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret', sessionToken: undefined },
    });
    // No keys: the SDK finds its own (an instance role); AWS's endpoint, virtual-hosted addressing.
    expect(
      photoStorageConfig(readEnv({ DATABASE_URL: 'postgres://db/dh', STORAGE_URL: 's3://dh-files' })),
    ).toMatchObject({
      bucket: 'dh-files',
      prefix: '',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuse STORAGE_URL on PGlite, one that is not s3://bucket, and half a key pair, naming the variable', () => {
    expect(() => readEnv({ STORAGE_URL: 's3://dh-files' })).toThrow(/STORAGE_URL: needs DATABASE_URL/);
    const postgres = { DATABASE_URL: 'postgres://db/dh' };
    for (const url of [
      'https://dh-files.s3.amazonaws.com',
      's3://',
      's3://Bad_Bucket',
      'file:///srv/uploads',
    ]) {
      expect(() => readEnv({ ...postgres, STORAGE_URL: url }), url).toThrow(
        /STORAGE_URL: must be s3:\/\/bucket/,
      );
    }
    expect(() => readEnv({ ...postgres, AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(/AWS_SECRET_ACCESS_KEY/);
    expect(() => readEnv({ ...postgres, AWS_SECRET_ACCESS_KEY: 'secret' })).toThrow(/AWS_ACCESS_KEY_ID/);
    expect(() => readEnv({ ...postgres, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
