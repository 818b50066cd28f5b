import { Router } from 'express';
import { SITE_CONFIG_PATH, SiteConfigResponse } from '@certus/contracts';

/** Used when EVENTS_CALENDAR_URL is not set; see infra/ops/env.example. */
export const DEFAULT_EVENTS_CALENDAR_URL = 'https://events.certus.example/calendar';

/**
 * The site's run-time settings, from the environment; a malformed value stops the service at start. The
 * forum's clear-session script belongs to a configured forum: without FORUM_URL it is refused.
 */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfigResponse {
  const parsed = SiteConfigResponse.safeParse({
    eventsCalendarUrl: env.EVENTS_CALENDAR_URL || DEFAULT_EVENTS_CALENDAR_URL,
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL || null,
    forumClearSessionUrl: env.FORUM_CLEAR_SESSION_URL || null,
  });
  if (!parsed.success) {
    const variable = { eventsCalendarUrl: 'EVENTS_CALENDAR_URL', analyticsScriptUrl: 'ANALYTICS_SCRIPT_URL', forumClearSessionUrl: 'FORUM_CLEAR_SESSION_URL' }[String(parsed.error.issues[0]?.path[0])];
    throw new Error(`${variable ?? 'EVENTS_CALENDAR_URL'} must be an absolute http(s) URL, got '${env[variable ?? 'EVENTS_CALENDAR_URL']}'.`);
  }
  if (parsed.data.forumClearSessionUrl && !env.FORUM_URL) throw new Error('FORUM_CLEAR_SESSION_URL is the forum\'s: set FORUM_URL (with FORUM_APP_ID and FORUM_SSO_SECRET) too, or leave it unset.');
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
