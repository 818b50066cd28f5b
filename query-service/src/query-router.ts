import { Router } from 'express';
import type pg from 'pg';
import { userProfileRoute } from './members/user-profile.ts';

export interface QueryServiceDeps {
  /** Reads only read-model tables: the query side never touches the event store. */
  pool: pg.Pool;
}

/** Every GET endpoint of spec section 7 that exists so far. */
export function queryRouter(deps: QueryServiceDeps): Router {
  const router = Router();
  router.use(userProfileRoute(deps.pool));
  return router;
}
