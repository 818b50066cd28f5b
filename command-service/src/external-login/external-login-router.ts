import { Router } from 'express';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { providersRoute } from './providers-route.ts';
import { startRoute } from './start-route.ts';
import { callbackRoute } from './callback-route.ts';
import { externalRegisterRoute } from './register-route.ts';
import { externalLinkRoute } from './link-route.ts';

/** /api/account/external/*: external sign-in through OpenID Connect (the external grant itself is in /token). */
export function externalLoginRouter(deps: CommandServiceDeps): Router {
  const router = Router();
  for (const slice of [providersRoute, startRoute, callbackRoute, externalRegisterRoute, externalLinkRoute]) router.use(slice(deps));
  return router;
}
