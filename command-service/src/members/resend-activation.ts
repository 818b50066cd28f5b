import { Router } from 'express';
import { ResendActivationBody, accountMessages, memberStreamId } from '@certus/contracts';
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

/** POST /api/users/resend/activate: a new activation code replaces the old one, and is mailed. */
export function resendActivationRoute(deps: CommandServiceDeps): Router {
  return Router().post('/api/users/resend/activate', async (req, res) => {
    const body = parseOr400(ResendActivationBody, req.body);
    await requireSolvedBotCheck(deps.botCheck, body.reCAPTCHA);
    await claimAttempt(deps, req, 'resend', body.email, (s) => tooManyAttempts(req, s, accountMessages.tooManyAttempts(s)));
    const memberId = memberIdForEmail(body.email);
    const code = activationCodeFor(memberId, deps.secrets.token(24));
    const { state } = await handleCommand(
      deps.store,
      memberStreamId(memberId),
      memberDecider,
      { type: 'ReissueActivationCode', activationCodeHash: sha256(code), now: deps.clock.now().toISOString() },
      commandContext(req),
    );
    const firstName = state.status === 'Unregistered' ? '' : state.firstName;
    const sent = await sendOrWarn(deps, activationMail(deps.config.publicOrigin, body.email, firstName, code), req.correlationId);
    if (!sent) return void res.status(502).json({ message: 'The activation e-mail could not be sent. Please try again later.', correlationId: req.correlationId });
    res.json({ message: accountMessages.activationResent });
  });
}
