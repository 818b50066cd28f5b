import type { Request } from 'express';
import { DomainError, externalLoginMessages, externalTokenStreamId, tokenErrorMessages, type ExternalGrant } from '@certus/contracts';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext, commandStep } from '../shared/metadata.ts';
import { loadMember } from '../members/load-member.ts';
import type { RegisteredMember } from '../members/member.decider.ts';
import { refuseGrant } from '../sessions/token-refusal.ts';
import { externalTokenDecider } from './external-token.decider.ts';
import { loadExternalLogin } from './external-login-streams.ts';

/**
 * POST /token with grant_type=external: the member whose linked provider identity the externaltoken names.
 * The token must be ours, unexpired, for this provider, and unused: it is spent here (ExternalTokenRedeemed
 * names the session about to start), and a second use is refused like an expired one. Refusals are OAuth
 * token errors, as for the password grant; a linked member who is not active gets the same "not activated".
 */
export async function redeemExternalGrant(deps: CommandServiceDeps, req: Request, grant: ExternalGrant, sessionId: string): Promise<RegisteredMember> {
  const token = await deps.externalLogin.tokens.verify(grant.externaltoken);
  if (!token || token.provider !== grant.provider || !deps.externalLogin.providers.get(token.provider)) {
    throw refuseGrant('invalid_grant', externalLoginMessages.expired);
  }
  const link = await loadExternalLogin(deps.store, token.provider, token.sub);
  if (link.status !== 'Linked') throw refuseGrant('invalid_grant', externalLoginMessages.notLinked);
  const member = await loadMember(deps.store, link.memberId);
  if (member.status === 'Unregistered') throw refuseGrant('invalid_grant', externalLoginMessages.notLinked);
  if (member.status !== 'Active') throw refuseGrant('invalid_grant', tokenErrorMessages.notActivated, { verify: true });
  try {
    await handleCommand(
      deps.store,
      externalTokenStreamId(token.jti),
      externalTokenDecider,
      { type: 'RedeemExternalToken', tokenId: token.jti, provider: token.provider, memberId: member.memberId, sessionId, now: deps.clock.now().toISOString() },
      // The session start that follows is a second append of this request.
      commandStep(commandContext(req), 'redeem-external-token'),
    );
  } catch (error) {
    if (error instanceof DomainError) throw refuseGrant('invalid_grant', error.message);
    throw error;
  }
  return member;
}
