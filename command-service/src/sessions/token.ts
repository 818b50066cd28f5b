import { Router, type Request, type Response } from 'express';
import {
  PUBLIC_CLIENT_ID,
  TokenRequest,
  sessionStreamId,
  tokenErrorMessages,
  type TokenResponse,
} from '@certus/contracts';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { sha256 } from '../shared/hashing.ts';
import { loadMember } from '../members/load-member.ts';
import { memberIdForEmail } from '../members/member-id.ts';
import type { RegisteredMember } from '../members/member.decider.ts';
import { redeemExternalGrant } from '../external-login/external-grant.ts';
import { sessionDecider } from './session.decider.ts';
import { NO_STORE, refuseGrant as refuse, refuseTooSoon } from './token-refusal.ts';
import { claimAttempt } from '../throttling/attempt-throttle.ts';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const GRANT_TYPES = new Set(['password', 'refresh_token', 'external']);

/**
 * POST /token (spec 7.1): the password grant and the external grant (an externaltoken of a linked provider
 * identity, spec 2.5) start a session the same way; the refresh grant rotates its token.
 */
export function tokenRoute(deps: CommandServiceDeps): Router {
  const ttlMs = () => deps.config.refreshTokenTtlDays * 86_400_000;

  async function respond(res: Response, member: RegisteredMember, sessionId: string, refreshToken: string) {
    const displayName = `${member.firstName} ${member.lastName}`.trim();
    const accessToken = await deps.tokens.issue({ userId: member.memberId, email: member.email, role: member.role, sessionId, displayName });
    const claims = { memberId: member.memberId, email: member.email, role: member.role };
    res.set(NO_STORE).json({
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: deps.tokens.ttlSeconds,
      refresh_token: refreshToken,
      userName: member.email,
      userRole: member.role,
      claims: JSON.stringify(claims),
      displayName,
    } satisfies TokenResponse);
  }

  async function startSession(req: Request, res: Response, member: RegisteredMember, sessionId: string) {
    const refreshToken = `${sessionId}.${deps.secrets.token(32)}`;
    const now = deps.clock.now();
    await handleCommand(
      deps.store,
      sessionStreamId(sessionId),
      sessionDecider,
      {
        type: 'StartSession',
        sessionId,
        memberId: member.memberId,
        refreshTokenHash: sha256(refreshToken),
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + ttlMs()).toISOString(),
      },
      commandContext(req),
    );
    await respond(res, member, sessionId, refreshToken);
  }

  async function passwordGrant(req: Request, res: Response, username: string, password: string) {
    const attempt = await claimAttempt(deps, req, 'sign-in', username, refuseTooSoon);
    const member = await loadMember(deps.store, memberIdForEmail(username));
    const registered = member.status === 'Unregistered' ? undefined : member;
    const passwordMatches = await deps.passwords.verify(registered?.passwordHash, password);
    if (!registered || !passwordMatches) throw refuse('invalid_grant', tokenErrorMessages.badCredentials);
    await attempt.succeeded();
    if (registered.status !== 'Active') throw refuse('invalid_grant', tokenErrorMessages.notActivated, { verify: true });
    await startSession(req, res, registered, deps.ids.uuid());
  }

  async function refreshGrant(req: Request, res: Response, presented: string) {
    const sessionId = presented.split('.')[0] ?? '';
    if (!SESSION_ID.test(sessionId)) throw refuse('invalid_grant', tokenErrorMessages.badRefreshToken);
    const refreshToken = `${sessionId}.${deps.secrets.token(32)}`;
    const now = deps.clock.now();
    let member: RegisteredMember | undefined;
    const { events } = await handleCommand(
      deps.store,
      sessionStreamId(sessionId),
      sessionDecider,
      async (session) => {
        if (session.status === 'Active') {
          const loaded = await loadMember(deps.store, session.memberId);
          member = loaded.status === 'Active' ? loaded : undefined;
          // A password changed after this session began (elsewhere) ends it.
          const credentialsChangedSince =
            member?.credentialsChangedAt && member.credentialsChangedAt > session.startedAt && member.credentialsChangedBySession !== sessionId;
          if (!member || credentialsChangedSince) return { type: 'RevokeSession' as const, reason: 'PasswordChanged' as const, now: now.toISOString() };
        }
        return {
          type: 'RotateRefreshToken' as const,
          presentedTokenHash: sha256(presented),
          newTokenHash: sha256(refreshToken),
          now: now.toISOString(),
          expiresAt: new Date(now.getTime() + ttlMs()).toISOString(),
        };
      },
      commandContext(req),
    );
    // Before answering: the session's access tokens are refused by this process from now on.
    deps.endedSessions.record(events);
    const outcome = events[0];
    if (outcome?.type === 'SessionRevoked' && outcome.data.reason === 'RefreshTokenReused') {
      throw refuse('invalid_grant', tokenErrorMessages.reusedRefreshToken);
    }
    if (outcome?.type !== 'RefreshTokenRotated' || !member) throw refuse('invalid_grant', tokenErrorMessages.badRefreshToken);
    await respond(res, member, sessionId, refreshToken);
  }

  return Router().post('/token', async (req, res) => {
    const grantType = (req.body as { grant_type?: unknown } | undefined)?.grant_type;
    if (typeof grantType !== 'string' || !GRANT_TYPES.has(grantType)) {
      throw refuse('unsupported_grant_type', tokenErrorMessages.unsupportedGrant);
    }
    const parsed = TokenRequest.safeParse(req.body);
    if (!parsed.success) {
      const clientIdWrong = parsed.error.issues.some((i) => i.path[0] === 'client_id');
      throw clientIdWrong
        ? refuse('invalid_client', tokenErrorMessages.unknownClient)
        : refuse('invalid_request', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    }
    const grant = parsed.data;
    if (grant.grant_type === 'password') return passwordGrant(req, res, grant.username, grant.password);
    if (grant.grant_type === 'external') {
      const sessionId = deps.ids.uuid();
      const member = await redeemExternalGrant(deps, req, grant, sessionId);
      return startSession(req, res, member, sessionId);
    }
    if (grant.client_id !== undefined && grant.client_id !== PUBLIC_CLIENT_ID) throw refuse('invalid_client', tokenErrorMessages.unknownClient);
    return refreshGrant(req, res, grant.refresh_token);
  });
}

