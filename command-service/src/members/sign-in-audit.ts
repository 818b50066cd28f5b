import { Router, type Request } from 'express';
import { DomainError, SignInAuditQuery, accountMessages, sessionStreamId } from '@certus/contracts';
import { parseOr400, requireUser } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { sessionDecider } from '../sessions/session.decider.ts';
import { writtenAtOf } from '../shared/accepted.ts';

function signedInMember(req: Request) {
  const user = req.user!;
  const { Email } = parseOr400(SignInAuditQuery, req.query);
  if (Email !== user.email) throw new DomainError('forbidden', accountMessages.emailMismatch);
  return user;
}

/**
 * POST /api/account/Login?Email= (the site calls it after a successful token grant) records the sign-in
 * on the session; POST /api/account/Logout?Email= ends the session, so its refresh token dies too, and its
 * access token is refused from the answer on (ended sessions, infra/src/sessions).
 */
const LOGIN_PATH = '/api/account/Login';
const LOGOUT_PATH = '/api/account/Logout';
/** Both calls need the member's access token (command-router.ts keeps them out of the address's budget). */
export const SIGN_IN_AUDIT_PATHS = [LOGIN_PATH, LOGOUT_PATH];

export function signInAuditRoutes(deps: CommandServiceDeps): Router {
  const router = Router();
  router.post(LOGIN_PATH, requireUser, async (req, res) => {
    const user = signedInMember(req);
    const { result } = await handleCommand(
      deps.store,
      sessionStreamId(user.sessionId),
      sessionDecider,
      { type: 'RecordSignIn', memberId: user.userId, now: deps.clock.now().toISOString() },
      commandContext(req),
    );
    res.json({ message: 'Signed in.', position: writtenAtOf(result) });
  });
  router.post(LOGOUT_PATH, requireUser, async (req, res) => {
    const user = signedInMember(req);
    const { result, events } = await handleCommand(
      deps.store,
      sessionStreamId(user.sessionId),
      sessionDecider,
      { type: 'RevokeSession', reason: 'SignedOut', now: deps.clock.now().toISOString() },
      commandContext(req),
    );
    deps.endedSessions.record(events);
    res.json({ message: 'Signed out.', position: writtenAtOf(result) });
  });
  return router;
}
