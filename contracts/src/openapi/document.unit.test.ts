import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, operations } from './document.ts';
import { apiTagDescriptions } from './api-tags.ts';

type Json = Record<string, any>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every `$ref` in the document, with where it was found. */
function collectRefs(node: unknown, at = '#', found: { ref: string; at: string }[] = []) {
  if (Array.isArray(node)) node.forEach((item, i) => collectRefs(item, `${at}/${i}`, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push({ ref: value, at });
      else collectRefs(value, `${at}/${key}`, found);
    }
  }
  return found;
}

function resolvePointer(document: Json, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Json)[part] : undefined), document);
}

const operation = (document: Json, method: string, path: string): Json | undefined => document.paths?.[path]?.[method];

const requestSchema = (document: Json, method: string, path: string, mediaType = 'application/json'): Json => {
  const schema = operation(document, method, path)?.requestBody?.content?.[mediaType]?.schema;
  return schema?.$ref ? (resolvePointer(document, schema.$ref) as Json) : schema;
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const okSchemaOf = (document: Json, method: string, path: string, mediaType = 'application/json') =>
  operation(document, method, path)!.responses['200'].content[mediaType].schema;

/** The operation exists, needs a bearer token (401 without) and answers 200 with the named schema. */
function expectTokenOperation(document: Json, method: string, path: string, schema: string) {
  const op = operation(document, method, path);
  expect(op, `${method} ${path}`).toBeDefined();
  expect(op!.security).toEqual([{ bearer: [] }]);
  expect(op!.responses).toHaveProperty('401');
  expect(okSchemaOf(document, method, path)).toEqual(ref(schema));
}

describe('OpenAPI document generated from the contracts', () => {
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as Json;

  it('given the contracts, when the document is built, then it is a well-formed OpenAPI 3.1 document', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    for (const [path, item] of Object.entries(document.paths as Json)) {
      expect(path).toMatch(/^\//);
      for (const [method, op] of Object.entries(item as Json)) {
        expect(HTTP_METHODS).toContain(method);
        expect(Object.keys(op.responses).length, `${method} ${path} has responses`).toBeGreaterThan(0);
        for (const [status, response] of Object.entries(op.responses as Json)) {
          expect(status).toMatch(/^([1-5]\d\d|default)$/);
          expect(typeof (response as Json).description, `${method} ${path} ${status} has a description`).toBe('string');
        }
        for (const requirement of op.security ?? []) {
          for (const scheme of Object.keys(requirement)) expect(document.components.securitySchemes).toHaveProperty(scheme);
        }
      }
    }
    const operationIds = Object.values(document.paths as Json).flatMap((item) => Object.values(item as Json).map((op) => op.operationId));
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('given the document, when every $ref is followed, then each one lands on a definition inside it', () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const { ref, at } of refs) {
      expect(ref, `local ref at ${at}`).toMatch(/^#\//);
      expect(resolvePointer(document, ref), `${ref} (used at ${at})`).toBeDefined();
    }
  });

  it.each([
    ['post', '/token'],
    ['post', '/api/account/register'],
    ['post', '/api/users/activate'],
    ['post', '/api/users/resend/activate'],
    ['post', '/api/account/recover'],
    ['post', '/api/account/resetPassword'],
    ['post', '/api/account/password'],
    ['post', '/api/account/Login'],
    ['post', '/api/account/Logout'],
    ['get', '/api/userprofile'],
    ['post', '/api/userprofile'],
    ['post', '/api/userprofile/settings'],
    ['get', '/api/altcha/challenge'],
    ['get', '/api/health'],
    ['get', '/api/account/external/providers'],
    ['get', '/api/account/external/{provider}/start'],
    ['get', '/api/account/external/{provider}/callback'],
    ['post', '/api/account/external/register'],
    ['post', '/api/account/external/link'],
  ])('given the document, when looking up %s %s, then the operation is there with the common error answers', (method, path) => {
    const op = operation(document, method, path);
    expect(op).toBeDefined();
    for (const status of ['404', '409', '429', '500']) {
      expect(op!.responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    }
  });

  it('given the token endpoint, when reading its request, then it is form-encoded with TokenResponse and TokenError answers', () => {
    const op = operation(document, 'post', '/token')!;
    expect(Object.keys(op.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    // password, refresh_token and external grants
    expect(requestSchema(document, 'post', '/token', 'application/x-www-form-urlencoded').oneOf).toHaveLength(3);
    expect(op.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/TokenResponse' });
    expect(op.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/TokenError' });
  });

  it('given the register endpoint, when reading its request schema, then it requires every required field of RegisterBody', () => {
    const schema = requestSchema(document, 'post', '/api/account/register');
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(
      expect.arrayContaining(['firstname', 'lastname', 'email', 'password', 'confirmPassword', 'reCAPTCHA']),
    );
    expect(schema.required).not.toContain('name');
    expect(schema.required).not.toContain('phone');
    const invalid = operation(document, 'post', '/api/account/register')!.responses['400'];
    expect(invalid.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ModelStateErrorBody' });
  });

  it('given the endpoints that need a signed-in member, when reading them, then they ask for the bearer scheme and document 401', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [method, path] of [
      ['post', '/api/account/password'],
      ['post', '/api/account/Login'],
      ['post', '/api/account/Logout'],
      ['get', '/api/userprofile'],
    ] as const) {
      const op = operation(document, method, path)!;
      expect(op.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
      expect(op.responses).toHaveProperty('401');
    }
    expect(operation(document, 'post', '/api/account/register')!.security).toEqual([]);
  });

  it('given every operation, when read, then each says who may call it: the bearer scheme where a row needs a token, an empty list where anyone may', () => {
    const unsaid = Object.entries(document.paths as Json).flatMap(([path, item]) =>
      Object.entries(item as Json).filter(([, op]) => !Array.isArray(op.security)).map(([method]) => `${method} ${path}`),
    );
    expect(unsaid).toEqual([]);
    for (const row of operations.filter((o) => o.bearer)) expect(operation(document, row.method, row.path)!.security, row.operationId).toEqual([{ bearer: [] }]);
  });

  it('given the certificate lookup, when read, then anyone may call it and a token is optional (its owner sees more)', () => {
    const op = operation(document, 'get', '/api/comics/{id}')!;
    expect(op.security).toEqual([{}, { bearer: [] }]);
    expect(op.responses).not.toHaveProperty('401');
  });

  it('given the document, when its servers and licence are read, then the API is on the origin the document is served from, under the site\'s terms', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.license).toEqual({ name: expect.stringContaining('Proprietary'), url: '/terms' });
  });

  it('given the tags of the operations, when read, then each has a description, and no description is left for a tag no operation uses', () => {
    expect(document.tags.filter((tag: Json) => !tag.description).map((tag: Json) => tag.name)).toEqual([]);
    const used = new Set(operations.map((o) => o.tag));
    expect(Object.keys(apiTagDescriptions).filter((name) => !used.has(name))).toEqual([]);
  });

  it('given the external sign-in navigations, when reading their parameters, then the provider is a required path parameter', () => {
    for (const path of ['/api/account/external/{provider}/start', '/api/account/external/{provider}/callback']) {
      expect(operation(document, 'get', path)!.parameters).toContainEqual(expect.objectContaining({ name: 'provider', in: 'path', required: true }));
      expect(operation(document, 'get', path)!.responses).toHaveProperty('302');
    }
  });

  it('given the sign-in audit endpoints, when reading their parameters, then Email is a required query parameter', () => {
    for (const path of ['/api/account/Login', '/api/account/Logout']) {
      expect(operation(document, 'post', path)!.parameters).toEqual([
        expect.objectContaining({ name: 'Email', in: 'query', required: true }),
      ]);
    }
  });

  describe('the order lifecycle (issue [5/6])', () => {
    const okSchema = (method: string, path: string, mediaType = 'application/json') => okSchemaOf(document, method, path, mediaType);

    it.each([
      ['get', '/api/orders/user/default/{count}/{startDate}/{endDate}/{status}/{text}', 'OrderListResponse'],
      ['get', '/api/orders/userorders/{count}', 'OrderListResponse'],
      ['get', '/api/orders/userCompletedOrders/{page}/{size}', 'OrderListResponse'],
      ['get', '/api/orders/dataCount', 'OrderDataCount'],
      ['get', '/api/orders/{id}', 'OrderDetail'],
      ['get', '/api/orders/{id}/rollup', 'OrderRollup'],
      ['get', '/api/orders/{id}/tracker', 'TrackerView'],
      ['get', '/api/test/getinvoice/{id}', 'InvoiceResponse'],
      ['get', '/api/comics/user/default/{count}', 'MemberComicList'],
      ['get', '/api/comics/user/default/{count}/{search}', 'MemberComicList'],
      ['get', '/api/staff/orders/{id}', 'StaffOrderView'],
      ['post', '/api/orders/transaction', 'PayBalanceResponse'],
      ['post', '/api/staff/orders/{orderId}/receive', 'StaffStepResponse'],
      ['post', '/api/staff/orders/{orderId}/books/{bookNo}/pregrade', 'StaffStepResponse'],
      ['post', '/api/staff/orders/{orderId}/books/{bookNo}/press', 'StaffStepResponse'],
      ['post', '/api/staff/orders/{orderId}/books/{bookNo}/grade', 'StaffStepResponse'],
      ['put', '/api/staff/orders/{orderId}/books/{bookNo}/cover', 'StaffStepResponse'],
      ['post', '/api/staff/orders/{orderId}/books/{bookNo}/encapsulate', 'StaffStepResponse'],
      ['post', '/api/staff/orders/{orderId}/tiers/{tierId}/qc', 'StaffStepResponse'],
      ['post', '/api/staff/orders/{orderId}/declared-value', 'StaffStepResponse'],
      ['post', '/api/staff/orders/{orderId}/ship', 'StaffStepResponse'],
      ['post', '/api/staff/orders/{orderId}/ready-for-pickup', 'StaffStepResponse'],
      ['post', '/api/staff/orders/{orderId}/complete', 'StaffStepResponse'],
      ['post', '/api/staff/orders/{orderId}/cancel', 'StaffStepResponse'],
    ])('given %s %s, when read, then it needs a token and answers %s', (method, path, schema) => {
      expectTokenOperation(document, method, path, schema);
    });

    it('given the staff queue, when read, then it lists StaffOrderRow items, takes status and q, and documents 403', () => {
      expect(okSchema('get', '/api/staff/orders')).toEqual(ref('StaffOrderQueue'));
      expect(document.components.schemas.StaffOrderQueue.type).toBe('array');
      const op = operation(document, 'get', '/api/staff/orders')!;
      expect(op.parameters.map((p: Json) => [p.name, p.in])).toEqual([
        ['status', 'query'],
        ['q', 'query'],
      ]);
      expect(op.responses).toHaveProperty('403');
    });

    it('given the staff steps with a body, when read, then each body is its contracts schema', () => {
      expect(requestSchema(document, 'post', '/api/staff/orders/{orderId}/books/{bookNo}/grade').required).toEqual(expect.arrayContaining(['grade', 'category']));
      expect(operation(document, 'post', '/api/staff/orders/{orderId}/receive')!.requestBody.content['application/json'].schema).toEqual(ref('ReceiveOrderBody'));
      expect(operation(document, 'post', '/api/staff/orders/{orderId}/books/{bookNo}/press')!.requestBody).toBeUndefined();
    });

    it('given the live tracker, when read, then it answers an event stream', () => {
      const op = operation(document, 'get', '/api/stream/orders/{id}/tracker')!;
      expect(Object.keys(op.responses['200'].content)).toEqual(['text/event-stream']);
      expect(op.security).toEqual([{ bearer: [] }]);
    });

    it('given the cover upload, when read, then its body is a raw JPEG of up to 50 MB', () => {
      const op = operation(document, 'put', '/api/staff/orders/{orderId}/books/{bookNo}/cover')!;
      expect(Object.keys(op.requestBody.content)).toEqual(['image/jpeg']);
      expect(op.responses['413'].description).toContain('50 MB');
    });

    it('given a cover photo, when read, then it is a public JPEG under /storage', () => {
      const op = operation(document, 'get', '/storage/comic/{id}/cover-m.jpg')!;
      expect(Object.keys(op.responses['200'].content)).toEqual(['image/jpeg']);
      expect(op.security).toEqual([]);
    });
  });

  describe('the population report, certificate lookup, featured comics and grading notes (issue [6/6])', () => {
    const okSchema = (method: string, path: string) => okSchemaOf(document, method, path);

    it.each([
      ['post', '/api/popreport/search', 'PopulationSearchResponse'],
      ['post', '/api/popreport/userrequest', 'PopulationRequestRecorded'],
      ['get', '/api/popreport/userrequest', 'PopulationRecentSearches'],
      ['get', '/api/popreport/titles', 'CensusTitleList'],
      ['get', '/api/popreport/grid', 'CensusGridResponse'],
      ['post', '/api/popreport/detail', 'PopulationBookDetail'],
      ['post', '/api/popreport/comiclisting', 'ComicListingResponse'],
      ['post', '/api/popreport/gradedComicDetails', 'CertificateView'],
    ])('given %s %s, when read, then it needs a token and answers %s', (method, path, schema) => {
      expectTokenOperation(document, method, path, schema);
    });

    it.each([
      ['get', '/api/comics/{id}', 'CertificateLookup', [{}, { bearer: [] }]],
      ['get', '/api/comics/search/{text}', 'CertificateSearchResult', []],
      ['get', '/api/comics/featured/{yyyymm}/{count}', 'FeaturedComicList', []],
      ['get', '/api/gradingnotes', 'GradingNotesPage', []],
      ['get', '/api/popreport/titles/{slug}', 'CensusTitleName', []],
      ['get', '/api/gradingnotes/{id}', 'CertificateView', []],
    ])('given %s %s, when read, then it is public and answers %s', (method, path, schema, security) => {
      const op = operation(document, method, path);
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!.security).toEqual(security);
      expect(okSchema(method, path)).toEqual(ref(schema));
    });

    it('given the search and the recorded search, when read, then both take the spec 3 filters and answer field errors with 400', () => {
      for (const path of ['/api/popreport/search', '/api/popreport/userrequest']) {
        const schema = requestSchema(document, 'post', path);
        expect(Object.keys(schema.properties)).toEqual(
          expect.arrayContaining(['RequestTitle', 'SearchPattern', 'Publisher', 'IssueNumber', 'Month', 'Year', 'ArtStoryCover', 'KeyComments', 'Variant', 'Page', 'Size', 'Grade', 'GradeType']),
        );
        expect(operation(document, 'post', path)!.responses['400'].content['application/json'].schema).toEqual(ref('ModelStateErrorBody'));
      }
    });

    it('given the census grid and its CSV export, when read, then both take the title, grade type and sort as query parameters and need a token', () => {
      for (const path of ['/api/popreport/grid', '/api/popreport/grid/csv']) {
        const op = operation(document, 'get', path)!;
        expect(op.security, path).toBeDefined();
        expect(op.parameters.filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name)).toEqual(
          expect.arrayContaining(['Title', 'GradeType', 'Sort', 'Direction']),
        );
      }
      expect(Object.keys(operation(document, 'get', '/api/popreport/grid/csv')!.responses['200'].content)).toEqual(['text/csv']);
    });

    it('given the public certificate, when its schema is read, then it has no member, order or price field', () => {
      const properties = Object.keys(document.components.schemas.CertificateView.properties);
      expect(properties).toEqual(expect.arrayContaining(['certificationId', 'grade', 'category', 'comics_details', 'census']));
      for (const secret of ['memberId', 'userId', 'orderId', 'insuredCents', 'totalCents']) expect(properties).not.toContain(secret);
    });
  });
});
