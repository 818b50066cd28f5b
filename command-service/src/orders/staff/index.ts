import { Router } from 'express';
import type { CommandServiceDeps } from '../../shared/deps.ts';
import { staffStepRoutes } from './staff-step-routes.ts';
import { uploadCoverRoute } from './upload-cover.route.ts';
import { correctDeclaredValueRoute } from './correct-declared-value.route.ts';
import { cancelOrderRoute } from './cancel-order.route.ts';

/** Every staff step of the order workflow (worker role): see ../README.md. */
export function staffOrderRoutes(deps: CommandServiceDeps): Router {
  return Router().use(staffStepRoutes(deps), uploadCoverRoute(deps), correctDeclaredValueRoute(deps), cancelOrderRoute(deps));
}
