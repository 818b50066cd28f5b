import { Router } from 'express';
import { ActivateBody, DomainError, accountMessages, memberStreamId } from '@certus/contracts';
import { parseOr400 } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { sha256 } from '../shared/hashing.ts';
import { memberDecider } from './member.decider.ts';
import { memberIdForEmail, memberIdFromActivationCode } from './member-id.ts';
import { writtenAtOf } from '../shared/accepted.ts';

/** POST /api/users/activate: the link from the activation mail. */
export function activateRoute(deps: CommandServiceDeps): Router {
  return Router().post('/api/users/activate', async (req, res) => {
    const body = parseOr400(ActivateBody, req.body);
    const memberId = body.email ? memberIdForEmail(body.email) : memberIdFromActivationCode(body.code);
    if (!memberId) throw new DomainError('invalid', accountMessages.badActivationCode, 'code');
    const { result } = await handleCommand(
      deps.store,
      memberStreamId(memberId),
      memberDecider,
      { type: 'ActivateMember', activationCodeHash: sha256(body.code), now: deps.clock.now().toISOString() },
      commandContext(req),
    );
    res.json({ message: accountMessages.activated, position: writtenAtOf(result) });
  });
}
