import type { RequestHandler } from 'express';
import type { IdGenerator } from '../runtime/ids.ts';

const SAFE_ID = /^[\w.:-]{1,100}$/;

/** A caller's correlation id when it is one we may log and pass on (letters, digits, . _ : -, at most 100). */
export const isWellFormedCorrelationId = (given: string | undefined): given is string => given !== undefined && SAFE_ID.test(given);

/** Every request gets a correlation id (the caller's, if well-formed), echoed back and carried into logs and events. */
export function correlationId(ids: IdGenerator): RequestHandler {
  return (req, res, next) => {
    const given = req.get('x-correlation-id');
    req.correlationId = isWellFormedCorrelationId(given) ? given : ids.uuid();
    res.setHeader('X-Correlation-Id', req.correlationId);
    next();
  };
}
