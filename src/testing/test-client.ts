import { hc } from 'hono/client';
import type { AppType } from '../server/app';
import type { TestApp } from './test-app';
import { TEST_ORIGIN } from './test-app';

let nextAddress = 1;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface TestClientOptions {
  ip?: string;
  /** Sent as Origin on state-changing requests, as browsers do; null sends none (a non-browser client). */
  origin?: string | null;
}

/**
 * A browser-like client for the in-process app: it keeps its own cookies and its own client address.
 * `api` is the typed hc<AppType> client the web uses; `fetch` reaches any path (better-auth's too).
 */
export function createTestClient({ app }: Pick<TestApp, 'app'>, options: TestClientOptions = {}) {
  const cookies = new Map<string, string>();
  const ip = options.ip ?? `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  const origin = options.origin === undefined ? TEST_ORIGIN : options.origin;

  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), TEST_ORIGIN), {
      ...(input instanceof Request ? input : {}),
      ...init,
    });
    if (cookies.size > 0) {
      request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    request.headers.set('x-forwarded-for', ip);
    if (origin && !SAFE_METHODS.has(request.method) && !request.headers.has('origin')) {
      request.headers.set('origin', origin);
    }
    const response = await app.request(request);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0/i.test(cookie) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };

  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  return { api: hc<AppType>(`${TEST_ORIGIN}/api`, { fetch }), fetch, postJson, ip, app };
}

export type TestClient = ReturnType<typeof createTestClient>;
