import { Router, type Request } from 'express';
import {
  DomainError,
  SetSignMeUpBody,
  SetSignMeUpQuery,
  UnsubscribeParams,
  newsletterMessages,
  newsletterPaths,
  newsletterStreamId,
  normaliseEmail,
  type CommandAccepted,
} from '@certus/contracts';
import { parseOr400 } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { accepted } from '../shared/accepted.ts';
import { sendOrWarn } from '../members/send-or-warn.ts';
import { newsletterDecider } from './newsletter.decider.ts';
import { newsletterEmailHash } from './newsletter-links.ts';
import { newsletterConfirmationMail } from './newsletter-mails.ts';

/**
 * The newsletter (spec 1, 5 Newsletter, 7.2, 7.5):
 * - POST /api/userprofile/SetSignMeUp?email=&isEmailNotification=true: anyone (the home page form) signs an
 *   address up; a confirmation mail carries its /unsubscribe/{id} link; the external marketing-forms service,
 *   when configured, gets the sign-up too. An address already subscribed is told so (409).
 * - isEmailNotification=false: a signed-in member stops it for their own address (others use the link).
 * - GET /api/userprofile/unsubscribe/{id}: the link; a GET because it is followed from a mail, so it is
 *   routed to the command side (infra/platform/src/web.ts, infra/ops/nginx.conf).
 */
export function newsletterRoutes(deps: CommandServiceDeps): Router {
  const router = Router();

  router.post(newsletterPaths.signUp, async (req, res) => {
    const { email, isEmailNotification } = parseOr400(SetSignMeUpQuery, req.query);

    if (!isEmailNotification) {
      if (!req.user || normaliseEmail(req.user.email) !== email) throw new DomainError('invalid', newsletterMessages.stopNeedsSignIn, 'email');
      const emailHash = newsletterEmailHash(email);
      const stop = { type: 'StopNewsletter' as const, emailHash, now: deps.clock.now().toISOString() };
      const { result } = await handleCommand(deps.store, newsletterStreamId(emailHash), newsletterDecider, stop, commandContext(req));
      return void res.json(accepted(newsletterMessages.stopped, result));
    }

    const marketingContext = parseOr400(SetSignMeUpBody, req.body ?? {});
    res.json(await signUpForNewsletter(deps, req, email, marketingContext));
  });

  router.get('/api/userprofile/unsubscribe/:id', async (req, res) => {
    const parsed = UnsubscribeParams.safeParse(req.params);
    const emailHash = parsed.success ? await deps.newsletterLinks.emailHashOf(parsed.data.id) : null;
    if (!parsed.success || !emailHash) throw new DomainError('not_found', newsletterMessages.invalidRequest);
    const { result } = await handleCommand(
      deps.store,
      newsletterStreamId(emailHash),
      newsletterDecider,
      { type: 'UnsubscribeByLink', emailHash, unsubscribeId: parsed.data.id, now: deps.clock.now().toISOString() },
      commandContext(req),
    );
    res.set('Cache-Control', 'no-store').json(accepted(newsletterMessages.unsubscribed, result));
  });

  return router;
}

/**
 * Signs an address up (SubscribeToNewsletter), mails the confirmation and tells the marketing-forms service:
 * the one sign-up behind both SetSignMeUp and POST /api/content/subscribe/ (content-subscribe.route.ts).
 */
export async function signUpForNewsletter(
  deps: CommandServiceDeps,
  req: Request,
  email: string,
  marketingContext: { hutk?: string; pageUri?: string; pageName?: string },
): Promise<CommandAccepted> {
  const emailHash = newsletterEmailHash(email);
  const unsubscribeId = deps.ids.uuid();
  const { result } = await handleCommand(
    deps.store,
    newsletterStreamId(emailHash),
    newsletterDecider,
    { type: 'SubscribeToNewsletter', emailHash, email, unsubscribeId, memberId: req.user?.userId ?? null, now: deps.clock.now().toISOString() },
    commandContext(req),
  );
  if (!result?.duplicate) {
    await sendOrWarn(deps, newsletterConfirmationMail(deps.config.publicOrigin, email, unsubscribeId), req.correlationId);
    await submitToMarketingForms(deps, { email, ...marketingContext }, req.correlationId);
  }
  return accepted(newsletterMessages.subscribed, result);
}

/** The sign-up is recorded already: a marketing service that fails is logged, not the visitor's problem. */
async function submitToMarketingForms(deps: CommandServiceDeps, submission: { email: string; hutk?: string; pageUri?: string; pageName?: string }, correlationId: string) {
  if (!deps.marketingForms.enabled) return;
  try {
    await deps.marketingForms.submitNewsletterSignUp(submission);
  } catch (error) {
    deps.logger.warn({ err: error, correlationId }, 'the marketing forms service did not take the newsletter sign-up');
  }
}
