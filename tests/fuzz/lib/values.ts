/**
 * What a generated request is made of before it is sent. Generation is pure and seeded (fast-check), so a
 * seed always gives the same requests; anything that only exists at run time (a member's real order id, a
 * fresh bot-check solution, the balance owed right now) is a `Ref`, resolved by the world just before the
 * request leaves. Text that JSON.stringify cannot write (a number like 1e400, duplicate keys) is `RawJson`.
 */

/** The kinds of run-time values a request may name. */
export const REF_KINDS = [
  'orderId',
  'orderIdWithBalance',
  'balanceCents',
  'addressId',
  'payMethodId',
  'comicId',
  'censusBookId',
  'giftCardCode',
  'unsubscribeId',
  'refreshToken',
  'email',
  'password',
  'botCheck',
  'activationCode',
  'pendingEmail',
  'resetToken',
  'resetEmail',
  'catalogueVersion',
  'memberId',
  'bookNo',
  /** Every book of the order the request named, as arrived: a receive step's list. */
  'allBooksArrived',
  'tierId',
  'jpeg',
] as const;
export type RefKind = (typeof REF_KINDS)[number];

/** Whose object a ref names: the caller's own, or another member's (the world picks which). */
export type Whose = 'own' | 'other';

export class Ref {
  constructor(
    readonly kind: RefKind,
    readonly whose: Whose = 'own',
    /** Which one of the list (modulo its length), so the same seed names the same object. */
    readonly pick = 0,
  ) {}
  toJSON() {
    return `<${this.whose} ${this.kind}#${this.pick}>`;
  }
}

/** Text sent exactly as written: a path segment or query value already encoded (or deliberately mis-encoded). */
export class RawText {
  constructor(readonly text: string) {}
}

/** JSON text written as is where this value stands (no toJSON: JSON.stringify would call it before our replacer). */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * A valid value with a bad character slipped in once it is resolved: the text a careless or hostile client
 * sends in a field that is otherwise right (a NUL byte, a lone surrogate), so that it gets past everything
 * but a check of the characters themselves.
 */
export class Poisoned {
  constructor(
    readonly inner: Template,
    readonly bad: string,
    /** Where the bad text goes: 0 at the start, 1 at the end, between them in proportion. */
    readonly at: number,
  ) {}
}

export type Template = null | boolean | number | string | Ref | RawJson | Poisoned | Template[] | { [key: string]: Template };

function poison(value: Template, bad: string, at: number): Template {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  if (text === undefined) return value;
  const i = Math.round(at * text.length);
  return text.slice(0, i) + bad + text.slice(i);
}

/** Replaces every Ref with what `resolve` gives (a plain value or a template of its own). */
export function resolveTemplate(value: Template, resolve: (ref: Ref) => Template): Template {
  if (value instanceof Ref) return resolve(value);
  if (value instanceof Poisoned) return poison(resolveTemplate(value.inner, resolve), value.bad, value.at);
  if (value instanceof RawJson || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => resolveTemplate(v, resolve));
  const out: Record<string, Template> = {};
  for (const [k, v] of Object.entries(value)) out[k] = resolveTemplate(v, resolve);
  return out;
}

/** JSON text of a resolved template, RawJson pieces written verbatim (lone surrogates as \ud800 escapes, as JSON.stringify writes them). */
export function toJsonText(value: Template): string {
  const raws: string[] = [];
  const marker = (i: number) => `\u0001raw${i}\u0001`;
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return marker(raws.length - 1);
    }
    return v;
  });
  if (text === undefined) return '';
  return raws.reduce((t, raw, i) => t.replace(JSON.stringify(marker(i)), raw), text);
}

/** A resolved template as form fields (nested values as their JSON text), for form routes and for the wrong media type. */
export function toFormText(value: Template): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof RawJson || value instanceof Ref || value instanceof Poisoned) {
    return new URLSearchParams({ value: typeof value === 'string' ? value : toJsonText(value) }).toString();
  }
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) params.append(k, typeof v === 'string' ? v : toJsonText(v));
  return params.toString();
}

/** The paths of every value in a template (keys and array indexes), the root first: where mutations land. */
export function valuePaths(value: Template, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (value && typeof value === 'object' && !(value instanceof Ref) && !(value instanceof RawJson) && !(value instanceof Poisoned)) {
    if (Array.isArray(value)) value.forEach((v, i) => valuePaths(v, [...at, i], out));
    else for (const [k, v] of Object.entries(value)) valuePaths(v, [...at, k], out);
  }
  return out;
}

/** A copy of `value` with `update` applied at `path` (undefined from update removes the key or element). */
export function updateAt(value: Template, path: (string | number)[], update: (old: Template) => Template | undefined): Template {
  if (path.length === 0) return update(value) ?? null;
  if (!value || typeof value !== 'object' || value instanceof Ref || value instanceof RawJson || value instanceof Poisoned) return value;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const index = head as number;
    if (rest.length > 0) copy[index] = updateAt(copy[index] ?? null, rest, update);
    else {
      const replaced = update(copy[index] ?? null);
      if (replaced === undefined) copy.splice(index, 1);
      else copy[index] = replaced;
    }
    return copy;
  }
  const copy: Record<string, Template> = { ...value };
  if (rest.length === 0) {
    const replaced = update(copy[head as string] ?? null);
    if (replaced === undefined) delete copy[head as string];
    else copy[head as string] = replaced;
  } else copy[head as string] = updateAt(copy[head as string] ?? null, rest, update);
  return copy;
}
