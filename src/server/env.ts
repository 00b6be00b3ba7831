import { DEFAULT_REFUND_RULE } from '../domain/property/title-pack';
import path from 'node:path';
import { z } from 'zod';
import { appFolder } from './db/data-dir-layout';
import { parseS3Url, type PhotoStorageConfig } from './storage/photo-storage-config';
import { SWIFT_CODE_PATTERN, TRANSFER_CURRENCIES } from '../domain/payments/bank-transfer';
import {
  CARD_PAYMENT_MODES,
  isPaystackCurrency,
  PAYSTACK_CURRENCIES,
  PAYSTACK_DEFAULT_BASE_URL,
  type PaystackCurrency,
  type PaymentsConfig,
} from './modules/payments/payments.config';

/** Reads "true"/"1"/"yes" as true, so flags work the way shells write them. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((value) => ['true', '1', 'yes'].includes(value));

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** A detail that may be left out: unset or blank is null, so its line is omitted rather than shown empty. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || null);

/** A SWIFT/BIC as banks print it, spaces and case aside: 'SMPL NG LA' is read as 'SMPLNGLA'. */
const optionalSwiftCode = optionalText
  .transform((value) => value?.replaceAll(/\s/g, '').toUpperCase() ?? null)
  .refine((value) => value === null || SWIFT_CODE_PATTERN.test(value), {
    message: 'must be a SWIFT/BIC of 8 or 11 letters and digits, like SMPLNGLA',
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_URL: z.url().optional(),
  TRUSTED_ORIGINS: commaList.pipe(z.array(z.url())),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: flag,
  /** Sign-in, sign-up, password-reset and deletion-request attempts allowed per address and per email a minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** The bearer token a scraper sends for /metrics on the app's port; unset, /metrics is not served there. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** A port of its own serving /metrics with no token, for a private network (docs/decisions/072). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address that port listens on: loopback unless set, so it is never public by accident. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Diaspora Hub <no-reply@diasporahub.example>'),
  CLIENT_DIR: z.string().default('./build/client'),
  /** The property application fee's refund rule, shown beside the fee (docs/decisions/042). */
  APPLICATION_FEE_REFUND_RULE: z.string().trim().min(1).max(300).default(DEFAULT_REFUND_RULE),
  /**
   * 'test' turns on card checkout through the built-in test checkout (DECISIONS 19), 'paystack' through Paystack
   * (docs/decisions/046); 'off' keeps it disabled.
   */
  CARD_PAYMENTS: z.enum(CARD_PAYMENT_MODES).default('off'),
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Paystack's secret key: calls its API and checks its webhook signatures. Never logged. */
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_[A-Za-z0-9]+$/, 'must be a Paystack secret key, sk_test_… or sk_live_…')
    .optional(),
  /** https://api.paystack.co unless set, as the tests set it to their local stub. */
  PAYSTACK_BASE_URL: z.url({ protocol: /^https?$/ }).default(PAYSTACK_DEFAULT_BASE_URL),
  /** Lets a production server run on a test key (sk_test_…): a staging site that takes no real money. */
  PAYSTACK_TEST_MODE: flag,
  /** The currencies the Paystack account takes, comma-separated: NGN, and USD once Paystack has enabled it. */
  PAYSTACK_CURRENCIES: z
    .string()
    .default('NGN')
    .transform((list) => [...new Set(list.split(',').map((code) => code.trim().toUpperCase()))])
    .refine(
      (codes): codes is PaystackCurrency[] => codes.every((code) => isPaystackCurrency(code)),
      `each must be one of ${PAYSTACK_CURRENCIES.join(', ')}`,
    )
    .refine((codes) => codes.includes('NGN'), 'must include NGN, the currency Paystack settles in'),
  // Sample bank details, so a fresh install shows complete transfer instructions; set the real ones in production.
  BANK_NAME: z.string().trim().min(1).default('Sample Bank Plc'),
  BANK_ACCOUNT_NAME: z.string().trim().min(1).default('Diaspora Hub Ltd'),
  BANK_ACCOUNT_NUMBER: z.string().trim().min(1).default('0123456789'),
  /** The one currency the account takes: payers are asked for the order's amount in it (decision 031). */
  BANK_ACCOUNT_CURRENCY: z.enum(TRANSFER_CURRENCIES).default('NGN'),
  // What a bank abroad asks for. No samples: a made-up SWIFT code would send real money astray.
  BANK_SWIFT_CODE: optionalSwiftCode,
  BANK_ADDRESS: optionalText,
  BANK_INTERMEDIARY_NAME: optionalText,
  BANK_INTERMEDIARY_SWIFT_CODE: optionalSwiftCode,
  BANK_INTERMEDIARY_ACCOUNT_NUMBER: optionalText,
  /**
   * When saved searches' alerts run (cron, UTC): hourly by default, each search alerted at most once a UTC day
   * (docs/decisions/043). The browser tests run it every minute.
   */
  SEARCH_ALERTS_CRON: z.string().trim().min(9).default('20 * * * *'),
  /**
   * An S3-compatible object store for uploaded photos and title documents (docs/decisions/077-shared-files.md):
   * s3://bucket or s3://bucket/prefix. Unset, they are kept in PostgreSQL when DATABASE_URL is set, otherwise as
   * files in DATA_DIR/uploads.
   */
  STORAGE_URL: z
    .string()
    .regex(
      /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9!_.*'()/-]*)?$/,
      'must be s3://bucket or s3://bucket/prefix',
    )
    .optional(),
  /** The object store's URL when it is not AWS (MinIO, Ceph, Cloudflare R2, ...): https://minio.internal:9000. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Addresses objects as ENDPOINT/bucket/key rather than bucket.ENDPOINT/key: what MinIO and most others want. */
  S3_FORCE_PATH_STYLE: flag,
  AWS_REGION: z.string().trim().min(1).default('us-east-1'),
  /** The object store's keys; unset, the AWS SDK finds them itself (an instance role, a shared profile). */
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  AWS_SESSION_TOKEN: optionalText,
  /**
   * Termii's API key (docs/decisions/049): text messages to relatives go through Termii when set, otherwise into
   * DATA_DIR/sms-outbox as JSON files. Sent in the request body only; never logged.
   */
  TERMII_API_KEY: z.string().trim().min(1).optional(),
  /** The sender ID registered with Termii: 3 to 11 letters and digits. */
  TERMII_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{3,11}$/, 'must be 3 to 11 letters and digits')
    .default('DiasporaHub'),
  /** The account's base URL from Termii's dashboard; the tests set it to their local stub. */
  TERMII_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.ng.termii.com'),
  /** 'dnd' (transactional route, reaches numbers on Do-Not-Disturb; Termii enables it per account) or 'generic'. */
  TERMII_CHANNEL: z.enum(['dnd', 'generic']).default('dnd'),
});

