import { createMiddleware } from 'hono/factory';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/app-env';
import type { Auth } from './auth';

export const ADMIN_ROLE = 'admin';

export const SIGNED_OUT_MESSAGE = 'You must be signed in';

/**
 * Loads the session from the cookie; 401 without one. Handlers then read `c.get('session')`. A screen whose
 * spec names its own signed-out message passes it as `message`.
 */
export function requireSession(auth: Auth, message: string = SIGNED_OUT_MESSAGE) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('unauthenticated', message);
    c.set('session', session);
    await next();
  });
}

/** A session whose user has the admin role; 403 for everyone else. */
export function requireAdmin(auth: Auth) {
  const sessionGuard = requireSession(auth);
  return createMiddleware<AppEnv>(async (c, next) => {
    await sessionGuard(c, async () => {
      if (c.get('session').user.role !== ADMIN_ROLE) {
        throw new AppError('forbidden', 'Access denied: Admin privileges required');
      }
      await next();
    });
  });
}
