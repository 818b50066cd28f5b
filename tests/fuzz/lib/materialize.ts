import type { FuzzCase } from './cases.ts';
import { encodeSegment } from './hostile.ts';
import { RawText, Ref, resolveTemplate, toFormText, toJsonText, type Template } from './values.ts';
import type { Actor, FuzzWorld, ResolveContext } from './world.ts';
import { headerSafe, type WireRequest } from './wire.ts';

export interface Materialized {
  wire: WireRequest;
  actor: Actor | undefined;
  /** The body as resolved (for the world to follow password changes and the like). */
  resolvedBody: Template;
  /** The request carried a valid token of an actor (a 401 then means the session ended). */
  validToken: boolean;
}

const asText = (value: Template): string => (typeof value === 'string' ? value : value === null ? 'null' : toJsonText(value));

/** A JPEG-looking photo: the markers around seeded filler bytes (or filler alone when it is not to be a JPEG). */
function photo(size: number, real: boolean): Buffer {
  const filler = Buffer.alloc(size, 0x5a);
  return real ? Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), filler, Buffer.from([0xff, 0xd9])]) : filler;
}

export type Resolver = (ref: Ref, context: ResolveContext) => Template;

/**
 * The case as it goes on the wire now: refs resolved against the world (or by `resolver`, which the access
 * matrix uses to put someone else's ids in), the path and query encoded (raw parts as written).
 */
export function materialize(fuzzCase: FuzzCase, world: FuzzWorld, resolver: Resolver = (ref, context) => world.resolve(ref, context)): Materialized {
  const actor = fuzzCase.auth.kind === 'actor' ? world.actor(fuzzCase.auth.actor) : undefined;
  const context: ResolveContext = { actor };
  // Segments are cut at 4,000 characters: Node refuses a request head over 16 kB itself (431, before the app).
  const resolve = (value: Template | RawText): string => {
    if (value instanceof RawText) return value.text.slice(0, 4_000);
    return encodeSegment(asText(resolveTemplate(value, (ref) => resolver(ref, context))).slice(0, 1_000)).slice(0, 4_000);
  };

  let path = fuzzCase.pathTemplate.replace(/\{(\w+)\}/g, (_m, name: string) => (name in fuzzCase.params ? resolve(fuzzCase.params[name]!) : `{${name}}`));
  path += fuzzCase.pathSuffix;
  if (fuzzCase.query.length > 0) path += `${path.includes('?') ? '&' : '?'}${fuzzCase.query.map(([k, v]) => `${encodeURIComponent(k)}=${resolve(v)}`).join('&')}`;

  const headers: [string, string][] = [];
  switch (fuzzCase.auth.kind) {
    case 'actor':
      headers.push(['Authorization', `Bearer ${actor!.token}`]);
      break;
    case 'raw':
      headers.push(['Authorization', fuzzCase.auth.value]);
      break;
    case 'expired':
      headers.push(['Authorization', `Bearer ${world.expiredToken}`]);
      break;
    case 'foreign':
      headers.push(['Authorization', `Bearer ${world.foreignToken}`]);
      break;
    case 'unknownRole':
      headers.push(['Authorization', `Bearer ${world.unknownRoleToken}`]);
      break;
    case 'unknownUser':
      headers.push(['Authorization', `Bearer ${world.unknownUserToken}`]);
      break;
    case 'none':
      break;
  }

  let body: Buffer | undefined;
  let resolvedBody: Template = null;
  const b = fuzzCase.body;
  switch (b.kind) {
    case 'json':
      resolvedBody = resolveTemplate(b.value, (ref) => resolver(ref, context));
      body = Buffer.from(toJsonText(resolvedBody), 'utf8');
      headers.push(['Content-Type', b.contentType ?? 'application/json']);
      break;
    case 'form':
      resolvedBody = resolveTemplate(b.value, (ref) => resolver(ref, context));
      body = Buffer.from(toFormText(resolvedBody), 'utf8');
      headers.push(['Content-Type', b.contentType ?? 'application/x-www-form-urlencoded']);
      break;
    case 'text':
      body = Buffer.from(b.text, 'utf8');
      if (b.contentType !== undefined) headers.push(['Content-Type', b.contentType]);
      break;
    case 'bytes':
      body = b.bytes;
      if (b.contentType !== undefined) headers.push(['Content-Type', b.contentType]);
      break;
    case 'jpeg':
      body = photo(b.size, b.real);
      headers.push(['Content-Type', b.contentType ?? 'image/jpeg']);
      break;
    case 'none':
      if (b.contentType !== undefined && fuzzCase.method !== 'GET') headers.push(['Content-Type', b.contentType]);
      break;
  }
  if (body !== undefined || fuzzCase.method !== 'GET') headers.push(['Content-Length', String(body?.length ?? 0)]);
  headers.push(...fuzzCase.headers);
  const safeHeaders = headers.map(([name, value]): [string, string] => [name, headerSafe(value)]);
  return { wire: { method: fuzzCase.method, path, headers: safeHeaders, ...(body ? { body } : {}) }, actor, resolvedBody, validToken: fuzzCase.auth.kind === 'actor' };
}
