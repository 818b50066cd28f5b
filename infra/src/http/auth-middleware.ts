import type { RequestHandler } from 'express';
import { DomainError, type StaffRole } from '@certus/contracts';
import type { AccessTokens } from './access-tokens.ts';

/** Reads a Bearer token if there is one; a bad token is treated as none (routes that need one say 401). */
export function readBearer(tokens: AccessTokens): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization');
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (match) req.user = await tokens.verify(match[1]!);
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new DomainError('unauthorized', 'Authorization has been denied for this request.'));
  next();
};

/** A staff route: only the role named gets in (an editor is not a worker, nor the other way round). */
export function requireRole(role: StaffRole): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(new DomainError('unauthorized', 'Authorization has been denied for this request.'));
    if (req.user.role !== role) return next(new DomainError('forbidden', 'You are not allowed to do this.'));
    next();
  };
}
