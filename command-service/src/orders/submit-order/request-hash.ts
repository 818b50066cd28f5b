import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level: the same submission always serialises the same way. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * SHA-256 of the parsed body (unknown keys, such as the browser's own prices, already stripped): what makes
 * "the same submission" for an Idempotency-Key. Key order and stripped extras do not change it.
 */
export const requestHashOf = (parsedBody: unknown) => createHash('sha256').update(canonicalJson(parsedBody)).digest('hex');
