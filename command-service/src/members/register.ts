import { Router } from 'express';
import { RegisterBody, accountMessages, memberStreamId } from '@certus/contracts';
import { parseOr400 } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { sha256 } from '../shared/hashing.ts';
import { requireSolvedBotCheck } from '../bot-check/require-solved.ts';
import { memberDecider } from './member.decider.ts';
import { activationCodeFor, memberIdForEmail } from './member-id.ts';
import { activationMail } from './member-mails.ts';
import { sendOrWarn } from './send-or-warn.ts';
import { claimAttempt, tooManyAttempts } from '../throttling/attempt-throttle.ts';
import { requireUncommonPassword } from './common-passwords.ts';
import { writtenAtOf } from '../shared/accepted.ts';

/** POST /api/account/register: creates a pending member and mails the activation link. */
export function registerRoute(deps: CommandServiceDeps): Router {
  return Router().post('/api/account/register', async (req, res) => {
    const body = parseOr400(RegisterBody, req.body);
    requireUncommonPassword(body.password, body.email, 'password');
    await requireSolvedBotCheck(deps.botCheck, body.reCAPTCHA);
    await claimAttempt(deps, req, 'register', body.email, (s) => tooManyAttempts(req, s, accountMessages.tooManyAttempts(s)));
    const memberId = memberIdForEmail(body.email);
    const code = activationCodeFor(memberId, deps.secrets.token(24));
    const { result } = await handleCommand(
      deps.store,
      memberStreamId(memberId),
      memberDecider,
      {
        type: 'RegisterMember',
        memberId,
        email: body.email,
        userName: body.name || body.email,
        firstName: body.firstname,
        lastName: body.lastname,
        phone: body.phone,
        passwordHash: await deps.passwords.hash(body.password),
        activationCodeHash: sha256(code),
        now: deps.clock.now().toISOString(),
      },
      commandContext(req),
    );
    if (result?.duplicate) return void res.json({ message: accountMessages.registered });
    const sent = await sendOrWarn(deps, activationMail(deps.config.publicOrigin, body.email, body.firstname, code), req.correlationId);
    res.json({
      message: sent ? accountMessages.registered : accountMessages.registeredMailFailed,
      position: writtenAtOf(result),
    });
  });
}
