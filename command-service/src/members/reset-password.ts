import { Router } from 'express';
import { ResetPasswordBody, accountMessages, memberStreamId } from '@certus/contracts';
import { parseOr400 } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { sha256 } from '../shared/hashing.ts';
import { memberDecider } from './member.decider.ts';
import { memberIdForEmail } from './member-id.ts';
import { writtenAtOf } from '../shared/accepted.ts';
import { requireUncommonPassword } from './common-passwords.ts';

/** POST /api/account/resetPassword: the final step of recovery; the site then logs the member in. */
export function resetPasswordRoute(deps: CommandServiceDeps): Router {
  return Router().post('/api/account/resetPassword', async (req, res) => {
    const body = parseOr400(ResetPasswordBody, req.body);
    requireUncommonPassword(body.password, body.email, 'password');
    const { result, events } = await handleCommand(
      deps.store,
      memberStreamId(memberIdForEmail(body.email)),
      memberDecider,
      {
        type: 'ResetPassword',
        resetTokenHash: sha256(body.token),
        passwordHash: await deps.passwords.hash(body.password),
        now: deps.clock.now().toISOString(),
      },
      commandContext(req),
    );
    // Before answering: every session of the member is refused by this process from now on.
    deps.endedSessions.record(events);
    res.json({ message: accountMessages.passwordReset, position: writtenAtOf(result) });
  });
}
