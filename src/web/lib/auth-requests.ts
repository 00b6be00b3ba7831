import { toApiError } from './api-client';
import { announceSignOut } from './session-events';

/**
 * better-auth's endpoints are not in AppType (they are one catch-all route), so they are called here, with the
 * same error handling as the typed client: a non-2xx answer becomes an ApiError with the server's message.
 */
async function postAuth(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  return response.json().catch(() => null);
}

/** Whether signing in still waits for the code of the user's authenticator app (two-factor is on). */
export interface SignInAnswer {
  twoFactorRedirect?: boolean;
}

export const signInWithEmail = (credentials: { email: string; password: string }) =>
  postAuth('/sign-in/email', credentials) as Promise<SignInAnswer | null>;

/** Starts two-factor setup: the secret to scan (an otpauth:// URI) and one-time backup codes. */
export const enableTwoFactor = (password: string) =>
  postAuth('/two-factor/enable', { password }) as Promise<{ totpURI: string; backupCodes: string[] }>;

/** Checks an authenticator code: finishes a sign-in that waits for it, or turns two-factor on during setup. */
export const verifyTotp = (code: string) => postAuth('/two-factor/verify-totp', { code });

export const verifyBackupCode = (code: string) => postAuth('/two-factor/verify-backup-code', { code });

export async function signOut() {
  await postAuth('/sign-out', {});
  announceSignOut();
}

export const requestPasswordReset = (email: string, redirectTo: string) =>
  postAuth('/request-password-reset', { email, redirectTo });

export const resetPassword = (token: string, newPassword: string) =>
  postAuth('/reset-password', { token, newPassword });

/** Mails the signed-in user a new link to confirm their address; it opens `redirectTo` once confirmed. */
export const sendConfirmationLink = (email: string, callbackURL: string) =>
  postAuth('/send-verification-email', { email, callbackURL });
