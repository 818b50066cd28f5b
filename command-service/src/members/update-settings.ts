import { Router } from 'express';
import { UpdateSettingsBody, memberStreamId, profileMessages, profilePaths } from '@certus/contracts';
import { parseOr400, requireUser } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { accepted } from '../shared/accepted.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { memberDecider } from './member.decider.ts';

/** POST /api/userprofile/settings: the caller turns e-mail notifications on or off (spec 3 Member). */
export function updateSettingsRoute(deps: CommandServiceDeps): Router {
  return Router().post(profilePaths.settings, requireUser, async (req, res) => {
    const { isEmailNotification } = parseOr400(UpdateSettingsBody, req.body);
    const { result } = await handleCommand(
      deps.store,
      memberStreamId(req.user!.userId),
      memberDecider,
      { type: 'ChangeEmailNotifications', isEmailNotification, now: deps.clock.now().toISOString() },
      commandContext(req),
    );
    res.json(accepted(profileMessages.settingsUpdated, result));
  });
}
