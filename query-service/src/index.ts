export * from './query-router.ts';
export type { ForumSsoConfig } from './forum-sso/forum-sso.ts';
// The site's server writes the home page's featured comics into its HTML (infra/platform home-featured.ts).
export { featuredMonthReader } from './population/featured-route.ts';
// ... and the certificate of /certificate/{id} into its page (infra/platform public-certificates.ts).
export { certificateReader } from './population/certificate-reads.ts';
// ... and the name of the census title /census/{title} names (infra/platform census-title-names.ts).
export { censusTitleNameReader } from './population/census-grid.ts';
// ... and the home page's next event and banners (infra/platform home-content.ts).
export { homeContentReader } from './content/content-routes.ts';
// The keyed API's call counter, made at start by each process that serves it (api-keys/api-key-usage.ts).
export { ensureApiKeyUsageSchema } from './api-keys/index.ts';
