import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { TestApp } from './test-app';

export interface DocumentedResponse {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  requestBody?: unknown;
  parameters?: Array<{ in?: string }>;
  responses?: Record<string, DocumentedResponse>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, DocumentedResponse> };
}

/** Where a documented response lives, following a `$ref` to the shared ones (`components.responses`). */
export function responseAt(document: OpenApiDocument, at: string, response: DocumentedResponse) {
  const shared = response.$ref?.replace('#/components/responses/', '');
  if (shared === undefined) return { at, response };
  return { at: `#/components/responses/${shared}`, response: document.components?.responses?.[shared] ?? {} };
}

/** The document as a client reads it: from the running app, not from the code that builds it. */
export async function readApiDocument(testApp: Pick<TestApp, 'app'>): Promise<OpenApiDocument> {
  const response = await testApp.app.request('/api/openapi.json');
  if (response.status !== 200) throw new Error(`/api/openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

/** Every operation the document lists, as 'GET /orders/{id}' (its path below the server URL, /api). */
export function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Checks real answers against the document: the status must be one it lists for the operation, and the body
 * what it says for that status (JSON Schema 2020-12, as OpenAPI 3.1 uses, with formats; the document's own
 * `$ref`s resolve). Returns the problems, empty when the answer keeps the contract.
 */
export function contractChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');

  return async (key: string, response: Response): Promise<string[]> => {
    const [method = '', path = ''] = key.split(' ');
    const listed = document.paths[path]?.[method.toLowerCase()]?.responses?.[response.status];
    const text = await response.text();
    if (!listed) return [`answered ${response.status}, which the document does not list: ${text}`];
    const operationAt = `#/paths/${pointer(path)}/${method.toLowerCase()}`;
    const { at, response: documented } = responseAt(
      document,
      `${operationAt}/responses/${response.status}`,
      listed,
    );
    const [mediaType] = Object.keys(documented.content ?? {});
    const received = response.headers.get('content-type') ?? '';
    if (!mediaType)
      return text === '' ? [] : [`answered ${response.status} with a body the document does not show`];
    if (!received.startsWith(mediaType)) return [`answered ${received}, documented ${mediaType}`];
    if (mediaType !== 'application/json') return [];
    const schemaAt = `openapi${at}/content/${pointer(mediaType)}/schema`;
    const validate = ajv.getSchema(schemaAt);
    if (!validate) return [`no schema at ${schemaAt}`];
    if (validate(JSON.parse(text))) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
  };
}
