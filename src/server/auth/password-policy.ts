import { APIError, createAuthMiddleware } from 'better-auth/api';
import { PASSWORD_MESSAGES } from '../../domain/accounts/password-rules';
import { AppError } from '../http/app-error';
import { isAdminPluginPath } from './admin-plugin';
import { isCommon } from './common-passwords';

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

/**
 * better-auth's before-hook: the same common-password rule for the passwords better-auth sets itself
 * (change-password, reset-password), and no admin-plugin endpoint over HTTP, whatever spelling of its URL
 * reached it (disabledPaths compares the raw path). Server-side calls (`auth.api.*`, no request) pass.
 */
export const authBeforeHook = createAuthMiddleware(async (ctx) => {
  if (ctx.request && isAdminPluginPath(ctx.path)) throw new APIError('NOT_FOUND', { message: 'Not Found' });
  const field = PASSWORD_FIELD[ctx.path];
  const password: unknown = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
  if (typeof password === 'string' && (await isCommon(password))) {
    throw new APIError('UNPROCESSABLE_ENTITY', {
      code: 'PASSWORD_TOO_COMMON',
      message: PASSWORD_MESSAGES.common,
      fields: { [field!]: PASSWORD_MESSAGES.common },
    });
  }
});
