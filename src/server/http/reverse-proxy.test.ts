import { describe, expect } from 'vitest';
import { apiTest } from '../../testing/api-test';
import { signedUpClient } from '../../testing/signed-up-client';

const PUBLIC_URL = 'https://app.example';
/** Another name the same proxy serves the app under: trusted only as the request's own, forwarded origin. */
const OTHER_NAME = { 'x-forwarded-host': 'www.app.example', origin: 'https://www.app.example' };

/**
 * A request as it reaches the app from nginx: plain http to the upstream, the public host in Host, and the
 * browser's scheme, host and address in the forwarded headers (see the README's nginx example).
 */
function throughProxy(path: string, headers: Record<string, string>, body?: unknown) {
  return new Request(`http://app.example${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      host: 'app.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'app.example',
      'x-forwarded-for': '203.0.113.7',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The app deployed behind the proxy, and `signIn`: a customer's sign-in as the proxy forwards it. */
function deployed(trustProxy: boolean) {
  return apiTest({ appUrl: PUBLIC_URL, trustProxy }, { secureCookies: true }).extend(
    'signIn',
    async ({ testApp }) => {
      const { signUp } = await signedUpClient(testApp);
      return (headers: Record<string, string>) =>
        testApp.app.request(
          throughProxy('/api/auth/sign-in/email', headers, {
            email: signUp.email,
            password: signUp.password,
          }),
        );
    },
  );
}

const behindTrustedProxy = deployed(true);
const withProxyUntrusted = deployed(false);

describe('behind a TLS-terminating proxy with TRUST_PROXY=true', () => {
  behindTrustedProxy(
    'accepts a browser sign-in from the public origin and sets a Secure cookie it reads back',
    async ({ testApp, signIn }) => {
      const response = await signIn({ origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' });
      expect(response.status).toBe(200);
      const cookie = response.headers
        .getSetCookie()
        .find((c) => c.startsWith('__Secure-better-auth.session_token='));
      expect(cookie).toMatch(/; Secure/i);

      const session = cookie?.split(';')[0] ?? '';
      const me = await testApp.app.request(throughProxy('/api/me', { cookie: session }));
      expect(me.status).toBe(200);
    },
  );

  behindTrustedProxy(
    'sees the public origin the proxy forwards, whatever name it serves',
    async ({ signIn }) => {
      expect((await signIn(OTHER_NAME)).status).toBe(200);
    },
  );

  behindTrustedProxy('still refuses a foreign Origin', async ({ signIn }) => {
    const response = await signIn({
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'forbidden' } });
  });
});

describe('with TRUST_PROXY=false', () => {
  withProxyUntrusted("trusts APP_URL's origin", async ({ signIn }) => {
    const response = await signIn({ origin: PUBLIC_URL });
    expect(response.status).toBe(200);
  });

  withProxyUntrusted('does not believe forwarded headers', async ({ signIn }) => {
    expect((await signIn(OTHER_NAME)).status).toBe(403);
  });
});
