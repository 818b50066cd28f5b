import { Router } from 'express';
import { CallbackBody, DEALER_PAGE, DealerRequestBody, LandingLeadBody, callbackStreamId, leadMessages, leadPaths, leadStreamId } from '@certus/contracts';
import { parseOr400 } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { accepted } from '../shared/accepted.ts';
import { requireSolvedBotCheck } from '../bot-check/require-solved.ts';
import { inboxDecider } from './inbox.decider.ts';
import { callbackPhoneHash, leadEmailHash } from './lead-keys.ts';

const pageOf = (body: unknown) => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>).Page : undefined);

/**
 * The landing service's commands (spec 7.5), anonymous:
 * - POST /api/landings/: the landing form of /submission-form, /services and /servicesOld (spec 3 Leads), or,
 *   with Page "become-dealer", the dealer form. Needs a solved bot check (spec 5), checked before the
 *   duplicate rule so that the answer cannot be used to learn which addresses wrote to us without solving one.
 *   An address that already sent the form gets 409 'Request from this email id has already been submitted.'.
 * - POST /api/landings/AddCallInfo/: the call-back form (spec 3 Callback: CallName, CallPhone).
 * The staff hear of each through the inbox and a mail (projections' staff-inbox-mail reactor).
 */
export function landingRoutes(deps: CommandServiceDeps): Router {
  const router = Router();

  router.post(leadPaths.landings, async (req, res) => {
    const now = deps.clock.now().toISOString();
    if (pageOf(req.body) === DEALER_PAGE) {
      const body = parseOr400(DealerRequestBody, req.body);
      await requireSolvedBotCheck(deps.botCheck, body.reCAPTCHA);
      const emailHash = leadEmailHash(body.Email);
      const { result } = await handleCommand(
        deps.store,
        leadStreamId(emailHash),
        inboxDecider,
        {
          type: 'SubmitDealerRequest',
          requestId: deps.ids.uuid(),
          emailHash,
          name: body.Name,
          email: body.Email,
          phone: body.Phone,
          location: body.Location,
          message: body.Message,
          company: body.Company,
          website: body.Website,
          businessType: body.BusinessType,
          now,
        },
        commandContext(req),
      );
      return void res.json(accepted(leadMessages.dealerReceived, result));
    }
    const body = parseOr400(LandingLeadBody, req.body);
    await requireSolvedBotCheck(deps.botCheck, body.reCAPTCHA);
    const emailHash = leadEmailHash(body.Email);
    const { result } = await handleCommand(
      deps.store,
      leadStreamId(emailHash),
      inboxDecider,
      { type: 'SubmitLead', leadId: deps.ids.uuid(), emailHash, name: body.Name, email: body.Email, phone: body.Phone, location: body.Location, message: body.Message, page: body.Page, now },
      commandContext(req),
    );
    res.json(accepted(leadMessages.received, result));
  });

  router.post(leadPaths.callback, async (req, res) => {
    const body = parseOr400(CallbackBody, req.body);
    const phoneHash = callbackPhoneHash(body.CallPhone);
    const { result } = await handleCommand(
      deps.store,
      callbackStreamId(phoneHash),
      inboxDecider,
      { type: 'RequestCallback', callbackId: deps.ids.uuid(), phoneHash, name: body.CallName, phone: body.CallPhone, now: deps.clock.now().toISOString() },
      commandContext(req),
    );
    res.json(accepted(leadMessages.callbackReceived, result));
  });

  return router;
}
