import { Router } from 'express';
import {
  DomainError,
  ExternalRegisterBody,
  externalLoginMessages,
  externalLoginPaths,
  memberStreamId,
  modelStateError,
  type CommandAccepted,
} from '@certus/contracts';
import { parseOr400, ValidationFailed } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext, commandStep } from '../shared/metadata.ts';
import { sha256 } from '../shared/hashing.ts';
import { memberDecider } from '../members/member.decider.ts';
import { memberIdForEmail } from '../members/member-id.ts';
import { externalLoginDecider } from './external-login.decider.ts';
import { externalLoginStreamOf, loadExternalLogin } from './external-login-streams.ts';
import { requireExternalToken } from './verified-external-token.ts';
import { writtenAtOf } from '../shared/accepted.ts';

/**
 * POST /api/account/external/register (/signup, new account): an account for the e-mail the provider
 * verified, active at once (no activation mail: the provider vouched for the address), linked to the
 * provider identity. An e-mail that already has an account is a 409 on the email field: the site then
 * asks for that account's password (POST .../link). The externaltoken is not spent here.
 */
export function externalRegisterRoute(deps: CommandServiceDeps): Router {
  return Router().post(externalLoginPaths.register, async (req, res) => {
    const body = parseOr400(ExternalRegisterBody, req.body);
    const token = await requireExternalToken(deps, body.externalToken);
    if (!token.emailVerified) throw new ValidationFailed(modelStateError({ email: externalLoginMessages.emailNotVerified }));
    const identity = { provider: token.provider, subject: token.sub };
    const memberId = memberIdForEmail(token.email);
    const link = await loadExternalLogin(deps.store, identity.provider, identity.subject);
    if (link.status === 'Linked' && link.memberId !== memberId) throw new DomainError('conflict', externalLoginMessages.linkedToAnotherAccount);

    const context = commandContext(req);
    const now = deps.clock.now().toISOString();
    const registered = await handleCommand(
      deps.store,
      memberStreamId(memberId),
      memberDecider,
      {
        type: 'RegisterExternalMember',
        memberId,
        email: token.email,
        userName: token.email,
        firstName: body.firstname,
        lastName: body.lastname,
        phone: body.phone,
        // Nobody ever sees these secrets: see RegisterExternalMember for why the account still gets them.
        unusablePasswordHash: await deps.passwords.hash(deps.secrets.token(32)),
        activationCodeHash: sha256(deps.secrets.token(24)),
        identity,
        now,
      },
      commandStep(context, 'register'),
    );
    // Member first, link second: a link must never point at an account this request did not create. If
    // the link fails, the same form sent again finds its own account (same identity) and links it.
    const linked = await handleCommand(
      deps.store,
      externalLoginStreamOf(identity.provider, identity.subject),
      externalLoginDecider,
      { type: 'LinkExternalLogin', ...identity, memberId, now },
      commandStep(context, 'link'),
    );
    const position = writtenAtOf(linked.result ?? registered.result);
    res.json({ message: externalLoginMessages.registered, ...(position ? { position } : {}) } satisfies CommandAccepted);
  });
}
