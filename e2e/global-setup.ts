import { request, type FullConfig } from '@playwright/test';
import { totpCode } from '../src/testing/totp';
import { E2E_ADMIN } from '../playwright.config';

/**
 * Admins must set up two-factor before the console opens, so the suite's admin (made by the server before it answers,
 * e2e/server.ts) sets it up once here, through the API the console uses. Workers read the secret from the
 * environment, which they inherit from this process.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  // better-auth refuses a signed-in POST without an Origin, as a browser would send one.
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? '' } });
  try {
    const signIn = await context.post('/api/admin/sign-in', { data: E2E_ADMIN });
    if (!signIn.ok()) throw new Error(`admin sign-in failed: ${signIn.status()} ${await signIn.text()}`);
    const enabled = await context.post('/api/auth/two-factor/enable', {
      data: { password: E2E_ADMIN.password },
    });
    if (!enabled.ok()) throw new Error(`two-factor setup failed: ${await enabled.text()}`);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const verified = await context.post('/api/auth/two-factor/verify-totp', {
      data: { code: totpCode(totpURI) },
    });
    if (!verified.ok()) throw new Error(`two-factor code refused: ${await verified.text()}`);
    process.env.E2E_ADMIN_TOTP = totpURI;
  } finally {
    await context.dispose();
  }
}
