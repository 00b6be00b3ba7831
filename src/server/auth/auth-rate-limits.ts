import { rateLimit, type RateLimitDeps } from '../http/rate-limit.middleware';
import type { Auth } from './auth';
import { requestUserId } from './request-user';

/** The sign-in limits, shared by better-auth's sign-in and the admin sign-in, so one counts for the other. */
export function signInRateLimit(deps: RateLimitDeps) {
  return rateLimit(deps, 'sign-in');
}

/** The limiters in front of better-auth's endpoints (see docs/decisions/013-rate-limits.md). */
export function authRateLimits(deps: RateLimitDeps & { auth: Auth }) {
  // Code and password checks count per user, whoever's session or pending two-factor sign-in it is.
  const perUser = (scope: 'two-factor' | 'password-check') =>
    rateLimit(deps, scope, async (c, ip) => ({ ip, userId: await requestUserId(deps.auth, c) }));
  return {
    signIn: signInRateLimit(deps),
    passwordReset: rateLimit(deps, 'password-reset'),
    emailConfirmation: rateLimit(deps, 'email-confirmation'),
    twoFactor: perUser('two-factor'),
    passwordCheck: perUser('password-check'),
  };
}
