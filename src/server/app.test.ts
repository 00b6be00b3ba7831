import { describe, expect } from 'vitest';
import { it } from '../testing/api-test';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app';
import { createTestClient } from '../testing/test-client';
import { makeSignUp } from '../testing/factories';

describe('API conventions', () => {
  it('answers unknown /api routes with a JSON 404', async ({ testApp }) => {
    const response = await createTestClient(testApp).fetch('/api/x');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('sends the security headers', async ({ testApp }) => {
    const response = await createTestClient(testApp).fetch('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers malformed JSON with 400, never 500', async ({ testApp }) => {
    const response = await createTestClient(testApp).fetch('/api/accounts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"firstName":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } });
  });

  it('refuses a body over the size limit with 413', async ({ testApp }) => {
    const response = await createTestClient(testApp).postJson('/api/accounts', {
      ...makeSignUp(),
      filler: 'x'.repeat(100 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('publishes an OpenAPI document that lists the routes', async ({ testApp }) => {
    const response = await createTestClient(testApp).fetch('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/accounts',
        '/me',
        '/me/profile',
        '/health',
        '/notifications',
        '/notifications/{id}/read',
        '/notifications/read-all',
        '/support-requests',
        '/deletion-requests',
        '/orders',
        '/orders/{id}',
        '/payments/options',
        '/payments/checkout',
        '/payments/webhook',
        '/payments/test-checkout/{checkoutId}',
        '/payments/paystack/callback',
        '/payments/paystack/webhook',
      ]),
    );
  });
});

describe('cross-origin requests', () => {
  it.for(['/api/accounts', '/api/auth/sign-in/email'] as const)(
    'refuses a POST to %s from another origin',
    async (path, { testApp }) => {
      const response = await createTestClient(testApp).postJson(path, makeSignUp(), {
        origin: 'https://evil.example',
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'forbidden' } });
    },
  );

  it('refuses a cross-site POST that carries no Origin', async ({ testApp }) => {
    const response = await createTestClient(testApp, { origin: null }).postJson(
      '/api/accounts',
      makeSignUp(),
      {
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(response.status).toBe(403);
  });

  it('accepts a POST from the app’s own origin', async ({ testApp }) => {
    const response = await createTestClient(testApp).postJson('/api/accounts', makeSignUp(), {
      origin: TEST_ORIGIN,
    });
    expect(response.status).toBe(201);
  });
});

describe('rate limits', () => {
  it('answers the 11th sign-in attempt from one address in a minute with 429', async ({
    visitor: client,
  }) => {
    // A different email each time: the address's own limit, not that of one email from it.
    let sequence = 0;
    const attempt = () =>
      client.postJson('/api/auth/sign-in/email', {
        email: `nobody${++sequence}@example.com`,
        password: 'wrong-password',
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const eleventh = await attempt();
    expect(eleventh.status).toBe(429);
    // The seconds left in the address's one-minute window.
    const retryAfter = Number(eleventh.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await eleventh.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('limits sign-ups per address', async ({ visitor: client }) => {
    for (let i = 0; i < 10; i++) await client.postJson('/api/accounts', makeSignUp({ lastName: '' }));
    expect((await client.postJson('/api/accounts', makeSignUp())).status).toBe(429);
  });
});

describe('health', () => {
  it('is 200 while the database answers', async ({ testApp }) => {
    const response = await createTestClient(testApp).fetch('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('is 503 once the database is closed', async () => {
    const own = await createTestApp();
    await own.runtime.database.close();
    try {
      const response = await createTestClient(own).fetch('/api/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { code: 'unavailable' } });
    } finally {
      await own.close();
    }
  });
});
