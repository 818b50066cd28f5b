import { Router } from 'express';
import type pg from 'pg';
import { userProfileRoute } from './user-profile/user-profile.ts';
import type { SiteConfigResponse } from '@certus/contracts';
import { siteConfigFromEnv, siteConfigRoute } from './site/site-config.ts';

export interface QueryServiceDeps {
  /** Reads only read-model tables: the query side never touches the event store. */
  pool: pg.Pool;
  /** Run-time settings of the site; read from the environment when not given. */
  site?: SiteConfigResponse;
}

/** Every GET endpoint of spec section 7 that exists so far. */
export function queryRouter(deps: QueryServiceDeps): Router {
  const router = Router();
  router.use(userProfileRoute(deps.pool));
  router.use(siteConfigRoute(deps.site ?? siteConfigFromEnv()));
  return router;
}
