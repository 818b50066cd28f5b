import fc from 'fast-check';
import { admitted, openApiDocument, type FuzzOperation } from './operations.ts';
import type { Example } from './examples.ts';
import {
  badCharacters,
  contentEncodings,
  contentTypes,
  forwardedFor,
  garbageAuthorization,
  hostileJson,
  hostileQueryValue,
  hostileSegment,
  idempotencyKeys,
  oddHeaderValue,
  otherMethods,
  pathSuffixes,
  rawBodyBytes,
  rawBodyText,
  strayPaths,
} from './hostile.ts';
import { schemaArbitrary } from './schema-arbitrary.ts';
import { Poisoned, RawText, Ref, updateAt, valuePaths, type Template } from './values.ts';
import { STAFF_ROLES, type StaffRole } from '@certus/contracts';
import { ACTOR_NAMES, type ActorName } from './world.ts';

const isStaffRole = (principal: string): principal is StaffRole => (STAFF_ROLES as readonly string[]).includes(principal);

/**
 * One generated request, before the world fills in what only exists at run time. Everything here comes
 * from the seed, so a seed always gives the same cases; the printed wire request is what a case became.
 */
export interface FuzzCase {
  /** The operation it was made from ('stray' for paths no operation has). */
  operationId: string;
  /** How it was made: sent as valid as we can, mutated from that, or hostile throughout. */
  style: 'valid' | 'poisoned' | 'mutated' | 'hostile' | 'stray';
  method: string;
  pathTemplate: string;
  params: Record<string, Template | RawText>;
  query: [string, Template | RawText][];
  auth: AuthSpec;
  body: BodySpec;
  headers: [string, string][];
  pathSuffix: string;
  /** What was done to it, in words, for the report. */
  mutations: string[];
}

export type AuthSpec =
  | { kind: 'actor'; actor: ActorName }
  | { kind: 'none' }
  | { kind: 'raw'; value: string }
  | { kind: 'expired' | 'foreign' | 'unknownRole' | 'unknownUser' };

export type BodySpec =
  | { kind: 'none'; contentType?: string }
  | { kind: 'json'; value: Template; contentType?: string }
  | { kind: 'form'; value: Template; contentType?: string }
  | { kind: 'text'; text: string; contentType?: string }
  | { kind: 'bytes'; bytes: Buffer; contentType?: string }
  | { kind: 'jpeg'; size: number; real: boolean; contentType?: string };

const actorFor = (principal: string): fc.Arbitrary<AuthSpec> => {
  if (principal === 'anonymous') return fc.constant({ kind: 'none' });
  if (isStaffRole(principal)) return fc.constant({ kind: 'actor', actor: principal });
  return fc.constantFrom<AuthSpec>({ kind: 'actor', actor: 'memberA' }, { kind: 'actor', actor: 'memberA' }, { kind: 'actor', actor: 'memberB' });
};

/** A caller the route lets in (guards read from the route table), so a valid case gets past them. */
function admittedAuth(operation: FuzzOperation): fc.Arbitrary<AuthSpec> {
  // Members call open operations too (with their token, as the site does): their own e-mail and password are then at hand.
  const principals = admitted(operation).filter((p) => p !== 'anonymous' || !operation.bearer);
  return fc.oneof(...(principals.length > 0 ? principals : ['anonymous']).map(actorFor));
}

const anyAuth: fc.Arbitrary<AuthSpec> = fc.oneof(
  fc.constantFrom<AuthSpec>({ kind: 'none' }, ...ACTOR_NAMES.map((actor): AuthSpec => ({ kind: 'actor', actor }))),
  fc.constantFrom<AuthSpec>({ kind: 'expired' }, { kind: 'foreign' }, { kind: 'unknownRole' }, { kind: 'unknownUser' }),
  garbageAuthorization.map<AuthSpec>((value) => ({ kind: 'raw', value })),
);

function bodyOf(operation: FuzzOperation, example: Example | undefined): fc.Arbitrary<BodySpec> {
  if (!operation.body) return fc.constant({ kind: 'none' });
  if (example?.jpeg) return example.jpeg.map<BodySpec>((j) => ({ kind: 'jpeg', ...j }));
  const document = openApiDocument();
  const value = example?.body ?? schemaArbitrary(operation.body.schema, document, { context: operation.path });
  const kind = operation.body.mediaType === 'application/x-www-form-urlencoded' ? 'form' : 'json';
  return value.map<BodySpec>((v) => ({ kind, value: v }));
}

