import type { RequestHandler } from 'express';
import { modelStateError, textMessages } from '@certus/contracts';
import { HttpResponseError, ValidationFailed } from './errors.ts';

export const requestTextMessages = {
  undecodablePath: 'The request path is not valid: a percent-encoded part of it does not decode to UTF-8 text.',
  nulInPath: 'The request path must not contain a NUL character (%00).',
} as const;

/**
 * Refuses, before any route reads it, a request whose path does not percent-decode to text (`%ff%fe`, a cut-off
 * `%E0%A4%A`, an encoded surrogate half) or holds a NUL once decoded (`%00`), and one whose query holds a NUL.
 *
 * Routes read path parameters by hand as often as through a schema, and a NUL in one reached SQL (PostgreSQL
 * refuses it in text: a 500). Checking the whole decoded path and query here covers every route, present and
 * future, at once; the body and the parsed fields are the contracts' `text()` schemas' job. A decoded path can
 * hold no unpaired surrogate (a percent-encoded one does not decode), and the query parser turns bytes that are
 * not UTF-8 into U+FFFD, so NUL is the one character left to refuse here.
 */
export const refuseMalformedRequestText: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next(new HttpResponseError(400, { message: requestTextMessages.undecodablePath, correlationId: req.correlationId }));
  }
  if (path.includes('\u0000')) return next(new HttpResponseError(400, { message: requestTextMessages.nulInPath, correlationId: req.correlationId }));
  const field = queryFieldWithNul(req.query);
  if (field !== null) return next(new ValidationFailed(modelStateError({ [field]: textMessages.nul })));
  next();
};

/** The name of the first query parameter whose name or value holds a NUL (values may be lists or, parsed extended, objects). */
function queryFieldWithNul(query: unknown, prefix = ''): string | null {
  if (typeof query === 'string') return query.includes('\u0000') ? prefix : null;
  if (Array.isArray(query)) {
    for (const item of query) if (queryFieldWithNul(item, prefix) !== null) return prefix;
    return null;
  }
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (key.includes('\u0000')) return name;
      const found = queryFieldWithNul(value, name);
      if (found !== null) return found;
    }
  }
  return null;
}
