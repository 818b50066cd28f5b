import { z } from 'zod';

/** GET /api/site/config: the settings the browser needs at run time, so one build serves every deployment. */
export const SiteConfigResponse = z.object({
  /** Spec 2.1: "News events goes to an external events calendar". */
  eventsCalendarUrl: z.url(),
  /**
   * Spec 7.5: a tag manager for the analytics dataLayer (ANALYTICS_SCRIPT_URL, e.g. GTM's gtm.js?id=...). Left
   * out or null, the site loads no third-party script; the dataLayer is filled all the same.
   */
  analyticsScriptUrl: z.url({ protocol: /^https?$/ }).nullable().optional(),
  /** Spec 4 Session, 7.1: the forum's clear-session script, fetched at logout when a forum is configured. */
  forumClearSessionUrl: z.url({ protocol: /^https?$/ }).nullable().optional(),
});
export type SiteConfigResponse = z.infer<typeof SiteConfigResponse>;

export const SITE_CONFIG_PATH = '/api/site/config';
