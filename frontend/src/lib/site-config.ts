import { PUBLIC_RESOURCE_MAX_AGE_SECONDS, SITE_CONFIG_PATH, SiteConfigResponse } from '@certus/contracts';
import { api } from './api.ts';

const siteConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/site/config: run-time settings of this deployment (e.g. the external events calendar). */
    getSiteConfig: build.query<SiteConfigResponse, void>({
      query: () => SITE_CONFIG_PATH,
      responseSchema: SiteConfigResponse,
      keepUnusedDataFor: PUBLIC_RESOURCE_MAX_AGE_SECONDS, // spec 7.5: resource calls are cached for 300 seconds
    }),
  }),
});

export const { useGetSiteConfigQuery } = siteConfigApi;
