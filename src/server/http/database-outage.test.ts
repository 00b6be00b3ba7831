import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { mailSettled } from '../../testing/outbox';
import { postgresThroughProxy, testPostgresUrl } from '../../testing/postgres-through-proxy';
import { signedUpClient } from '../../testing/signed-up-client';
import { createTestApp } from '../../testing/test-app';
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

/** One app for the file, its database closed once a customer has signed in: nothing here writes a row. */
// eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern: none
const whileClosed = test.extend('closed', { scope: 'file' }, async ({}, { onCleanup }) => {
  const clientDir = await webBuild();
  const testApp = await createTestApp({ clientDir });
  onCleanup(async () => {
    await testApp.close();
    await rm(clientDir, { recursive: true, force: true });
  });
  const { client, signUp } = await signedUpClient(testApp);
  const routes = routesThatNeedTheDatabase(client, signUp.email);
  // The sign-up's confirmation mail goes out in the background: let it finish before the database goes away.
  await mailSettled(testApp);
  await testApp.runtime.database.close();
  return { testApp, routes };
});

/** An app that reaches its database through a proxy the test can cut, with a customer's requests. */
// eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern: none
const throughCuttableProxy = test.extend('cuttable', async ({}, { onCleanup }) => {
  const { proxy, databaseConfig } = await postgresThroughProxy();
  const testApp = await createTestApp({}, { databaseConfig });
  onCleanup(async () => {
    await proxy.close();
    await testApp.close();
  });
  const { client, signUp } = await signedUpClient(testApp);
  const routes = routesThatNeedTheDatabase(client, signUp.email);
  return { proxy, routes, health: () => client.fetch('/api/health') };
});

describe('while the embedded database is closed', () => {
  whileClosed('keeps serving the prerendered pages', async ({ closed: { testApp } }) => {
    const response = await testApp.app.request('/help');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Help</title>');
  });

  whileClosed.for([
    'GET /api/properties',
    'GET /api/me',
    'GET /api/auth/get-session',
    'POST /api/auth/sign-in/email',
  ] as const)('%s answers 503 with Retry-After', async (route, { closed: { routes } }) => {
    await expectOutage(await routes[route]());
  });
});

describe.skipIf(!testPostgresUrl)('when the PostgreSQL connection is cut and comes back', () => {
  throughCuttableProxy(
    'answers 503 with Retry-After while it is cut, and 200 again once it is back, without a restart',
    async ({ cuttable: { proxy, routes, health } }) => {
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
    },
  );
});
