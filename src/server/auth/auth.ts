import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/accounts/signup.schema';
import type { Db } from '../db/client';
import { account, session, twoFactor as twoFactorTable, user, verification } from '../db/schema';

export const PRODUCT_NAME = 'Diaspora Hub';

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  /** Origins allowed to make state-changing requests, computed per request (see origin-check.ts). */
  trustedOrigins: (request?: Request) => string[];
  secureCookies: boolean;
  /** Client-IP headers to believe; only set when a trusted proxy sits in front. */
  ipAddressHeaders?: string[];
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
    },
    // Sign-up goes through POST /api/accounts, which validates the spec's rules and writes the profile.
    disabledPaths: ['/sign-up/email'],
    trustedOrigins: (request) => options.trustedOrigins(request),
    // Our own limiter keeps its counters in the database (rate-limit.ts), so every instance shares them.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies },
      ipAddress: { ipAddressHeaders: options.ipAddressHeaders ?? [] },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), twoFactor({ issuer: PRODUCT_NAME })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
