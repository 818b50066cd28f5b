import fc from 'fast-check';
import { Ref, type RefKind, type Template } from './values.ts';

/**
 * Values that fit a JSON Schema of the OpenAPI document (the keywords zod-to-openapi writes: $ref, type,
 * enum, pattern, format, min/max lengths and values, items, properties, required, oneOf/anyOf), so that a
 * fair share of the generated requests pass validation and reach the code behind it. A field's name can
 * say more than its schema (an `orderId` is a string to the schema, but only a real order id gets past the
 * lookup): `fieldHint` turns such names into run-time references (Ref) or plausible values.
 */

type Schema = Record<string, any>;
type Document = Record<string, any>;

/** An address the product takes (fast-check's emailAddress() is RFC-valid but mostly refused, which is for mutations to try). */
export const plainEmail = fc.stringMatching(/^[a-z][a-z0-9]{2,11}$/).map((local) => `fuzz-${local}@example.test`);

const ownOrOther = (kind: RefKind) =>
  fc.tuple(fc.constantFrom<'own' | 'other'>('own', 'own', 'own', 'other'), fc.nat(3)).map(([whose, pick]) => new Ref(kind, whose, pick) as Template);

/** The run-time value a field stands for, judged by its name (and the path it is in, for a bare `id`). */
export function fieldHint(name: string, context = ''): fc.Arbitrary<Template> | undefined {
  const n = name.toLowerCase();
  if (n === 'id' || n === 'text' || n === 'search') {
    if (context.includes('/address')) return ownOrOther('addressId');
    if (context.includes('/paymethod')) return ownOrOther('payMethodId');
    if (context.includes('/unsubscribe')) return ownOrOther('unsubscribeId');
    if (context.includes('/staff/orders') || /\/orders\/|getinvoice/.test(context)) return ownOrOther('orderId');
    if (context.includes('/comics') || context.includes('gradingnotes') || context.includes('/storage')) return ownOrOther('comicId');
    if (n !== 'id') return undefined;
  }
  const byName: Record<string, () => fc.Arbitrary<Template>> = {
    orderid: () => ownOrOther('orderId'),
    addressid: () => ownOrOther('addressId'),
    paymethodid: () => ownOrOther('payMethodId'),
    authpaymentid: () => ownOrOther('payMethodId'),
    certificationid: () => ownOrOther('comicId'),
    bookid: () => ownOrOther('censusBookId'),
    userid: () => ownOrOther('memberId'),
    memberid: () => ownOrOther('memberId'),
    catalogueversion: () => fc.constant(new Ref('catalogueVersion')),
    email: () => fc.oneof(fc.constant(new Ref('email') as Template), plainEmail),
    username: () => fc.constant(new Ref('email')),
    recipientemail: () => fc.oneof(fc.constant(''), plainEmail),
    password: () => fc.constant(new Ref('password')),
    oldpassword: () => fc.constant(new Ref('password')),
    recaptcha: () => fc.constant(new Ref('botCheck')),
    refresh_token: () => fc.constant(new Ref('refreshToken')),
    tierid: () => fc.nat(3).map((pick) => new Ref('tierId', 'own', pick)),
    bookno: () => fc.nat(5).map((pick) => new Ref('bookNo', 'own', pick)),
    level: () => fc.constant('Clubmember'),
    autorenew: () => fc.constantFrom('true', 'false'),
    count: () => fc.constantFrom('1', '5', '10'),
    size: () => fc.constantFrom('1', '10'),
    page: () => fc.constantFrom('1', '2'),
    startdate: () => fc.constantFrom('-', '2025-01-01'),
    enddate: () => fc.constantFrom('-', '2030-12-31'),
    status: () => fc.constantFrom('All', '-', 'Processing', 'Completed'),
    q: () => fc.constantFrom('', 'spider', 'member'),
    value: () => fc.constantFrom('spi', 'spider', 'marvel', 'x-men'),
    country: () => fc.constantFrom('US', 'CA'),
    collectibletype: () => fc.constantFrom('Comic', 'Magazine', 'Manga'),
    type: () => fc.constantFrom('Comic', 'Magazine', 'Manga'),
    collectibledate: () => fc.constantFrom('01-15-2026', '12-31-2025'),
    currency: () => fc.constantFrom('USD', 'CAD'),
    code: () => fc.constantFrom('SAVE10', 'GRADE5', 'FREESHIP', 'NOPE'),
    yyyymm: () => fc.constantFrom('202605', '202512', '199001'),
    month: () => fc.constantFrom('202605', '202512'),
    provider: () => fc.constantFrom('certus', 'nope'),
    returnurl: () => fc.constantFrom('/account', 'https://evil.example/'),
    requesttitle: () => fc.constantFrom('spider', 'Amazing Spider-Man', 'x-men', 'batman'),
    firstname: () => fc.constantFrom('Ann', 'Bob'),
    lastname: () => fc.constantFrom('Reader', 'Smith'),
    phone: () => fc.constantFrom('5555550100', ''),
    name: () => fc.constantFrom('Ann Reader', 'title', 'publisher'),
  };
  return byName[n]?.();
}

