import fc from 'fast-check';
import { RawJson, Ref, REF_KINDS, type Template } from './values.ts';

/**
 * Hostile input, by where it goes: JSON values, raw bodies, path segments (as sent on the wire, already
 * percent-encoded or deliberately mis-encoded), query strings and header values. Each list starts with the
 * plainest case, so shrinking walks towards it.
 */

/** Strings that have broken servers: control characters, lone surrogates, odd Unicode, injection-looking text, sizes. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '\u0000',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    '\ufeffBOM',
    '\u202eRTL',
    '\u200b',
    'é',
    'ｆｕｌｌｗｉｄｔｈ',
    '٣٤',
    '💥🦄',
    "' OR 1=1 --",
    '"; DROP TABLE events; --',
    '%00',
    '%ff%fe',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '${jndi:ldap://x}',
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '0x10',
    'null',
    'true',
    '\r\nX-Injected: 1',
    '\t\n',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(300, 5_000, 120_000).map((n) => 'A'.repeat(n)),
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udc00')).map(([s, bad]) => `${s}${bad}${s}`),
);

export const hostileNumber: fc.Arbitrary<Template> = fc.oneof(
  fc.constantFrom<Template>(0, -1, 1.5, -0.000001, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 1e-300, 999999999999),
  fc.constantFrom('1e400', '-1e400', '1E+999', '123456789012345678901234567890', '-0', '0.0000000000000000000000001', '1.7976931348623157e309').map((t) => new RawJson(t)),
  fc.double(),
  fc.integer(),
);

/** A JSON value nested `depth` levels (arrays or objects), written raw so the size of the text stays linear. */
export const deepNesting: fc.Arbitrary<Template> = fc.tuple(fc.constantFrom(20, 1_000, 20_000), fc.boolean()).map(([depth, arrays]) =>
  new RawJson(arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
);

/** Characters every string must be checked for at the boundary (they break PostgreSQL text and JSON, or are not Unicode). */
export const badCharacters: fc.Arbitrary<string> = fc.constantFrom('\u0000', '\ud800', '\udfff', 'a\u0000', '\udbff\u0000', '\ud83d');

/** Any JSON value, hostile or not: wrong types for whatever field it lands in. */
export const hostileJson: fc.Arbitrary<Template> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<Template>(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.constantFrom(new RawJson('{"__proto__":{"isAdmin":true}}'), new RawJson('{"constructor":{"prototype":{"x":1}}}'), new RawJson('{"a":1,"a":2}')) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Template> },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...REF_KINDS), fc.constantFrom('own', 'other') as fc.Arbitrary<'own' | 'other'>, fc.nat(5)).map(([k, w, p]) => new Ref(k, w, p)) },
);

/** Bodies that are not JSON, or not the JSON one would expect (sent with whatever content type the case says). */
export const rawBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":}',
    '[1,2',
    'nul',
    '"just a string"',
    '42',
    'true',
    '{"a":"\\ud800"}',
    '{"email":"a\\u0000b@example.test"}',
    '{"a":1}garbage',
    '\ufeff{}',
    '{"a":"\\x41"}',
    "{'single':'quotes'}",
    'a=1&b=2',
    '<?xml version="1.0"?><a/>',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** Raw bytes that are not UTF-8 (or are UTF-16), for bodies that claim to be text. */
export const rawBodyBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constantFrom(
    Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
    Buffer.from('{"a":"\xc3\x28"}', 'latin1'),
    Buffer.from('{"a":"\xed\xa0\x80"}', 'latin1'),
    Buffer.from('{"a":"\xc0\xae"}', 'latin1'),
    Buffer.from('{}', 'utf16le'),
  ),
  fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
);

/** A path segment as sent on the wire. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'x',
    '%ff%fe',
    '%E0%A4%A',
    '%',
    '%%',
    '%zz',
    '%00',
    'a%00b',
    '%2e%2e',
    '..%2f..%2f',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%5c',
    '.',
    '%C0%AE',
    '%ED%A0%80',
    '%EF%BF%BF',
    '%F4%90%80%80',
    '%20',
    '+',
    ';a=b',
    '%3B',
    '%2F',
    '%3F',
    '%23',
    '{id}',
    ':id',
    '*',
    '-1',
    '0',
    '00',
    '1.5',
    '1e999',
    '9'.repeat(40),
    'NaN',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    'A'.repeat(3_000),
    '%41'.repeat(1_000),
  ),
  hostileString.map((s) => (s.length > 3_000 ? s.slice(0, 3_000) : s)).map(encodeSegment),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map(encodeURIComponent),
);

/** encodeURIComponent, except for lone surrogates (which it refuses): those go out as their WTF-8 bytes. */
export function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (code >= 0xd800 && code <= 0xdfff && ch.length === 1) {
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
        }
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

