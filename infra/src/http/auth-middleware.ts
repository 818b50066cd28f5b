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

/**
 * A route several staff roles may use (the staff inbox: leads, callbacks and problem reports are for whoever of
 * the staff answers them, STAFF_INBOX_ROLES). Each role is named: a role added later does not get in by default.
 * There is no guard for "every staff role": the roles differ in what they may see (an auditor reads orders and
 * books, not the inbox's contact details), so each route names its own.
 */
export function requireAnyRole(roles: readonly StaffRole[]): RequestHandler {
  const allowed = new Set<string>(roles);
  return (req, _res, next) => {
    if (!req.user) return next(new DomainError('unauthorized', 'Authorization has been denied for this request.'));
    if (!allowed.has(req.user.role)) return next(new DomainError('forbidden', 'You are not allowed to do this.'));
    next();
  };
}