/** Rules that tie several variables together. */
const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  // The test checkout's 'Pay' marks an order paid without taking any money: never on a real deployment.
  if (env.NODE_ENV === 'production' && env.CARD_PAYMENTS === 'test') {
    ctx.addIssue({
      code: 'custom',
      path: ['CARD_PAYMENTS'],
      message: "'test' marks orders paid without taking money, so it is refused when NODE_ENV=production",
    });
  }
  // Paystack signs with its secret key instead; a known secret would let anyone forge "payment completed".
  if (env.NODE_ENV === 'production' && env.CARD_PAYMENTS === 'test' && !env.PAYMENT_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_WEBHOOK_SECRET'],
      message: `is required in production when CARD_PAYMENTS=${env.CARD_PAYMENTS}`,
    });
  }
  if (env.CARD_PAYMENTS === 'paystack' && !env.PAYSTACK_SECRET_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYSTACK_SECRET_KEY'],
      message: 'is required when CARD_PAYMENTS=paystack',
    });
  }
  // A test key takes no money: a live site on one would mark orders paid for test cards.
  const testKey = env.PAYSTACK_SECRET_KEY?.startsWith('sk_test_');
  if (
    env.NODE_ENV === 'production' &&
    env.CARD_PAYMENTS === 'paystack' &&
    testKey &&
    !env.PAYSTACK_TEST_MODE
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYSTACK_SECRET_KEY'],
      message: 'is a test key (sk_test_…), refused when NODE_ENV=production unless PAYSTACK_TEST_MODE=true',
    });
  }
  // Embedded PGlite is one instance: its files stay in DATA_DIR/uploads, where `npm run backup` takes them.
  if (env.STORAGE_URL && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['STORAGE_URL'],
      message: 'needs DATABASE_URL: embedded PGlite keeps its files in DATA_DIR/uploads',
    });
  }
  if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'],
      message: 'is required with its pair: set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither',
    });
  }
  // An intermediary bank is of no use to a sender without both its name and its SWIFT code.
  const intermediary = {
    BANK_INTERMEDIARY_NAME: env.BANK_INTERMEDIARY_NAME,
    BANK_INTERMEDIARY_SWIFT_CODE: env.BANK_INTERMEDIARY_SWIFT_CODE,
  };
  const anyIntermediary = Object.values(intermediary).some(Boolean) || env.BANK_INTERMEDIARY_ACCOUNT_NUMBER;
  for (const [name, value] of Object.entries(intermediary)) {
    if (anyIntermediary && !value) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'is required when an intermediary bank is configured',
      });
    }
  }
});