/** A query string value as sent on the wire (already encoded, or deliberately not). */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(hostileSegment, fc.constantFrom('', '&', '=', '%', 'a&a=b', '[]', 'a[b]=c'));

/** What an Authorization header may hold besides a valid token (tokens the world signs are in AuthSpec). */
export const garbageAuthorization: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer null',
    'Bearer undefined',
    'Bearer a.b.c',
    'Bearer a.b.c.d',
    'Bearer ....',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJhZG1pbiIsInJvbGUiOiJ3b3JrZXIifQ.',
    'Bearer %%%.%%%.%%%',
    'Basic dXNlcjpwYXNz',
    'Basic ',
    'Digest username="x"',
    'bearer lowercase.scheme.token',
    'Bearer  two  spaces',
    `Bearer ${'A'.repeat(4_000)}`,
    `Bearer ${'e30'}.${'e30'}.${'A'.repeat(43)}`,
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => `Bearer ${s}`),
);

/** Content-Type values, right and wrong. */
export const contentTypes: fc.Arbitrary<string> = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json; charset=koi8-r',
  'application/json; charset=nope',
  'application/json;;;',
  'application/vnd.api+json',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=latin1',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'text/plain',
  'text/html',
  'application/xml',
  'image/jpeg',
  'application/octet-stream',
  '*/*',
  '',
  'json',
  '/',
);

export const contentEncodings: fc.Arbitrary<string> = fc.constantFrom('identity', 'gzip', 'deflate', 'br', 'x-unknown', 'gzip, gzip', 'compress');

/** Header values the server must shrug off (latin1 only: that is what HTTP carries). */
export const oddHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', 'null', '-1', '0', 'A'.repeat(2_000), '\u00ff\u00fe', 'é'),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => s.replace(/[\r\n\0]/g, '')),
  // UTF-8 bytes of Unicode text, as a client that sends raw UTF-8 would (node reads them as latin1).
  fc.string({ unit: 'grapheme', maxLength: 10 }).map((s) => Buffer.from(s, 'utf8').toString('latin1').replace(/[\r\n\0]/g, '')),
);

/** X-Forwarded-For values: the proxy header a client may spoof. */
export const forwardedFor: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('1.2.3.4', '1.2.3.4, 5.6.7.8', '::1', '::ffff:10.0.0.1', '999.999.999.999', 'unknown', 'garbage', '', ', , ,', '127.0.0.1', `${'1.1.1.1, '.repeat(300)}1.1.1.1`),
  fc.ipV4(),
  fc.ipV6(),
  oddHeaderValue,
);

export const idempotencyKeys: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', 'same-key', 'A'.repeat(2_000), '\u00ff', 'null'),
  fc.uuid(),
  oddHeaderValue,
);

/** Other HTTP methods, for a path that answers one. */
export const otherMethods: fc.Arbitrary<string> = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD');

/** Text appended to a path: trailing slashes, dot segments, stray query and fragment marks. */
export const pathSuffixes: fc.Arbitrary<string> = fc.constantFrom('/', '//', '/.', '/..', '/%2e%2e', '%00', '?', '?&', '/%ff', '.json', ';jsessionid=1', '/x/y/z');

/** Paths no operation has. */
export const strayPaths: fc.Arbitrary<string> = fc.constantFrom(
  '/',
  '/api',
  '/api/',
  '/api/nothing-here',
  '/api/%ff',
  '/api/..%2f..%2fetc%2fpasswd',
  '/storage/../package.json',
  '/storage/%2e%2e/%2e%2e/package.json',
  '/storage/comic/%00/cover-m.jpg',
  '/storage/comic/..%2f..%2f/cover-m.jpg',
  '/storage/.env',
  '/storage/comic/',
  '/%2e%2e/%2e%2e/etc/passwd',
  '//api//health',
  '/API/HEALTH',
  '/api/orders/%E0%A4%A/rollup',
  '/api/docs/assets/../../package.json',
  '/api/docs/assets/%2e%2e%2fswagger-ui.css',
  '/dev/mailbox',
  `/${'a/'.repeat(500)}`,
);
