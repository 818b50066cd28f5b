import { Router } from 'express';
import { PUBLIC_RESOURCE_CACHE_CONTROL, externalLoginPaths, type ExternalProvidersResponse } from '@certus/contracts';
import type { CommandServiceDeps } from '../shared/deps.ts';

/**
 * GET /api/account/external/providers: the sign-in buttons of the login page (served by the command side, which
 * knows them). Public and cached 300 s like every resource call (spec 7.5): providers change with a deployment.
 */
export function providersRoute(deps: CommandServiceDeps): Router {
  return Router().get(externalLoginPaths.providers, (_req, res) => {
    res.set('Cache-Control', PUBLIC_RESOURCE_CACHE_CONTROL).json(deps.externalLogin.providers.list() satisfies ExternalProvidersResponse);
  });
}
