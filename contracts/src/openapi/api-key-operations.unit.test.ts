import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document.ts';
import { API_KEY_SCHEME, keyedExamples, keyedOperations } from './api-key-operations.ts';

type Json = Record<string, any>;

describe('the keyed public API in the OpenAPI document', () => {
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as Json;

  it('given the keyed operations, then there are the five of the public API, all GETs under /api/v1/', () => {
    expect(keyedOperations.map((row) => `${row.method} ${row.path}`)).toEqual([
      'get /api/v1/certificates/{certificationId}',
      'get /api/v1/census/books/{bookId}',
      'get /api/v1/registry/certificates/{certificationId}',
      'get /api/v1/registry/heads/latest',
      'get /api/v1/registry/consistency',
    ]);
  });

  it('given each keyed operation, when its example answer is parsed with its schema, then it parses and comes back unchanged', () => {
    for (const row of keyedOperations) {
      const example = keyedExamples[row.operationId];
      const parsed = row.ok.schema!.safeParse(example);
      expect(parsed.success, `${row.operationId}: ${parsed.error?.message}`).toBe(true);
      expect(isDeepStrictEqual(parsed.data, example), `${row.operationId} parses to the same value`).toBe(true);
    }
  });

  it('given the document, then the apiKey scheme names the X-Api-Key header, and each keyed operation needs it, shows its example and quota headers, and says its 401 and 429', () => {
    expect(document.components.securitySchemes[API_KEY_SCHEME]).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    for (const row of keyedOperations) {
      const operation = document.paths[row.path][row.method];
      expect(operation.security, row.operationId).toEqual([{ [API_KEY_SCHEME]: [] }]);
      expect(operation.responses['200'].content['application/json'].example).toEqual(keyedExamples[row.operationId]);
      expect(Object.keys(operation.responses['200'].headers)).toEqual(['RateLimit-Policy', 'RateLimit']);
      expect(operation.responses['401'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
      expect(Object.keys(operation.responses['429'].headers)).toContain('Retry-After');
    }
  });

  it('given the member key operations, then they take a bearer token, like every account call', () => {
    for (const [method, path] of [
      ['get', '/api/userprofile/apikeys'],
      ['post', '/api/userprofile/apikeys'],
      ['post', '/api/userprofile/apikeys/{keyId}/rename'],
      ['post', '/api/userprofile/apikeys/{keyId}/revoke'],
    ] as const) {
      expect(document.paths[path][method].security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
  });
});
