import { Router } from 'express';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { contentRoutes } from './content-routes.ts';
import { uploadContentImageRoute } from './upload-image.route.ts';

/** The editors' commands on the public site's content, and their image upload (issue 15). */
export function editorContentRoutes(deps: CommandServiceDeps): Router {
  return Router().use(uploadContentImageRoute(deps), contentRoutes(deps));
}
