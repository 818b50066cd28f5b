import type { RequestHandler } from 'express';
import type { IdGenerator } from '../runtime/ids.ts';

const SAFE_ID = /^[\w.:-]{1,100}$/;

/** Every request gets a correlation id (the caller's, if well-formed), echoed back and carried into logs and events. */
export function correlationId(ids: IdGenerator): RequestHandler {
  return (req, res, next) => {
    const given = req.get('x-correlation-id');
    req.correlationId = given && SAFE_ID.test(given) ? given : ids.uuid();
    res.setHeader('X-Correlation-Id', req.correlationId);
    next();
  };
}
