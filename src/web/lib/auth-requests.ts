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

export const signInWithEmail = (credentials: { email: string; password: string }) =>
  postAuth('/sign-in/email', credentials);

export async function signOut() {
  await postAuth('/sign-out', {});
  announceSignOut();
}

export const requestPasswordReset = (email: string, redirectTo: string) =>
  postAuth('/request-password-reset', { email, redirectTo });

export const resetPassword = (token: string, newPassword: string) =>
  postAuth('/reset-password', { token, newPassword });