export function validCase(operation: FuzzOperation, example: Example | undefined): fc.Arbitrary<FuzzCase> {
  const document = openApiDocument();
  const params: Record<string, fc.Arbitrary<Template>> = {};
  for (const p of operation.pathParams) params[p.name] = schemaArbitrary(p.schema, document, { name: p.name, context: operation.path });
  const query = operation.queryParams.map((p) => {
    const value = example?.query?.[p.name] ?? schemaArbitrary(p.schema, document, { name: p.name, context: operation.path });
    return (p.required ? value.map((v) => [p.name, v] as [string, Template]) : fc.option(value.map((v) => [p.name, v] as [string, Template]), { nil: undefined }));
  });
  const headers: fc.Arbitrary<[string, string][]> =
    operation.method === 'GET' ? fc.constant([]) : fc.option(fc.uuid(), { nil: undefined }).map((key) => (key ? [['Idempotency-Key', key]] : []));
  return fc
    .record({
      auth: admittedAuth(operation),
      params: Object.keys(params).length ? fc.record(params) : fc.constant({}),
      query: query.length ? fc.tuple(...query) : fc.constant([]),
      body: bodyOf(operation, example),
      headers,
    })
    .map(({ auth, params, query, body, headers }) => ({
      operationId: operation.operationId,
      style: 'valid',
      method: operation.method,
      pathTemplate: operation.path,
      params,
      query: (query as ([string, Template] | undefined)[]).filter((q): q is [string, Template] => q !== undefined),
      auth,
      body,
      headers,
      pathSuffix: '',
      mutations: [],
    }));
}

// --- Mutations: each takes a case and gives a worse one ---------------------------------------------------------

type Mutation = (c: FuzzCase) => FuzzCase;
const withNote = (c: FuzzCase, note: string, change: Partial<FuzzCase>): FuzzCase => ({ ...c, ...change, style: 'mutated', mutations: [...c.mutations, note] });

const jsonValueOf = (body: BodySpec): Template | undefined => (body.kind === 'json' || body.kind === 'form' ? body.value : undefined);
const describePath = (path: (string | number)[]) => (path.length ? path.join('.') : 'the body');

/** Where a bad character can go: each text or number value of the body, path and query (ids before they are resolved too). */
function poisonTargets(c: FuzzCase): { describe: string; apply: (p: (v: Template) => Template) => FuzzCase }[] {
  const targets: { describe: string; apply: (p: (v: Template) => Template) => FuzzCase }[] = [];
  const isLeaf = (v: Template) => typeof v === 'string' || typeof v === 'number' || v instanceof Ref;
  const body = jsonValueOf(c.body);
  if (body !== undefined) {
    for (const path of valuePaths(body)) {
      let leaf: Template = null;
      updateAt(body, path, (old) => (leaf = old));
      if (isLeaf(leaf)) targets.push({ describe: describePath(path), apply: (p) => ({ ...c, body: { ...(c.body as { kind: 'json' }), value: updateAt(body, path, p) } }) });
    }
  }
  for (const [name, value] of Object.entries(c.params)) {
    if (!(value instanceof RawText)) targets.push({ describe: `path parameter ${name}`, apply: (p) => ({ ...c, params: { ...c.params, [name]: p(value) } }) });
  }
  c.query.forEach(([name, value], i) => {
    if (!(value instanceof RawText)) targets.push({ describe: `query ${name}`, apply: (p) => ({ ...c, query: c.query.map((q, j) => (j === i ? ([name, p(value)] as [string, Template]) : q)) }) });
  });
  return targets;
}

