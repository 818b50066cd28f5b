import type { RequestHandler } from 'express';
import { DomainError, roleMessages } from '@certus/contracts';
import { apiSideOf } from '@certus/infra';

/**
 * The commands an auditor may still send: those that hold a session, which change nothing but the auditor's
 * own session stream. Everything else the command service answers is refused to an auditor.
 */
export const AUDITOR_SESSION_COMMANDS = [
  // The password (or external) grant starts the session; the refresh grant keeps it past the access token's 15 minutes.
  { method: 'POST', path: '/token' },
  // The site's sign-in calls it right after the grant (frontend features/auth/api/login.ts) and fails if it is refused.
  { method: 'POST', path: '/api/account/Login' },
  // Signing out ends the session, so its refresh token dies with it: refusing it would leave the session open.
  { method: 'POST', path: '/api/account/Logout' },
] as const;

const isSessionCommand = (method: string, path: string) =>
  AUDITOR_SESSION_COMMANDS.some((command) => command.method === method && command.path.toLowerCase() === path.toLowerCase());

/**
 * An auditor reads and changes nothing (issue [4/7]): any command of a signed-in auditor (the role of the verified
 * token, which readBearer put on req.user before any router ran) is refused with 403 before its route's code runs,
 * so nothing is appended, mailed or charged. Mounted first in the command router.
 *
 * Which calls are commands is the API split's answer (apiSideOf), not "whatever reaches this router": in the
 * one-process platform the query router sits behind this one, so every read passes through here too and must go on.
 * In distributed mode the split is what sends a call to the command service at all. Express matches routes without
 * regard to case, so the split is asked about the lower-cased path (a command GET such as /API/Account/External/...
 * is still a command).
 */
export const refuseAuditorCommands: RequestHandler = (req, _res, next) => {
  if (req.user?.role !== 'auditor') return next();
  const path = req.baseUrl + req.path;
  if (apiSideOf(req.method, path.toLowerCase()) === 'query' || isSessionCommand(req.method, path)) return next();
  next(new DomainError('forbidden', roleMessages.auditorChangesNothing));
};