export type Env = z.infer<typeof EnvSchema>;

export class InvalidEnvError extends Error {
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'InvalidEnvError';
  }
}

/** The only reader of process.env: parse once, refuse to start on anything invalid. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = CheckedEnvSchema.safeParse(source);
  if (!result.success) {
    throw new InvalidEnvError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return result.data;
}

export function appUrl(env: Env): string {
  return env.APP_URL ?? `http://localhost:${env.PORT}`;
}

/** Mail goes through SMTP_URL when set, otherwise into DATA_DIR/outbox as .eml files. */
export function mailOptions(env: Env) {
  return { smtpUrl: env.SMTP_URL, outboxDir: appFolder(env.DATA_DIR, 'outbox'), from: env.MAIL_FROM };
}

/** Text messages go through Termii when TERMII_API_KEY is set, otherwise into DATA_DIR/sms-outbox as .json files. */
export function smsOptions(env: Env) {
  return {
    termii: env.TERMII_API_KEY
      ? {
          apiKey: env.TERMII_API_KEY,
          senderId: env.TERMII_SENDER_ID,
          baseUrl: env.TERMII_BASE_URL,
          channel: env.TERMII_CHANNEL,
        }
      : null,
    outboxDir: appFolder(env.DATA_DIR, 'smsOutbox'),
  };
}

/**
 * Where uploaded photos and title documents are kept (docs/decisions/077-shared-files.md): the object store when
 * STORAGE_URL is set, PostgreSQL's database when DATABASE_URL is, otherwise files in DATA_DIR/uploads.
 */
export function photoStorageConfig(env: Env): PhotoStorageConfig {
  if (env.STORAGE_URL) {
    const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
    return {
      kind: 's3',
      ...parseS3Url(env.STORAGE_URL),
      endpoint: env.S3_ENDPOINT,
      region: env.AWS_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials:
        accessKeyId && secretAccessKey
          ? { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN ?? undefined }
          : undefined,
    };
  }
  if (env.DATABASE_URL) return { kind: 'database' };
  return { kind: 'local', dir: path.resolve(appFolder(env.DATA_DIR, 'uploads')) };
}

/** Outside production only, so development and tests need no setup; production must set its own. */
const DEVELOPMENT_WEBHOOK_SECRET = 'development-only-payment-webhook-secret';

export function paymentsConfig(env: Env): PaymentsConfig {
  return {
    cardPayments: env.CARD_PAYMENTS,
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET ?? DEVELOPMENT_WEBHOOK_SECRET,
    paystack:
      env.CARD_PAYMENTS === 'paystack' && env.PAYSTACK_SECRET_KEY
        ? {
            secretKey: env.PAYSTACK_SECRET_KEY,
            baseUrl: env.PAYSTACK_BASE_URL,
            currencies: env.PAYSTACK_CURRENCIES,
          }
        : null,
    bankTransfer: {
      bankName: env.BANK_NAME,
      accountName: env.BANK_ACCOUNT_NAME,
      accountNumber: env.BANK_ACCOUNT_NUMBER,
      currency: env.BANK_ACCOUNT_CURRENCY,
      swiftCode: env.BANK_SWIFT_CODE,
      bankAddress: env.BANK_ADDRESS,
      intermediary:
        env.BANK_INTERMEDIARY_NAME && env.BANK_INTERMEDIARY_SWIFT_CODE
          ? {
              bankName: env.BANK_INTERMEDIARY_NAME,
              swiftCode: env.BANK_INTERMEDIARY_SWIFT_CODE,
              accountNumber: env.BANK_INTERMEDIARY_ACCOUNT_NUMBER,
            }
          : null,
    },
  };
}
