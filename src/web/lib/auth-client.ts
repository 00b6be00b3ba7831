import { adminClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** better-auth's client for sign-in, sign-out, sessions, two-factor and password reset, on our origin. */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [adminClient(), twoFactorClient()],
});
