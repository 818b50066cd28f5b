import { z } from 'zod';

/** GET /api/site/config: the settings the browser needs at run time, so one build serves every deployment. */
export const SiteConfigResponse = z.object({
  /** Spec 2.1: "News events goes to an external events calendar". */
  eventsCalendarUrl: z.url(),
});
export type SiteConfigResponse = z.infer<typeof SiteConfigResponse>;

export const SITE_CONFIG_PATH = '/api/site/config';
