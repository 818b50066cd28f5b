import { Router } from 'express';
import { ChangePasswordBody, accountMessages, memberStreamId } from '@certus/contracts';
import { parseOr400, requireUser } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { memberDecider } from './member.decider.ts';
import { writtenAtOf } from '../shared/accepted.ts';

/** POST /api/account/password: a signed-in member changes the password; other sessions lose their refresh. */
export function changePasswordRoute(deps: CommandServiceDeps): Router {
  return Router().post('/api/account/password', requireUser, async (req, res) => {
    const user = req.user!;
    const body = parseOr400(ChangePasswordBody, req.body);
    const newHash = await deps.passwords.hash(body.newPassword);
    const { result } = await handleCommand(
      deps.store,
      memberStreamId(user.userId),
      memberDecider,
      async (state) => ({
        type: 'ChangePassword' as const,
        currentPasswordMatches: await deps.passwords.verify(state.status === 'Unregistered' ? undefined : state.passwordHash, body.oldPassword),
        passwordHash: newHash,
        sessionId: user.sessionId,
        now: deps.clock.now().toISOString(),
      }),
      commandContext(req),
    );
    res.json({ message: accountMessages.passwordChanged, position: writtenAtOf(result) });
  });
}