/** A NUL byte or a lone surrogate slipped into one value that is otherwise right: what only a check of the characters themselves refuses. */
const poisoning: fc.Arbitrary<Mutation> = fc.tuple(fc.nat(), badCharacters, fc.constantFrom(1, 0, 0.5)).map(([pick, bad, at]): Mutation => (c) => {
  const targets = poisonTargets(c);
  if (targets.length === 0) return c;
  const target = targets[pick % targets.length]!;
  return { ...target.apply((v) => new Poisoned(v, bad, at)), style: c.style === 'valid' ? 'poisoned' : c.style, mutations: [...c.mutations, `${JSON.stringify(bad)} in ${target.describe}`] };
});

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: poisoning },
  // Body values: one replaced by something hostile, one removed, one added, the whole body replaced.
  { weight: 6, arbitrary: fc.tuple(fc.nat(), hostileJson).map(([pick, value]): Mutation => (c) => {
      const current = jsonValueOf(c.body);
      if (current === undefined) return withNote(c, 'a JSON body where none is expected', { body: { kind: 'json', value } });
      const paths = valuePaths(current);
      const path = paths[pick % paths.length]!;
      return withNote(c, `${describePath(path)} replaced`, { body: { ...(c.body as { kind: 'json' }), value: updateAt(current, path, () => value) } });
    }) },
  { weight: 2, arbitrary: fc.nat().map((pick): Mutation => (c) => {
      const current = jsonValueOf(c.body);
      if (current === undefined) return c;
      const paths = valuePaths(current).filter((p) => p.length > 0);
      if (paths.length === 0) return c;
      const path = paths[pick % paths.length]!;
      return withNote(c, `${describePath(path)} removed`, { body: { ...(c.body as { kind: 'json' }), value: updateAt(current, path, () => undefined) } });
    }) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('__proto__', 'constructor', 'extra', 'id', 'memberId', 'userId', 'role', 'isAdmin', ''), hostileJson).map(([key, value]): Mutation => (c) => {
      const current = jsonValueOf(c.body);
      if (!current || typeof current !== 'object' || Array.isArray(current)) return c;
      return withNote(c, `extra field ${JSON.stringify(key)}`, { body: { ...(c.body as { kind: 'json' }), value: { ...(current as Record<string, Template>), [key]: value } } });
    }) },
  { weight: 2, arbitrary: hostileJson.map((value): Mutation => (c) => withNote(c, 'the body replaced', { body: { kind: 'json', value } })) },
  // Encodings: not JSON at all, bytes that are not UTF-8, a form for JSON and JSON for a form, wrong types and encodings.
  { weight: 2, arbitrary: rawBodyText.map((text): Mutation => (c) => withNote(c, 'a body that is not the JSON expected', { body: { kind: 'text', text, contentType: c.body.contentType ?? 'application/json' } })) },
  { weight: 1, arbitrary: rawBodyBytes.map((bytes): Mutation => (c) => withNote(c, 'a body that is not UTF-8', { body: { kind: 'bytes', bytes, contentType: 'application/json' } })) },
  { weight: 2, arbitrary: fc.constant<Mutation>((c) => {
      if (c.body.kind === 'json') return withNote(c, 'sent as a form', { body: { kind: 'form', value: c.body.value } });
      if (c.body.kind === 'form') return withNote(c, 'sent as JSON', { body: { kind: 'json', value: c.body.value } });
      return c;
    }) },
  { weight: 2, arbitrary: contentTypes.map((contentType): Mutation => (c) => withNote(c, `Content-Type ${JSON.stringify(contentType)}`, { body: { ...c.body, contentType } })) },
  { weight: 1, arbitrary: contentEncodings.map((encoding): Mutation => (c) => withNote(c, `Content-Encoding ${encoding}`, { headers: [...c.headers, ['Content-Encoding', encoding]] })) },
  { weight: 1, arbitrary: fc.constant<Mutation>((c) => withNote(c, 'no body', { body: { kind: 'none', contentType: 'application/json' } })) },
  // Path and query.
  { weight: 4, arbitrary: fc.tuple(fc.nat(), fc.oneof(hostileSegment.map((s) => new RawText(s) as Template | RawText), hostileJson)).map(([pick, value]): Mutation => (c) => {
      const names = Object.keys(c.params);
      if (names.length === 0) return withNote(c, 'suffix on the path', { pathSuffix: value instanceof RawText ? `/${value.text}` : '/x' });
      const name = names[pick % names.length]!;
      return withNote(c, `path parameter ${name} replaced`, { params: { ...c.params, [name]: value } });
    }) },
  { weight: 1, arbitrary: pathSuffixes.map((suffix): Mutation => (c) => withNote(c, `path suffix ${suffix}`, { pathSuffix: suffix })) },
  { weight: 2, arbitrary: fc.tuple(fc.nat(), hostileQueryValue).map(([pick, raw]): Mutation => (c) => {
      if (c.query.length === 0) return withNote(c, 'stray query parameter', { query: [['q', new RawText(raw)]] });
      const index = pick % c.query.length;
      const query = c.query.map((q, i) => (i === index ? ([q[0], new RawText(raw)] as [string, RawText]) : q));
      return withNote(c, `query ${c.query[index]![0]} replaced`, { query });
    }) },
  { weight: 1, arbitrary: fc.constant<Mutation>((c) => (c.query.length ? withNote(c, 'query parameter repeated', { query: [...c.query, ...c.query] }) : c)) },
  // Who calls, and headers.
  { weight: 3, arbitrary: anyAuth.map((auth): Mutation => (c) => withNote(c, `auth ${auth.kind === 'actor' ? auth.actor : auth.kind}`, { auth })) },
  { weight: 1, arbitrary: forwardedFor.map((value): Mutation => (c) => withNote(c, 'X-Forwarded-For', { headers: [...c.headers, ['X-Forwarded-For', value]] })) },
  { weight: 1, arbitrary: idempotencyKeys.map((value): Mutation => (c) => withNote(c, 'Idempotency-Key', { headers: [...c.headers.filter(([n]) => n !== 'Idempotency-Key'), ['Idempotency-Key', value]] })) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('Accept', 'Accept-Encoding', 'Accept-Charset', 'Origin', 'X-Correlation-Id', 'X-Certus-Written-At', 'Cookie', 'Range', 'If-None-Match', 'X-HTTP-Method-Override', 'Accept-Language'), oddHeaderValue).map(([name, value]): Mutation => (c) => withNote(c, `header ${name}`, { headers: [...c.headers, [name, value]] })) },
  { weight: 1, arbitrary: otherMethods.map((method): Mutation => (c) => withNote(c, `method ${method}`, { method })) },
);

