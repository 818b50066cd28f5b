import { Router } from 'express';
import { DomainError, ExternalLinkBody, accountMessages, externalLoginMessages, externalLoginPaths, type CommandAccepted } from '@certus/contracts';
import { parseOr400 } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { loadMember } from '../members/load-member.ts';
import { memberIdForEmail } from '../members/member-id.ts';
import { externalLoginDecider } from './external-login.decider.ts';
import { externalLoginStreamOf } from './external-login-streams.ts';
import { requireExternalToken } from './verified-external-token.ts';
import { writtenAtOf } from '../shared/accepted.ts';
import { claimAttempt, tooManyAttempts } from '../throttling/attempt-throttle.ts';

/**
 * POST /api/account/external/link (/signup when an account already uses the provider's e-mail): the
 * account's password proves it is the same person, and the provider identity is linked to that account.
 * The password is checked as the password grant checks it (argon2id, the same work for unknown accounts).
 */
export function externalLinkRoute(deps: CommandServiceDeps): Router {
  return Router().post(externalLoginPaths.link, async (req, res) => {
    const body = parseOr400(ExternalLinkBody, req.body);
    const token = await requireExternalToken(deps, body.externalToken);
    // A password check like the token grant's: it counts against the same per-account budget.
    const attempt = await claimAttempt(deps, req, 'sign-in', token.email, (s) => tooManyAttempts(req, s, accountMessages.tooManyAttempts(s)));
    const memberId = memberIdForEmail(token.email);
    const member = await loadMember(deps.store, memberId);
    const registered = member.status === 'Unregistered' ? undefined : member;
    const passwordMatches = await deps.passwords.verify(registered?.passwordHash, body.password);
    if (!registered) throw new DomainError('invalid', accountMessages.unknownEmail, 'email');
    if (!passwordMatches) throw new DomainError('invalid', accountMessages.wrongPassword, 'password');
    await attempt.succeeded();
    const { result } = await handleCommand(
      deps.store,
      externalLoginStreamOf(token.provider, token.sub),
      externalLoginDecider,
      { type: 'LinkExternalLogin', provider: token.provider, subject: token.sub, memberId, now: deps.clock.now().toISOString() },
      commandContext(req),
    );
    const position = writtenAtOf(result);
    res.json({ message: externalLoginMessages.linked, ...(position ? { position } : {}) } satisfies CommandAccepted);
  });
}
