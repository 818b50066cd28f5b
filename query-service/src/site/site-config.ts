import { Router } from 'express';
import { SITE_CONFIG_PATH, SiteConfigResponse } from '@certus/contracts';

/** Used when EVENTS_CALENDAR_URL is not set; see infra/ops/env.example. */
export const DEFAULT_EVENTS_CALENDAR_URL = 'https://events.certus.example/calendar';

/** The site's run-time settings, from the environment; a malformed value stops the service at start. */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfigResponse {
  const parsed = SiteConfigResponse.safeParse({ eventsCalendarUrl: env.EVENTS_CALENDAR_URL || DEFAULT_EVENTS_CALENDAR_URL });
  if (!parsed.success) throw new Error(`EVENTS_CALENDAR_URL must be an absolute URL, got '${env.EVENTS_CALENDAR_URL}'.`);
  return parsed.data;
}

/** GET /api/site/config: public, cacheable for the resource cache's 300 s (spec 7.5). */
export function siteConfigRoute(config: SiteConfigResponse): Router {
  const router = Router();
  router.get(SITE_CONFIG_PATH, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(config);
  });
  return router;
}
