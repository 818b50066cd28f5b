/**
 * The returnUrl kept for after sign-in, if it is a path on this site: it starts with one "/" (not "//"
 * nor "/\", which browsers read as another host) and has no control characters. Anything else would make
 * the sign-in an open redirect, and is dropped.
 */
export function localReturnUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2_000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  return value;
}
