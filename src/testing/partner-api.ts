import { expect } from 'vitest';
import type { ApiKeyScope, CreatedApiKeyView } from '../domain/partners/partner-api';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

/** A manager (or admin) makes an API key through the portal; the answer holds its secret, shown this once. */
export async function createApiKey(
  client: TestClient,
  organisationId: string,
  scopes: ApiKeyScope[] = ['enrolments:read', 'enrolments:write', 'webhooks:manage'],
  name = 'Enrolment system',
): Promise<CreatedApiKeyView> {
  const made = await client.postJson(`/api/partner/organisations/${organisationId}/api-keys`, {
    name,
    scopes,
  });
  expect(made.status).toBe(201);
  return ((await made.json()) as { apiKey: CreatedApiKeyView }).apiKey;
}

/**
 * A request to the partner API as a partner's own system: the bearer key only, no cookie, no Origin; each from an
 * address of its own unless given, so the per-address limit is not what a test meets.
 */
export function partnerApi(
  testApp: Pick<TestApp, 'app'>,
  key: string | undefined,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (key !== undefined) headers.authorization = `Bearer ${key}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return Promise.resolve(
    testApp.app.request(`/api/partner-api/v1${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    }),
  );
}
