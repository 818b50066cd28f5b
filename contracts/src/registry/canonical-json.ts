/**
 * The one byte string a registry document is signed and hashed as: JSON with every object's keys in code-unit order
 * and no whitespace, strings and numbers written as JSON.stringify writes them (the serialisation of RFC 8785 for
 * the values the registry holds: strings, finite numbers, booleans, null, arrays and plain objects). Anyone can
 * rebuild these bytes from a document read back, in any language, and so check its hash and signature.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${value} has no JSON form`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new TypeError(`a ${typeof value} has no place in a registry document`);
}

/** The UTF-8 bytes of the canonical JSON. */
export const canonicalBytes = (value: unknown): Uint8Array => new TextEncoder().encode(canonicalJson(value));
