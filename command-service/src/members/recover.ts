import { Router } from 'express';
import { DomainError, RecoverBody, accountMessages, memberStreamId } from '@certus/contracts';
import { parseOr400 } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { sha256 } from '../shared/hashing.ts';
import { requireSolvedBotCheck } from '../bot-check/require-solved.ts';
import { memberDecider } from './member.decider.ts';
import { memberIdForEmail } from './member-id.ts';
import { passwordResetMail } from './member-mails.ts';
import { sendOrWarn } from './send-or-warn.ts';
import { claimAttempt, tooManyAttempts } from '../throttling/attempt-throttle.ts';

/**
 * POST /api/account/recover: mails a reset link. The answer is the same whether or not an account uses
 * the address, so the form cannot be used to find out who is a member.
 */
export function recoverRoute(deps: CommandServiceDeps): Router {
  return Router().post('/api/account/recover', async (req, res) => {
    const body = parseOr400(RecoverBody, req.body);
    await requireSolvedBotCheck(deps.botCheck, body.reCAPTCHA);
    await claimAttempt(deps, req, 'recover', body.email, (s) => tooManyAttempts(req, s, accountMessages.tooManyAttempts(s)));
    const token = deps.secrets.token(32);
    const now = deps.clock.now();
    const validMinutes = deps.config.passwordResetTtlMinutes;
    try {
      await handleCommand(
        deps.store,
        memberStreamId(memberIdForEmail(body.email)),
        memberDecider,
        {
          type: 'RequestPasswordReset',
          resetTokenHash: sha256(token),
          collectibleType: body.collectibleType,
          now: now.toISOString(),
          expiresAt: new Date(now.getTime() + validMinutes * 60_000).toISOString(),
        },
        commandContext(req),
      );
    } catch (error) {
      if (error instanceof DomainError && error.message === accountMessages.unknownEmail) {
        return void res.json({ message: accountMessages.recoverySent });
      }
      throw error;
    }
    await sendOrWarn(deps, passwordResetMail(deps.config.publicOrigin, body.email, body.collectibleType, token, validMinutes), req.correlationId);
    res.json({ message: accountMessages.recoverySent });
  });
}
