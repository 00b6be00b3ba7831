import { rm } from 'node:fs/promises';
import pino from 'pino';
import { describe, expect } from 'vitest';
import { apiTest } from '../../testing/api-test';
import { writeWebBuild } from '../../testing/client-build-app';
import { makeSignUp } from '../../testing/factories';
import { readOutbox } from '../../testing/outbox';
import type { TestApp } from '../../testing/test-app';
import { createTestClient } from '../../testing/test-client';
import { earlyApp } from './early-app';
import { readinessGate } from './readiness-gate';

const VISITOR_HOME = '<!doctype html><title>Diaspora Hub</title><p>Cover for the people at home</p>';
const logger = pino({ level: 'silent' });
const siteFacts = { cardPayments: true, bankCurrency: 'USD' as const };

let clientDir: string;
/** The app the gate opens on, serving a small web build of its own (opened for the file, before its tests). */
const it = apiTest(async (onCleanup) => {
  clientDir = await writeWebBuild({
    'index.html': '<!doctype html><title>Diaspora Hub</title><script>window.__reactRouterContext={}</script>',
    'index.visitor.html': VISITOR_HOME,
    'real-estate/index.html': '<!doctype html><title>Property</title>',
    'assets/entry-1.js': 'console.log("entry")',
    '__spa-fallback.html': '<!doctype html><title>Loading</title>',
  });
  onCleanup(() => rm(clientDir, { recursive: true, force: true }));
  return { clientDir };
});

function gateOnBuild(timeoutMs?: number) {
  const early = earlyApp({ clientDir, logger, isProduction: true, trustProxy: false, siteFacts });
  return readinessGate({ early, timeoutMs });
}

const get = async (
  gate: { fetch: (request: Request) => Response | Promise<Response> },
  path: string,
  init?: RequestInit,
) => gate.fetch(new Request(`http://localhost:3000${path}`, init));

/** Whether `promise` is still pending after `ms`. */
async function pendingAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const pending = Symbol('pending');
  const timer = new Promise((resolve) => setTimeout(() => resolve(pending), ms));
  return (await Promise.race([promise, timer])) === pending;
}

describe('before the database is ready', () => {
  it('serves the prerendered pages and built files, with the headers the app gives them', async () => {
    const gate = gateOnBuild();
    const home = await get(gate, '/');
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(VISITOR_HOME);
    expect(home.headers.get('content-security-policy')).toBeTruthy();
    expect(home.headers.get('x-request-id')).toBeTruthy();
    expect((await get(gate, '/assets/entry-1.js')).status).toBe(200);
    expect(gate.isOpen).toBe(false);
  });

  it('answers nothing that needs the server: the API, a page it renders, a route it owns, a form', async () => {
    const gate = gateOnBuild(50);
    for (const path of ['/api/health', '/real-estate', '/verify/abc', '/account/orders']) {
      const response = await get(gate, path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('5');
      expect(await response.json(), path).toMatchObject({ error: { code: 'unavailable' } });
    }
    expect((await get(gate, '/', { method: 'POST' })).status).toBe(503);
  });

  it('says not ready at once to the readiness check, where other requests wait for the app', async () => {
    const gate = gateOnBuild(60_000);
    const ready = await get(gate, '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await pendingAfter(get(gate, '/api/health'), 100)).toBe(true);
  });
});

describe('once the app is ready', () => {
  it('answers the requests that waited for it, and a sign-up made while it opened has its mail sent', async ({
    testApp,
  }) => {
    const gate = gateOnBuild();
    const waiting = get(gate, '/api/health');
    const early = createTestClient({ app: { request: gate.fetch } as unknown as TestApp['app'] });
    const signUp = makeSignUp();
    const signingUp = early.api.accounts.$post({ json: signUp });
    expect(await pendingAfter(waiting, 100)).toBe(true);
    expect(await pendingAfter(signingUp, 0)).toBe(true);

    gate.open(testApp.app);
    expect((await waiting).status).toBe(200);
    expect((await signingUp).status).toBe(201);
    const mails = await readOutbox(testApp, { withConfirmationLinks: true });
    expect(mails.map((mail) => mail.to)).toContain(signUp.email);
    // From now on the app answers everything, pages included.
    expect((await get(gate, '/real-estate')).status).toBe(200);
  });
});
