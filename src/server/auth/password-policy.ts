import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { isTooShortForAdmin, PASSWORD_MESSAGES } from '../../domain/accounts/password-rules';
import { AppError } from '../http/app-error';
import { isAdminPluginPath } from './admin-plugin';
import { isCommon } from './common-passwords';
import { ADMIN_ROLE } from './session';

/** The body field that carries the new password, for each better-auth endpoint that sets one. */
const PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
  '/set-password': 'newPassword',
  '/admin/create-user': 'password',
  '/admin/set-user-password': 'newPassword',
};

/** Refuses a common password on the field that carries it (422), wherever our own routes set one. */
export async function assertNotCommon(password: string, field: string): Promise<void> {
  if (await isCommon(password)) {
    throw new AppError('validation_failed', PASSWORD_MESSAGES.common, { [field]: PASSWORD_MESSAGES.common });
  }
}

function refuse(field: string, message: string): never {
  throw new APIError('UNPROCESSABLE_ENTITY', {
    code: 'PASSWORD_REFUSED',
    message,
    fields: { [field]: message },
  });
}

/**
 * better-auth's before-hook: the common-password rule for the passwords better-auth sets itself (change-password,
 * reset-password), the admin minimum when an admin changes theirs there, and no admin-plugin endpoint over HTTP,
 * whatever spelling of its URL reached it (disabledPaths compares the raw path). Server-side calls
 * (`auth.api.*`, no request) may use the plugin.
 */
export const authBeforeHook = createAuthMiddleware(async (ctx) => {
  if (ctx.request && isAdminPluginPath(ctx.path)) throw new APIError('NOT_FOUND', { message: 'Not Found' });
  const field = PASSWORD_FIELD[ctx.path];
  const password: unknown = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
  if (!field || typeof password !== 'string') return;
  if (await isCommon(password)) refuse(field, PASSWORD_MESSAGES.common);
  if (ctx.path === '/change-password' && isTooShortForAdmin(password)) {
    const session = await getSessionFromCtx(ctx);
    if (session?.user.role === ADMIN_ROLE) refuse(field, PASSWORD_MESSAGES.adminTooShort);
  }
});
