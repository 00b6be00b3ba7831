import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApiDocument, responseAt, type OpenApiDocument } from '../../testing/openapi-contract';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  testApp = await createTestApp();
  document = await readApiDocument(testApp);
});
afterAll(() => testApp.close());

/** Every JSON Schema in the document, by where it is: the OpenAPI schema leaves their insides unchecked. */
function schemasIn(value: unknown, at = '#'): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]): Array<[string, unknown]> => {
    const where = `${at}/${key}`;
    if (key === 'schema') return [[where, inner]];
    if (at === '#/components' && key === 'schemas') {
      return Object.entries(inner as object).map(([name, schema]) => [`${where}/${name}`, schema]);
    }
    return schemasIn(inner, where);
  });
}

type Operation = NonNullable<OpenApiDocument['paths'][string][string]>;

function operations(doc: OpenApiDocument): Array<[string, Operation]> {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [
      `${method} ${path}`,
      operation,
    ]),
  );
}

/** Every `$ref` in the document, which must point at something in it. */
function refsIn(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

function resolves(doc: OpenApiDocument, ref: string): boolean {
  const path = ref.replace(/^#\//, '').split('/');
  let at: unknown = doc;
  for (const part of path) at = (at as Record<string, unknown> | undefined)?.[part.replaceAll('~1', '/')];
  return at !== undefined;
}

const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe('3.1');
  });

  it('is refused by the validator once broken, so the check above can fail', async () => {
    const broken = structuredClone(document) as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    const health = broken.paths['/health']?.get?.responses as Record<string, { description?: string }>;
    delete health['200']!.description;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('holds only schemas that are valid JSON Schema 2020-12, the dialect OpenAPI 3.1 uses', () => {
    const ajv = new Ajv2020({ strict: false });
    const invalid = schemasIn(document).filter(([, schema]) => !ajv.validateSchema(schema as object));
    expect(invalid.map(([where]) => where)).toEqual([]);
    expect(ajv.validateSchema({ type: 'objekt' }), 'a broken schema').toBe(false);
  });

  it('points every $ref at something in it', () => {
    expect(refsIn(document).filter((ref) => !resolves(document, ref))).toEqual([]);
  });

  it('gives every operation a success, every refusal the one error body, every validated input its 422', () => {
    for (const [name, operation] of operations(document)) {
      const responses = Object.entries(operation.responses ?? {});
      expect(
        responses.some(([status]) => Number(status) < 400),
        `${name}: a success`,
      ).toBe(true);
      for (const [status, listed] of responses.filter(([code]) => Number(code) >= 400)) {
        expect(responseAt(document, '', listed).response.content, `${name} ${status}`).toEqual(ERROR_BODY);
      }
      const validated = operation.requestBody || operation.parameters?.some((p) => p.in === 'query');
      if (validated) expect(Object.keys(operation.responses ?? {}), `${name}: 422`).toContain('422');
    }
  });
});
