import { Router } from 'express';
import { UpdateProfileBody, memberStreamId, profileMessages, profilePaths } from '@certus/contracts';
import { parseOr400, requireUser } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { accepted } from '../shared/accepted.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { memberDecider } from './member.decider.ts';

/**
 * POST /api/userprofile (spec 7.2, member update; spec 5 Profile edit). The member is the caller, from the
 * access token: the body has no way to name another member (a memberId in it is dropped by the parse).
 */
export function updateProfileRoute(deps: CommandServiceDeps): Router {
  return Router().post(profilePaths.update, requireUser, async (req, res) => {
    const profile = parseOr400(UpdateProfileBody, req.body);
    const { result } = await handleCommand(
      deps.store,
      memberStreamId(req.user!.userId),
      memberDecider,
      { type: 'UpdateMemberProfile', profile, now: deps.clock.now().toISOString() },
      commandContext(req),
    );
    res.json(accepted(profileMessages.updated, result));
  });
}