function resolveRef(schema: Schema, document: Document): Schema {
  let s = schema;
  while (s && typeof s.$ref === 'string') s = document.components.schemas[s.$ref.split('/').pop()!];
  return s ?? {};
}

const readableText = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .,'-]{0,15}$/);

function stringArbitrary(schema: Schema): fc.Arbitrary<Template> {
  const maxLength: number | undefined = schema.maxLength;
  const minLength: number = schema.minLength ?? 0;
  const fits = (s: string) => s.length >= minLength && (maxLength === undefined || s.length <= maxLength);
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    } catch {
      // a pattern fast-check cannot generate from: plain text below
    }
  }
  if (schema.format === 'email') return plainEmail.filter(fits);
  if (schema.format === 'date') return fc.constantFrom('2025-01-01', '2026-06-30');
  if (schema.format === 'date-time') return fc.constant('2026-01-01T00:00:00.000Z');
  if (schema.format === 'binary') return fc.constant(new Ref('jpeg'));
  return readableText.map((s) => s.padEnd(minLength, 'x')).filter(fits);
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<Template> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : 0);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.5) : Math.max(min, 0) + 1_000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((d) => Math.round(d * 10) / 10));
}

/** A generator of values fitting `schema`; `path` names the field (for hints) and `context` the operation's path. */
export function schemaArbitrary(schema: Schema, document: Document, options: { name?: string; context?: string; depth?: number } = {}): fc.Arbitrary<Template> {
  const depth = options.depth ?? 0;
  const s = resolveRef(schema, document);
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...(s.enum as Template[]));
  // A name says more than a plain string (or a version number) schema; never more than an enum or a structure.
  const plain = s.type === undefined || s.type === 'string' || (s.type === 'integer' && options.name === 'catalogueVersion');
  if (options.name && plain && !s.properties && !s.oneOf && !s.anyOf) {
    const hinted = fieldHint(options.name, options.context);
    if (hinted) return hinted;
  }
  if (s.const !== undefined) return fc.constant(s.const as Template);
  const variants = s.oneOf ?? s.anyOf;
  if (Array.isArray(variants)) return fc.oneof(...variants.map((v: Schema) => schemaArbitrary(v, document, { ...options, depth: depth + 1 })));
  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => schemaArbitrary({ ...s, type }, document, { ...options, depth: depth + 1 })));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 6) return fc.constant([]);
      const items = schemaArbitrary(s.items ?? {}, document, { context: options.context, depth: depth + 1 });
      const minLength = s.minItems ?? 0;
      return fc.array(items, { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 3)) });
    }
    case 'object': {
      if (depth > 6) return fc.constant({});
      const properties: Record<string, Schema> = s.properties ?? {};
      const required = new Set<string>(s.required ?? []);
      const model: Record<string, fc.Arbitrary<Template>> = {};
      for (const [key, value] of Object.entries(properties)) model[key] = schemaArbitrary(value, document, { name: key, context: options.context, depth: depth + 1 });
      if (Object.keys(model).length === 0) return fc.constant({});
      return fc.record(model, { requiredKeys: [...required].filter((k) => k in model) }) as fc.Arbitrary<Template>;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Template>;
  }
}
