import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CuttableTcpProxy } from '../../testing/cuttable-tcp-proxy';
import { postgresThroughProxy, testPostgresUrl } from '../../testing/postgres-through-proxy';
import { signedUpClient } from '../../testing/signed-up-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

/** Routes that need the database in different ways: a query, the session, our rate limiter, better-auth. */
function routesThatNeedTheDatabase(client: TestClient, email: string) {
  return {
    'GET /api/properties': () => client.fetch('/api/properties'),
    'GET /api/me': () => client.fetch('/api/me'),
    'GET /api/auth/get-session': () => client.fetch('/api/auth/get-session'),
    'POST /api/auth/sign-in/email': () =>
      client.postJson('/api/auth/sign-in/email', { email, password: 'not-the-password' }),
  };
}

async function expectOutage(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.json()).toMatchObject({
    error: { code: 'unavailable', message: expect.any(String) },
  });
}

/** A web build with a prerendered page, as React Router writes it. */
async function webBuild(): Promise<string> {
  const clientDir = await mkdtemp(path.join(tmpdir(), 'dh-client-'));
  await mkdir(path.join(clientDir, 'help'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Diaspora Hub</title>');
  await writeFile(path.join(clientDir, 'help', 'index.html'), '<!doctype html><title>Help</title>');
  return clientDir;
}

describe('while the embedded database is closed', () => {
  let testApp: TestApp;
  let clientDir: string;
  let routes: ReturnType<typeof routesThatNeedTheDatabase>;
  beforeAll(async () => {
    clientDir = await webBuild();
    testApp = await createTestApp({ clientDir });
    const { client, signUp } = await signedUpClient(testApp);
    routes = routesThatNeedTheDatabase(client, signUp.email);
    await testApp.runtime.database.close();
  });
  afterAll(async () => {
    await testApp.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('keeps serving the prerendered pages', async () => {
    const response = await testApp.app.request('/help');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Help</title>');
  });

  it.each([
    'GET /api/properties',
    'GET /api/me',
    'GET /api/auth/get-session',
    'POST /api/auth/sign-in/email',
  ])('%s answers 503 with Retry-After', async (route) => {
    await expectOutage(await routes[route as keyof typeof routes]());
  });
});

describe.skipIf(!testPostgresUrl)('when the PostgreSQL connection is cut and comes back', () => {
  let proxy: CuttableTcpProxy;
  let testApp: TestApp;
  let routes: ReturnType<typeof routesThatNeedTheDatabase>;
  let health: () => Promise<Response>;
  beforeAll(async () => {
    const through = await postgresThroughProxy();
    proxy = through.proxy;
    testApp = await createTestApp({}, { databaseConfig: through.databaseConfig });
    const { client, signUp } = await signedUpClient(testApp);
    routes = routesThatNeedTheDatabase(client, signUp.email);
    health = () => client.fetch('/api/health');
  });
  afterAll(async () => {
    await proxy?.close();
    await testApp?.close();
  });

  it('answers 503 with Retry-After while it is cut, and 200 again once it is back, without a restart', async () => {
    const answers = async () => {
      const statuses: Record<string, number> = {};
      for (const [route, send] of Object.entries(routes)) statuses[route] = (await send()).status;
      return statuses;
    };
    expect(await answers()).toEqual({
      'GET /api/properties': 200,
      'GET /api/me': 200,
      'GET /api/auth/get-session': 200,
      'POST /api/auth/sign-in/email': 401,
    });

    await proxy.cut();
    for (const send of Object.values(routes)) await expectOutage(await send());
    await expectOutage(await health());

    await proxy.restore();
    expect(await answers()).toEqual({
      'GET /api/properties': 200,
      'GET /api/me': 200,
      'GET /api/auth/get-session': 200,
      'POST /api/auth/sign-in/email': 401,
    });
    expect((await health()).status).toBe(200);
  });
});
