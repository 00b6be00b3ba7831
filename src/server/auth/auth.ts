import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import type { Logger } from 'pino';
import { EMAIL_CONFIRMATION_HOURS } from '../../domain/accounts/email-verification';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/accounts/signup.schema';
import type { Db } from '../db/client';
import { account, session, twoFactor as twoFactorTable, user, verification } from '../db/schema';
import type { MailDelivery } from '../mail/mail-queue';
import { confirmEmailMail } from '../mail/confirm-email-mail';
import { resetPasswordMail } from '../mail/reset-password-mail';
import { ADMIN_PLUGIN_PATHS, adminPlugin } from './admin-plugin';
import { authBeforeHook } from './password-policy';
import { PRODUCT_NAME } from '../../domain/site/product-name';

/** How long a password-reset link works, in seconds. */
export const RESET_PASSWORD_TTL_SECONDS = 3600;

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  /** Origins allowed to make state-changing requests, computed per request (see origin-check.ts). */
  trustedOrigins: (request?: Request) => string[];
  secureCookies: boolean;
  /** Client-IP headers to believe; only set when a trusted proxy sits in front. */
  ipAddressHeaders?: string[];
  mail: MailDelivery;
  logger: Logger;
  /**
   * How passwords are hashed and checked: better-auth's scrypt (N = 16384) unless given. Only the API tests give
   * another (src/testing/quick-password-hashing.ts), which nothing that ships may import (decision 084).
   */
  passwordHashing?: PasswordHashing;
}

/** better-auth's hook for the password hash: what `emailAndPassword.password` takes. */
export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: options.baseURL,
    basePath: '/api/auth',
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      ...(options.passwordHashing && { password: options.passwordHashing }),
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TTL_SECONDS,
      // Whoever knew the old password (or stole a session) is signed out everywhere by a reset.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: { email }, url }) => {
        const mail = resetPasswordMail({
          to: email,
          url,
          productName: PRODUCT_NAME,
          validForHours: RESET_PASSWORD_TTL_SECONDS / 3600,
        });
        // Not awaited: answering only after writing the job for known emails would tell a caller, by the
        // response time, which emails have accounts. Once written the job survives a crash.
        options.mail.enqueueDetached(options.db, [mail]);
      },
    },
    // A confirmed address before money moves or anyone else is contacted (decision 063); signing in does not
    // need it, so a new account can browse at once.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_CONFIRMATION_HOURS * 3600,
      sendVerificationEmail: async ({ user: { email }, url }) => {
        // Detached for the reason given for the reset mail: the answer's timing must not tell which emails exist.
        options.mail.enqueueDetached(options.db, [confirmEmailMail({ to: email, url })]);
      },
    },
    user: {
      additionalFields: {
        // Read with the session so requireAdmin sees it; `input: false` keeps /update-user from clearing it.
        passwordChangeRequired: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    // Sign-up goes through POST /api/accounts, which validates the spec's rules and writes the profile; the
    // admin plugin's endpoints are replaced by our audited admin routes (admin-plugin.ts).
    disabledPaths: ['/sign-up/email', ...ADMIN_PLUGIN_PATHS],
    hooks: { before: authBeforeHook },
    trustedOrigins: (request) => options.trustedOrigins(request),
    // Our own limiter keeps its counters in the database (rate-limit.ts), so every instance shares them.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // What better-auth cannot answer itself is thrown to our handler (auth.routes.ts), which tells a value the
    // database refused (a 400) from a server fault (logged, a 5xx), instead of a bare 500 for both.
    onAPIError: { throw: true },
    // better-auth's own warnings and errors go to our JSON log, not to the console. Extra arguments may
    // hold user records, so only an Error among them is kept.
    logger: {
      level: 'info',
      log: (level, message, ...args) => {
        const err = args.find((arg): arg is Error => arg instanceof Error);
        options.logger[level]({ component: 'better-auth', ...(err ? { err } : {}) }, message);
      },
    },
    advanced: {
      // better-auth skips its origin and callback-URL checks when NODE_ENV is 'test'; keeping them on makes
      // the API tests exercise what production runs.
      disableOriginCheck: false,
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies },
      ipAddress: { ipAddressHeaders: options.ipAddressHeaders ?? [] },
    },
    plugins: [adminPlugin, twoFactor({ issuer: PRODUCT_NAME })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
