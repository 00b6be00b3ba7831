import type { ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { describe, expect } from 'vitest';
import { apiTest } from '../../testing/api-test';
import { nginxInFront, nginxTestRuns, type NginxInFront } from '../../testing/nginx-in-front';
import { serveOnLoopback } from '../../testing/serve-on-loopback';
import { signedUpClient } from '../../testing/signed-up-client';

const PUBLIC_URL = 'https://app.example';

/**
 * The README's production site (deploy/nginx/diaspora-hub.conf) run by the real nginx in front of two listening
 * instances of the app, configured as the README says (APP_URL on https, TRUST_PROXY=true). CI installs nginx; a
 * machine without it skips, saying so.
 */
const it = apiTest({ appUrl: PUBLIC_URL, trustProxy: true }, { secureCookies: true }).extend(
  'site',
  async ({ testApp }, { onCleanup }) => {
    const answered: [number, number] = [0, 0];
    const instance = (index: 0 | 1) =>
      serveOnLoopback((request) => {
        answered[index] += 1;
        return testApp.app.fetch(request);
      });
    const instances: [ServerType, ServerType] = [await instance(0), await instance(1)];
    const ports = instances.map((server) => (server.address() as AddressInfo).port) as [number, number];
    const nginx = await nginxInFront(ports);
    onCleanup(async () => {
      await nginx.stop();
      await Promise.all(instances.map(closeServer));
    });
    return { nginx, instances, answered };
  },
);

function closeServer(server: ServerType) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  });
}

async function signIn(nginx: NginxInFront, email: string, password: string) {
  const response = await nginx.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email, password }),
  });
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  return { response, cookie: cookies.find((c) => c.startsWith('__Secure-better-auth.session_token=')) };
}

describe.skipIf(!nginxTestRuns())('the production nginx site in front of two instances', () => {
  it('serves the app over TLS with a request id, and keeps /metrics from the public', async ({ site }) => {
    const home = await site.nginx.request('/api/health');
    expect(home.status).toBe(200);
    expect(home.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

    expect((await site.nginx.request('/metrics')).status).toBe(404);
  });

  it('sends plain http to https and refuses TLS for any other name', async ({ site }) => {
    const plain = await site.nginx.plainRequest('/help?topic=cover');
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://app.example/help?topic=cover');

    await expect(site.nginx.request('/', { servername: 'other.example' })).rejects.toThrow();
  });

  it('signs in through the proxy with a Secure cookie that both instances read', async ({
    testApp,
    site,
  }) => {
    const { signUp } = await signedUpClient(testApp);
    const { response, cookie } = await signIn(site.nginx, signUp.email, signUp.password);
    expect(response.status).toBe(200);
    expect(cookie).toMatch(/; Secure/i);
    const session = { cookie: cookie?.split(';')[0] ?? '' };

    // Round robin: four requests reach both instances, each reading the same session.
    for (let i = 0; i < 4; i++) {
      expect((await site.nginx.request('/api/me', { headers: session })).status).toBe(200);
    }
  });

  it('keeps answering when one instance stops', async ({ testApp, site }) => {
    const { signUp } = await signedUpClient(testApp);
    const { cookie } = await signIn(site.nginx, signUp.email, signUp.password);
    const session = { cookie: cookie?.split(';')[0] ?? '' };

    await closeServer(site.instances[0]);
    for (let i = 0; i < 4; i++) {
      expect((await site.nginx.request('/api/me', { headers: session })).status).toBe(200);
    }
  });

  it('refuses a body over the upload limit before it reaches the app', async ({ site }) => {
    const tooLarge = await site.nginx.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
      body: Buffer.alloc(10 * 1024 * 1024, 32),
    });
    expect(tooLarge.status).toBe(413);
  });
});
