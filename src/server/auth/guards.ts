import { createMiddleware } from 'hono/factory';
import { ADMIN_MESSAGES } from '../../domain/accounts/admin-session';
import { EMAIL_CONFIRMATION_MESSAGES, mayActWithEmail } from '../../domain/accounts/email-verification';
import { PASSWORD_MESSAGES } from '../../domain/accounts/password-rules';
import { SIGN_IN_MESSAGES } from '../../domain/accounts/signin.schema';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/app-env';
import { PARTNER_MESSAGES } from '../../domain/partners/partner';
import {
  ADMIN_ROLE,
  isTrustedAdmin,
  isTrustedPartner,
  PARTNER_ROLE,
  readRequestSession,
  type SessionDeps,
} from './session';

export { ADMIN_ROLE, isTrustedAdmin, isTrustedPartner, PARTNER_ROLE } from './session';

export const SIGNED_OUT_MESSAGE = 'You must be signed in';

/**
 * Loads the session from the cookie, whoever it is; 401 without one. For what every account has (its own
 * profile) and for the role guards below, which then ask their own question.
 */
export function requireAnySession(deps: SessionDeps, message: string = SIGNED_OUT_MESSAGE) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const read = await readRequestSession(deps, c);
    if (!read.session) throw new AppError('unauthenticated', signedOutMessage(read.endedIdle, message));
    c.set('session', read.session);
    await next();
  });
}

/** An admin's or a partner's session that just ended for inactivity says so, in its own portal's words. */
function signedOutMessage(endedIdle: string | null, message: string): string {
  if (endedIdle === PARTNER_ROLE) return PARTNER_MESSAGES.idleExpired;
  if (endedIdle) return ADMIN_MESSAGES.idleExpired;
  return message;
}

/**
 * A customer's (or an admin's) session; 401 without one. Handlers then read `c.get('session')`. A partner's
 * people are never customers (decision 079): their account answers 403 here, so no order, application or claim
 * is ever made in a partner's name. A screen whose spec names its own signed-out message passes it as `message`.
 */
export function requireSession(deps: SessionDeps, message: string = SIGNED_OUT_MESSAGE) {
  const sessionGuard = requireAnySession(deps, message);
  return createMiddleware<AppEnv>(async (c, next) => {
    await sessionGuard(c, async () => {
      if (c.get('session').user.role === PARTNER_ROLE) {
        throw new AppError('forbidden', PARTNER_MESSAGES.notACustomer);
      }
      await next();
    });
  });
}

/**
 * A session whose user has confirmed their e-mail address: for placing and paying orders, applying, claiming and
 * contacting anyone else (decision 063). 401 without a session, 403 `email_not_verified` before the address is
 * confirmed, so the page can offer to send the link again and keep what was entered.
 */
export function requireConfirmedEmail(deps: SessionDeps, message: string = SIGNED_OUT_MESSAGE) {
  const sessionGuard = requireSession(deps, message);
  return createMiddleware<AppEnv>(async (c, next) => {
    await sessionGuard(c, async () => {
      if (!mayActWithEmail(c.get('session').user)) {
        throw new AppError('email_not_verified', EMAIL_CONFIRMATION_MESSAGES.required);
      }
      await next();
    });
  });
}

/**
 * A session whose user is a trusted admin (isTrustedAdmin); 401 without a session, 403 for everyone else. An
 * admin who must first choose a longer password, or set up two-factor, gets its own code, so the console can
 * send them to that step; the password comes first, as it is what two-factor setup is confirmed with.
 */
export function requireAdmin(deps: SessionDeps) {
  const sessionGuard = requireAnySession(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    await sessionGuard(c, async () => {
      const { user } = c.get('session');
      if (!isTrustedAdmin(user)) {
        if (user.role !== ADMIN_ROLE) throw new AppError('forbidden', SIGN_IN_MESSAGES.accessDenied);
        if (user.passwordChangeRequired) {
          throw new AppError('password_change_required', PASSWORD_MESSAGES.changeRequired);
        }
        throw new AppError('two_factor_required', ADMIN_MESSAGES.twoFactorRequired);
      }
      await next();
    });
  });
}

/**
 * A session whose user has the admin role, trusted or not yet: for the steps that make an admin trusted (choosing
 * a longer password). 401 without a session, 403 for everyone else.
 */
export function requireAdminAccount(deps: SessionDeps) {
  const sessionGuard = requireAnySession(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    await sessionGuard(c, async () => {
      if (c.get('session').user.role !== ADMIN_ROLE) {
        throw new AppError('forbidden', SIGN_IN_MESSAGES.accessDenied);
      }
      await next();
    });
  });
}

/**
 * The partner portal's door: a trusted partner, or a trusted admin acting for any partner. Which organisation the
 * caller may see is the partners module's rule; this only checks who they are. A partner without two-factor gets
 * its own code, so the portal can send them to set it up.
 */
export function requirePartnerOrAdmin(deps: SessionDeps) {
  const sessionGuard = requireAnySession(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    await sessionGuard(c, async () => {
      const { user } = c.get('session');
      if (!isTrustedPartner(user) && !isTrustedAdmin(user)) {
        if (user.role === PARTNER_ROLE) {
          throw new AppError('two_factor_required', PARTNER_MESSAGES.twoFactorRequired);
        }
        throw new AppError('forbidden', PARTNER_MESSAGES.accessDenied);
      }
      await next();
    });
  });
}
