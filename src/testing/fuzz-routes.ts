import type { TestApp } from './test-app';

export type FuzzMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint to fuzz: its method, its path pattern (`:id` params) and the field names its input is known to have. */
export interface FuzzRoute {
  method: FuzzMethod;
  path: string;
  bodyKeys: string[];
  queryKeys: string[];
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const AUTH_BASE = '/api/auth';

interface OpenApiOperation {
  parameters?: Array<{ in?: string; name?: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>> };

/** Our routes' input field names, from the OpenAPI document the validators register. */
function openApiKeys(document: OpenApiDocument, method: string, path: string) {
  const operation =
    document.paths?.[path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  const bodyKeys = Object.keys(
    operation?.requestBody?.content?.['application/json']?.schema?.properties ?? {},
  );
  const queryKeys = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name ?? '');
  return { bodyKeys, queryKeys: queryKeys.filter(Boolean) };
}

interface AuthEndpoint {
  path?: string;
  options?: {
    method?: string | string[];
    body?: { shape?: Record<string, unknown> };
    query?: { shape?: Record<string, unknown> };
  };
}

/** For endpoints whose body schema is not a plain object (a record, an intersection): the fields better-auth reads. */
const AUTH_FIELDS = [
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'name',
  'image',
  'token',
  'redirectTo',
];

/** better-auth's HTTP endpoints (server-only ones have no path), with the keys of their zod body and query. */
function authRoutes(auth: TestApp['runtime']['auth']): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const endpoint of Object.values(auth.api as Record<string, AuthEndpoint>)) {
    if (!endpoint?.path) continue;
    const methods = [endpoint.options?.method ?? []].flat();
    const bodyKeys = Object.keys(endpoint.options?.body?.shape ?? {});
    for (const method of methods) {
      if (!METHODS.has(method)) continue;
      routes.push({
        method: method as FuzzMethod,
        path: `${AUTH_BASE}${endpoint.path}`,
        bodyKeys: bodyKeys.length > 0 ? bodyKeys : AUTH_FIELDS,
        queryKeys: Object.keys(endpoint.options?.query?.shape ?? {}),
      });
    }
  }
  return routes;
}

/**
 * Every API endpoint, read from the app itself (its Hono routes and better-auth's endpoint table), so a route added
 * later is fuzzed without anyone listing it. Middleware (`ALL`) and wildcards are not endpoints.
 */
export async function apiRoutes(testApp: Pick<TestApp, 'app' | 'runtime'>): Promise<FuzzRoute[]> {
  const response = await testApp.app.request('/api/openapi.json');
  const document = (await response.json()) as OpenApiDocument;
  const seen = new Set<string>();
  const routes: FuzzRoute[] = [];
  for (const { method, path } of testApp.app.routes) {
    const key = `${method} ${path}`;
    if (!METHODS.has(method) || !path.startsWith('/api/') || path.includes('*') || seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: method as FuzzMethod, path, ...openApiKeys(document, method, path) });
  }
  for (const route of authRoutes(testApp.runtime.auth)) {
    const key = `${route.method} ${route.path}`;
    if (!seen.has(key)) routes.push(route);
    seen.add(key);
  }
  return routes;
}
