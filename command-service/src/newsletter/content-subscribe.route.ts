import { Router } from 'express';
import { CONTENT_SUBSCRIBE_PATH, ContentSubscribeBody } from '@certus/contracts';
import { parseOr400 } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { signUpForNewsletter } from './newsletter-routes.ts';

/**
 * POST /api/content/subscribe/ (spec 7.5): the content service's newsletter sign-up, e-mail in the body. Not a
 * second implementation: the very sign-up of POST /api/userprofile/SetSignMeUp (same stream, decider, mail and
 * marketing-forms post), so an address signed up by either is "already subscribed" to the other.
 */
export function contentSubscribeRoute(deps: CommandServiceDeps): Router {
  return Router().post(CONTENT_SUBSCRIBE_PATH, async (req, res) => {
    const { email, ...marketingContext } = parseOr400(ContentSubscribeBody, req.body);
    res.json(await signUpForNewsletter(deps, req, email, marketingContext));
  });
}
