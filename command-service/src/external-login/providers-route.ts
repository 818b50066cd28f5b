import { Router } from 'express';
import { externalLoginPaths, type ExternalProvidersResponse } from '@certus/contracts';
import type { CommandServiceDeps } from '../shared/deps.ts';

/** GET /api/account/external/providers: the sign-in buttons of the login page (served by the command side, which knows them). */
export function providersRoute(deps: CommandServiceDeps): Router {
  return Router().get(externalLoginPaths.providers, (_req, res) => {
    res.json(deps.externalLogin.providers.list() satisfies ExternalProvidersResponse);
  });
}