function mutatedCase(operation: FuzzOperation, example: Example | undefined): fc.Arbitrary<FuzzCase> {
  return fc.tuple(validCase(operation, example), fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([base, mutations]) => mutations.reduce((c, m) => m(c), base));
}

function hostileCase(operation: FuzzOperation): fc.Arbitrary<FuzzCase> {
  const params: Record<string, fc.Arbitrary<Template | RawText>> = {};
  for (const p of operation.pathParams) params[p.name] = fc.oneof(hostileSegment.map((s) => new RawText(s)), hostileJson);
  return fc
    .record({
      auth: anyAuth,
      params: Object.keys(params).length ? fc.record(params) : fc.constant({}),
      query: fc.array(fc.tuple(fc.constantFrom(...operation.queryParams.map((q) => q.name), 'x'), hostileQueryValue.map((v) => new RawText(v) as Template | RawText)), { maxLength: 3 }),
      body: fc.oneof(
        hostileJson.map<BodySpec>((value) => ({ kind: 'json', value })),
        rawBodyText.map<BodySpec>((text) => ({ kind: 'text', text, contentType: 'application/json' })),
        fc.tuple(hostileJson, contentTypes).map<BodySpec>(([value, contentType]) => ({ kind: 'json', value, contentType })),
        fc.constant<BodySpec>({ kind: 'none' }),
      ),
    })
    .map(({ auth, params, query, body }) => ({
      operationId: operation.operationId,
      style: 'hostile',
      method: operation.method,
      pathTemplate: operation.path,
      params,
      query,
      auth,
      body: operation.method === 'GET' ? { kind: 'none' } : body,
      headers: [],
      pathSuffix: '',
      mutations: ['hostile throughout'],
    }));
}

const strayCase: fc.Arbitrary<FuzzCase> = fc.tuple(strayPaths, otherMethods, anyAuth).map(([path, method, auth]) => ({
  operationId: 'stray',
  style: 'stray',
  method,
  pathTemplate: path,
  params: {},
  query: [],
  auth,
  body: { kind: 'none' },
  headers: [],
  pathSuffix: '',
  mutations: ['a path no operation has'],
}));

/** Every operation, in the proportions: 30% valid, 10% valid but for one bad character, 35% mutated from valid, 20% hostile throughout, and 5% stray paths. */
export function fuzzCases(operations: FuzzOperation[], exampleOf: Record<string, Example>): fc.Arbitrary<FuzzCase> {
  const perOperation = operations.map((operation) => {
    const example = exampleOf[operation.operationId];
    return fc.oneof(
      { weight: 6, arbitrary: validCase(operation, example) },
      { weight: 2, arbitrary: fc.tuple(validCase(operation, example), poisoning).map(([c, poison]) => poison(c)) },
      { weight: 7, arbitrary: mutatedCase(operation, example) },
      { weight: 4, arbitrary: hostileCase(operation) },
    );
  });
  return fc.oneof({ weight: 19, arbitrary: fc.oneof(...perOperation) }, { weight: 1, arbitrary: strayCase });
}
