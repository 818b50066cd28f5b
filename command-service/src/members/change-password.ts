import { Router } from 'express';
import { ChangePasswordBody, accountMessages, memberStreamId } from '@certus/contracts';
import { parseOr400, requireUser } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { memberDecider } from './member.decider.ts';
import { writtenAtOf } from '../shared/accepted.ts';
import { requireUncommonPassword } from './common-passwords.ts';
import { claimAttempt, tooManyAttempts } from '../throttling/attempt-throttle.ts';

/** POST /api/account/password: a signed-in member changes the password; other sessions end (refresh and access tokens). */
export function changePasswordRoute(deps: CommandServiceDeps): Router {
  return Router().post('/api/account/password', requireUser, async (req, res) => {
    const user = req.user!;
    const body = parseOr400(ChangePasswordBody, req.body);
    requireUncommonPassword(body.newPassword, user.email, 'newPassword');
    // The current password is checked here too: guesses at it count as sign-in attempts on the account.
    const attempt = await claimAttempt(deps, req, 'sign-in', user.email, (s) => tooManyAttempts(req, s, accountMessages.tooManyAttempts(s)));
    const newHash = await deps.passwords.hash(body.newPassword);
    const { result, events } = await handleCommand(
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
    await attempt.succeeded();
    // Before answering: the member's other sessions are refused by this process from now on.
    deps.endedSessions.record(events);
    res.json({ message: accountMessages.passwordChanged, position: writtenAtOf(result) });
  });
}
